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
import { verifySegment, type ChainFailure, type SegmentResult } from '../../kernels/audit/index.js';
import { ChainStitcher, type ChainSummary } from '../../kernels/audit/index.js';
import { verifyCheckpointSignature, verifyCosignatures, type Checkpoint, type NoteVerifier } from '../../kernels/audit/index.js';
import { formatTs, parseCanonicalTs } from '../../kernels/audit/index.js';
import { READ_CHUNK_BYTES, bufferSegments, readSegments, type Segment } from './reader.js';
import { countLines, readCommit } from './commit.js';
import { trustProblem, type TrustState, type TrustedHead } from './trust.js';
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
  /** More checkpoints of the same log: the log must be consistent with every one. */
  checkpoints?: Checkpoint[];
  /** The log's key: PEM (named by the checkpoint's origin) or a note verifier key. */
  publicKey?: KeyObject | NoteVerifier;
  /** Witnesses whose cosignatures count; a checkpoint needs `quorum` of them (default: all). */
  witnesses?: NoteVerifier[];
  quorum?: number;
  /** What a previous run accepted, per origin: older or forked checkpoints and cut logs are refused. */
  trust?: TrustState;
  /** Entries after the newest checkpoint are an error (default: reported as `uncovered`). */
  requireCovered?: boolean;
  /** @deprecated Entries after the checkpoint are accepted by default now; see requireCovered. */
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
  /** The newest checkpoint checked; `uncovered` entries follow it (a grown log). */
  checkpoint?: { origin: string; size: number; ts: string | null; uncovered: number; witnesses?: string[] };
  /** How many checkpoints the log was checked against (with --checkpoint repeated). */
  checkpoints?: number;
  /** Bytes past the commit record: a batch whose appender has not finished, or died. Not verified, not counted. */
  uncommitted?: { entries: number; bytes: number };
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

export function defaultThreads(bytes: number): number {
  if (bytes < INLINE_BELOW_BYTES) return 0;
  return Math.max(1, Math.min(availableParallelism(), 4));
}

/** What the verify worker can answer (the audit part of WorkerResponse). */
type TaskResult = AuditWorkerResponse | { kind: 'error'; error: ErrorData };
type Settled = { ok: true; value: TaskResult } | { ok: false; error: unknown };

/**
 * Run the chain over the file; the stitcher ends up holding the summary. `onSegment` sees every
 * segment's bytes on this thread before they go to a worker (reconcile indexes them meanwhile);
 * it returns false to stop reading.
 */
export async function runChain(
  log: string | Uint8Array,
  stitcher: ChainStitcher,
  merkleSize: number,
  cuts: number[],
  threads: number,
  lines: number,
  limitBytes: number,
  onSegment?: (seg: Segment) => boolean,
): Promise<void> {
  const leavesOf = (seg: Segment): number => Math.max(0, Math.min(seg.count, merkleSize - seg.start));
  const cutsOf = (seg: Segment): number[] => cuts.filter((c) => c > seg.start && c <= seg.start + seg.count);
  const request = (seg: Segment): AuditWorkerRequest => ({ kind: 'audit-verify-segment', bytes: seg.bytes, start: seg.start, merkleLeaves: leavesOf(seg), cuts: cutsOf(seg) });
  const failed = (start: number, failure: ChainFailure): SegmentResult => ({ start, count: 0, bytes: 0, failure });
  const segments = () => (typeof log === 'string' ? readSegments(log, lines, READ_CHUNK_BYTES, limitBytes) : bufferSegments(log, lines));

  if (threads === 0) {
    for await (const seg of segments()) {
      if (!('failure' in seg) && onSegment && !onSegment(seg)) break;
      const r = 'failure' in seg ? failed(seg.start, seg.failure) : verifySegment(seg.bytes, seg.start, { merkleLeaves: leavesOf(seg), cuts: cutsOf(seg) });
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
      // Before the transfer detaches the bytes from this thread.
      const more = onSegment ? onSegment(seg) : true;
      // Settle into a value at once: a rejection waiting in the queue must not be "unhandled".
      inflight.push(
        (p.run(req, { transferList: [seg.bytes.buffer as ArrayBuffer] }) as Promise<TaskResult>).then(
          (value) => ({ ok: true as const, value }),
          (error: unknown) => ({ ok: false as const, error }),
        ),
      );
      while (going && inflight.length >= threads * MAX_INFLIGHT_PER_THREAD) going = consume(await inflight.shift()!);
      if (!going || !more) break;
    }
    while (going && inflight.length) going = consume(await inflight.shift()!);
  } finally {
    await Promise.all(inflight);
  }
}

function toError(f: ChainFailure): NonNullable<VerifyReport['error']> {
  return { code: f.code, seq: f.seq, line: f.seq + 1, message: f.message };
}

/**
 * What a checkpoint (or a trusted head) says about a chain that verified up to `s.entries`: the
 * log must reach its size, and its tree at that size must have the signed root. Then the
 * checkpoint is a prefix of the log, and the log is a consistent extension of it.
 */
export function checkpointFailures(s: ChainSummary, cp: { size: number; root: string; ts?: string | undefined; head?: string | undefined }, what = 'the checkpoint signed'): ChainFailure | undefined {
  if (s.entries < cp.size) {
    if (s.failure) return undefined; // the chain failure comes first and explains it
    return { code: 'E_AUDIT_CHECKPOINT', seq: s.entries, message: `the log has ${s.entries} entries, ${what} ${cp.size}: the tail was cut` };
  }
  const cut = s.cuts.get(cp.size);
  const last = Math.max(0, cp.size - 1);
  if (!cut || cut.root !== cp.root || (cp.head !== undefined && cut.hash !== cp.head)) {
    return { code: 'E_AUDIT_CHECKPOINT', seq: last, message: `entries 0..${last} differ from what ${what.replace(/ signed$/, '')} signed (Merkle root at size ${cp.size}): history was rewritten` };
  }
  if (cp.size > 0 && cp.ts !== undefined && cut.tsMs > parseCanonicalTs(cp.ts)) {
    return { code: 'E_AUDIT_TIME', seq: last, message: `entry ${last} is dated after the checkpoint that covers it (${cp.ts})` };
  }
  return undefined;
}

export interface CheckpointPolicy {
  publicKey: KeyObject | NoteVerifier;
  witnesses?: NoteVerifier[];
  quorum?: number;
  trust?: TrustState;
}

/**
 * The checks a checkpoint passes before it counts, without the log: the log's signature, a
 * quorum of witness cosignatures, and the trust state (not older than, nor forked from, what was
 * accepted before). A failure names its code and why.
 */
export function checkpointProblem(cp: Checkpoint, p: CheckpointPolicy): { code: ErrorCode; message: string } | undefined {
  if (!verifyCheckpointSignature(cp, p.publicKey)) {
    return { code: 'E_AUDIT_SIGNATURE', message: `the checkpoint of size ${cp.size}: its signature does not verify with this public key${cp.format === 'note' ? ` (as key ${'name' in p.publicKey ? p.publicKey.name : cp.origin})` : ''}` };
  }
  const ws = p.witnesses ?? [];
  if (ws.length) {
    const quorum = p.quorum ?? ws.length;
    const c = verifyCosignatures(cp, ws);
    if (c.bad.length) return { code: 'E_AUDIT_SIGNATURE', message: `the checkpoint of size ${cp.size}: the cosignature of ${c.bad.join(', ')} does not verify` };
    if (c.valid.length < quorum) {
      return { code: 'E_AUDIT_SIGNATURE', message: `the checkpoint of size ${cp.size} is cosigned by ${c.valid.length} of the ${ws.length} witnesses given (${c.valid.join(', ') || 'none'}); ${quorum} needed` };
    }
  }
  if (p.trust) {
    const t = trustProblem(p.trust, cp);
    if (t) return { code: 'E_AUDIT_TRUST', message: t };
  }
  return undefined;
}

/** Heads of the trust state that bear on these checkpoints (their origins). */
export function trustedHeads(trust: TrustState | undefined, cps: readonly Checkpoint[]): TrustedHead[] {
  if (!trust) return [];
  const out: TrustedHead[] = [];
  for (const origin of new Set(cps.map((c) => c.origin))) {
    const t = trust.get(origin);
    if (t) out.push(t);
  }
  return out;
}

/** Verify a log, optionally against signed checkpoints. Never throws for a bad log: I/O only. */
export async function verify(opts: VerifyOptions): Promise<VerifyReport> {
  const { log } = opts;
  const cps = [...(opts.checkpoint ? [opts.checkpoint] : []), ...(opts.checkpoints ?? [])].sort((a, b) => a.size - b.size);
  let size: number;
  let limit = Infinity;
  let uncommitted: VerifyReport['uncommitted'];
  let commitFailure: ChainFailure | undefined;
  let rec;
  if (typeof log === 'string') {
    rec = await readCommit(log);
    try {
      size = (await stat(log)).size;
    } catch (err) {
      throw new IoError(`${log}: cannot read audit log (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`, { cause: err });
    }
    if (rec) {
      limit = rec.bytes;
      if (size < rec.bytes) {
        commitFailure = { code: 'E_AUDIT_BATCH', seq: rec.size, message: `the log has ${size} bytes, its commit record says ${rec.bytes} (${rec.size} entries) were committed: the file was cut` };
      } else if (size > rec.bytes) {
        uncommitted = { entries: await countLines(log, rec.bytes, size), bytes: size - rec.bytes };
      }
      size = Math.min(size, rec.bytes);
    }
  } else size = log.byteLength;
  const base = { entries: 0, bytes: 0, head: '0'.repeat(64), headTs: null };
  if (cps.length) {
    if (!opts.publicKey) throw new UsageError('a checkpoint needs the audit principal\'s public key');
    const policy: CheckpointPolicy = { publicKey: opts.publicKey, ...(opts.witnesses && { witnesses: opts.witnesses }), ...(opts.quorum !== undefined && { quorum: opts.quorum }), ...(opts.trust && { trust: opts.trust }) };
    for (const cp of cps) {
      const p = checkpointProblem(cp, policy);
      if (p) return { valid: false, ...base, error: p };
    }
  }
  const trusted = trustedHeads(opts.trust, cps);
  const cuts = [...new Set([...cps.map((c) => c.size), ...trusted.map((t) => t.size)])].sort((a, b) => a - b);
  const merkleSize = opts.root ? Infinity : cuts.length ? cuts[cuts.length - 1]! : 0;
  const stitcher = new ChainStitcher(merkleSize, cuts);
  const threads = opts.threads ?? defaultThreads(size);
  const lines = opts.segmentLines ?? SEGMENT_LINES;
  if (lines < 1 || (lines & (lines - 1)) !== 0) throw new RangeError(`segmentLines must be a power of two, got ${lines}`);
  await runChain(log, stitcher, merkleSize, cuts, threads, lines, limit);
  const s = stitcher.summary();

  const report: VerifyReport = { valid: true, entries: s.entries, bytes: s.bytes, head: s.head, headTs: formatTs(s.headTsMs) ?? null };
  let failure = s.failure;
  const worse = (f: ChainFailure | undefined): void => {
    if (f && (!failure || f.seq < failure.seq)) failure = f;
  };
  worse(commitFailure);
  for (const t of trusted) worse(checkpointFailures(s, t, `the trust state already accepted`));
  for (const cp of cps) worse(checkpointFailures(s, cp));
  if (rec && !failure && (s.entries !== rec.size || s.head !== rec.head)) {
    failure = { code: 'E_AUDIT_BATCH', seq: Math.min(s.entries, rec.size), message: `the committed bytes hold ${s.entries} entries, the commit record says ${rec.size} (or another head): the log or its record was altered` };
  }
  const newest = cps[cps.length - 1];
  if (newest) {
    const uncovered = Math.max(0, s.entries - newest.size);
    const w = opts.witnesses?.length ? verifyCosignatures(newest, opts.witnesses).valid : undefined;
    report.checkpoint = { origin: newest.origin, size: newest.size, ts: newest.ts ?? null, uncovered, ...(w && { witnesses: w }) };
    if (cps.length > 1) report.checkpoints = cps.length;
    if (opts.requireCovered && uncovered > 0) {
      worse({ code: 'E_AUDIT_CHECKPOINT', seq: newest.size, message: `entries from ${newest.size} on (${uncovered}) are not covered by a checkpoint, and --require-covered was given` });
    }
  }
  if (uncommitted) report.uncommitted = uncommitted;
  if (opts.root && !failure && s.root) report.root = s.root;
  if (failure) {
    report.valid = false;
    report.error = toError(failure);
  }
  return report;
}
