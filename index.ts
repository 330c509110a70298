/**
 * antidote — the library.
 *
 *   import { createScreener } from 'antidote';
 *   const screener = createScreener({ trusted: ['operator', 'cli'] });
 *   const { safeContext, quarantined } = screener.screenRecall(memories);
 */
export {
  createScreener,
  judgeVerdicts,
  screenRecall,
  screenBeforeEncode,
  type AntidoteScreener,
  type ScreenerOptions,
  type TrustOptions,
  // embedding: a kept-open pool, a Transform stage, an async-iterable stage, before-write hooks, a guarded store
  createPool,
  createScreenStream,
  screenIterable,
  beforeWrite,
  createBeforeWrite,
  createMem0Hook,
  guardStore,
  QuarantinedWriteError,
  type AntidotePool,
  type PoolOptions,
  type ScreenResult,
  type StageOptions,
  type BeforeWriteOptions,
  type BeforeWriteResult,
  type Mem0HookOptions,
  type Mem0Memory,
  type PendingMemory,
  type GuardStoreOptions,
  type StoreItem,
  type StoreLike,
} from './pipeline/embed/index.js';
export { defaultImage } from './workers/batch/index.js';
// the Tier-2 judge
export { Judge, JUDGE_DEFAULTS, type JudgeOptions } from './pipeline/judge/index.js';
export { DEFAULT_JUDGE_BAND, JUDGE_SYSTEM_PROMPT, JUDGE_REPLY_SCHEMA, parseBand, type JudgeBand, type JudgeFailMode, type JudgeStats, type JudgeReason } from './kernels/judge/index.js';
export { Screener, type ScreenedRecord, type MemoryFeatures, type TextScreen } from './kernels/screen/index.js';
export { CLUSTER_CAUTION } from './kernels/screen/index.js';
export { computeTag, signSource, verifyTag, parseSource, TrustPolicy, DEFAULT_TRUSTED, type TrustConfig, type TrustMode } from './kernels/screen/index.js';
export { compileLexicons, Automaton } from './kernels/text/index.js';
export { LEXICONS } from './kernels/lexicon/index.js';
export type { LexiconData, Category } from './kernels/lexicon/index.js';
export type { MemoryRecord, Verdict, Evidence, Action, Capability } from './kernels/common/index.js';
export type { RecallResult, RecallOptions, EncodeCheck, RecallClusterResult } from './kernels/screen/index.js';
export { AntidoteError, type ErrorCode, type ErrorData } from './kernels/common/index.js';

// audit log and reconcile
export {
  openAuditLog,
  verify,
  verify as verifyAuditLog,
  reconcile,
  reconcileLines,
  readAuditLog,
  createCheckpoint,
  prove,
  verifyProof,
  generateAuditKeys,
  loadPrivateKey,
  loadPublicKey,
  readCheckpoint,
  readProof,
  closeVerifyPools,
  DEFAULT_MAX_FUTURE_MS,
  parseAcl,
  canonicalize,
  type CheckpointOutcome,
  type ProofReport,
  type AuditLog,
  type AuditEvent,
  type AppendOptions,
  type LogHead,
  type VerifyOptions,
  type VerifyReport,
  type ReconcileOptions,
  type ReconcileResult,
  type StateRecord,
  type StateInput,
  type Acl,
  type AuditEntry,
  type Checkpoint,
  type InclusionProof,
  type ReconcileAction,
  type Verdict as ReconcileVerdict,
} from './pipeline/audit/index.js';

// cross-recall correlation
export {
  Correlator,
  parseShard,
  inShard,
  parseWindow,
  type CorrelationAlert,
  type CorrelatorOptions,
  type ShardSpec,
  type StateStore,
} from './pipeline/correlate/index.js';
export { createCorrelateHook, type CorrelateHook, type CorrelateHookOptions } from './pipeline/correlate/index.js';
export { SqliteStateStore } from './pipeline/correlate/index.js';

// the screening and correlation stage on NATS JetStream (`antidote serve`)
export {
  serve,
  ensureTopology,
  agentToken,
  agentOfToken,
  memorySubject,
  verdictSubject,
  alertSubject,
  recordDigest,
  DEFAULT_NAMES as SERVE_NAMES,
  type ServeHandle,
  type ServeOptions,
  type ServeStats,
} from './pipeline/serve/index.js';
