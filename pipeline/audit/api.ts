/**
 * The audit log and reconcile, for embedding (issue 4). Everything here is async; readers and
 * results are async iterables (wrap them with `stream.Readable.from` for a Node stream).
 * `verifyAuditLog` and `reconcileAudit` are the same functions as `verify` and `reconcile`, for a
 * package index where the short names would be ambiguous.
 *
 *   const log = await openAuditLog('audit.jsonl');
 *   const entry = await log.append({ key: 'pricing.tier', value: 'silver', principal: 'agent-b' });
 *   store.set('pricing.tier', 'silver', { ts: entry.ts, auditSeq: entry.seq }); // only now
 *   await log.close();
 *
 *   const report = await verify({ log: 'audit.jsonl', checkpoint, publicKey });
 *   for await (const r of reconcile(stateRecords, { log: 'audit.jsonl', acl })) …
 */
export { openAuditLog, DEFAULT_MAX_FUTURE_MS, type AuditLog, type AuditEvent, type AppendOptions, type LogHead } from './log.js';
export { verify, verify as verifyAuditLog, closeVerifyPools, type VerifyOptions, type VerifyReport } from './verify.js';
export { reconcile, reconcile as reconcileAudit, reconcileLines, type ReconcileOptions, type ReconcileResult, type StateRecord, type StateInput } from './reconcile.js';
export {
  readCheckpoint,
  readProof,
  readConsistencyProof,
  createCheckpoint,
  defaultOrigin,
  prove,
  proveConsistency,
  verifyProof,
  verifyConsistencyProof,
  witnessCosign,
  type CheckpointOutcome,
  type ConsistencyReport,
  type ProofReport,
} from './checkpoint.js';
export { generateAuditKeys, loadPrivateKey, loadPublicKey, loadWitnessKey } from './keys.js';
export { readTrustState, writeTrustState, type TrustState, type TrustedHead } from './trust.js';
export type { CheckpointPolicy } from './verify.js';
export { readAuditLog } from './reader.js';
export { parseAcl, type Acl } from '../../kernels/audit/index.js';
export { canonicalize } from '../../kernels/audit/index.js';
export type { AuditEntry } from '../../kernels/audit/index.js';
export type { Checkpoint, ConsistencyProof, InclusionProof, NoteVerifier } from '../../kernels/audit/index.js';
export type { Verdict, ReconcileAction } from '../../kernels/audit/index.js';
