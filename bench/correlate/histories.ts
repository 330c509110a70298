/**
 * Correlation quality on the hand-written memory histories of data/histories/ (issue 12): H1-dev
 * (every third campaign–mirror pair of writer H1: the roles model's thresholds and the scorer's
 * constants were chosen on it) and H2 (another writer, held out: run only to report).
 *
 * A campaign counts as detected when one alert names at least half of its members (rounded up);
 * a benign history is a false alert when it has any alert. Every member is also screened alone,
 * as `antidote screen` does by default (gate and intent model): the issue wants each kept.
 *
 * Records go through the path of `antidote correlate`: JSONL bytes → line framing → screen
 * (features 'always', the shipped intent model) → Correlator in time order per agent.
 */
import { defaultImage, defaultModel } from '../../workers/batch/index.js';
import { Screener, screenLine, type ScreenedRecord } from '../../kernels/screen/index.js';
import { Correlator, historyBytes, readHistories, splitH1, type CorrelationAlert, type CorrelatorOptions, type History } from '../../pipeline/correlate/index.js';
import { LineSplitter } from '../../pipeline/sources/index.js';
import { repoRoot } from '../corpora.js';

export interface HistoryEvaluation {
  campaigns: number;
  detected: number;
  benign: number;
  benignAlerted: number;
  /** Campaign members, and those the single-memory screen keeps. */
  members: number;
  membersKept: number;
  misses: string[];
  /** Per language: [detected, campaigns, benign alerted, benign]. */
  byLang: Map<string, [number, number, number, number]>;
}

/** The screen of `antidote correlate` and of `antidote screen` (features aside): gate and shipped model. */
export function historyScreener(): Screener {
  return new Screener(defaultImage(), { features: 'always', model: defaultModel() });
}

export function screenHistories(histories: readonly History[], screener = historyScreener()): ScreenedRecord[] {
  const split = new LineSplitter();
  const bytes = historyBytes(histories);
  return [...split.push(bytes), ...split.end()].map((l) => screenLine(screener, l.line, l.bytes, l.tooLong));
}

export function correlateScreened(records: readonly ScreenedRecord[], opts: CorrelatorOptions = {}): CorrelationAlert[] {
  const c = new Correlator(opts, () => {});
  for (const r of records) c.stash(r);
  return c.drain();
}

export function evaluateHistories(histories: readonly History[], opts: CorrelatorOptions = {}, records?: readonly ScreenedRecord[]): HistoryEvaluation {
  const recs = records ?? screenHistories(histories);
  const alerts = correlateScreened(recs, opts);
  const byAgent = new Map<string, CorrelationAlert[]>();
  for (const a of alerts) byAgent.set(a.agentId, [...(byAgent.get(a.agentId) ?? []), a]);
  const kept = new Set(recs.filter((r) => r.verdict.action === 'keep').map((r) => String(r.verdict.id)));
  const e: HistoryEvaluation = { campaigns: 0, detected: 0, benign: 0, benignAlerted: 0, members: 0, membersKept: 0, misses: [], byLang: new Map() };
  for (const h of histories) {
    const as = byAgent.get(h.history) ?? [];
    const row = e.byLang.get(h.lang) ?? [0, 0, 0, 0];
    e.byLang.set(h.lang, row);
    if (h.label === 'campaign') {
      e.campaigns++;
      row[1]++;
      const members = new Set(h.members.map((m) => `${h.history}/${m}`));
      for (const m of members) {
        e.members++;
        if (kept.has(m)) e.membersKept++;
        else e.misses.push(`${h.history}: member ${m} quarantined by the single-memory screen`);
      }
      const need = Math.ceil(h.members.length / 2);
      if (as.some((a) => a.members.filter((m) => members.has(String(m))).length >= need)) {
        e.detected++;
        row[0]++;
      } else {
        const best = Math.max(0, ...as.map((a) => a.members.filter((m) => members.has(String(m))).length));
        e.misses.push(`missed ${h.history} (${h.pattern}, ${h.capability}, ${h.lang}): ${as.length ? `best alert names ${best} of ${h.members.length} members` : 'no alert'}`);
      }
    } else {
      e.benign++;
      row[3]++;
      if (as.length) {
        e.benignAlerted++;
        row[2]++;
        e.misses.push(`false alert on ${h.history} (${h.lang}): ${as[0]!.reason}`);
      }
    }
  }
  return e;
}

/** H1-dev and H2 (read from the repository). */
export function historySplits(root = repoRoot()): { name: string; histories: History[]; heldOut: boolean }[] {
  return [
    { name: 'H1-dev (tuned on)', histories: splitH1(root).dev, heldOut: false },
    { name: 'H2 (writer held out)', histories: readHistories(root, 'H2'), heldOut: true },
  ];
}
