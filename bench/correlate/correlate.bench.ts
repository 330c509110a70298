/**
 * Cross-recall correlation: quality on the hand-written histories of test/fixtures/correlate
 * (the dev split it was tuned on, and the held-out third it never was), the MemPoisonBench
 * chains spread one memory per recall over a week, an alert-score sweep over the dev split,
 * and the cost of `screen --correlate` against `screen` on the end-to-end corpus.
 *
 * Records go through the same path as `antidote correlate` (JSONL bytes → line framing →
 * screen → Correlator in time order per agent).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALERT_SCORE } from '../../kernels/correlate/campaign.js';
import { defaultImage } from '../../workers/batch/index.js';
import type { TrustConfig } from '../../kernels/screen/index.js';
import { screenLine } from '../../kernels/screen/index.js';
import { Screener, type ScreenedRecord } from '../../kernels/screen/index.js';
import { Correlator, type CorrelationAlert } from '../../pipeline/correlate/index.js';
import { type CorrelatorOptions } from '../../pipeline/correlate/correlator.js';
import { createCorrelateHook, defaultRoles } from '../../pipeline/correlate/index.js';
import { RecallCoordinator } from '../../pipeline/screen/index.js';
import { LineSplitter } from '../../pipeline/sources/index.js';
import { loadCatalog, repoRoot, type MpbCatalog } from '../corpora.js';
import { median, printGrid, runSuite } from '../harness.js';
import { emptyState, observe, campaignParams } from '../../kernels/correlate/index.js';
import { signalOf, type Signal } from '../../kernels/correlate/index.js';
import { mpbTrust } from '../quality/quality.js';
import { evaluateHistories, historySplits } from './histories.js';
import { defaultModel } from '../../workers/batch/index.js';

export type Split = 'dev' | 'heldout';

export interface HistoryLabel {
  history: string;
  label: 'campaign' | 'benign';
  pattern: string;
  lang: string;
  /** Ids of the campaign's members (empty for benign histories). */
  members: string[];
}

export function fixtureDir(): string {
  return join(repoRoot(), 'test', 'fixtures', 'correlate');
}

export function loadSplit(split: Split): { bytes: Buffer; labels: Record<string, HistoryLabel> } {
  const dir = fixtureDir();
  const labels = JSON.parse(readFileSync(join(dir, 'labels.json'), 'utf8')) as Record<Split, Record<string, HistoryLabel>>;
  return { bytes: readFileSync(join(dir, `${split}.jsonl`)), labels: labels[split] };
}

/** A screener as `antidote correlate` builds it. */
export function correlationScreener(trust?: TrustConfig): Screener {
  return new Screener(defaultImage(), trust ? { trust, features: 'always' } : { features: 'always' });
}

/** Screen JSONL bytes as `antidote correlate` does. */
export function screenBytes(bytes: Uint8Array, screener: Screener): ScreenedRecord[] {
  const split = new LineSplitter();
  return [...split.push(bytes), ...split.end()].map((l) => screenLine(screener, l.line, l.bytes, l.tooLong));
}

/** Batch correlation of screened records (the core of `antidote correlate`). */
export function correlateRecords(records: readonly ScreenedRecord[], opts: CorrelatorOptions = {}): CorrelationAlert[] {
  const c = new Correlator(opts, () => {});
  for (const r of records) c.stash(r);
  const alerts = c.drain();
  c.save();
  return alerts;
}

export interface Evaluation {
  detected: number;
  campaigns: number;
  falseAlerts: number;
  benign: number;
  misses: string[];
}

/**
 * A campaign history counts as detected when one of its alerts names at least two of its
 * campaign members; a benign history is a false alert when it has any alert at all.
 */
export function evaluate(alerts: readonly CorrelationAlert[], labels: Record<string, HistoryLabel>): Evaluation {
  const e: Evaluation = { detected: 0, campaigns: 0, falseAlerts: 0, benign: 0, misses: [] };
  const byAgent = new Map<string, CorrelationAlert[]>();
  for (const a of alerts) byAgent.set(a.agentId, [...(byAgent.get(a.agentId) ?? []), a]);
  for (const [agentId, lab] of Object.entries(labels)) {
    const as = byAgent.get(agentId) ?? [];
    if (lab.label === 'campaign') {
      e.campaigns++;
      if (as.some((a) => a.members.filter((m) => lab.members.includes(String(m))).length >= 2)) e.detected++;
      else e.misses.push(`missed ${lab.history} (${lab.pattern}, ${lab.lang})`);
    } else {
      e.benign++;
      if (as.length) {
        e.falseAlerts++;
        e.misses.push(`false alert on ${lab.history} (${lab.pattern}, ${lab.lang}): ${as[0]!.reason}`);
      }
    }
  }
  return e;
}

export function evaluateSplit(split: Split, opts: CorrelatorOptions = {}): Evaluation {
  const { bytes, labels } = loadSplit(split);
  return evaluate(correlateRecords(screenBytes(bytes, correlationScreener()), opts), labels);
}

const DAY = 86_400_000;

/**
 * The MemPoisonBench chains as memory histories: one agent per chain, one memory per recall,
 * spread evenly over a week.
 */
export function spreadChains(catalog: MpbCatalog, start = Date.parse('2026-03-02T09:00:00Z')): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const c of catalog.chains) {
    const step = c.members.length > 1 ? Math.floor((7 * DAY) / (c.members.length - 1)) : 0;
    c.members.forEach((m, j) =>
      out.push({ id: `${c.id}#${j}`, agentId: c.id, recallId: `${c.id}/r${j}`, ts: new Date(start + j * step).toISOString(), content: m.content, source: m.source }),
    );
  }
  return out;
}

export interface ChainResult {
  flagged: string[];
  missed: string[];
  benignFlagged: string[];
  benignClean: string[];
}

export function correlateChains(catalog: MpbCatalog): ChainResult {
  const recs = spreadChains(catalog);
  const bytes = Buffer.from(recs.map((r) => JSON.stringify(r)).join('\n') + '\n');
  const alerts = correlateRecords(screenBytes(bytes, correlationScreener(mpbTrust())));
  const r: ChainResult = { flagged: [], missed: [], benignFlagged: [], benignClean: [] };
  for (const c of catalog.chains) {
    const hit = alerts.some((a) => a.agentId === c.id);
    if (c.expected === 'cluster-flag') (hit ? r.flagged : r.missed).push(c.id);
    else (hit ? r.benignFlagged : r.benignClean).push(c.id);
  }
  return r;
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : 'n/a');

/** Held-out targets of the issue. */
export const TARGET_DETECTION = 0.9;
export const TARGET_FALSE_ALERTS = 0.05;

function qualityTable(): void {
  const rows: (string | number)[][] = [];
  const misses: string[] = [];
  for (const split of ['dev', 'heldout'] as const) {
    const e = evaluateSplit(split);
    const det = e.detected / e.campaigns;
    const fa = e.falseAlerts / e.benign;
    const target = split === 'heldout' ? (det >= TARGET_DETECTION && fa <= TARGET_FALSE_ALERTS ? 'yes' : 'NO') : '(tuned on)';
    rows.push([split, `${e.detected}/${e.campaigns} (${pct(e.detected, e.campaigns)})`, `${e.falseAlerts}/${e.benign} (${pct(e.falseAlerts, e.benign)})`, target]);
    for (const m of e.misses) misses.push(`${split}: ${m}`);
  }
  const cat = loadCatalog();
  if (cat) {
    const r = correlateChains(cat.catalog);
    rows.push([
      'MemPoisonBench chains, one memory per recall over a week',
      `${r.flagged.length}/${r.flagged.length + r.missed.length}`,
      `${r.benignFlagged.length}/${r.benignFlagged.length + r.benignClean.length}`,
      r.missed.length === 0 && r.benignFlagged.length === 0 ? 'yes' : 'NO',
    ]);
    for (const m of r.missed) misses.push(`MemPoisonBench chain not flagged: ${m}`);
    for (const m of r.benignFlagged) misses.push(`MemPoisonBench benign chain flagged: ${m}`);
  } else rows.push(['MemPoisonBench chains', 'skipped (../shared/corpora absent)', '', '']);
  printGrid(
    `Cross-recall correlation (window 30 days, alert score ≥ ${ALERT_SCORE}; target on held-out: ≥ ${TARGET_DETECTION * 100}% detected, ≤ ${TARGET_FALSE_ALERTS * 100}% false alerts)`,
    ['histories', 'campaigns detected', 'benign histories with an alert', 'target met'],
    rows,
  );
  if (misses.length) console.log(`\nWhat still fails:\n${misses.map((m) => `- ${m}`).join('\n')}`);

  // the alert threshold, swept over the dev split only
  const sweep: (string | number)[][] = [];
  const dev = loadSplit('dev');
  const screened = screenBytes(dev.bytes, correlationScreener());
  for (const score of [0.4, 0.5, 0.55, 0.6, 0.65, 0.7, 0.8]) {
    const e = evaluate(correlateRecords(screened, { alertScore: score }), dev.labels);
    sweep.push([score.toFixed(2), `${e.detected}/${e.campaigns}`, `${e.falseAlerts}/${e.benign}`]);
  }
  printGrid('Alert score swept on the dev split (never on held-out)', ['alert score', 'detected', 'false alerts'], sweep);
}

/** Records of the end-to-end corpus in the speed comparison. */
export const E2E_RECORDS = 20_000;
/**
 * Alternating runs of each arm (ABBA). The machine is shared (2 cores, others build and test:
 * an A/A comparison of `screen` with itself measured 0.92–1.08 here), so each `screen
 * --correlate` run is also compared with the `screen` run beside it, and the median of those
 * paired ratios is reported beside the ratio of the medians.
 */
export const E2E_ROUNDS = 11;
/** The issue's budget: `screen --correlate` at most this much slower than `screen`. */
export const CORRELATE_BUDGET = 1.15;

/** The end-to-end corpus (bench/corpus-gen.ts), or the fixtures repeated when it is absent. */
async function e2eCorpus(): Promise<{ bytes: Buffer; name: string }> {
  try {
    const mod = (await import(new URL('../corpus-gen.js', import.meta.url).href)) as { jsonlCorpus?: (n: number, seed?: number) => Buffer };
    if (mod.jsonlCorpus) return { bytes: mod.jsonlCorpus(E2E_RECORDS, 1), name: `bench/corpus-gen.ts, ${E2E_RECORDS} records` };
  } catch {
    // fall through
  }
  const lines = [loadSplit('dev').bytes, loadSplit('heldout').bytes].map((b) => b.toString('utf8').trim()).join('\n').split('\n');
  const out: string[] = [];
  for (let i = 0; out.length < E2E_RECORDS; i++) {
    const r = JSON.parse(lines[i % lines.length]!) as Record<string, unknown>;
    out.push(JSON.stringify({ ...r, id: `${r.id}-${i}`, agentId: `${r.agentId}-${Math.floor(i / lines.length) % 50}` }));
  }
  return { bytes: Buffer.from(out.join('\n') + '\n'), name: `fixtures repeated (corpus-gen absent), ${E2E_RECORDS} records` };
}

/**
 * One single-threaded pass as `screen` runs it: framing, screen, recall coordinator; with
 * `correlate`, also what --correlate adds: features for every untrusted memory and the hook.
 */
async function screenPass(bytes: Buffer, correlate: boolean, model = false): Promise<number> {
  const m = model ? defaultModel() : null;
  const screener = correlate ? new Screener(defaultImage(), { features: 'always', model: m }) : new Screener(defaultImage(), { model: m });
  const hook = correlate ? createCorrelateHook({ onAlert: () => {} }) : null;
  let n = 0;
  const coord = new RecallCoordinator(() => void n++);
  const t0 = performance.now();
  const split = new LineSplitter();
  const CHUNK = 1 << 20;
  for (let at = 0; at < bytes.length; at += CHUNK) {
    for (const l of split.push(bytes.subarray(at, at + CHUNK))) {
      const r = screenLine(screener, l.line, l.bytes, l.tooLong);
      coord.push(r);
      hook?.observe(r);
    }
  }
  for (const l of split.end()) {
    const r = screenLine(screener, l.line, l.bytes, l.tooLong);
    coord.push(r);
    hook?.observe(r);
  }
  coord.finish();
  await hook?.finish();
  return performance.now() - t0;
}

async function speed(): Promise<void> {
  const { bytes, name } = await e2eCorpus();
  await screenPass(bytes, false); // warm up: image, JIT
  await screenPass(bytes, true);
  await screenPass(bytes, true, true);
  // three arms in rotating order: screen, screen again (an A/A control that shows the noise of
  // this machine), screen --correlate
  // gate only (model: null) and as `antidote screen` runs by default (the shipped intent model);
  // each --correlate arm is compared with the screen arm of the same configuration
  const arms: [string, boolean, boolean, number][] = [
    ['screen (gate only)', false, false, 0],
    ['screen (gate only, A/A control)', false, false, 0],
    ['screen --correlate (gate only)', true, false, 0],
    ['screen (default: gate and intent model)', false, true, 3],
    ['screen --correlate (default: gate and intent model)', true, true, 3],
  ];
  const times: number[][] = arms.map(() => []);
  for (let i = 0; i < E2E_ROUNDS; i++) {
    for (let k = 0; k < arms.length; k++) {
      const j = (k + i) % arms.length;
      times[j]!.push(await screenPass(bytes, arms[j]![1], arms[j]![2]));
    }
  }
  const base = median(times[0]!);
  const rows = arms.map(([label, corr, , ref], j) => {
    const m = median(times[j]!);
    const paired = median(times[j]!.map((t, i) => t / times[ref]![i]!));
    const budget = corr ? (paired <= CORRELATE_BUDGET ? 'yes' : 'NO') : '';
    return [label, m.toFixed(0), String(Math.round((E2E_RECORDS / m) * 1000)), (m / median(times[ref]!)).toFixed(3), paired.toFixed(3), budget];
  });

  // the hook alone, on records screened once: the part of the difference that is correlation
  const screened = screenBytes(bytes, correlationScreener());
  const hookMs: number[] = [];
  let signals0 = 0;
  for (let i = 0; i < E2E_ROUNDS; i++) {
    const hook = createCorrelateHook({ onAlert: () => {} });
    const t0 = performance.now();
    for (const r of screened) hook.observe(r);
    await hook.finish();
    hookMs.push(performance.now() - t0);
  }
  const roles = defaultRoles();
  for (const r of screened) if (signalOf(r, 0, roles)) signals0++;
  const hook = median(hookMs);
  rows.push(['correlation hook alone (records screened beforehand)', hook.toFixed(1), '', `+${((100 * hook) / base).toFixed(1)}% of screen`, '', hook / base <= CORRELATE_BUDGET - 1 ? 'yes' : 'NO']);
  printGrid(
    `screen vs screen --correlate, single thread, in-process (${name}, ${signals0} signals; medians of ${E2E_ROUNDS} runs, rotating order)`,
    ['run', 'median ms', 'records/s', '× its screen (ratio of medians)', '× its screen (median of paired runs)', `budget ≤ ${CORRELATE_BUDGET}×`],
    rows,
  );

  // the kernel alone: one observe over a busy agent's full window
  const screener = correlationScreener();
  const recs = screenBytes(bytes.subarray(0, bytes.indexOf(0x0a, 4_000_000) + 1 || bytes.length), screener);
  const signals: Signal[] = [];
  let t = Date.parse('2026-01-01T00:00:00Z');
  for (const r of recs) {
    const s = signalOf(r, (t += 600_000), roles);
    if (s) signals.push(s);
  }
  const p = campaignParams();
  await runSuite('campaign kernel: observe() on one agent (every signal of the corpus)', [
    {
      name: `observe × ${signals.length} signals`,
      fn: () => {
        const st = emptyState();
        for (const s of signals) observe(st, s, p);
      },
      units: signals.length,
      unitName: 'signals',
    },
  ]);
}

/**
 * The issue-12 histories: H1-dev (tuned on) and H2 (held out). What was tuned while watching
 * what: the roles model's per-head thresholds (train.ts: highest with H1-dev recall ≥ 0.8), its
 * TEXT_SCALE, the steering weights and link factors, MIN_STEER, the hand-over rule and the
 * signed-off rule for definitions were chosen on H1-dev; the cues were written after a first
 * H1-dev run without them, with H1's memories in view (never H2's). H2 was run for this table only.
 */
export function historiesTable(): void {
  const rows: (string | number)[][] = [];
  const misses: string[] = [];
  const langs: (string | number)[][] = [];
  for (const split of historySplits()) {
    const e = evaluateHistories(split.histories);
    const det = e.detected / e.campaigns;
    const fa = e.benignAlerted / e.benign;
    const target = split.heldOut ? (det >= TARGET_DETECTION && fa <= TARGET_FALSE_ALERTS && e.membersKept === e.members ? 'yes' : 'NO') : '(tuned on)';
    rows.push([split.name, `${e.detected}/${e.campaigns} (${pct(e.detected, e.campaigns)})`, `${e.benignAlerted}/${e.benign} (${pct(e.benignAlerted, e.benign)})`, `${e.membersKept}/${e.members}`, target]);
    for (const m of e.misses) misses.push(`${split.name}: ${m}`);
    for (const [lang, [d, c, f, b]] of [...e.byLang].sort()) langs.push([split.name, lang, `${d}/${c}`, `${f}/${b}`]);
  }
  printGrid(
    `Memory histories of data/histories (a campaign is detected when one alert names ≥ half its members; target on H2: ≥ ${TARGET_DETECTION * 100}% detected, ≤ ${TARGET_FALSE_ALERTS * 100}% benign alerted, every member kept alone)`,
    ['histories', 'campaigns detected', 'benign histories with an alert', 'members kept by the single-memory screen', 'target met'],
    rows,
  );
  printGrid('Per language', ['histories', 'lang', 'detected', 'benign alerted'], langs);
  if (misses.length) console.log(`\nWhat still fails on the histories:\n${misses.map((m) => `- ${m}`).join('\n')}`);
}

export async function bench(): Promise<void> {
  // the histories table is its own suite (bench/run.ts: histories), run right after this one
  qualityTable();
  await speed();
}
