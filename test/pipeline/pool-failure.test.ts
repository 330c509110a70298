import { describe, expect, it } from 'vitest';
import { records } from '../../bench/corpus-gen.js';
import type { Verdict } from '../../kernels/common/index.js';
import type { ScreenPool } from '../../pipeline/screen/pool.js';
import { reference, screenBytes, straddlingCorpus, toJsonl } from './pipeline-helpers.js';

// A worker that dies (exit, out of memory, a bug) does not lose its batch: the batch is retried
// once; if it fails again its records get fail-closed verdicts and the run goes on. Every record
// gets exactly one verdict either way.

const filler: object[] = [];
for (const r of records(11)) {
  if (filler.length >= 3000) break;
  const { kind: _k, ...rec } = r;
  filler.push(rec);
}
const bytes = toJsonl(straddlingCorpus(filler, 100));
const ref = reference(bytes);
const refLines = ref.trim().split('\n');
const BATCH = 100;

describe('a failing worker', () => {
  for (const fault of ['exit', 'throw'] as const) {
    it(`${fault} on the first attempt: retried, output identical to the reference`, async () => {
      const r = await screenBytes(bytes, { threads: '2', 'batch-size': String(BATCH) }, { inlineBelowBytes: 0, inject: (i, attempt) => (i === 3 && attempt === 0 ? fault : undefined) });
      expect(r.out).toBe(ref);
      expect(r.stderr).toMatch(/worker failed on lines 301–400 \(.*\); retrying once/);
    });
  }

  it('failing twice: that batch fails closed (E_RECORD_WORKER, one verdict per record), the rest is unchanged', async () => {
    // (batch 10, lines 1001–1100, holds no member of a cluster: a cluster whose members failed
    // closed would rightly not form, and its other members' lines would differ)
    const r = await screenBytes(bytes, { threads: '2', 'batch-size': String(BATCH) }, { inlineBelowBytes: 0, inject: (i) => (i === 10 ? 'exit' : undefined) });
    const out = r.out.trim().split('\n');
    expect(out).toHaveLength(refLines.length);
    expect(r.stderr).toMatch(/worker failed again on lines 1001–1100 .*quarantined with E_RECORD_WORKER/);
    out.forEach((line, k) => {
      const lineNo = k + 1; // no blank lines in this input: record k is line k+1
      if (lineNo >= 1001 && lineNo <= 1100) {
        expect(JSON.parse(line)).toEqual({
          line: lineNo,
          action: 'quarantine',
          error: { code: 'E_RECORD_WORKER', message: expect.stringMatching(new RegExp(`^line ${lineNo}: the worker screening this record failed twice`)) },
        } satisfies Verdict);
      } else expect(line).toBe(refLines[k]);
    });
    expect(r.summary.errors).toBe(100);
    expect(r.summary.records).toBe(refLines.length);
  });

  it('a worker thread killed from outside mid-run: every record still gets exactly one verdict, identical', async () => {
    let pool: ScreenPool | undefined;
    let killed = 0;
    const r = await screenBytes(
      bytes,
      { threads: '2', 'batch-size': '50' },
      {
        inlineBelowBytes: 0,
        onPool: (p) => (pool = p),
        inject: (i, attempt) => {
          // while batch 20 is being sent, terminate a live thread (whatever it is running)
          if (i === 20 && attempt === 0 && pool && killed === 0) {
            killed++;
            void pool.piscina.threads[0]?.terminate();
          }
          return undefined;
        },
      },
    );
    expect(killed).toBe(1);
    expect(r.stderr).toMatch(/retrying once/); // the killed thread was running a batch
    expect(r.out).toBe(ref);
  });

  it('a worker that runs out of memory: only that thread dies, the batch is retried', async () => {
    const r = await screenBytes(
      bytes,
      { threads: '2', 'batch-size': String(BATCH) },
      { inlineBelowBytes: 0, workerHeapMb: 64, inject: (i, attempt) => (i === 2 && attempt === 0 ? 'oom' : undefined) },
    );
    expect(r.stderr).toMatch(/worker failed on lines 201–300 \(.*(memory|ERR_WORKER_OUT_OF_MEMORY).*\); retrying once/i);
    expect(r.out).toBe(ref);
  });
});
