/** Public surface of kernels/audit/: what other folders use from it. The folder's other files are private to it. */
export { firstDuplicateMember, parseAcl } from './acl.js';
export type { Acl } from './acl.js';
export { CanonicalError, canonicalize } from './canonical.js';
export { ChainStitcher } from './chain-stitch.js';
export type { ChainSummary, CutRoot } from './chain-stitch.js';
export {
  TS_EXTENSION,
  assertEd25519,
  checkProof,
  checkpointText,
  cosignCheckpoint,
  isOrigin,
  parseCheckpoint,
  parseProof,
  proofText,
  signCheckpoint,
  verifyCheckpointSignature,
  verifyCosignatures,
} from './checkpoint.js';
export type { Checkpoint, CheckpointFields, CosignatureCheck, InclusionProof } from './checkpoint.js';
export { checkConsistency, consistencyProofText, parseConsistencyProof } from './consistency.js';
export type { ConsistencyProof, TreeHead } from './consistency.js';
export { ChainVerifier, GENESIS, MAX_ENTRY_BYTES, buildEntry, checkLine, encodeBody, entryLine, isFailure, scanLines, tornFailure, verifySegment } from './hashchain.js';
export type { AuditEntry, ChainFailure, CheckedEntry, SegmentResult } from './hashchain.js';
export { EMPTY_ROOT, InclusionProofBuilder, MerkleRange, RangeHasher, consistencyRanges, leafHashOfHex, verifyConsistency } from './merkle.js';
export { SIG_COSIGNATURE_V1, SIG_ED25519, parseSkey, parseVkey, verifierFor, vkeyText } from './note.js';
export type { NoteVerifier } from './note.js';
export { Affected, History, StateTable } from './reconcile-index.js';
export { checkStateRecord, classify, formatRow, majorities } from './reconcile.js';
export type { Certification, ClassifyContext, ReconcileAction, ResultRow, Verdict } from './reconcile.js';
export { MIN_INPUT_MS, checkInputTime, formatTs, parseCanonicalTs, parseInputTime } from './time.js';
