/** Public surface of pipeline/serve/: what other folders use from it. The folder's other files are private to it. */
export { DEFAULT_ACK_WAIT_MS, DEFAULT_BATCH, DEFAULT_MAX_ACK_PENDING, DUPLICATE_WINDOW_NS, ensureTopology, serve } from './stage.js';
export type { ServeHandle, ServeOptions, ServeStats } from './stage.js';
export { agentOfToken, agentToken, alertSubject, DEFAULT_NAMES, memorySubject, recordDigest, verdictSubject } from './subjects.js';
