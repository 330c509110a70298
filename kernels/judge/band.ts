/**
 * Which verdicts go to the judge, and what its answer does to them.
 */
import { UsageError } from '../common/index.js';
import { isFailure, type JudgeBand, type JudgeFailMode, type JudgeOutcome, type ScoredVerdict } from './types.js';

/** The reason a memory without a judge's answer carries. */
export const JUDGE_UNAVAILABLE = 'judge-unavailable';

/** `--judge-band LOW,HIGH`: two numbers in [0, 1], LOW ≤ HIGH. */
export function parseBand(s: string): JudgeBand {
  const parts = s.split(',');
  const [low, high] = parts.map((p) => (p.trim() === '' ? NaN : Number(p)));
  if (parts.length !== 2 || !(low! >= 0 && low! <= 1) || !(high! >= 0 && high! <= 1) || low! > high!) {
    throw new UsageError(`--judge-band must be LOW,HIGH with 0 ≤ LOW ≤ HIGH ≤ 1, not '${s}'`);
  }
  return { low: low!, high: high! };
}

/**
 * A verdict the judge is asked about: well formed, untrusted, kept by Tier 1, with a score in the
 * band. A verdict without a score (Tier 1 before the learned model) counts as score 0: judged
 * only when the band starts at 0. Trusted memories are never judged.
 */
export function wantsJudge(v: ScoredVerdict, band: JudgeBand): boolean {
  if (v.action !== 'keep' || v.trusted !== false || v.error !== undefined) return false;
  const s = typeof v.score === 'number' && Number.isFinite(v.score) ? v.score : 0;
  return s >= band.low && s <= band.high;
}

/**
 * The verdict after the judge's answer, or null when it stays byte for byte as Tier 1 wrote it
 * (the judge found no directive, or it failed and the mode is `open`). The Tier-1 score, evidence
 * and every other field are kept; only `action`, `directive` and `reasons` change.
 */
export function applyOutcome(v: ScoredVerdict, outcome: JudgeOutcome, mode: JudgeFailMode): ScoredVerdict | null {
  if (isFailure(outcome)) {
    if (mode === 'open') return null;
    return { ...v, action: mode === 'closed' ? 'quarantine' : 'keep', reasons: [...(v.reasons ?? []), JUDGE_UNAVAILABLE] };
  }
  if (!outcome.directive) return null;
  return { ...v, action: 'quarantine', directive: true, reasons: [...(v.reasons ?? []), `judge:${outcome.reason}`] };
}
