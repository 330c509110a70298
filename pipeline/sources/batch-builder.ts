/**
 * Gathers framed elements into batches: element bytes are copied once, straight from the input
 * chunk into a SharedArrayBuffer that the worker reads without a copy (and that is still there
 * if the batch has to be retried). Buffers are recycled once their batch's verdicts are written,
 * so a run of any length allocates a handful of them.
 */
import type { BatchIssue, InputFormat, RecordBatch } from '../../workers/batch/index.js';

/** Free buffers kept per capacity; more than the in-flight window never helps. */
const MAX_FREE_PER_SIZE = 16;
/** Smallest buffer made. */
const MIN_BUFFER = 4096;

function pow2(n: number): number {
  let c = MIN_BUFFER;
  while (c < n) c *= 2;
  return c;
}

/**
 * Batch buffers in power-of-two capacities, recycled per capacity. A batch's buffer is sized to
 * what the batch will hold (see BatchBuilder), not to the largest batch: a 1 MiB input chunk cut
 * into small batches must not pin one big buffer per batch (measured: --batch-size 50 with fixed
 * 2 MiB buffers held 670 MB of SharedArrayBuffers at once).
 */
export class BatchBuffers {
  private readonly free = new Map<number, Uint8Array[]>();
  constructor(private readonly shared = true) {}

  /** A buffer of at least `min` bytes (rounded up to a power of two). */
  take(min: number): Uint8Array {
    const cap = pow2(min);
    const b = this.free.get(cap)?.pop();
    if (b) return b;
    return new Uint8Array(this.shared ? new SharedArrayBuffer(cap) : new ArrayBuffer(cap));
  }

  /** Hand back the buffer behind a batch that no worker reads any more. */
  give(view: Uint8Array): void {
    const buf = view.buffer;
    const cap = buf.byteLength;
    if (cap !== pow2(cap)) return;
    let list = this.free.get(cap);
    if (!list) this.free.set(cap, (list = []));
    if (list.length < MAX_FREE_PER_SIZE) list.push(new Uint8Array(buf));
  }
}

export interface BatchLimits {
  /** Elements per batch (the task size; see pipeline/pool.ts BATCH_RECORDS). */
  records: number;
  /** A batch is sent once it holds this many bytes, whatever its element count. */
  bytes: number;
}

export class BatchBuilder {
  private buf: Uint8Array | null = null;
  private len = 0;
  private elemStart = 0;
  private count = 0;
  private first = 1;
  private readonly ends: Uint32Array;
  private issues: BatchIssue[] = [];
  /** Input bytes consumed so far (set by the source; reported with each batch for progress). */
  inputPos = 0;
  /** Element bytes and count seen, to size the next batch's buffer. */
  private seenBytes = 0;
  private seenCount = 0;

  constructor(
    private readonly format: InputFormat,
    private readonly buffers: BatchBuffers,
    private readonly limits: BatchLimits,
  ) {
    this.ends = new Uint32Array(limits.records);
  }

  /** Bytes of the element being built. */
  get elementBytes(): number {
    return this.len - this.elemStart;
  }

  /** Capacity for a new batch: what `limits.records` elements of the average size take, capped. */
  private batchCapacity(): number {
    const avg = this.seenCount > 0 ? this.seenBytes / this.seenCount : 512;
    return Math.min(this.limits.bytes, Math.ceil(avg * this.limits.records * 1.25));
  }

  /** Room for `n` more bytes of the current element; may send the batch so far. */
  private reserve(n: number, out: RecordBatch[]): Uint8Array {
    let buf = this.buf;
    if (buf === null) {
      buf = this.buf = this.buffers.take(Math.max(n, this.batchCapacity()));
      this.len = this.elemStart = 0;
    }
    if (this.len + n <= buf.length) return buf;
    const partial = this.len - this.elemStart;
    // a full buffer with whole elements in it is sent as it is (a batch a little short of
    // `limits.records`); the element in progress moves to a new buffer, grown if it must be
    const next = this.buffers.take(Math.max(partial + n, this.count > 0 ? this.batchCapacity() : 2 * (partial + n)));
    next.set(buf.subarray(this.elemStart, this.len));
    if (this.count > 0) {
      // the partial element moves to the next batch
      this.len = this.elemStart;
      this.emit(out);
    } else this.buffers.give(buf);
    this.buf = next;
    this.len = partial;
    this.elemStart = 0;
    return next;
  }

  /** Append bytes to the current element. */
  write(src: Uint8Array, out: RecordBatch[]): void {
    const buf = this.reserve(src.length, out);
    buf.set(src, this.len);
    this.len += src.length;
  }

  writeByte(b: number, out: RecordBatch[]): void {
    const buf = this.reserve(1, out);
    buf[this.len++] = b;
  }

  /** Forget the bytes of the current element (it was refused). */
  drop(): void {
    this.len = this.elemStart;
  }

  /** Close the current element; `at` is its line or ordinal. */
  end(at: number, out: RecordBatch[]): void {
    if (this.buf === null) this.reserve(0, out);
    if (this.count === 0) this.first = at;
    this.seenBytes += this.len - this.elemStart;
    this.seenCount++;
    this.ends[this.count++] = this.len;
    this.elemStart = this.len;
    if (this.count >= this.limits.records || this.len >= this.limits.bytes) this.emit(out);
  }

  /** An element refused by the framer: no bytes, an issue instead. */
  refuse(at: number, issue: Omit<BatchIssue, 'index'>, out: RecordBatch[]): void {
    this.drop();
    this.issues.push({ index: this.count, ...issue });
    this.end(at, out);
  }

  /** Send what is gathered (end of input). */
  flush(out: RecordBatch[]): void {
    if (this.count > 0) this.emit(out);
  }

  private emit(out: RecordBatch[]): void {
    const buf = this.buf!;
    out.push({
      format: this.format,
      bytes: buf.subarray(0, this.elemStart),
      ends: this.ends.slice(0, this.count),
      first: this.first,
      issues: this.issues,
      inputEnd: this.inputPos,
    });
    this.buf = null;
    this.len = this.elemStart = 0;
    this.count = 0;
    this.issues = [];
  }
}

/**
 * One element of a framer that streams it through in pieces (JSON documents, MessagePack): its
 * bytes go to the builder until it passes the size limit; from then on they are only counted,
 * and the element ends as an E_RECORD_SIZE refusal — never held whole in memory.
 */
export class CappedElement {
  /** Bytes of the element so far, kept or not. */
  size = 0;
  /** The element passed the limit: its bytes are no longer kept. */
  tooBig = false;

  constructor(
    private readonly builder: BatchBuilder,
    private readonly maxBytes: number,
  ) {}

  /** A new element starts. */
  start(): void {
    this.size = 0;
    this.tooBig = false;
  }

  /** Keep chunk[from, to) as bytes of the element, unless it is already too big. */
  keep(chunk: Uint8Array, from: number, to: number, out: RecordBatch[]): void {
    if (to <= from) return;
    this.size += to - from;
    if (this.tooBig) return;
    if (this.size > this.maxBytes) {
      this.tooBig = true;
      this.builder.drop();
      return;
    }
    this.builder.write(chunk.subarray(from, to), out);
  }

  /** Close the element `at`: as a record, or refused when it was too big. */
  end(at: number, out: RecordBatch[]): void {
    if (this.tooBig) {
      this.builder.refuse(at, { code: 'E_RECORD_SIZE', message: `record is ${this.size} bytes; the limit is ${this.maxBytes}`, size: this.size }, out);
    } else this.builder.end(at, out);
  }
}
