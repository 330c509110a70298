/**
 * Streaming reads of an audit log, in bounded memory: the file is read in chunks and cut into
 * segments of whole lines, so no entry is ever split and no more than one segment plus one chunk
 * is held at a time (plus whatever the caller keeps in flight).
 *
 * Segments hold exactly `linesPerSegment` lines (a power of two) except the last, so segment j
 * starts at position j × linesPerSegment: the Merkle subtrees a worker builds for its segment
 * are aligned and can be pushed whole (see MerkleRange.pushSubtree).
 */
import { open } from 'node:fs/promises';
import { isUtf8 } from 'node:buffer';
import { AuditError, IoError } from '../../kernels/common/index.js';
import { ChainVerifier, GENESIS, MAX_ENTRY_BYTES, scanLines, tornFailure, type AuditEntry, type ChainFailure, type CheckedEntry } from '../../kernels/audit/index.js';
import { readCommit } from './commit.js';

/** Bytes per read(2). 1 MiB: measured no faster at 4 MiB on this machine, and smaller keeps the carry copy cheap. */
export const READ_CHUNK_BYTES = 1 << 20;

export interface Segment {
  /** Position (0-based line) of the segment's first line. */
  start: number;
  /** Lines in the segment (the last may lack its newline). */
  count: number;
  /** The segment's bytes, in their own ArrayBuffer (transferable to a worker). */
  bytes: Uint8Array;
}

export type SegmentOrFailure = Segment | { start: number; failure: ChainFailure };

/**
 * Cut a log file into segments of `linesPerSegment` whole lines, reading at most `limitBytes`
 * (the committed length: bytes past it belong to an unfinished batch).
 */
export async function* readSegments(path: string, linesPerSegment: number, chunkBytes = READ_CHUNK_BYTES, limitBytes = Infinity): AsyncGenerator<SegmentOrFailure> {
  let fh;
  try {
    fh = await open(path, 'r');
  } catch (err) {
    throw new IoError(`${path}: cannot open audit log (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`, { cause: err });
  }
  // The next chunk is read while this one is cut and checked: reading one chunk at a time left
  // the thread idle ~13% of a reconcile profile, waiting on the fs thread pool.
  let left = limitBytes;
  const readChunk = async (): Promise<Buffer> => {
    const want = Math.min(chunkBytes, left);
    if (want <= 0) return Buffer.alloc(0);
    const chunk = Buffer.allocUnsafe(want);
    try {
      const { bytesRead } = await fh.read(chunk, 0, want, null);
      left -= bytesRead;
      return chunk.subarray(0, bytesRead);
    } catch (err) {
      throw new IoError(`${path}: read failed (${(err as Error).message})`, { cause: err });
    }
  };
  let pending: Promise<Buffer> | undefined = readChunk();
  try {
    let carry: Buffer = Buffer.alloc(0);
    let carryLines = 0; // whole lines already counted at the front of carry
    let carryScanned = 0; // bytes of carry already scanned for newlines
    let start = 0;
    let lineStart = 0; // offset in carry where the current (unfinished) line starts
    for (;;) {
      const got: Buffer = await pending!;
      pending = undefined;
      if (got.length === 0) break;
      pending = readChunk();
      const data = carry.length ? Buffer.concat([carry, got]) : got;
      let segStart = 0;
      let p = carryScanned;
      let lines = carryLines;
      for (;;) {
        const nl = data.indexOf(10, p);
        if (nl < 0) break;
        lines++;
        p = nl + 1;
        lineStart = p;
        if (lines === linesPerSegment) {
          yield { start, count: lines, bytes: new Uint8Array(data.subarray(segStart, p)) };
          start += lines;
          segStart = p;
          lines = 0;
        }
      }
      carry = data.subarray(segStart);
      carryLines = lines;
      carryScanned = carry.length;
      lineStart -= segStart;
      if (lineStart < 0) lineStart = 0;
      if (carry.length - lineStart > MAX_ENTRY_BYTES + 1) {
        // A hostile or broken file with no newline for megabytes must not make us buffer it all.
        if (carryLines) yield { start, count: carryLines, bytes: new Uint8Array(carry.subarray(0, lineStart)) };
        const pos = start + carryLines;
        yield { start: pos, failure: { code: 'E_AUDIT_ENTRY', seq: pos, message: `entry ${pos}: line longer than ${MAX_ENTRY_BYTES} bytes` } };
        return;
      }
    }
    if (carry.length) {
      const count = carryLines + (carry.length > lineStart ? 1 : 0);
      yield { start, count, bytes: new Uint8Array(carry) };
    }
  } finally {
    // A read still in flight when the consumer stops must finish before the handle closes.
    if (pending) await pending.catch(() => undefined);
    await fh.close();
  }
}

export interface WalkResult {
  /** Entries read and chained (a valid log's size). */
  size: number;
  head: string;
  /** The failure that broke the chain; reading stopped there. */
  failure?: ChainFailure;
}

/**
 * Verify the chain sequentially on this thread and hand every intact entry to `visit`, with the
 * E_AUDIT_TIME failure when its time goes back (the chain goes on after that one; any other
 * failure stops the walk). For single-pass consumers (reconcile, prove) that need each entry.
 */
export async function walkLog(
  path: string,
  visit: (e: CheckedEntry, timeFailure?: ChainFailure) => void,
  linesPerSegment = 4096,
): Promise<WalkResult> {
  const chain = new ChainVerifier();
  let failure: ChainFailure | undefined;
  const rec = await readCommit(path);
  let bytes = 0;
  for await (const seg of readSegments(path, linesPerSegment, READ_CHUNK_BYTES, rec?.bytes ?? Infinity)) {
    if ('failure' in seg) {
      failure = seg.failure;
      break;
    }
    bytes += seg.bytes.byteLength;
    const scanFailure = scanLines(seg.bytes, seg.start, (text, pos, terminated) => {
      const step = chain.step(text);
      if (!step.entry) {
        failure = step.failure;
        return false;
      }
      visit(step.entry, step.failure);
      if (!terminated) {
        failure = tornFailure(pos);
        return false;
      }
      return true;
    });
    failure ??= scanFailure;
    if (failure) break;
  }
  if (!failure && rec && (bytes !== rec.bytes || chain.next !== rec.size || chain.prev !== rec.head)) {
    // The committed bytes are not what the commit record says: the file was cut or altered.
    failure = { code: 'E_AUDIT_BATCH', seq: Math.min(chain.next, rec.size), message: `the log's committed part holds ${chain.next} entries in ${bytes} bytes, its commit record says ${rec.size} in ${rec.bytes}: the log or its record was altered` };
  }
  return { size: chain.next, head: chain.prev ?? GENESIS, ...(failure && { failure }) };
}

export interface TextLine {
  /** 1-based line number. */
  line: number;
  text: string;
  /** Set when the line is not valid UTF-8 (text is then a lossy decoding). */
  badUtf8?: boolean;
  /** Set when the line is longer than the reader's limit: `text` is empty, the bytes were skipped. */
  tooLong?: number;
}

/** Longest input line held in memory; a longer one becomes a `tooLong` line of its own. */
export const MAX_TEXT_LINE_BYTES = MAX_ENTRY_BYTES * 16;

/**
 * Lines of a JSONL input (a file path, `-` for standard input, or any byte stream), in batches
 * so the per-line cost of an async iterator is paid once per chunk. A trailing `\r` is dropped;
 * blank lines are skipped (their numbers still count). A line longer than `maxLineBytes` is not
 * held: it is skipped to its newline and reported as `{line, text: '', tooLong: bytes}`, so one
 * oversized record is one bad row, not the end of the run.
 */
export async function* readTextLines(
  source: string | AsyncIterable<Uint8Array | string>,
  chunkBytes = READ_CHUNK_BYTES,
  maxLineBytes = MAX_TEXT_LINE_BYTES,
): AsyncGenerator<TextLine[]> {
  let stream: AsyncIterable<Uint8Array | string>;
  if (typeof source === 'string') {
    if (source === '-') stream = process.stdin;
    else {
      const { createReadStream } = await import('node:fs');
      const rs = createReadStream(source, { highWaterMark: chunkBytes });
      stream = rs;
    }
  } else stream = source;
  const name = typeof source === 'string' ? (source === '-' ? 'standard input' : source) : 'input';
  let carry: Buffer = Buffer.alloc(0);
  let lineNo = 0;
  let skipping = 0; // bytes of an oversized line skipped so far (0: not skipping)
  const emit = (buf: Buffer, out: TextLine[], from: number, to: number): void => {
    lineNo++;
    let end = to;
    if (end > from && buf[end - 1] === 13) end--;
    if (end === from) return;
    const sub = buf.subarray(from, end);
    const text = sub.toString('utf8');
    if (text.trim() === '') return;
    out.push(isUtf8(sub) ? { line: lineNo, text } : { line: lineNo, text, badUtf8: true });
  };
  try {
    for await (const chunk of stream) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      const data = carry.length ? Buffer.concat([carry, bytes]) : bytes;
      const out: TextLine[] = [];
      let p = 0;
      if (skipping) {
        const nl = data.indexOf(10);
        if (nl < 0) {
          skipping += data.length;
          continue;
        }
        out.push({ line: ++lineNo, text: '', tooLong: skipping + nl });
        skipping = 0;
        p = nl + 1;
      }
      for (;;) {
        const nl = data.indexOf(10, p);
        if (nl < 0) break;
        emit(data, out, p, nl);
        p = nl + 1;
      }
      carry = Buffer.from(data.subarray(p));
      if (carry.length > maxLineBytes) {
        skipping = carry.length;
        carry = Buffer.alloc(0);
      }
      if (out.length) yield out;
    }
  } catch (err) {
    if (err instanceof IoError) throw err;
    throw new IoError(`${name}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`, { cause: err });
  }
  if (skipping) yield [{ line: ++lineNo, text: '', tooLong: skipping }];
  else if (carry.length) {
    const out: TextLine[] = [];
    emit(carry, out, 0, carry.length);
    if (out.length) yield out;
  }
}

/**
 * The entries of a log as objects, verified as they are read: throws AuditError (with the
 * failing seq) at the first failure, E_AUDIT_TIME included, so what it has yielded so far is a
 * verified prefix. Memory: one segment of entries at a time.
 */
export async function* readAuditLog(path: string): AsyncGenerator<AuditEntry> {
  const chain = new ChainVerifier();
  const rec = await readCommit(path);
  for await (const seg of readSegments(path, 1024, READ_CHUNK_BYTES, rec?.bytes ?? Infinity)) {
    if ('failure' in seg) throw new AuditError(seg.failure.code, `${path}: ${seg.failure.message}`, seg.failure.seq);
    const batch: AuditEntry[] = [];
    let failure: ChainFailure | undefined;
    const scanFailure = scanLines(seg.bytes, seg.start, (text, pos, terminated) => {
      const step = chain.step(text);
      if (step.failure) {
        failure = step.failure;
        return false;
      }
      const e = step.entry!;
      batch.push({ seq: e.seq, ts: e.ts, key: e.key, value: JSON.parse(e.valueText) as unknown, principal: e.principal, prev: e.prev, hash: e.hash });
      if (!terminated) {
        failure = tornFailure(pos);
        return false;
      }
      return true;
    });
    failure ??= scanFailure;
    yield* batch;
    if (failure) throw new AuditError(failure.code, `${path}: ${failure.message}`, failure.seq);
  }
}

/** The same segments as {@link readSegments}, cut from a log held in memory. */
export async function* bufferSegments(bytes: Uint8Array, linesPerSegment: number): AsyncGenerator<SegmentOrFailure> {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let start = 0;
  let segStart = 0;
  let lines = 0;
  let p = 0;
  for (;;) {
    const nl = buf.indexOf(10, p);
    if (nl < 0) break;
    if (nl - p > MAX_ENTRY_BYTES + 1) break; // scanLines reports it
    lines++;
    p = nl + 1;
    if (lines === linesPerSegment) {
      yield { start, count: lines, bytes: new Uint8Array(buf.subarray(segStart, p)) };
      start += lines;
      segStart = p;
      lines = 0;
    }
  }
  if (segStart < buf.length) {
    const rest = buf.subarray(segStart);
    let count = 0;
    for (let q = 0; q < rest.length; ) {
      const nl = rest.indexOf(10, q);
      count++;
      if (nl < 0) break;
      q = nl + 1;
    }
    yield { start, count, bytes: new Uint8Array(rest) };
  }
}
