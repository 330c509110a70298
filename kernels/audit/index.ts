/** Public surface of kernels/audit/: what other folders use from it. The folder's other files are private to it. */
export { parseAcl } from './acl.js';
export type { Acl } from './acl.js';
export { CanonicalError, canonicalize } from './canonical.js';
export { ChainStitcher } from './chain-stitch.js';
export type { ChainSummary } from './chain-stitch.js';
export { assertEd25519, checkProof, checkpointText, parseCheckpoint, parseProof, proofText, signCheckpoint, verifyCheckpointSignature } from './checkpoint.js';
export type { Checkpoint, InclusionProof } from './checkpoint.js';
export { ChainVerifier, GENESIS, MAX_ENTRY_BYTES, buildEntry, checkLine, encodeBody, entryLine, isFailure, scanLines, tornFailure, verifySegment } from './hashchain.js';
export type { AuditEntry, ChainFailure, CheckedEntry, SegmentResult } from './hashchain.js';
export { EMPTY_ROOT, InclusionProofBuilder, MerkleRange, leafHashOfHex } from './merkle.js';
export { Affected, History, StateTable } from './reconcile-index.js';
export { checkStateRecord, classify, formatRow, majorities } from './reconcile.js';
export type { ClassifyContext, ReconcileAction, ResultRow, Verdict } from './reconcile.js';
export { formatTs, parseCanonicalTs, parseInputTime } from './time.js';
