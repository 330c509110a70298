/**
 * Public surface of pipeline/audit/: the library's audit API (api.ts) and the few pieces the
 * commands use besides it. The folder's other files are private to it.
 */
export * from './api.js';
export { checkpointText, writeAtomic } from './checkpoint.js';
export { advance as advanceTrust } from './trust.js';
export { MAX_FUTURE_CAP_MS } from './log.js';
export { readTextLines } from './reader.js';
export { reconcileRows } from './reconcile.js';
