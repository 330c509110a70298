/**
 * End to end: `antidote screen` over a generated corpus (bench/corpus-gen.ts: ~90% benign, 10%
 * with trigger words of which ~a third are directives, 13 languages in 6 scripts, 50–500 bytes
 * of content), against a naive screen in the same run: one RegExp alternation of the same
 * lexicon over NFKC text, one thread.
 *
 * Every configuration runs in its own child process (so peak RSS is that run's own), several
 * times, interleaved; the table shows medians and ratios of medians from this run.
 *
 *   ANTIDOTE_E2E_RECORDS   corpus size (default 200,000 records, ~63 MB of JSONL)
 *   ANTIDOTE_E2E_RUNS      runs per configuration (default 5)
 *   ANTIDOTE_E2E_SWEEP=1   also the sweeps that chose the pool's constants (pipeline/pool.ts):
 *                          batch size, batches in flight, and the small-input threshold
 *   ANTIDOTE_E2E_1GB=1     also screen a 1 GiB JSONL file and report its peak RSS
 *
 * Throughput excludes compiling the automaton (reported apart, once per run, ~1 s) and includes
 * everything else: reading, framing, the pool's start-up, screening, merging and writing to
 * /dev/null.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Automaton, createMatchList } from '../../kernels/text/index.js';
import { defaultImage, precompiledImage } from '../../workers/batch/index.js';
import { gate } from '../../kernels/screen/index.js';
import { createNormalizer } from '../../kernels/text/index.js';
import { screenLine } from '../../kernels/screen/index.js';
import { Screener } from '../../kernels/screen/index.js';
import { naiveRegExp } from '../text/automaton.bench.js';
import { bufferOf, scanRecord } from '../../workers/batch/fields.js';
import { jsonlCorpus, writeJsonlFile } from '../corpus-gen.js';
import { fmt, median, printGrid, waitQuiet } from '../harness.js';

const SELF = fileURLToPath(import.meta.url);
const RECORDS = Number(process.env.ANTIDOTE_E2E_RECORDS ?? 200_000);
const RUNS = Number(process.env.ANTIDOTE_E2E_RUNS ?? 5);
/** Records the naive baseline screens per run (it runs at ~150 records/s). */
const NAIVE_RECORDS = Number(process.env.ANTIDOTE_E2E_NAIVE_RECORDS ?? 1000);
const DIR = join(tmpdir(), 'antidote-bench');

interface RunResult {
  records: number;
  bytes: number;
  /** Screening time, compile excluded. */
  seconds: number;
  /** Whole child run, compile included. */
  wall: number;
  compile: number;
  rssMb: number;
  /** CPU seconds of the whole process (every thread) while screening, compile excluded. */
  cpu: number;
}

function corpusFile(records: number): string {
  mkdirSync(DIR, { recursive: true });
  const file = join(DIR, `corpus-${records}.jsonl`);
  if (!existsSync(file)) writeFileSync(file, jsonlCorpus(records, 1));
  return file;
}

/** See harness.ts waitQuiet: the machine is shared, so a measured run waits for quiet first. */
const QUIET_WAIT_MS = 60_000;
let noisyRuns = 0;

function child(args: string[]): RunResult {
  if (!waitQuiet(QUIET_WAIT_MS)) noisyRuns++;
  const r = spawnSync(process.execPath, [SELF, '--child', ...args], { encoding: 'utf8', maxBuffer: 1 << 20 });
  if (r.status !== 0) throw new Error(`bench child ${args.join(' ')} failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop()!) as RunResult;
}

const pipeline = (file: string, threads: number, extra: string[] = []) => child(['pipeline', file, String(threads), ...extra]);

// ---------------------------------------------------------------------------------- children

async function runPipeline(file: string, threads: string, batch?: string, inflight?: string, inline?: string): Promise<RunResult> {
  const t0 = performance.now();
  const { compileImageOffThread } = await import('../../pipeline/screen/pool.js');
  const { runScreen } = await import('../../pipeline/screen/run.js');
  const nThreads = Number(threads);
  // as the command does: the build's precompiled image; without one, a thread compiles when a
  // pool will run, the main thread otherwise
  const image = precompiledImage() ?? (nThreads > 0 && inline !== 'inline' ? await compileImageOffThread() : defaultImage());
  const t1 = performance.now();
  const c1 = process.cpuUsage();
  const quietErr = { isTTY: false, write: () => true };
  const s = await runScreen(
    { input: file, out: '/dev/null', threads, quiet: true, ...(batch ? { 'batch-size': batch } : {}) },
    { image, stderr: quietErr, ...(inflight ? { inflightPerThread: Number(inflight) } : {}), ...(inline === 'pool' ? { inlineBelowBytes: 0 } : {}) },
  );
  const t2 = performance.now();
  const c = process.cpuUsage(c1);
  return { records: s.records, bytes: statSync(file).size, seconds: (t2 - t1) / 1000, wall: (t2 - t0) / 1000, compile: (t1 - t0) / 1000, rssMb: process.resourceUsage().maxRSS / 1024, cpu: (c.user + c.system) / 1e6 };
}

/**
 * The naive screen: JSON.parse, NFKC + lower case, one RegExp alternation, a verdict line. It
 * needs milliseconds per record, so it screens the first NAIVE_RECORDS records of the same
 * corpus (same mix) and its rate is compared per record.
 */
async function runNaive(file: string, limit: number): Promise<RunResult> {
  const { createReadStream } = await import('node:fs');
  const { LineSplitter } = await import('../../pipeline/sources/jsonl.js');
  const { LineWriter } = await import('../../pipeline/output/writer.js');
  const t0 = performance.now();
  const re = naiveRegExp();
  re.test('warm up'); // V8 compiles the regexp on first use (~1.3 s): keep it out of the rate
  const t1 = performance.now();
  const c1 = process.cpuUsage();
  let bytesRead = 0;
  const out = LineWriter.open('/dev/null');
  const split = new LineSplitter();
  const dec = new TextDecoder();
  let records = 0;
  const screen = async (bytes: Uint8Array, line: number) => {
    records++;
    bytesRead += bytes.length + 1;
    let v: object;
    try {
      const rec = JSON.parse(dec.decode(bytes)) as { id?: string; content?: unknown; source?: unknown };
      const text = String(rec.content ?? '').normalize('NFKC').toLowerCase();
      const evidence: { start: number; end: number; rule: string }[] = [];
      for (const m of text.matchAll(re)) evidence.push({ start: m.index, end: m.index + m[0].length, rule: m[0] });
      const trusted = typeof rec.source === 'string' && /^(operator|cli|system)(:|$)/.test(rec.source);
      v = { id: rec.id, action: evidence.length && !trusted ? 'quarantine' : 'keep', directive: evidence.length > 0, trusted, reasons: [], ...(evidence.length ? { evidence } : {}) };
    } catch (e) {
      v = { line, action: 'quarantine', error: { code: 'E_RECORD_JSON', message: (e as Error).message } };
    }
    const w = out.line(JSON.stringify(v));
    if (w) await w;
  };
  read: for await (const chunk of createReadStream(file, { highWaterMark: 1 << 16 })) {
    for (const l of split.push(chunk as Buffer)) {
      if (records >= limit) break read;
      await screen(l.bytes, l.line);
    }
  }
  await out.close();
  const t2 = performance.now();
  const c = process.cpuUsage(c1);
  return { records, bytes: bytesRead, seconds: (t2 - t1) / 1000, wall: (t2 - t0) / 1000, compile: (t1 - t0) / 1000, rssMb: process.resourceUsage().maxRSS / 1024, cpu: (c.user + c.system) / 1e6 };
}

// ---------------------------------------------------------------------------------- parent

const mbps = (r: RunResult) => r.bytes / r.seconds / 1e6;
const rps = (r: RunResult) => r.records / r.seconds;
/** Records per CPU-second of all threads: a per-thread rate that other load on the machine does not skew. */
const rpcs = (r: RunResult) => r.records / r.cpu;

function summarize(name: string, rs: RunResult[]) {
  return { name, rps: median(rs.map(rps)), rpcs: median(rs.map(rpcs)), mbps: median(rs.map(mbps)), rss: median(rs.map((r) => r.rssMb)), wall: median(rs.map((r) => r.wall)), compile: median(rs.map((r) => r.compile)), runs: rs };
}

/** Where the time of one record goes, single thread, in-process. */
export function kernelBudget(): void {
  const bytes = jsonlCorpus(20_000, 4);
  const lines: Uint8Array[] = [];
  for (let s = 0; ; ) {
    const e = bytes.indexOf(0x0a, s);
    if (e < 0) break;
    lines.push(bytes.subarray(s, e));
    s = e + 1;
  }
  const image = defaultImage();
  const screener = new Screener(image);
  const ac = new Automaton(image);
  const normalize = createNormalizer({ has: (w) => ac.hasWord(w) });
  const list = createMatchList(128);
  const dec = new TextDecoder('utf-8', { fatal: true });
  const values = lines.map((l) => JSON.parse(dec.decode(l)) as { content: string });
  const contents = values.map((v) => v.content);
  const normalized = contents.map((c) => normalize(c).text);
  const verdicts = lines.map((l, i) => screenLine(screener, i + 1, l).verdict);
  const time = (fn: () => void) => {
    const ts: number[] = [];
    for (let r = 0; r < 5; r++) {
      const t = performance.now();
      fn();
      ts.push(performance.now() - t);
    }
    return (median(ts) * 1000) / lines.length; // µs per record
  };
  const bufs = lines.map(bufferOf);
  const stages: [string, number][] = [
    ['UTF-8 decode + JSON.parse', time(() => lines.forEach((l) => JSON.parse(dec.decode(l))))],
    ['normalize (kernels/normalize.ts)', time(() => contents.forEach((c) => normalize(c)))],
    ['automaton scan', time(() => normalized.forEach((t) => ac.scan(t, list)))],
    ['scan + mood gate', time(() => normalized.forEach((t) => (ac.scan(t, list), gate(t, list, ac))))],
    ['JSON.stringify(verdict)', time(() => verdicts.forEach((v) => JSON.stringify(v)))],
    ['screenLine, whole (decode … verdict)', time(() => lines.forEach((l, i) => screenLine(screener, i + 1, l)))],
  ];
  const whole = stages[stages.length - 1]![1] + stages[4]![1];
  // the batch path reads records with the field scanner instead (workers/batch/fields.ts)
  const scanner = time(() => bufs.forEach((b) => scanRecord(b, 0, b.length)));
  const gateOnly = stages[3]![1] - stages[2]![1];
  const rows: (string | number)[][] = stages.map(([n, us]) => [n, fmt(us, 2), `${fmt((us / whole) * 100, 0)}%`]);
  rows.splice(4, 0, ['  of which the mood gate', fmt(gateOnly, 2), `${fmt((gateOnly / whole) * 100, 0)}%`]);
  const rest = stages[5]![1] - stages[0]![1] - stages[1]![1] - stages[3]![1];
  rows.push(['  rest of screen (trust, encoded payloads, acrostics, features, entities)', fmt(rest, 2), `${fmt((rest / whole) * 100, 0)}%`]);
  rows.push(['per record, screen + verdict line', fmt(whole, 2), `= ${fmt(1e6 / whole)} records/s/thread`]);
  rows.push(['field scanner (the batch path), in place of decode + JSON.parse', fmt(scanner, 2), `${fmt((scanner / stages[0]![1]) * 100, 0)}% of decode + JSON.parse`]);
  printGrid(`where one record's time goes (one thread, ${lines.length.toLocaleString('en-US')} corpus records, µs/record; the target is 6.7 µs = 150,000 records/s)`, ['stage', 'µs/record', 'share'], rows);
}

/** The main thread's share: framing records into batches, per format, no screening. */
export async function framing(): Promise<void> {
  const { BatchBuffers, BatchBuilder } = await import('../../pipeline/sources/batch-builder.js');
  const { JsonlBatcher } = await import('../../pipeline/sources/jsonl.js');
  const { JsonDocumentFramer } = await import('../../pipeline/sources/json-document.js');
  const { MsgpackFramer } = await import('../../pipeline/sources/msgpack.js');
  const { jsonCorpus, msgpackCorpus } = await import('../corpus-gen.js');
  const { BATCH_BYTES, BATCH_RECORDS } = await import('../../pipeline/screen/pool.js');
  const n = 50_000;
  const inputs = { jsonl: jsonlCorpus(n, 1), json: jsonCorpus(n, 1, true), msgpack: msgpackCorpus(n, 1) };
  const rows: (string | number)[][] = [];
  for (const [format, bytes] of Object.entries(inputs) as [keyof typeof inputs, Buffer][]) {
    const times: number[] = [];
    for (let r = 0; r < 5; r++) {
      const buffers = new BatchBuffers(true);
      const b = new BatchBuilder(format, buffers, { records: BATCH_RECORDS, bytes: BATCH_BYTES });
      const f = format === 'jsonl' ? new JsonlBatcher(b) : format === 'json' ? new JsonDocumentFramer(b, 1 << 20) : new MsgpackFramer(b, 1 << 20);
      const out: import('../../workers/batch/types.js').RecordBatch[] = [];
      const t = performance.now();
      for (let at = 0; at < bytes.length; at += 1 << 20) {
        f.push(bytes.subarray(at, at + (1 << 20)), out);
        for (const batch of out) buffers.give(batch.bytes);
        out.length = 0;
      }
      f.end(out);
      times.push(performance.now() - t);
    }
    const ms = median(times);
    rows.push([format, fmt(bytes.length / ms / 1e3, 0), fmt((n / ms) * 1000), fmt((ms * 1000) / n, 2)]);
  }
  printGrid(`main-thread framing into batches (${n.toLocaleString('en-US')} records, 1 MiB chunks, no screening)`, ['format', 'MB/s', 'records/s', 'µs/record'], rows);
}

export async function bench(): Promise<void> {
  const file = corpusFile(RECORDS);
  const size = statSync(file).size;
  console.log(`\n### end to end — ${RECORDS.toLocaleString('en-US')} records, ${(size / 1e6).toFixed(1)} MB of JSONL, ${RUNS} runs each; ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}`);
  const names = ['antidote screen, 1 thread', 'antidote screen, 2 threads', `naive RegExp baseline, 1 thread (first ${NAIVE_RECORDS.toLocaleString('en-US')} records)`];
  const runs: RunResult[][] = [[], [], []];
  for (let r = 0; r < RUNS; r++) {
    runs[0]!.push(pipeline(file, 1));
    runs[1]!.push(pipeline(file, 2));
    runs[2]!.push(child(['naive', file, String(NAIVE_RECORDS)]));
  }
  const [one, two, naive] = runs.map((rs, i) => summarize(names[i]!, rs)) as [ReturnType<typeof summarize>, ReturnType<typeof summarize>, ReturnType<typeof summarize>];
  printGrid(
    'throughput (medians; loading or compiling the automaton image excluded, pool start-up included)',
    ['configuration', 'records/s', 'MB/s', 'records per CPU-second', 'peak RSS MB', 'wall s (incl. compile)', '× naive', '× 1 thread'],
    [one, two, naive].map((s) => [s.name, fmt(s.rps), fmt(s.mbps, 1), fmt(s.rpcs), fmt(s.rss), fmt(s.wall, 2), `${fmt(s.rps / naive.rps, 0)}×`, `${fmt(s.rps / one.rps, 2)}×`]),
  );
  console.log(`\nautomaton image (read from the build's precompiled file; compiled when there is none): median ${fmt(median([...one.runs, ...two.runs].map((r) => r.compile)), 2)} s; naive RegExp compile: ${fmt(naive.compile, 2)} s`);
  const pairs = one.runs.map((r, i) => rps(two.runs[i]!) / rps(r));
  console.log(`\n2 threads ÷ 1 thread, run by run (each pair back to back): ${pairs.map((x) => fmt(x, 2)).join(', ')}; median ${fmt(median(pairs), 2)}`);
  if (noisyRuns > 0) console.log(`(${noisyRuns} run(s) started on a busy machine after waiting ${QUIET_WAIT_MS / 1000} s for quiet)`);
  console.log(`per-run records/s — 1 thread: ${one.runs.map((r) => fmt(rps(r))).join(', ')}; 2 threads: ${two.runs.map((r) => fmt(rps(r))).join(', ')}; naive: ${naive.runs.map((r) => fmt(rps(r))).join(', ')}`);
  kernelBudget();
  await framing();

  if (process.env.ANTIDOTE_E2E_SWEEP === '1') await sweeps();
  if (process.env.ANTIDOTE_E2E_1GB === '1') gigabyte();
}

export async function sweeps(): Promise<void> {
  // Wall-clock rates swing ±40% here when other work shares the 2 cores; records per CPU-second
  // (every thread's CPU, compile excluded) shows what a setting costs whatever the load.
  const file = corpusFile(Math.min(RECORDS, 60_000));
  const runs = Math.max(RUNS, 5);
  const sweep = (title: string, label: string, values: number[], args: (v: number) => string[]) => {
    const res = new Map<number, RunResult[]>();
    for (let r = 0; r < runs; r++) for (const v of values) res.set(v, [...(res.get(v) ?? []), pipeline(file, 2, args(v))]);
    const best = Math.max(...values.map((v) => median(res.get(v)!.map(rpcs))));
    printGrid(
      title,
      [label, 'records/s (wall)', 'records per CPU-second', '÷ best (CPU)', 'peak RSS MB'],
      values.map((v) => {
        const rs = res.get(v)!;
        return [String(v), fmt(median(rs.map(rps))), fmt(median(rs.map(rpcs))), fmt(median(rs.map(rpcs)) / best, 2), fmt(median(rs.map((x) => x.rssMb)))];
      }),
    );
  };
  sweep(`batch size (records per task), 2 threads, ${runs} runs`, 'batch', [50, 100, 250, 500, 1000, 2000, 4000, 8000], (b) => [String(b)]);
  sweep(`batches in flight per thread, 2 threads, ${runs} runs`, 'in flight', [1, 2, 3, 4, 6], (f) => ['', String(f)]);

  // small inputs: the whole run (compile included) inline vs on a 2-thread pool
  const small: (string | number)[][] = [];
  for (const n of [500, 1000, 2000, 4000, 8000, 16000, 32000]) {
    const f = corpusFile(n);
    const inline: number[] = [];
    const pool: number[] = [];
    for (let r = 0; r < runs; r++) {
      inline.push(pipeline(f, 0, ['', '', 'inline']).wall);
      pool.push(pipeline(f, 2, ['', '', 'pool']).wall);
    }
    small.push([String(n), fmt(statSync(f).size / 1e6, 2), fmt(median(inline), 2), fmt(median(pool), 2), median(pool) < median(inline) ? 'pool' : 'inline']);
  }
  printGrid(`small inputs: whole run in seconds, compile included (medians of ${runs})`, ['records', 'MB', 'inline s', '2-thread pool s', 'faster'], small);
}

function gigabyte(): void {
  const file = join(DIR, 'corpus-1GiB.jsonl');
  if (!existsSync(file)) {
    const t = performance.now();
    spawnSync(process.execPath, [join(SELF, '..', 'corpus-gen.js'), '--out', file, '--bytes', '1G'], { stdio: 'inherit' });
    console.log(`(generated ${file} in ${fmt((performance.now() - t) / 1000, 1)} s)`);
  }
  const r = pipeline(file, 2);
  printGrid('1 GiB of JSONL, 2 threads', ['records', 'MB', 'records/s', 'MB/s', 'records per CPU-second', 'peak RSS MB', 'wall s'], [[fmt(r.records), fmt(r.bytes / 1e6), fmt(rps(r)), fmt(mbps(r), 1), fmt(rpcs(r)), fmt(r.rssMb), fmt(r.wall, 1)]]);
}

// child entry: node dist/bench/e2e.bench.js --child pipeline|naive FILE [THREADS BATCH INFLIGHT MODE]
if (process.argv[2] === '--child') {
  const [, , , kind, file, threads, batch, inflight, mode] = process.argv;
  const r = kind === 'naive' ? await runNaive(file!, Number(threads)) : await runPipeline(file!, threads ?? '2', batch || undefined, inflight || undefined, mode || undefined);
  console.log(JSON.stringify(r));
  process.exit(0);
}
