/**
 * Bounded memory: the report of a generated stream (bench/report/generate.ts: every record its
 * own agent, 50,000 channels, a year of timestamps) runs in a child with a small old-space cap,
 * and five times the verdicts must not need more heap. A report that kept a key per agent, a
 * line per verdict or a bucket per hour would grow with N and fail one of the two.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './fixture.js';

const bench = join(root, 'dist', 'bench', 'report', 'report.bench.js');

function measure(n: number): { quarantined: number; expectedQuarantined: number; shown: number; peakHeapMB: number; seconds: number } {
  const r = spawnSync(process.execPath, ['--max-old-space-size=48', bench, String(n), '--json'], { encoding: 'utf8', timeout: 240_000 });
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as ReturnType<typeof measure>;
}

describe('antidote report memory', () => {
  it('holds the same heap for 200,000 verdicts as for 40,000, under a 48 MB old-space cap', () => {
    const small = measure(40_000);
    const large = measure(200_000);
    for (const m of [small, large]) {
      expect(m.quarantined).toBe(m.expectedQuarantined);
      expect(m.shown).toBe(1000);
    }
    // the sample fills by 40,000 verdicts; after that nothing may grow (GC timing gives some slack)
    expect(large.peakHeapMB).toBeLessThan(small.peakHeapMB + 12);
  }, 300_000);
});
