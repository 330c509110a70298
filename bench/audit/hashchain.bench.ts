/**
 * Audit-log verification throughput (issue 4): entries/s and MB/s at 1 and 2 worker threads,
 * against the raw SHA-256 throughput of the same bytes measured in the same run (the ceiling:
 * verification hashes every byte once, then parses and re-encodes each entry).
 *
 * Target: 250,000 entries/s per thread, and 2 threads ≥ 1.7× one thread.
 * Env: ANTIDOTE_BENCH_AUDIT_ENTRIES (default 200,000), ANTIDOTE_BENCH_RUNS (default 7).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { tmpdir, availableParallelism, cpus } from 'node:os';
import { join } from 'node:path';
import { runSuite, printGrid, median, fmt } from '../harness.js';
import { GENESIS, buildEntry, checkLine, encodeBody } from '../../kernels/audit/index.js';
import { linkHash } from '../../kernels/audit/hashchain.js';
import { canonicalize } from '../../kernels/audit/canonical.js';
import { formatTs } from '../../kernels/audit/index.js';
import { sha256Hex } from '../../kernels/audit/digest.js';
import { leafHashOfHex } from '../../kernels/audit/index.js';
import { nodeHash } from '../../kernels/audit/merkle.js';
import { verify, closeVerifyPools } from '../../pipeline/audit/index.js';

const T0 = Date.UTC(2026, 0, 1);

/** A realistic log: short keys, mixed values (strings, small objects, numbers). */
export function makeLog(n: number): { lines: string[]; bytes: Buffer } {
  let prev = GENESIS;
  const lines: string[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const v = i % 4 === 0 ? { tier: 'gold', seats: i % 100, region: 'eu-west' } : i % 4 === 1 ? i * 0.25 : `value-${i}`;
    const { line, entry } = buildEntry(prev, i, formatTs(T0 + i * 10)!, `tenant-${i % 5000}.pricing.tier`, v, `agent-${i % 16}`);
    prev = entry.hash;
    lines[i] = line;
  }
  return { lines, bytes: Buffer.from(lines.join('\n') + '\n') };
}

/**
 * The ceiling at t threads: t plain worker threads hash every line of the same bytes (one
 * SHA-256 call per line, as verification makes one per entry) and nothing else. Run in the same
 * rounds as the verifier, it also shows how much parallelism the machine gives right now (this
 * machine is shared: other processes' load shows up here as well as in our numbers).
 */
class ShaCeiling {
  private readonly workers: Worker[] = [];
  constructor(shared: SharedArrayBuffer, threads: number) {
    const code = `
      const { parentPort, workerData } = require('node:worker_threads');
      const { hash } = require('node:crypto');
      const b = Buffer.from(workerData.sab);
      parentPort.on('message', ([from, to]) => {
        let p = from;
        while (p < to) { let nl = b.indexOf(10, p); if (nl < 0 || nl > to) nl = to; hash('sha256', b.subarray(p, nl)); p = nl + 1; }
        parentPort.postMessage(0);
      });`;
    for (let i = 0; i < threads; i++) this.workers.push(new Worker(code, { eval: true, workerData: { sab: shared } }));
  }
  async run(bytes: Uint8Array): Promise<number> {
    const t = performance.now();
    const n = this.workers.length;
    let from = 0;
    await Promise.all(
      this.workers.map((w, i) => {
        let to = i === n - 1 ? bytes.length : Math.floor(((i + 1) * bytes.length) / n);
        while (to < bytes.length && bytes[to] !== 10) to++;
        const range = [from, to];
        from = to + 1;
        return new Promise((res) => {
          w.once('message', res);
          w.postMessage(range);
        });
      }),
    );
    return performance.now() - t;
  }
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

async function timeRuns(runs: number, fn: () => Promise<unknown> | unknown): Promise<number> {
  await fn(); // warm-up
  const ms: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  return median(ms);
}

export async function bench(): Promise<void> {
  const n = Number(process.env.ANTIDOTE_BENCH_AUDIT_ENTRIES ?? 200_000);
  const runs = Number(process.env.ANTIDOTE_BENCH_RUNS ?? 7);
  // Keep only the bytes (off-heap): a heap of 200k strings on the main thread made its GC
  // pauses starve the workers and flattened the 2-thread speed-up (measured 0.93× → 1.76×).
  const bytes = makeLog(n).bytes;
  const mid = bytes.indexOf(10, bytes.length >> 1) + 1;
  const line = bytes.toString('utf8', mid, bytes.indexOf(10, mid));
  const lineBytes = Buffer.byteLength(line) + 1;

  // Kernel pieces, per entry (tinybench medians; baseline = hashing the line's bytes once).
  const o = JSON.parse(line) as { key: string; prev: string; principal: string; seq: number; ts: string; value: unknown; hash: string };
  const vt = canonicalize(o.value);
  const lb = Buffer.from(line);
  await runSuite(`kernels/hashchain: one ${lineBytes}-byte entry`, [
    { name: 'SHA-256 of the line bytes (ceiling)', fn: () => sha256Hex(lb), baseline: true, units: 1, unitName: 'entries', bytes: lineBytes },
    { name: 'checkLine: parse + canonical form + link hash', fn: () => checkLine(line, o.seq), units: 1, unitName: 'entries', bytes: lineBytes },
    { name: 'JSON.parse alone', fn: () => JSON.parse(line), units: 1, unitName: 'entries' },
    { name: 'encodeBody (JCS) alone', fn: () => encodeBody(o.seq, o.ts, o.key, canonicalize(o.value), o.principal, o.prev), units: 1, unitName: 'entries' },
    { name: 'linkHash alone', fn: () => linkHash(o.prev, encodeBody(o.seq, o.ts, o.key, vt, o.principal, o.prev)), units: 1, unitName: 'entries' },
    { name: 'Merkle leaf + one node', fn: () => nodeHash(leafHashOfHex(o.hash), o.prev), units: 1, unitName: 'entries' },
  ]);

  const dir = mkdtempSync(join(tmpdir(), 'antidote-bench-'));
  const log = join(dir, 'audit.jsonl');
  writeFileSync(log, bytes);
  try {
    const mb = bytes.length / 1e6;
    const wholeMs = await timeRuns(runs, () => sha256Hex(bytes));
    const shared = new SharedArrayBuffer(bytes.length);
    new Uint8Array(shared).set(bytes);
    const ceilings = [new ShaCeiling(shared, 1), new ShaCeiling(shared, 2)];
    // Every configuration runs once per round, rounds interleaved (ABC… ABC…), so that load from
    // other processes on this shared machine falls on all of them alike; medians per row.
    type Row = { name: string; threads: number; root: boolean; ms: number[]; cpu: number[]; ceiling?: ShaCeiling };
    const configs: Row[] = [
      { name: 'SHA-256 of each line (ceiling)', threads: 1, root: false, ms: [], cpu: [], ceiling: ceilings[0] },
      { name: 'SHA-256 of each line (ceiling)', threads: 2, root: false, ms: [], cpu: [], ceiling: ceilings[1] },
      { name: 'verify, calling thread (no pool)', threads: 0, root: false, ms: [], cpu: [] },
      { name: 'verify, pool', threads: 1, root: false, ms: [], cpu: [] },
      { name: 'verify, pool', threads: 2, root: false, ms: [], cpu: [] },
      { name: 'verify + Merkle root (checkpoint), pool', threads: 1, root: true, ms: [], cpu: [] },
      { name: 'verify + Merkle root (checkpoint), pool', threads: 2, root: true, ms: [], cpu: [] },
    ];
    const once = async (c: Row): Promise<number> => {
      if (c.ceiling) return c.ceiling.run(bytes);
      const t = performance.now();
      const r = await verify({ log, threads: c.threads, root: c.root });
      if (!r.valid || r.entries !== n) throw new Error(`bench log did not verify: ${JSON.stringify(r.error)}`);
      return performance.now() - t;
    };
    for (const c of configs) await once(c); // warm-up: JIT, page cache, pool start-up
    // CPU time of the whole process (all threads) is reported too: unlike wall time it barely
    // moves when other jobs take the cores, so it shows the work per entry even on a busy day.
    for (let r = 0; r < runs; r++) {
      for (const c of configs) {
        const before = process.cpuUsage();
        c.ms.push(await once(c));
        const d = process.cpuUsage(before);
        c.cpu.push((d.user + d.system) / 1000);
      }
    }
    await closeVerifyPools();
    await Promise.all(ceilings.map((c) => c.close()));
    const med = (name: string, threads: number): number => median(configs.find((c) => c.name.startsWith(name) && c.threads === threads)!.ms);
    const rate = (ms: number): number => (n / ms) * 1000;
    printGrid(
      `audit verify: ${fmt(n)} entries, ${fmt(mb, 1)} MB, median of ${runs} interleaved rounds (${cpus()[0]?.model ?? 'cpu'}, ${availableParallelism()} cores)`,
      ['run', 'threads', 'median', 'entries/s', 'MB/s', 'entries/s per thread', '× SHA-256 ceiling, same threads', '× same run at 1 thread', 'CPU µs per entry (all threads)'],
      [
        ['SHA-256 of the file in one call', '1', `${fmt(wholeMs)} ms`, '', fmt(mb / (wholeMs / 1000), 0), '', '', '', ''],
        ...configs.map((c) => {
          const ms = median(c.ms);
          const t = Math.max(1, c.threads);
          const ceil = med('SHA-256', t);
          const one = c.threads === 2 ? med(c.name.startsWith('SHA') ? 'SHA-256' : c.name, 1) : undefined;
          return [
            c.name,
            c.threads ? String(c.threads) : 'main',
            `${fmt(ms)} ms`,
            fmt(rate(ms)),
            fmt(mb / (ms / 1000), 0),
            fmt(rate(ms) / t),
            c.ceiling ? '' : `${fmt(ceil / ms, 2)}×`,
            one ? `${fmt(one / ms, 2)}×` : '',
            fmt((median(c.cpu) * 1000) / n, 2),
          ];
        }),
      ],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
