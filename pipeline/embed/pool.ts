/**
 * A screen pool you keep open: the CLI's worker pool (pipeline/screen ScreenPool) behind
 * `screen(batch) → verdicts`, for a service that screens a stream of writes and does not want to
 * start threads per request.
 *
 *   screen(records)
 *     │ JSON-encode each record into a JSONL batch (SharedArrayBuffer), BATCH_RECORDS per task
 *     ▼
 *   ScreenPool (piscina, one Screener per worker over the shared automaton image)
 *     │ verdict lines, in input order (BatchMerger: in-recall clusters within the call)
 *     ▼
 *   Verdict[]  (one per record, same order; a malformed record gets an error verdict)
 *
 * `threads: 0` screens on the calling thread with the same batch code (no workers at all).
 * Records are plain data: a value JSON cannot encode (a BigInt, a cycle) is an E_RECORD_SHAPE
 * verdict, never an exception. Error verdicts say `line N` = the record's 1-based position in
 * the batch.
 */
import { availableParallelism } from 'node:os';
import { AntidoteError, type Verdict } from '../../kernels/common/index.js';
import { decodeModel } from '../../kernels/model/index.js';
import { Screener } from '../../kernels/screen/index.js';
import { defaultModelBytes, defaultImage, precompiledImage, screenBatch, emptySummary, type BatchOptions, type BatchResult, type RecordBatch } from '../../workers/batch/index.js';
import { BatchBuffers, BatchBuilder, DEFAULT_MAX_LINE_BYTES } from '../sources/index.js';
import { BATCH_BYTES, BATCH_RECORDS, BatchMerger, ScreenPool, compileImageOffThread, workerHeapMb } from '../screen/index.js';
import { intOption, optionError, resolveTrust, type TrustOptions } from './options.js';

export interface PoolOptions extends TrustOptions {
  /** null: screen with the gate alone (`--model none`); left out: the shipped model. */
  model?: null;
  /** Worker threads (default: the machine's parallelism; 0 = screen on the calling thread). */
  threads?: number;
  /** Records per worker task (default 1,000, the CLI's batch size). */
  batchSize?: number;
  /** Largest record, in bytes of its JSON encoding (default 1 MiB, as the CLI's --max-record-bytes). */
  maxRecordBytes?: number;
  /** A compiled automaton image to share instead of loading one. */
  image?: SharedArrayBuffer;
}

export const POOL_OPTIONS = ['mode', 'trusted', 'key', 'maxContent', 'threads', 'batchSize', 'maxRecordBytes', 'image', 'model'] as const;

export interface AntidotePool {
  /** Verdicts for `records`, one per record, in order. Rejects only when the pool is closed. */
  screen(records: readonly unknown[]): Promise<Verdict[]>;
  /** Stop the worker threads; pending screens finish first. Idempotent. */
  close(): Promise<void>;
  /** Worker threads (0: the calling thread). */
  readonly threads: number;
  /** Records per worker task. */
  readonly batchSize: number;
}

const utf8 = new TextDecoder();
const NL = 0x0a;

/** JSONL batches of `records` (each record JSON-encoded on one line). */
export function encodeBatches(records: readonly unknown[], batchSize: number, maxRecordBytes: number, buffers: BatchBuffers): RecordBatch[] {
  const out: RecordBatch[] = [];
  const builder = new BatchBuilder('jsonl', buffers, { records: batchSize, bytes: BATCH_BYTES });
  const enc = new TextEncoder();
  for (let i = 0; i < records.length; i++) {
    let text: string | undefined;
    try {
      text = JSON.stringify(records[i] === undefined ? null : records[i]);
    } catch (e) {
      builder.refuse(i + 1, { code: 'E_RECORD_SHAPE', message: `record cannot be encoded as JSON: ${(e as Error).message}` }, out);
      continue;
    }
    const bytes = enc.encode(text ?? 'null');
    if (bytes.length > maxRecordBytes) {
      builder.refuse(i + 1, { code: 'E_RECORD_SIZE', message: `the record is ${bytes.length} bytes; the limit is ${maxRecordBytes}`, size: bytes.length }, out);
      continue;
    }
    builder.write(bytes, out);
    builder.writeByte(NL, out);
    builder.end(i + 1, out);
  }
  builder.flush(out);
  return out;
}

/** Verdict lines back into objects (the merger's pieces are not whole lines where it splices a cluster id). */
function parseLines(pieces: Uint8Array[], into: Verdict[]): void {
  const b = Buffer.concat(pieces);
  let start = 0;
  for (;;) {
    const nl = b.indexOf(NL, start);
    if (nl < 0) break;
    into.push(JSON.parse(utf8.decode(b.subarray(start, nl))) as Verdict);
    start = nl + 1;
  }
}

/** Start a pool of screen workers and keep it open until `close()`. */
export async function createPool(options: PoolOptions = {}): Promise<AntidotePool> {
  const { trust, key } = resolveTrust(options, 'createPool', POOL_OPTIONS);
  const threads = intOption(options.threads, 'createPool', 'threads', 0) ?? availableParallelism();
  const batchSize = intOption(options.batchSize, 'createPool', 'batchSize', 1) ?? BATCH_RECORDS;
  const maxRecordBytes = intOption(options.maxRecordBytes, 'createPool', 'maxRecordBytes', 1) ?? DEFAULT_MAX_LINE_BYTES;
  if (options.maxContent !== undefined) throw optionError('createPool', 'maxContent is not supported by the pool (its workers use the default); use createScreener');
  if (options.image !== undefined && !(options.image instanceof SharedArrayBuffer)) throw optionError('createPool', 'image must be a SharedArrayBuffer');
  const image = options.image ?? precompiledImage() ?? (threads > 0 ? await compileImageOffThread() : defaultImage());
  const bopts: BatchOptions = { maxRecordBytes, side: false };
  const buffers = new BatchBuffers(threads > 0);
  let pool: ScreenPool | undefined;
  let screener: Screener | undefined;
  // the shipped model and its threshold, as `antidote screen` uses them
  if (options.model !== undefined && options.model !== null) throw optionError('createPool', "model takes null (the gate alone) or is left out (the shipped model)");
  const modelBytes = options.model === null ? null : defaultModelBytes();
  if (threads > 0) pool = new ScreenPool(threads, { image, trust, key, features: 'recall', model: modelBytes }, {}, undefined, workerHeapMb(maxRecordBytes));
  else screener = new Screener(image, { trust, key, features: 'recall', model: modelBytes ? decodeModel(modelBytes) : null });
  let closed = false;
  let pending = 0;
  let idle: (() => void) | undefined;

  const runBatch = async (b: RecordBatch): Promise<BatchResult> => {
    const r = pool ? await pool.run(b, bopts) : screenBatch(screener!, b, bopts);
    buffers.give(b.bytes);
    return r;
  };

  return {
    threads,
    batchSize,
    async screen(records) {
      if (closed) throw new AntidoteError('E_USAGE', 'createPool: screen() after close()');
      if (!Array.isArray(records)) throw optionError('pool.screen', `records must be an array, not ${typeof records}`);
      pending++;
      try {
        const batches = encodeBatches(records, batchSize, maxRecordBytes, buffers);
        // every batch goes to the pool at once (piscina queues them); results merge in order
        const results = batches.map(runBatch);
        const lines: Uint8Array[] = [];
        const merger = new BatchMerger((b) => void lines.push(Uint8Array.from(b)), emptySummary());
        for (const r of results) await merger.add(await r);
        await merger.finish();
        const verdicts: Verdict[] = [];
        parseLines(lines, verdicts);
        return verdicts;
      } finally {
        if (--pending === 0) idle?.();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      if (pending > 0) await new Promise<void>((r) => (idle = r));
      await pool?.destroy();
    },
  };
}
