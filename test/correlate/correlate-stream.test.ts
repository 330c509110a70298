import fc from 'fast-check';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { correlateRecords, correlationScreener, loadSplit } from '../../bench/correlate/correlate.bench.js';
import { screenLine } from '../../kernels/screen/index.js';
import type { ScreenedRecord } from '../../kernels/screen/index.js';
import { createCorrelateHook } from '../../pipeline/correlate/index.js';
import { type CorrelationAlert } from '../../pipeline/correlate/index.js';
import { compareAlerts } from '../../pipeline/correlate/correlator.js';
import { LineSplitter } from '../../pipeline/sources/index.js';

// `screen --correlate`: the hook sees ScreenedRecords in input order as the screen streams.

const screener = correlationScreener();
const bytes = Buffer.concat([loadSplit('dev').bytes, loadSplit('heldout').bytes]);

/** Screen `bytes` fed in the given chunks, calling `observe` per record as the screen would. */
function stream(chunks: Uint8Array[], observe: (r: ScreenedRecord) => void): void {
  const split = new LineSplitter();
  for (const c of chunks) for (const l of split.push(c)) observe(screenLine(screener, l.line, l.bytes, l.tooLong));
  for (const l of split.end()) observe(screenLine(screener, l.line, l.bytes, l.tooLong));
}

async function hookAlerts(chunks: Uint8Array[], opts: { state?: string } = {}): Promise<CorrelationAlert[]> {
  const out: CorrelationAlert[] = [];
  const hook = createCorrelateHook({ ...opts, onAlert: (a) => out.push(a) });
  stream(chunks, (r) => hook.observe(r));
  await hook.finish();
  expect(hook.alerts).toBe(out.length);
  return out;
}

const whole = await hookAlerts([bytes]);

describe('screen --correlate hook', () => {
  it('on input in time order per agent: the same alerts as antidote correlate', () => {
    const records: ScreenedRecord[] = [];
    stream([bytes], (r) => records.push(r));
    const batch = correlateRecords(records);
    expect(batch.length).toBeGreaterThanOrEqual(30);
    expect([...whole].sort(compareAlerts)).toEqual(batch);
  });

  it('input split at random chunk boundaries: identical alerts, in the same order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 40 }), async (cuts) => {
        cuts.sort((a, b) => a - b);
        const chunks: Uint8Array[] = [];
        let at = 0;
        for (const c of [...cuts, bytes.length]) {
          chunks.push(bytes.subarray(at, c));
          at = c;
        }
        expect(await hookAlerts(chunks)).toEqual(whole);
      }),
      { numRuns: 15, interruptAfterTimeLimit: 15_000 },
    );
  });

  it('one byte at a time: identical alerts', async () => {
    const small = loadSplit('dev').bytes.subarray(0, 6000);
    const cut = small.lastIndexOf(0x0a) + 1;
    const part = small.subarray(0, cut);
    const oneShot = await hookAlerts([part]);
    const chunks: Uint8Array[] = [];
    for (let i = 0; i < part.length; i++) chunks.push(part.subarray(i, i + 1));
    expect(await hookAlerts(chunks)).toEqual(oneShot);
  });

  it('writes alerts to --alerts FILE as JSONL', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'antidote-hook-'));
    const file = join(dir, 'alerts.jsonl');
    const hook = createCorrelateHook({ alerts: file });
    stream([bytes], (r) => hook.observe(r));
    await hook.finish();
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as CorrelationAlert);
    expect(lines).toEqual(whole);
  });

  it('resumes from a state file: two halves with --state = one pass', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'antidote-hook-'));
    const db = join(dir, 's.db');
    // each half holds whole agents' prefixes: cut every history at its middle memory
    const lines = bytes.toString('utf8').trim().split('\n');
    const recs = lines.map((l) => JSON.parse(l) as { id: string; agentId: string; ts: string });
    const mid = new Map<string, string>();
    const byAgent = new Map<string, string[]>();
    for (const r of recs) byAgent.set(r.agentId, [...(byAgent.get(r.agentId) ?? []), r.ts]);
    for (const [a, ts] of byAgent) mid.set(a, ts[Math.floor(ts.length / 2)]!);
    const first = lines.filter((_, i) => recs[i]!.ts < mid.get(recs[i]!.agentId)!);
    const second = lines.filter((_, i) => recs[i]!.ts >= mid.get(recs[i]!.agentId)!);
    const a = await hookAlerts([Buffer.from(first.join('\n') + '\n')], { state: db });
    const b = await hookAlerts([Buffer.from(second.join('\n') + '\n')], { state: db });
    expect(a.length).toBeGreaterThan(0);
    expect(b.length).toBeGreaterThan(0);
    expect([...a, ...b].sort(compareAlerts)).toEqual([...whole].sort(compareAlerts));
  });
});
