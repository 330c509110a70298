/**
 * JSONL framing over byte chunks: splits on '\n' without ever joining the whole input into one
 * string, counts lines, and refuses a line longer than the limit without buffering it (a 50 MB
 * line costs the limit in memory, not 50 MB). Blank lines are not records and are skipped;
 * '\r\n' endings are accepted.
 */

import type { BatchBuilder } from './batch-builder.js';
import type { RecordBatch } from '../../workers/batch/index.js';

/** Default longest line accepted, in bytes (a memory is text, not a document). */
export const DEFAULT_MAX_LINE_BYTES = 1024 * 1024;

export interface RawLine {
  /** 1-based line number in the input. */
  line: number;
  /** The line's bytes without the line ending; empty when `tooLong`. */
  bytes: Uint8Array;
  /** The line exceeded the limit; its bytes were dropped. */
  tooLong?: number;
}

export class LineSplitter {
  private parts: Uint8Array[] = [];
  private partBytes = 0;
  private skipping = false;
  private skipped = 0;
  private lineNo = 0;

  constructor(private readonly maxLineBytes = DEFAULT_MAX_LINE_BYTES) {}

  /** Feed a chunk; returns the complete lines it ends. */
  push(chunk: Uint8Array, out: RawLine[] = []): RawLine[] {
    let start = 0;
    for (;;) {
      const nl = chunk.indexOf(0x0a, start);
      if (nl < 0) {
        this.append(chunk.subarray(start));
        return out;
      }
      this.append(chunk.subarray(start, nl));
      this.endLine(out);
      start = nl + 1;
    }
  }

  /** End of input: the last line may lack its newline. */
  end(out: RawLine[] = []): RawLine[] {
    if (this.partBytes > 0 || this.skipping) this.endLine(out);
    return out;
  }

  get linesSeen(): number {
    return this.lineNo;
  }

  private append(b: Uint8Array): void {
    if (b.length === 0) return;
    if (this.skipping) {
      this.skipped += b.length;
      return;
    }
    if (this.partBytes + b.length > this.maxLineBytes) {
      this.skipping = true;
      this.skipped = this.partBytes + b.length;
      this.parts = [];
      this.partBytes = 0;
      return;
    }
    // copy: the chunk's buffer may be reused by the stream
    this.parts.push(b.slice());
    this.partBytes += b.length;
  }

  private endLine(out: RawLine[]): void {
    this.lineNo++;
    if (this.skipping) {
      out.push({ line: this.lineNo, bytes: new Uint8Array(0), tooLong: this.skipped });
      this.skipping = false;
      this.skipped = 0;
      return;
    }
    let bytes: Uint8Array;
    if (this.parts.length === 1) bytes = this.parts[0]!;
    else {
      bytes = new Uint8Array(this.partBytes);
      let o = 0;
      for (const p of this.parts) {
        bytes.set(p, o);
        o += p.length;
      }
    }
    this.parts = [];
    this.partBytes = 0;
    let end = bytes.length;
    if (end > 0 && bytes[end - 1] === 0x0d) end--;
    let blank = true;
    for (let i = 0; i < end; i++) {
      const c = bytes[i]!;
      if (c !== 0x20 && c !== 0x09 && c !== 0x0d) {
        blank = false;
        break;
      }
    }
    if (!blank) out.push({ line: this.lineNo, bytes: end === bytes.length ? bytes : bytes.subarray(0, end) });
  }
}


/**
 * JSONL framing for the pool: whole lines, each with its '\n', copied once from the input chunk
 * into a batch buffer. A line over the limit is never buffered whole: its bytes are dropped as
 * they arrive and it becomes an E_RECORD_SIZE issue. Line numbers count every line, blank or not.
 */
export class JsonlBatcher {
  private lineNo = 0;
  /** A line that started in an earlier chunk: its length so far, and whether it is being skipped. */
  private open = false;
  private openBytes = 0;
  private skipping = false;

  constructor(
    private readonly builder: BatchBuilder,
    private readonly maxLineBytes = DEFAULT_MAX_LINE_BYTES,
  ) {}

  push(chunk: Uint8Array, out: RecordBatch[]): void {
    const b = this.builder;
    const base = b.inputPos;
    let pos = 0;
    const n = chunk.length;
    while (pos < n) {
      const nl = chunk.indexOf(0x0a, pos);
      const stop = nl < 0 ? n : nl;
      // bytes of the current line in this chunk: [pos, stop)
      const lineBytes = this.openBytes + (stop - pos);
      if (lineBytes > this.maxLineBytes) {
        if (!this.skipping) {
          b.drop();
          this.skipping = true;
        }
      } else b.write(chunk.subarray(pos, nl < 0 ? n : nl + 1), out);
      b.inputPos = base + (nl < 0 ? n : nl + 1);
      if (nl < 0) {
        this.open = true;
        this.openBytes = lineBytes;
        return;
      }
      this.endLine(lineBytes, out);
      pos = nl + 1;
    }
  }

  /** End of input: a last line without '\n' is still a line. */
  end(out: RecordBatch[]): void {
    if (this.open) this.endLine(this.openBytes, out);
    this.builder.flush(out);
  }

  private endLine(lineBytes: number, out: RecordBatch[]): void {
    const at = ++this.lineNo;
    if (this.skipping) {
      this.builder.refuse(at, { code: 'E_RECORD_SIZE', message: `the line is ${lineBytes} bytes; the limit is ${this.maxLineBytes}`, size: lineBytes }, out);
    } else this.builder.end(at, out);
    this.open = false;
    this.openBytes = 0;
    this.skipping = false;
  }
}
