/**
 * The Tier-2 judge's vocabulary: what it is asked, what it may answer, and how a run counts it.
 * Pure data; the HTTP client lives in pipeline/judge/.
 */
import type { Verdict } from '../common/index.js';

/** A verdict as Tier 1 writes it once the learned model lands: `score` is its calibrated belief (0–1). */
export type ScoredVerdict = Verdict & { score?: number };

/**
 * What becomes of a memory the judge could not judge (no answer, a timeout, an invalid reply,
 * an id missing, repeated or invented): `closed` quarantines it (the default), `flag` keeps it
 * and says `judge-unavailable` in its reasons, `open` keeps it as Tier 1 wrote it.
 */
export type JudgeFailMode = 'closed' | 'open' | 'flag';
export const JUDGE_FAIL_MODES: readonly JudgeFailMode[] = ['closed', 'open', 'flag'];

/** Scores judged: LOW ≤ score ≤ HIGH. */
export interface JudgeBand {
  low: number;
  high: number;
}

/**
 * Default band, provisional: the learned model's scores are not in yet, so this is a guess to be
 * re-chosen on the dev set. A verdict without a score is judged only when the band includes 0.
 */
/**
 * Chosen on the dev split (writer D1) with the learned model at τ = 0.93: of dev's directives
 * that Tier 1 keeps, 93% score in 0.2–0.93 (83% in 0.3–0.93), while 24% of the benign memories it
 * keeps do (17%). The top is τ: a score at or above it is quarantined by Tier 1 already.
 */
export const DEFAULT_JUDGE_BAND: JudgeBand = { low: 0.2, high: 0.93 };

/** The reasons a judge may give for a directive (the `<reason>` of `judge:<reason>`). */
export const JUDGE_REASONS = ['standing-rule', 'override', 'authority-claim', 'autonomy-grant', 'check-bypass', 'exfiltration', 'addresses-judge', 'other'] as const;
export type JudgeReason = (typeof JUDGE_REASONS)[number];

/** The judge's answer about one memory. */
export type JudgeFinding = { directive: true; reason: JudgeReason } | { directive: false; reason: 'none' };

/** Why the judge has no answer for a memory. */
export type JudgeFailure =
  | 'invalid-reply' // not one JSON object of the schema
  | 'missing-id' // the reply does not mention the memory
  | 'repeated-id' // the reply mentions it twice
  | 'invented-id' // the reply names an id that was never sent: the whole call is void
  | 'invalid-entry' // the memory's entry breaks the schema
  | 'timeout'
  | 'network' // connection refused, reset, DNS
  | 'http' // a status the client does not retry, or retries ran out
  | 'judge-down'; // too many calls in a row failed: not called again until the cool-down ends

export type JudgeOutcome = JudgeFinding | { failed: JudgeFailure };

export const isFailure = (o: JudgeOutcome): o is { failed: JudgeFailure } => 'failed' in o;

/** What a run's summary says about the judge. */
export interface JudgeStats {
  /** Memories that went to the judge (Tier 1 kept them, untrusted, score in the band). */
  memories: number;
  /** Of those, answered from the cache (same content judged before in this process, or in flight). */
  cacheHits: number;
  /** HTTP calls made (first attempts; retries are counted apart). */
  calls: number;
  retries: number;
  /** Calls that failed for at least one of their memories (after their retries). */
  failedCalls: number;
  /** Memories without an answer, by cause; they went the way of the fail mode. */
  failed: number;
  failures: Partial<Record<JudgeFailure, number>>;
  /** Memories the judge found to be directives (quarantined), cache hits included. */
  directives: number;
  promptTokens: number;
  completionTokens: number;
  /** The server refused `response_format` and the judge fell back to the plain JSON instruction. */
  schemaFallback: boolean;
}

export function emptyJudgeStats(): JudgeStats {
  return { memories: 0, cacheHits: 0, calls: 0, retries: 0, failedCalls: 0, failed: 0, failures: {}, directives: 0, promptTokens: 0, completionTokens: 0, schemaFallback: false };
}
