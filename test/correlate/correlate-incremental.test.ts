import fc from 'fast-check';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSplit } from '../../bench/correlate/correlate.bench.js';
import { runCorrelate } from '../../pipeline/commands/correlate.js';
import { type CorrelationAlert } from '../../pipeline/correlate/index.js';
import { compareAlerts } from '../../pipeline/correlate/correlator.js';

// Nightly mode: a job that runs over the cumulative export every night with --state must end
// with exactly the alerts of one run over everything.

type Rec = { id: string; agentId: string; ts?: string; recallId: string; source: string; content: string };
const all: Rec[] = [];
for (const split of ['dev', 'heldout'] as const) {
  for (const l of loadSplit(split).bytes.toString('utf8').trim().split('\n')) all.push(JSON.parse(l) as Rec);
}
// a few records without a time: they take the time of the agent's previous record
for (const r of all) if (/-m3$/.test(r.id) && Number(r.id.slice(1, 3)) % 4 === 0) delete r.ts;
const effective = new Map<string, number>();
{
  const last = new Map<string, number>();
  for (const r of all) {
    const t = r.ts ? Date.parse(r.ts) : (last.get(r.agentId) ?? 0);
    if (r.ts) last.set(r.agentId, t);
    effective.set(r.id, t);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'antidote-corr-'));
let file = 0;
function write(recs: Rec[]): string {
  const p = join(dir, `in-${file++}.jsonl`);
  writeFileSync(p, recs.map((r) => JSON.stringify(r)).join('\n') + '\n');
  return p;
}

async function correlate(input: string, extra: { state?: string; shard?: string } = {}): Promise<CorrelationAlert[]> {
  const out: CorrelationAlert[] = [];
  await runCorrelate({ input, ...extra }, (a) => out.push(a));
  return out;
}

/** Cumulative export up to `cutoff`, in file order. */
const upTo = (cutoff: number) => all.filter((r) => effective.get(r.id)! <= cutoff);

let full: CorrelationAlert[];
beforeAll(async () => {
  vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  full = await correlate(write(all));
});
afterAll(() => {
  vi.restoreAllMocks();
});

describe('nightly incremental runs', () => {
  it('the full run finds campaigns (the comparisons below are not vacuous)', () => {
    expect(full.length).toBeGreaterThanOrEqual(30);
  });

  it('monthly runs over the cumulative export with --state: concatenated alerts = one full run', async () => {
    const db = join(dir, 'monthly.db');
    const got: CorrelationAlert[] = [];
    for (let m = 1; m <= 12; m++) got.push(...(await correlate(write(upTo(Date.UTC(2026, m, 1) - 1)), { state: db })));
    got.push(...(await correlate(write(all), { state: db })));
    expect(got).toEqual(full);
  });

  it('a repeated run over the same export adds nothing', async () => {
    const db = join(dir, 'repeat.db');
    const first = await correlate(write(all), { state: db });
    expect(first).toEqual(full);
    expect(await correlate(write(all), { state: db })).toEqual([]);
  });

  it('runs given only the new memories each night also end with the full run’s alerts', async () => {
    const db = join(dir, 'delta.db');
    const cuts = [Date.UTC(2026, 2, 10), Date.UTC(2026, 5, 20), Date.UTC(2026, 8, 15), Number.POSITIVE_INFINITY];
    let prev = Number.NEGATIVE_INFINITY;
    const got: CorrelationAlert[] = [];
    for (const c of cuts) {
      // records without a time stay with their agent's previous record
      const part = all.filter((r) => effective.get(r.id)! > prev && effective.get(r.id)! <= c).map((r) => (r.ts ? r : { ...r, ts: new Date(effective.get(r.id)!).toISOString() }));
      got.push(...(await correlate(write(part), { state: db })));
      prev = c;
    }
    expect(got.sort(compareAlerts)).toEqual(full);
  });

  it('any number of nights at any cut times: same alerts (property)', async () => {
    const t0 = Date.UTC(2026, 0, 1);
    const t1 = Date.UTC(2027, 0, 1);
    let k = 0;
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.integer({ min: t0, max: t1 }), { minLength: 1, maxLength: 6 }), async (cuts) => {
        cuts.sort((a, b) => a - b);
        const db = join(dir, `prop-${k++}.db`);
        const got: CorrelationAlert[] = [];
        for (const c of cuts) got.push(...(await correlate(write(upTo(c)), { state: db })));
        got.push(...(await correlate(write(all), { state: db })));
        expect(got).toEqual(full);
      }),
      { numRuns: 6, interruptAfterTimeLimit: 20_000 },
    );
  });
});

describe('shards', () => {
  for (const n of [2, 3, 5]) {
    it(`${n} shards together give exactly the alerts of one run, each agent in one shard`, async () => {
      const input = write(all);
      const parts: CorrelationAlert[][] = [];
      for (let i = 1; i <= n; i++) parts.push(await correlate(input, { shard: `${i}/${n}` }));
      const shardOf = new Map<string, number>();
      parts.forEach((p, i) =>
        p.forEach((a) => {
          expect(shardOf.get(a.agentId) ?? i).toBe(i);
          shardOf.set(a.agentId, i);
        }),
      );
      expect(parts.filter((p) => p.length > 0).length).toBeGreaterThan(1);
      expect(parts.flat().sort(compareAlerts)).toEqual(full);
    });
  }

  it('shards sharing one state file over several nights: same alerts as one full run', async () => {
    const db = join(dir, 'shared.db');
    const got: CorrelationAlert[] = [];
    for (const cut of [Date.UTC(2026, 3, 1), Date.UTC(2026, 8, 1), Number.POSITIVE_INFINITY]) {
      const input = write(upTo(cut));
      for (let i = 1; i <= 3; i++) got.push(...(await correlate(input, { shard: `${i}/3`, state: db })));
    }
    expect(got.sort(compareAlerts)).toEqual(full);
  });
});
