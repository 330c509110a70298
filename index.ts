/**
 * antidote — the library.
 *
 *   import { createScreener } from 'antidote';
 *   const screener = createScreener({ trusted: ['operator', 'cli'] });
 *   const { safeContext, quarantined } = screener.screenRecall(memories);
 */
import { defaultImage, defaultModel } from './workers/batch/index.js';
import type { IntentModel } from './kernels/model/index.js';
import { DEFAULT_TRUSTED, type TrustConfig, type TrustMode } from './kernels/screen/index.js';
import { screenBeforeEncodeWith, screenRecallWith, type EncodeCheck, type RecallOptions, type RecallResult } from './kernels/screen/index.js';
import { Screener, assembleRecall } from './kernels/screen/index.js';
import type { Verdict } from './kernels/common/index.js';
import { Judge, contentOf, judgeScreened, type JudgeOptions } from './pipeline/judge/index.js';

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
  /** The learned intent model: the shipped one by default; null screens with the gate alone. */
  model?: IntentModel | null;
  /** Decision threshold on the model's score (default DEFAULT_THRESHOLD). */
  threshold?: number;
  /**
   * The optional Tier-2 LLM judge (an OpenAI-compatible endpoint, or a Judge to share): it sees
   * the untrusted memories Tier 1 kept whose score is in its band, through `screenJudged` and
   * `screenRecallJudged`. The synchronous methods never call it.
   */
  judge?: JudgeOptions | Judge;
}

export interface AntidoteScreener {
  /** The verdict for one memory record (any value: a malformed one gets an error verdict). */
  screen(record: unknown): Verdict;
  /** Screen the memories of one recall: kept, quarantined, clusters and the safe context. */
  screenRecall(memories: readonly unknown[], options?: RecallOptions): RecallResult;
  /** Check content a consolidation path is about to write under a trusted identity. */
  screenBeforeEncode(content: string): EncodeCheck;
  /**
   * Verdicts for many records, Tier 1 then the judge (one batched round of calls). Without a
   * judge it resolves to the Tier-1 verdicts.
   */
  screenJudged(records: readonly unknown[]): Promise<Verdict[]>;
  /** {@link screenRecall} with the judge between the screen and the clustering. */
  screenRecallJudged(memories: readonly unknown[], options?: RecallOptions): Promise<RecallResult>;
  /** The underlying screener (per-record features, text screening). */
  readonly screener: Screener;
  /** The Tier-2 judge, when one was configured (its `stats` count calls, cache hits, failures, tokens). */
  readonly judge?: Judge;
}

/** A reusable screener: the automaton image is compiled once per process and shared. */
export function createScreener(options: ScreenerOptions = {}): AntidoteScreener {
  const trust: TrustConfig = { mode: options.mode ?? 'prefix', trusted: options.trusted ?? [...DEFAULT_TRUSTED] };
  const model = options.model === undefined ? defaultModel() : options.model;
  const screener = new Screener(options.image ?? defaultImage(), { trust, key: options.key ?? null, maxContent: options.maxContent, model, threshold: options.threshold });
  const judge = options.judge === undefined ? undefined : options.judge instanceof Judge ? options.judge : new Judge(options.judge);
  const screenAll = async (records: readonly unknown[]) => {
    const screened = records.map((m, i) => screener.screen(m, i + 1));
    if (judge) await judgeScreened(judge, records.map(contentOf), screened);
    return screened;
  };
  return {
    screener,
    judge,
    screen: (record) => screener.screen(record).verdict,
    screenRecall: (memories, o) => screenRecallWith(screener, memories, o),
    screenBeforeEncode: (content) => screenBeforeEncodeWith(screener, content),
    screenJudged: async (records) => (await screenAll(records)).map((r) => r.verdict),
    screenRecallJudged: async (memories, o) => assembleRecall(memories, await screenAll(memories), o),
  };
}

/**
 * The Tier-2 judge on verdicts screened elsewhere: `verdicts[i]` is the verdict of `records[i]`;
 * returns the verdicts after the judge (new objects where it changed them).
 */
export async function judgeVerdicts(judge: Judge, records: readonly unknown[], verdicts: readonly Verdict[]): Promise<Verdict[]> {
  const recs = verdicts.map((verdict) => ({ verdict }));
  await judgeScreened(judge, records.map(contentOf), recs);
  return recs.map((r) => r.verdict);
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
