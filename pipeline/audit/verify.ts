/**
 * Audit-log verification, fanned out over a worker pool.
 *
 *   LOG ──read 1 MiB chunks──▶ cut into segments of SEGMENT_LINES whole lines (main thread)
 *                                 │ bytes transferred, not copied
 *            ┌────────────────────┼────────────────────┐
 *            ▼                    ▼                    ▼
 *      verify-worker 1      verify-worker 2      …  (kernels/hashchain.ts verifySegment:
 *            │                    │                  parse, canonical form, hash, seq, prev
 *            │                    │                  and time inside the segment, Merkle
 *            │                    │                  subtrees of the segment)
 *            └──────── results, awaited in segment order ────────┐
 *                                                                 ▼
 *                  ChainStitcher: link + time across each boundary, Merkle root, first failure
 *                                                                 ▼
 *                  checkpoint: size, head, root, time, coverage → VerifyReport
 *
 * Memory is bounded: at most MAX_INFLIGHT_PER_THREAD segments per thread are read ahead, and
 * the stitcher keeps O(log n) Merkle state. The first failure stops reading.
 */
import { availableParallelism } from 'node:os';
import { stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { KeyObject } from 'node:crypto';
import { Piscina } from 'piscina';
import { fromErrorData, IoError, UsageError, type ErrorCode, type ErrorData } from '../../kernels/common/index.js';
import { verifySegment, GENESIS, type ChainFailure, type SegmentResult } from '../../kernels/audit/index.js';
import { ChainStitcher, type ChainSummary } from '../../kernels/audit/index.js';
import { verifyCheckpointSignature, type Checkpoint } from '../../kernels/audit/index.js';
import { EMPTY_ROOT } from '../../kernels/audit/index.js';
import { formatTs, parseCanonicalTs } from '../../kernels/audit/index.js';
import { bufferSegments, readSegments, type Segment } from './reader.js';
import { assertNever, type AuditWorkerRequest, type AuditWorkerResponse } from '../../workers/protocol.js';

/**
 * Lines per worker task; a power of two so segment Merkle subtrees are aligned. At ~3–4 µs per
 * entry a 2048-line task runs ~7 ms against ~30 µs of task overhead (<1%), and its bytes
 * (~0.5 MiB) stay small enough that MAX_INFLIGHT_PER_THREAD of them per thread bound memory.
 */
export const SEGMENT_LINES = 2048;
/**
 * Segments read ahead per thread: enough to keep every worker busy through a main-thread pause
 * (a GC, a slow read). 8 × ~0.6 MiB per thread bounds what is in flight to a few MiB.
 */
export const MAX_INFLIGHT_PER_THREAD = 8;
/**
 * Below this size the log is verified on the calling thread. Measured in a cold process (the
 * CLI's case), where each worker also has to warm its JIT: 4 MiB took 195 ms inline against
 * 448 ms on a 2-thread pool, 16 MiB 565 ms against 701 ms.
 */
export const INLINE_BELOW_BYTES = 32 << 20;

/** Where the compiled worker lives, whether this module runs from dist/ or from source (tests). */
export const VERIFY_WORKER = (() => {
  const here = fileURLToPath(import.meta.url);
  const i = here.lastIndexOf(`${sep}dist${sep}`);
  const root = i >= 0 ? here.slice(0, i) : resolve(dirname(here), '..', '..');
  return join(root, 'dist', 'workers', 'verify-worker.js');
})();

export interface VerifyOptions {
  /** The log's path, or its content in memory. */
  log: string | Uint8Array;
  /** A parsed checkpoint; requires `publicKey`. */
  checkpoint?: Checkpoint;
  publicKey?: KeyObject;
  /** Accept entries after the checkpoint (reported as `uncovered`); default: they are a failure. */
  allowUncovered?: boolean;
  /** Compute the Merkle root of the whole log (what `audit checkpoint` signs). */
  root?: boolean;
  /** Worker threads; 0 verifies on the calling thread. Default: inline for small logs, else all cores (max 4). */
  threads?: number;
  /** Lines per task (a power of two); tests make it small to put many boundaries in a small log. */
  segmentLines?: number;
}

export interface VerifyReport {
  valid: boolean;
  /** Entries verified (all of them in a valid log). */
  entries: number;
  bytes: number;
  /** Hash and time of the last verified entry. */
  head: string;
  headTs: string | null;
  /** Merkle root of the whole log, when asked for (`root: true`) and the log is valid. */
  root?: string;
  checkpoint?: { size: number; ts: string; uncovered: number };
  error?: { code: ErrorCode; seq?: number; line?: number; message: string };
}

const pools = new Map<number, Piscina>();

function pool(threads: number): Piscina {
  let p = pools.get(threads);
  if (!p) {
    p = new Piscina({ filename: VERIFY_WORKER, minThreads: threads, maxThreads: threads, idleTimeout: 1000 });
    pools.set(threads, p);
  }
  return p;
}

/** Stop the verification workers (the CLI does this before exiting; tests after each file). */
export async function closeVerifyPools(): Promise<void> {
  const all = [...pools.values()];
  pools.clear();
  await Promise.all(all.map((p) => p.destroy()));
}

function defaultThreads(bytes: number): number {
  if (bytes < INLINE_BELOW_BYTES) return 0;
  return Math.max(1, Math.min(availableParallelism(), 4));
}

/** What the verify worker can answer (the audit part of WorkerResponse). */
type TaskResult = AuditWorkerResponse | { kind: 'error'; error: ErrorData };
type Settled = { ok: true; value: TaskResult } | { ok: false; error: unknown };

/** Run the chain over the file; the stitcher ends up holding the summary. */
async function runChain(log: string | Uint8Array, stitcher: ChainStitcher, merkleSize: number, headAt: number, threads: number, lines: number): Promise<void> {
  const leavesOf = (seg: Segment): number => Math.max(0, Math.min(seg.count, merkleSize - seg.start));
  const request = (seg: Segment): AuditWorkerRequest => ({ kind: 'audit-verify-segment', bytes: seg.bytes, start: seg.start, merkleLeaves: leavesOf(seg), headAt });
  const failed = (start: number, failure: ChainFailure): SegmentResult => ({ start, count: 0, bytes: 0, failure });
  const segments = () => (typeof log === 'string' ? readSegments(log, lines) : bufferSegments(log, lines));

  if (threads === 0) {
    for await (const seg of segments()) {
      const r = 'failure' in seg ? failed(seg.start, seg.failure) : verifySegment(seg.bytes, seg.start, { merkleLeaves: leavesOf(seg), headAt });
      if (!stitcher.add(r)) break;
    }
    return;
  }

  const p = pool(threads);
  const inflight: Promise<Settled>[] = [];
  const consume = (s: Settled): boolean => {
    if (!s.ok) throw s.error;
    const resp = s.value;
    switch (resp.kind) {
      case 'audit-verify-segment-result':
        return stitcher.add(resp.result);
      case 'error':
        throw fromErrorData(resp.error);
      default:
        return assertNever(resp, 'audit-verify');
    }
  };
  let going = true;
  try {
    for await (const seg of segments()) {
      if ('failure' in seg) {
        while (going && inflight.length) going = consume(await inflight.shift()!);
        if (going) stitcher.add(failed(seg.start, seg.failure));
        going = false;
        break;
      }
      const req = request(seg);
      // Settle into a value at once: a rejection waiting in the queue must not be "unhandled".
      inflight.push(
        (p.run(req, { transferList: [seg.bytes.buffer as ArrayBuffer] }) as Promise<TaskResult>).then(
          (value) => ({ ok: true as const, value }),
          (error: unknown) => ({ ok: false as const, error }),
        ),
      );
      while (going && inflight.length >= threads * MAX_INFLIGHT_PER_THREAD) going = consume(await inflight.shift()!);
      if (!going) break;
    }
    while (going && inflight.length) going = consume(await inflight.shift()!);
  } finally {
    await Promise.all(inflight);
  }
}

function toError(f: ChainFailure): NonNullable<VerifyReport['error']> {
  return { code: f.code, seq: f.seq, line: f.seq + 1, message: f.message };
}

/** What a checkpoint says about a chain that verified up to `s.entries`. */
export function checkpointFailures(s: ChainSummary, cp: Checkpoint, allowUncovered: boolean): ChainFailure | undefined {
  if (s.entries < cp.size) {
    if (s.failure) return undefined; // the chain failure comes first and explains it
    return { code: 'E_AUDIT_CHECKPOINT', seq: s.entries, message: `the log has ${s.entries} entries, the checkpoint signed ${cp.size}: the tail was cut` };
  }
  const head = cp.size === 0 ? GENESIS : s.at?.hash;
  const root = cp.size === 0 ? EMPTY_ROOT : s.root;
  const last = Math.max(0, cp.size - 1);
  if (head !== cp.head || root !== cp.root) {
    return { code: 'E_AUDIT_CHECKPOINT', seq: last, message: `entries 0..${last} differ from what the checkpoint signed (head or Merkle root): history was rewritten` };
  }
  if (cp.size > 0 && s.at!.tsMs > parseCanonicalTs(cp.ts)) {
    return { code: 'E_AUDIT_TIME', seq: last, message: `entry ${last} is dated after the checkpoint that covers it (${cp.ts})` };
  }
  if (!allowUncovered && s.entries > cp.size) {
    return { code: 'E_AUDIT_CHECKPOINT', seq: cp.size, message: `entries from ${cp.size} on are not covered by the checkpoint (appended after it, or forged)` };
  }
  return undefined;
}

/** Verify a log, optionally against a signed checkpoint. Never throws for a bad log: I/O only. */
export async function verify(opts: VerifyOptions): Promise<VerifyReport> {
  const { log, checkpoint: cp } = opts;
  let size: number;
  if (typeof log === 'string') {
    try {
      size = (await stat(log)).size;
    } catch (err) {
      throw new IoError(`${log}: cannot read audit log (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`, { cause: err });
    }
  } else size = log.byteLength;
  const base = { entries: 0, bytes: 0, head: GENESIS, headTs: null };
  if (cp) {
    if (!opts.publicKey) throw new UsageError('a checkpoint needs the audit principal\'s public key');
    if (!verifyCheckpointSignature(cp, opts.publicKey)) {
      return { valid: false, ...base, error: { code: 'E_AUDIT_SIGNATURE', message: 'the checkpoint\'s signature does not verify with this public key' } };
    }
  }
  const merkleSize = cp ? cp.size : opts.root ? Infinity : 0;
  const stitcher = new ChainStitcher(merkleSize, cp ? cp.size - 1 : -1);
  const threads = opts.threads ?? defaultThreads(size);
  const lines = opts.segmentLines ?? SEGMENT_LINES;
  if (lines < 1 || (lines & (lines - 1)) !== 0) throw new RangeError(`segmentLines must be a power of two, got ${lines}`);
  await runChain(log, stitcher, merkleSize, cp ? cp.size - 1 : -1, threads, lines);
  const s = stitcher.summary();

  const report: VerifyReport = { valid: true, entries: s.entries, bytes: s.bytes, head: s.head, headTs: formatTs(s.headTsMs) ?? null };
  let failure = s.failure;
  if (cp) {
    const cf = checkpointFailures(s, cp, opts.allowUncovered ?? false);
    if (cf && (!failure || cf.seq < failure.seq)) failure = cf;
    report.checkpoint = { size: cp.size, ts: cp.ts, uncovered: Math.max(0, s.entries - cp.size) };
  }
  if (opts.root && !failure && s.root) report.root = s.root;
  if (failure) {
    report.valid = false;
    report.error = toError(failure);
  }
  return report;
}
