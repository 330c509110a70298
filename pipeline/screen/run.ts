/**
 * The screen job: read records in any format, screen them on a pool of worker threads, write
 * verdicts in input order, report progress and a summary.
 *
 *   input (file | stdin, 1 MiB chunks)
 *     │  main thread: frame records (sources/jsonl | json-document | msgpack) and copy their
 *     │  raw bytes into batches of BATCH_RECORDS (pipeline/batch-builder.ts)
 *     ▼
 *   batch k ─── SharedArrayBuffer, not copied ───┬──────────────┬──────────────┐
 *                                                ▼              ▼              ▼
 *                                          screen-worker  screen-worker  …  (threads = --threads;
 *                                          Screener built once per worker over the automaton
 *                                          image compiled once in the main thread, shared)
 *                                                │ verdict lines as bytes + members, transferred
 *                                                ▼
 *   in-flight window: at most threads × INFLIGHT_PER_THREAD batches; the oldest is awaited
 *   first, so results are merged in input order and a full window stops the reader
 *     ▼
 *   BatchMerger (pipeline/batch-merge.ts): tallies, RecallCoordinator across batch boundaries,
 *   cluster ids spliced into member lines, observer (--correlate)
 *     ▼
 *   LineWriter.bytes ── stdout | --out FILE; a full destination (a pipe to gzip, a slow disk)
 *   makes the merger wait, which fills the window, which stops the reader: memory stays flat.
 *
 * Small inputs (under INLINE_BELOW_BYTES, or --threads 0) are screened by the same batch code on
 * the main thread: starting workers would cost more than it saves. Standard input of unknown
 * size starts inline and moves to the pool once it passes that size.
 *
 * Failure: a batch whose worker dies or throws is retried once; if it fails again its records
 * get E_RECORD_WORKER verdicts (fail closed) and the run goes on (pipeline/pool.ts). An abort
 * (SIGINT) stops the reader, waits for the batches in flight, writes every verdict they
 * released and returns a summary marked interrupted.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import type { Readable } from 'node:stream';
import { AntidoteError, IoError, UsageError } from '../../kernels/common/index.js';
import { defaultImage, defaultModelBytes, precompiledImage } from '../../workers/batch/index.js';
import { DEFAULT_THRESHOLD, DEFAULT_VETO } from '../../kernels/screen/index.js';
import { decodeModel } from '../../kernels/model/index.js';
import { Screener, type ScreenedRecord } from '../../kernels/screen/index.js';
import { BatchBuffers, BatchBuilder } from '../sources/index.js';
import { BatchMerger, type RecordObserver } from './merge.js';
import { screenBatch } from '../../workers/batch/index.js';
import { emptySummary, formatSummary, tally, type ScreenSummary } from '../../workers/batch/index.js';
import type { BatchOptions, BatchResult, InputFormat, RecordBatch } from '../../workers/batch/index.js';
import { createCorrelateHook, defaultRolesBytes } from '../correlate/index.js';
import { LineWriter } from '../output/index.js';
import { BATCH_BYTES, BATCH_RECORDS, compileImageOffThread, INFLIGHT_PER_THREAD, INLINE_BELOW_BYTES, ScreenPool, workerHeapMb, type FaultInjector } from './pool.js';
import { Progress } from '../output/index.js';
import { detectFormat } from '../sources/index.js';
import { JsonDocumentFramer } from '../sources/index.js';
import { DEFAULT_MAX_LINE_BYTES, JsonlBatcher } from '../sources/index.js';
import { MsgpackFramer } from '../sources/index.js';
import { loadTrust } from './trust-options.js';
import { judgeFromFlags, type JudgeFlags } from './judge-options.js';
import { JUDGE_HOLD_BATCHES, JudgeStage } from './judge-stage.js';
import { formatJudgeStats, type Judge } from '../judge/index.js';

export { formatSummary, tally, type ScreenSummary };

/** Bytes per read from a file: fewer, larger chunks cost the main thread less per record. */
export const READ_CHUNK_BYTES = 1 << 20;

export interface ScreenRunOptions extends JudgeFlags {
  input?: string;
  out?: string;
  format?: string;
  trust?: string;
  'trust-config'?: string;
  key?: string;
  threads?: string;
  quiet?: boolean;
  'max-record-bytes'?: string;
  'batch-size'?: string;
  correlate?: boolean;
  alerts?: string;
  /** Decision threshold on the model's score (default DEFAULT_THRESHOLD). */
  threshold?: string;
  /** The model's veto on the gate's findings (default DEFAULT_VETO; 0: none). */
  veto?: string;
  /** A weights file instead of the shipped model; 'none' screens with the gate alone. */
  model?: string;
  /** Comma-separated input fields copied into each verdict. */
  echo?: string;
}

/** Verdict fields an --echo may not overwrite. */
const VERDICT_FIELDS = new Set(['id', 'line', 'action', 'directive', 'trusted', 'reasons', 'evidence', 'cluster', 'error', 'score']);

export function parseEcho(v: string | undefined): string[] | undefined {
  if (v === undefined) return undefined;
  const fields = v.split(',').map((f) => f.trim());
  for (const f of fields) {
    if (f === '') throw new UsageError(`--echo takes field names separated by commas, not '${v}'`);
    if (VERDICT_FIELDS.has(f)) throw new UsageError(`--echo ${f}: '${f}' is a verdict field and cannot be copied over it`);
  }
  return [...new Set(fields)];
}

/** Knobs for tests and benchmarks; the command line never sets them. */
export interface ScreenRunHooks {
  /** Stop reading, finish what is in flight, return a summary marked interrupted. */
  signal?: AbortSignal;
  /** Override INLINE_BELOW_BYTES (0: always use the pool when threads > 0). */
  inlineBelowBytes?: number;
  /** Read from this stream instead of opening `input` (its name is still used in messages). */
  stream?: Readable;
  /** Write here instead of --out / standard output. */
  writer?: LineWriter;
  /** Where the progress line, warnings and the summary go (default process.stderr). */
  stderr?: { isTTY?: boolean; columns?: number; write(s: string): boolean };
  /** Batches in flight per thread (default INFLIGHT_PER_THREAD). */
  inflightPerThread?: number;
  /** Fail chosen tasks like a crashed worker. */
  inject?: FaultInjector;
  /** Old-space cap per worker in MB (default WORKER_HEAP_MB; tests make it small to run out). */
  workerHeapMb?: number;
  /** Called with the pool once it exists (tests kill a real worker through it). */
  onPool?: (pool: ScreenPool) => void;
  /** A compiled automaton image to use instead of compiling one. */
  image?: SharedArrayBuffer;
  /** Observe every screened record (what --correlate wires); tests use it directly. */
  observer?: RecordObserver;
  /** Model bytes to use instead of the shipped model (null: the gate alone). */
  model?: SharedArrayBuffer | null;
  /** A Tier-2 judge to use instead of the one --judge builds (tests shorten its back-off). */
  judge?: Judge;
}

/** `--model FILE|none`: the shipped model by default. */
export function loadModelOption(opt: string | undefined): SharedArrayBuffer | null {
  if (opt === 'none') return null;
  try {
    return defaultModelBytes(opt);
  } catch (e) {
    throw new IoError(`${opt ?? 'data/model/intent.bin'}: cannot read the model: ${(e as Error).message}`);
  }
}

export function openInput(path: string | undefined): { stream: Readable; name: string } {
  if (!path || path === '-') return { stream: process.stdin, name: 'standard input' };
  const stream = createReadStream(path, { highWaterMark: READ_CHUNK_BYTES });
  return { stream, name: path };
}

/** A score option (`--threshold`, `--veto`): a number from 0 to 1, `dflt` when absent. */
export function fractionOption(v: string | undefined, name: string, dflt: number): number {
  if (v === undefined) return dflt;
  const n = Number(v);
  if (v.trim() === '' || !(n >= 0 && n <= 1)) throw new UsageError(`${name} must be a number from 0 to 1, not '${v}'`);
  return n;
}

function intOption(v: string | undefined, name: string, min: number): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`${name} must be an integer ≥ ${min}, not '${v}'`);
  return n;
}

interface Framer {
  push(chunk: Uint8Array, out: RecordBatch[]): void;
  end(out: RecordBatch[]): void;
  error?: string | undefined;
}

function framer(format: InputFormat, builder: BatchBuilder, maxRecord: number): Framer {
  switch (format) {
    case 'jsonl':
      return new JsonlBatcher(builder, maxRecord);
    case 'json':
      return new JsonDocumentFramer(builder, maxRecord);
    case 'msgpack':
      return new MsgpackFramer(builder, maxRecord);
    default: {
      const f: never = format;
      throw new UsageError(`unknown format ${String(f)}`);
    }
  }
}

export async function runScreen(opts: ScreenRunOptions, hooks: ScreenRunHooks = {}): Promise<ScreenSummary> {
  const format = detectFormat(opts.input, opts.format);
  const maxRecord = intOption(opts['max-record-bytes'], '--max-record-bytes', 1) ?? DEFAULT_MAX_LINE_BYTES;
  const threads = intOption(opts.threads, '--threads', 0) ?? availableParallelism();
  const batchRecords = intOption(opts['batch-size'], '--batch-size', 1) ?? BATCH_RECORDS;
  const { config, key } = loadTrust(opts);
  const threshold = fractionOption(opts.threshold, '--threshold', DEFAULT_THRESHOLD);
  const veto = fractionOption(opts.veto, '--veto', DEFAULT_VETO);
  const modelBytes = hooks.model !== undefined ? hooks.model : loadModelOption(opts.model);
  const echo = parseEcho(opts.echo);
  if (opts.alerts !== undefined && !opts.correlate) throw new UsageError('--alerts needs --correlate');
  const judge = hooks.judge ?? judgeFromFlags(opts);
  const stderr = hooks.stderr ?? process.stderr;

  let size: number | undefined;
  if (!hooks.stream && opts.input && opts.input !== '-') {
    try {
      const st = await stat(opts.input);
      if (st.isDirectory()) throw new IoError(`${opts.input}: is a directory, not a file of records`);
      if (st.isFile()) size = st.size;
    } catch (e) {
      if (e instanceof IoError) throw e;
      throw new IoError(`${opts.input}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}`);
    }
  }

  // ▼▼▼ --correlate call site: the observer sees every ScreenedRecord in input order, after the
  // recall coordinator has set in-recall clusters (BatchMerger.observe) ▼▼▼
  let observer = hooks.observer;
  if (opts.correlate) observer = createCorrelateHook({ alerts: opts.alerts, stderr });
  // ▲▲▲ ▲▲▲

  const out = hooks.writer ?? LineWriter.open(opts.out);
  const summary = emptySummary();
  const t0 = performance.now();
  const progress = new Progress(stderr, size, Progress.wanted(stderr, opts.quiet));
  const bopts: BatchOptions = { maxRecordBytes: maxRecord, side: observer !== undefined };
  if (judge) bopts.judge = judge.band;
  if (echo) bopts.wholeRecords = true;
  // ▼▼▼ --judge call site: batches pass through the judge, in order, before the merge ▼▼▼
  const stage = judge ? new JudgeStage(judge) : undefined;
  // correlation reads features of every untrusted memory, not only of those in a recall
  const features = observer ? ('always' as const) : ('recall' as const);
  const merger = new BatchMerger((b) => out.bytes(b), summary, observer);
  const buffers = new BatchBuffers(true);
  const builder = new BatchBuilder(format, buffers, { records: batchRecords, bytes: BATCH_BYTES });
  const source = framer(format, builder, maxRecord);

  const inlineBelow = hooks.inlineBelowBytes ?? INLINE_BELOW_BYTES;
  // a known small size, or --threads 0: no pool at all; unknown size: inline until it grows
  let usePool = threads > 0 && (size === undefined ? inlineBelow === 0 : size >= inlineBelow);
  // The automaton image is read from the build's precompiled file and shared with every worker.
  // Without a valid file it is compiled once per run: when a pool may run, in a throwaway
  // thread, so the compiler's transient heap leaves with it.
  const image =
    hooks.image ?? precompiledImage() ?? (threads > 0 && (usePool || size === undefined) ? await compileImageOffThread() : defaultImage());
  let pool: ScreenPool | undefined;
  let screener: Screener | undefined;
  const window = threads * (hooks.inflightPerThread ?? INFLIGHT_PER_THREAD);
  /** Batches sent to the pool, oldest first, with the input offset each one ends at. */
  const inflight: Promise<[BatchResult, number]>[] = [];
  let inputBytes = 0;

  const toMerger = async ([r, inputEnd]: [BatchResult, number]) => {
    await merger.add(r);
    inputBytes = Math.max(inputBytes, inputEnd);
    progress.update(merger.written, inputBytes);
  };
  const merge = async (done: [BatchResult, number]) => {
    if (!stage) return toMerger(done);
    stage.push(done[0], done[1]);
    while (stage.size > JUDGE_HOLD_BATCHES) await toMerger(await stage.take());
  };
  // ▲▲▲ ▲▲▲
  const dispatch = async (batch: RecordBatch) => {
    if (!usePool) {
      screener ??= new Screener(image, { trust: config, key, features, model: modelBytes ? decodeModel(modelBytes) : null, threshold, veto, echo });
      const r = screenBatch(screener, batch, bopts);
      buffers.give(batch.bytes);
      return merge([r, batch.inputEnd]);
    }
    if (!pool) {
      // with --correlate the workers also read each record's steering roles (the main thread only merges)
      const roles = opts.correlate ? defaultRolesBytes() : null;
      pool = new ScreenPool(threads, { image, trust: config, key, features, model: modelBytes, threshold, veto, roles, ...(echo ? { echo } : {}) }, { warn: (m) => progress.log(`antidote screen: ${m}`) }, hooks.inject, hooks.workerHeapMb ?? workerHeapMb(maxRecord));
      hooks.onPool?.(pool);
    }
    inflight.push(
      pool.run(batch, bopts).then((r): [BatchResult, number] => {
        buffers.give(batch.bytes); // no worker reads it any more
        return [r, batch.inputEnd];
      }),
    );
    while (inflight.length >= window) await merge(await inflight.shift()!);
  };

  const given = hooks.stream ? { stream: hooks.stream, name: opts.input && opts.input !== '-' ? opts.input : 'standard input' } : openInput(opts.input);
  const { stream, name } = given;
  const batches: RecordBatch[] = [];
  const signal = hooks.signal;
  const onAbort = () => stream.destroy();
  signal?.addEventListener('abort', onAbort, { once: true });
  let read = 0;
  let head = new Uint8Array(0);
  const chunks = (stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  try {
    for (;;) {
      let next: IteratorResult<Buffer>;
      try {
        next = await chunks.next();
      } catch (e) {
        if (signal?.aborted) break;
        throw new IoError(`${name}: ${(e as Error).message}`);
      }
      if (next.done) break;
      const chunk = next.value;
      if (read === 0) head = Uint8Array.prototype.slice.call(chunk, 0, 64);
      read += chunk.length;
      source.push(chunk, batches);
      for (const b of batches) await dispatch(b);
      batches.length = 0;
      if (!usePool && threads > 0 && size === undefined && read >= inlineBelow) usePool = true;
      if (signal?.aborted) break;
    }
    if (signal?.aborted) summary.interrupted = true;
    else {
      source.end(batches);
      for (const b of batches) await dispatch(b);
      batches.length = 0;
    }
    while (inflight.length) await merge(await inflight.shift()!);
    while (stage && stage.size > 0) await toMerger(await stage.take());
    await merger.finish();
    await out.close();
  } finally {
    signal?.removeEventListener('abort', onAbort);
    await chunks.return?.().catch(() => undefined); // stop and release the input (a no-op when it ended)
    progress.stop();
    // never leave a rejected task unobserved, even when the run failed
    await Promise.allSettled(inflight);
    await (pool as ScreenPool | undefined)?.destroy();
  }
  summary.bytes = read;
  summary.seconds = (performance.now() - t0) / 1000;
  if (source.error) {
    summary.inputError = `${name}: ${source.error}`;
    stderr.write(`antidote screen: ${summary.inputError}\n`);
  }
  if (!summary.interrupted && summary.records > 0 && summary.errors === summary.records) {
    // nothing in the input could be read as a record: a compressed or binary file, or the wrong
    // --format; the verdicts are written (fail closed) and the run exits 2 (pipeline/commands/screen.ts)
    summary.noRecords = `${name}: none of the ${summary.records} records could be read (every verdict is an error)${inputHint(head, format)}`;
    stderr.write(`antidote screen: warning: ${summary.noRecords}\n`);
  }
  // the summary line is printed even with --quiet, which silences only the progress display
  stderr.write(formatSummary(summary) + '\n');
  if (judge) {
    summary.judge = judge.stats;
    stderr.write(formatJudgeStats(judge.stats, judge.band, judge.fail, judge.lastError) + '\n');
  }
  return summary;
}

export type { ScreenedRecord };

/** Why an input might not read as records of its format: a guess from its first bytes. */
export function inputHint(head: Uint8Array, format: InputFormat): string {
  if (head[0] === 0x1f && head[1] === 0x8b) return '; it looks gzip-compressed: decompress it first (gunzip -c FILE | antidote screen -)';
  if (head[0] === 0x28 && head[1] === 0xb5 && head[2] === 0x2f && head[3] === 0xfd) return '; it looks zstd-compressed: decompress it first (zstd -dc FILE | antidote screen -)';
  if (head[0] === 0x50 && head[1] === 0x4b) return '; it looks like a zip archive';
  let i = 0;
  while (i < head.length && (head[i] === 0x20 || head[i] === 0x0a || head[i] === 0x0d || head[i] === 0x09 || head[i] === 0xef || head[i] === 0xbb || head[i] === 0xbf)) i++;
  const c = head[i];
  if (format === 'msgpack' && (c === 0x7b || c === 0x5b)) return `; it looks like JSON text, not MessagePack: try --format ${c === 0x7b ? 'jsonl' : 'json'}`;
  if (format !== 'msgpack' && head.some((b) => b === 0 || (b < 0x20 && b !== 0x0a && b !== 0x0d && b !== 0x09))) return '; it looks binary, not JSON text (MessagePack? try --format msgpack)';
  if (format === 'jsonl' && c === 0x5b) return '; it starts with [: a JSON array? try --format json';
  return '';
}
