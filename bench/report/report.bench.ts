/**
 * `antidote report` on a large generated stream (bench/report/generate.ts): verdicts per second
 * and the memory it holds, sampled while it runs. Run alone with
 *   node dist/bench/report/report.bench.js [N] [--json]
 * (default N = 10,000,000), or as `npm run bench report` (N from ANTIDOTE_BENCH_REPORT_N,
 * default 1,000,000, so the full bench stays short).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runReport } from '../../pipeline/report/index.js';
import { printGrid } from '../harness.js';
import { quarantinedIn, recordStream, verdictStream } from './generate.js';

export interface ReportBenchResult {
  n: number;
  withInput: boolean;
  seconds: number;
  verdictsPerSecond: number;
  quarantined: number;
  expectedQuarantined: number;
  shown: number;
  peakHeapMB: number;
  peakRssMB: number;
  pageKB: number;
}

export async function measure(n: number, withInput = true): Promise<ReportBenchResult> {
  const dir = mkdtempSync(join(tmpdir(), 'antidote-report-bench-'));
  let peakHeap = 0;
  let peakRss = 0;
  const sample = () => {
    const m = process.memoryUsage();
    peakHeap = Math.max(peakHeap, m.heapUsed);
    peakRss = Math.max(peakRss, m.rss);
  };
  const timer = setInterval(sample, 50);
  try {
    const s = await runReport(
      { verdicts: 'generated verdicts', input: withInput ? 'generated records' : undefined, out: join(dir, 'r.html') },
      { verdictStream: verdictStream(n), inputStream: withInput ? recordStream(n) : undefined },
    );
    sample();
    return {
      n,
      withInput,
      seconds: s.seconds,
      verdictsPerSecond: n / s.seconds,
      quarantined: s.quarantined,
      expectedQuarantined: quarantinedIn(n),
      shown: s.shown,
      peakHeapMB: peakHeap / 2 ** 20,
      peakRssMB: Math.max(peakRss, process.resourceUsage().maxRSS * 1024) / 2 ** 20,
      pageKB: s.bytesWritten / 1024,
    };
  } finally {
    clearInterval(timer);
    rmSync(dir, { recursive: true, force: true });
  }
}

function print(rows: ReportBenchResult[]): void {
  printGrid(
    'antidote report on a generated stream (every record its own agent, 50,000 channels)',
    ['verdicts', '--input', 'seconds', 'verdicts/s', 'peak heap MB', 'peak RSS MB', 'page KB'],
    rows.map((r) => [r.n.toLocaleString('en-US'), r.withInput ? 'yes' : 'no', r.seconds.toFixed(1), Math.round(r.verdictsPerSecond).toLocaleString('en-US'), r.peakHeapMB.toFixed(0), r.peakRssMB.toFixed(0), r.pageKB.toFixed(0)]),
  );
}

export async function bench(): Promise<void> {
  const n = Number(process.env.ANTIDOTE_BENCH_REPORT_N ?? 1_000_000);
  print([await measure(n, false), await measure(n, true)]);
}

if (process.argv[1]?.endsWith('report.bench.js')) {
  const n = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 10_000_000);
  const r = await measure(n, !process.argv.includes('--no-input'));
  if (process.argv.includes('--json')) process.stdout.write(JSON.stringify(r) + '\n');
  else print([r]);
}
