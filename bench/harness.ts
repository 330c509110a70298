/**
 * Shared micro-benchmark harness: every kernel bench registers tasks here and gets one printed
 * table with medians and ratios against a baseline measured in the same run (the machine is
 * shared and noisy, so absolute numbers from different runs are not comparable; ratios are).
 */
import { readFileSync } from 'node:fs';
import { Bench } from 'tinybench';

export interface BenchTask {
  name: string;
  fn: () => unknown;
  /** Units processed per call (records, bytes, entries) so the table can print a rate. */
  units?: number;
  unitName?: string;
  /** Bytes processed per call, for MB/s. */
  bytes?: number;
  /** Mark the baseline row of the table; ratios are against it. */
  baseline?: boolean;
}

export interface BenchRow {
  task: string;
  medianUs: number;
  ratePerSec?: number;
  unitName?: string;
  mbPerSec?: number;
  vsBaseline?: number;
}

/** Time budget per task in ms; `ANTIDOTE_BENCH_TIME` overrides it (CI can run shorter). */
export const TASK_TIME_MS = Number(process.env.ANTIDOTE_BENCH_TIME ?? 500);

export async function runSuite(title: string, tasks: BenchTask[]): Promise<BenchRow[]> {
  const bench = new Bench({ time: TASK_TIME_MS, warmup: true });
  for (const t of tasks) bench.add(t.name, t.fn);
  await bench.run();
  const rows: BenchRow[] = [];
  let baseMedian: number | undefined;
  bench.tasks.forEach((task, i) => {
    const spec = tasks[i]!;
    const r = task.result as { latency?: { p50?: number } } | undefined;
    const medianMs = r?.latency?.p50 ?? NaN;
    if (spec.baseline) baseMedian = medianMs;
    const row: BenchRow = { task: spec.name, medianUs: medianMs * 1000 };
    if (spec.units) {
      row.ratePerSec = (spec.units / medianMs) * 1000;
      row.unitName = spec.unitName ?? 'ops';
    }
    if (spec.bytes) row.mbPerSec = (spec.bytes / medianMs) * 1000 / 1e6;
    rows.push(row);
  });
  if (baseMedian !== undefined) {
    rows.forEach((row) => (row.vsBaseline = baseMedian! / (row.medianUs / 1000)));
  }
  printTable(title, rows);
  return rows;
}

export function fmt(n: number | undefined, digits = 0): string {
  if (n === undefined || !Number.isFinite(n)) return '';
  return n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

/** Print a markdown table (pasteable into the README). */
export function printTable(title: string, rows: BenchRow[]): void {
  const lines = [`\n### ${title}\n`, '| task | median per call | rate | MB/s | × baseline |', '|---|---:|---:|---:|---:|'];
  for (const r of rows) {
    lines.push(
      `| ${r.task} | ${fmt(r.medianUs, 2)} µs | ${r.ratePerSec ? `${fmt(r.ratePerSec)} ${r.unitName}/s` : ''} | ${fmt(r.mbPerSec, 1)} | ${r.vsBaseline ? fmt(r.vsBaseline, 2) + '×' : ''} |`,
    );
  }
  console.log(lines.join('\n'));
}

/** A markdown table from arbitrary rows (end-to-end runs). */
export function printGrid(title: string, header: string[], rows: (string | number)[][]): void {
  const lines = [`\n### ${title}\n`, `| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
  for (const r of rows) lines.push(`| ${r.map((c) => (typeof c === 'number' ? fmt(c, 2) : c)).join(' | ')} |`);
  console.log(lines.join('\n'));
}

/** Median of a list of numbers. */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Busy fraction of all CPUs over `ms` (Linux /proc/stat; 0 where it cannot be read). */
export function busy(ms: number): number {
  const read = () => {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const idle = f[3]! + (f[4] ?? 0);
    return { idle, total: f.reduce((a, b) => a + b, 0) };
  };
  try {
    const a = read();
    const until = Date.now() + ms;
    while (Date.now() < until) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, until - Date.now());
    const b = read();
    return b.total > a.total ? 1 - (b.idle - a.idle) / (b.total - a.total) : 0;
  } catch {
    return 0;
  }
}

/** CPUs busier than this (a fraction of all of them) count as "someone else is running". */
export const QUIET_BUSY = 0.15;

/**
 * The machine is shared: start a measured run only once the CPUs have been mostly idle for
 * half a second (other people's builds and tests otherwise halve a 2-thread run). Gives up
 * after `maxMs` and runs anyway; returns whether it found quiet.
 */
export function waitQuiet(maxMs: number): boolean {
  const until = Date.now() + maxMs;
  while (busy(500) > QUIET_BUSY) if (Date.now() > until) return false;
  return true;
}
