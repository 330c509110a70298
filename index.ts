/**
 * antidote — the library.
 *
 *   import { createScreener } from 'antidote';
 *   const screener = createScreener({ trusted: ['operator', 'cli'] });
 *   const { safeContext, quarantined } = screener.screenRecall(memories);
 */
import { defaultImage } from './workers/batch/index.js';
import { DEFAULT_TRUSTED, type TrustConfig, type TrustMode } from './kernels/screen/index.js';
import { screenBeforeEncodeWith, screenRecallWith, type EncodeCheck, type RecallOptions, type RecallResult } from './kernels/screen/index.js';
import { Screener } from './kernels/screen/index.js';
import type { Verdict } from './kernels/common/index.js';

export interface ScreenerOptions {
  /** `prefix` (default) or `signed`. */
  mode?: TrustMode;
  /** Trusted source entries (default: operator, cli, system). */
  trusted?: string[];
  /** HMAC key for signed provenance (at least 16 bytes). */
  key?: Uint8Array;
  /** A compiled automaton image to share (e.g. received by a worker thread). */
  image?: SharedArrayBuffer;
  /** Longest content screened, in UTF-16 code units. */
  maxContent?: number;
}

export interface AntidoteScreener {
  /** The verdict for one memory record (any value: a malformed one gets an error verdict). */
  screen(record: unknown): Verdict;
  /** Screen the memories of one recall: kept, quarantined, clusters and the safe context. */
  screenRecall(memories: readonly unknown[], options?: RecallOptions): RecallResult;
  /** Check content a consolidation path is about to write under a trusted identity. */
  screenBeforeEncode(content: string): EncodeCheck;
  /** The underlying screener (per-record features, text screening). */
  readonly screener: Screener;
}

/** A reusable screener: the automaton image is compiled once per process and shared. */
export function createScreener(options: ScreenerOptions = {}): AntidoteScreener {
  const trust: TrustConfig = { mode: options.mode ?? 'prefix', trusted: options.trusted ?? [...DEFAULT_TRUSTED] };
  const screener = new Screener(options.image ?? defaultImage(), { trust, key: options.key ?? null, maxContent: options.maxContent });
  return {
    screener,
    screen: (record) => screener.screen(record).verdict,
    screenRecall: (memories, o) => screenRecallWith(screener, memories, o),
    screenBeforeEncode: (content) => screenBeforeEncodeWith(screener, content),
  };
}

let shared: AntidoteScreener | undefined;

/** One-call form of {@link AntidoteScreener.screenRecall} with a screener built from `options` (default trust when omitted). */
export function screenRecall(memories: readonly unknown[], options?: ScreenerOptions & RecallOptions): RecallResult {
  const s = options ? createScreener(options) : (shared ??= createScreener());
  return s.screenRecall(memories, options);
}

/** One-call form of {@link AntidoteScreener.screenBeforeEncode}. */
export function screenBeforeEncode(content: string): EncodeCheck {
  return (shared ??= createScreener()).screenBeforeEncode(content);
}

export { defaultImage } from './workers/batch/index.js';
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
