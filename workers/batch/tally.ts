/**
 * Counting verdicts: per batch in the worker (so the main thread never looks at a verdict it
 * does not have to), merged into the run's summary on the main thread.
 */
import type { Verdict } from '../../kernels/common/index.js';
import type { BatchTally } from './types.js';
import type { JudgeStats } from '../../kernels/judge/index.js';

export interface ScreenSummary {
  records: number;
  kept: number;
  quarantined: number;
  errors: number;
  directives: number;
  clusters: number;
  byReason: Record<string, number>;
  seconds: number;
  /** Input bytes read. */
  bytes?: number;
  /** The run was stopped (SIGINT) before the end of input: verdicts cover a prefix. */
  interrupted?: boolean;
  /** The input ended early or was not a well-formed document (JSON, MessagePack). */
  inputError?: string;
  /** The Tier-2 judge's counts (screen --judge). */
  judge?: JudgeStats;
  /** Every record of a non-empty input was malformed: probably not records at all (exit 2). */
  noRecords?: string;
}

export function emptySummary(): ScreenSummary {
  return { records: 0, kept: 0, quarantined: 0, errors: 0, directives: 0, clusters: 0, byReason: {}, seconds: 0 };
}

export function emptyTally(): BatchTally {
  return { kept: 0, quarantined: 0, errors: 0, directives: 0, byReason: {} };
}

/** Count one verdict into a summary or a batch tally. */
export function tally(s: ScreenSummary | BatchTally, v: Verdict): void {
  if ('records' in s) s.records++;
  if (v.error) s.errors++;
  if (v.directive) s.directives++;
  if (v.action === 'quarantine') {
    s.quarantined++;
    const reasons = v.error ? [`error:${v.error.code}`] : (v.reasons ?? []);
    for (const r of reasons) s.byReason[r] = (s.byReason[r] ?? 0) + 1;
  } else s.kept++;
}

/** Add a batch's tally (n records) to the run's summary. */
export function addTally(s: ScreenSummary, t: BatchTally, n: number): void {
  s.records += n;
  s.kept += t.kept;
  s.quarantined += t.quarantined;
  s.errors += t.errors;
  s.directives += t.directives;
  for (const r in t.byReason) s.byReason[r] = (s.byReason[r] ?? 0) + t.byReason[r]!;
}

export function formatSummary(s: ScreenSummary): string {
  const rate = s.seconds > 0 ? Math.round(s.records / s.seconds) : 0;
  const reasons = Object.entries(s.byReason)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([r, n]) => `${r}=${n}`)
    .join(', ');
  const head = s.interrupted ? 'antidote screen: interrupted after' : 'antidote screen:';
  return `${head} ${s.records} records, ${s.kept} kept, ${s.quarantined} quarantined (${s.errors} malformed), ${s.directives} directives, ${s.clusters} clusters, ${rate} records/s${reasons ? `; quarantined by reason: ${reasons}` : ''}`;
}
