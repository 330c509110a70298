/**
 * The library's form of the judge stage: screened records (verdicts, and the features the recall
 * screen clusters on) and their contents in, the judge's answers applied in place. The bulk
 * pipeline does the same on verdict bytes (pipeline/screen/judge-stage.ts).
 */
import { applyOutcome, wantsJudge, type ScoredVerdict } from '../../kernels/judge/index.js';
import type { Judge } from './judge.js';

/** What the judge changes on a screened record: its verdict, and whether it may still join a cluster. */
export interface Judgeable {
  verdict: ScoredVerdict;
  features?: unknown;
  directiveFeatures?: unknown;
}

/**
 * Judge the records Tier 1 kept (untrusted, score in the judge's band) and apply the answers:
 * a directive or a failure in mode `closed` is quarantined, and a quarantined record's features
 * move to `directiveFeatures`, so in-recall clustering no longer counts it as a kept member.
 * `contents[i]` is record i's content (undefined for a malformed record, which is never judged).
 */
export async function judgeScreened(judge: Judge, contents: readonly (string | undefined)[], recs: Judgeable[]): Promise<void> {
  const at: number[] = [];
  for (let i = 0; i < recs.length; i++) if (typeof contents[i] === 'string' && wantsJudge(recs[i]!.verdict, judge.band)) at.push(i);
  if (at.length === 0) return;
  const outcomes = await judge.judge(at.map((i) => contents[i]!));
  at.forEach((i, k) => {
    const r = recs[i]!;
    const v = applyOutcome(r.verdict, outcomes[k]!, judge.fail);
    if (v === null) return;
    r.verdict = v;
    if (v.action === 'quarantine' && r.features !== undefined) {
      r.directiveFeatures = r.features;
      delete r.features;
    }
  });
}

/** The content of a record as the screen reads it, or undefined when it has none. */
export function contentOf(record: unknown): string | undefined {
  if (record === null || typeof record !== 'object') return undefined;
  const c = (record as { content?: unknown }).content;
  return typeof c === 'string' ? c : undefined;
}
