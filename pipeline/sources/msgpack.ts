/**
 * MessagePack framing: a stream of maps, one per record, or an array of maps (a top-level array
 * is opened and its elements are the records). The framer reads only type headers and lengths
 * to find where each record ends, across chunk boundaries, and copies the record's bytes into a
 * batch; the worker decodes each record with @msgpack/msgpack (pipeline/batch-screen.ts).
 *
 * Limits: a record over the size limit is skipped without being buffered (E_RECORD_SIZE); one
 * nested deeper than MAX_DEPTH is refused before decoding (E_RECORD_DEPTH). The byte 0xc1 is
 * never valid MessagePack: the stream cannot be framed past it, so it ends the run with an
 * E_RECORD_MSGPACK verdict for the record it is in, as does a stream that ends inside a record;
 * `error` is set so the command reports it on standard error and exits 2.
 */
import { MAX_DEPTH } from '../../kernels/screen/index.js';
import { CappedElement, type BatchBuilder } from './batch-builder.js';
import type { RecordBatch } from '../../workers/batch/index.js';

const enum S {
  /** Reading a type byte. */
  head,
  /** Reading the length/extra bytes of a header. */
  extra,
  /** Skipping a payload (str, bin, ext, numbers). */
  payload,
  failed,
}

/** Header byte → bytes that follow it before the payload (length fields, fixed-size values). */
function extraBytes(b: number): number {
  if (b <= 0xbf || b >= 0xe0) return 0; // fixint, fixmap, fixarray, fixstr, negative fixint
  switch (b) {
    case 0xc0: case 0xc2: case 0xc3: return 0; // nil, false, true
    case 0xc4: case 0xd9: return 1; // bin8, str8: 1-byte length
    case 0xc5: case 0xda: case 0xdc: case 0xde: return 2; // bin16, str16, array16, map16
    case 0xc6: case 0xdb: case 0xdd: case 0xdf: return 4; // bin32, str32, array32, map32
    case 0xc7: return 2; // ext8: length, type
    case 0xc8: return 3; // ext16
    case 0xc9: return 5; // ext32
    case 0xca: return 4; // float32
    case 0xcb: return 8; // float64
    case 0xcc: case 0xd0: return 1; // (u)int8
    case 0xcd: case 0xd1: return 2;
    case 0xce: case 0xd2: return 4;
    case 0xcf: case 0xd3: return 8;
    case 0xd4: return 2; // fixext1: type + 1
    case 0xd5: return 3;
    case 0xd6: return 5;
    case 0xd7: return 9;
    case 0xd8: return 17;
    default: return -1; // 0xc1: never used
  }
}

const be = (h: Uint8Array, from: number, n: number): number => {
  let v = 0;
  for (let i = 0; i < n; i++) v = v * 256 + h[from + i]!;
  return v;
};

export class MsgpackFramer {
  private state = S.head;
  private offset = 0;
  private head = 0;
  private readonly extra = new Uint8Array(17);
  private extraNeed = 0;
  private extraHave = 0;
  private payloadLeft = 0;
  /** Items still to read per open container of the current record; [1] at record start. */
  private stack: number[] = [];
  /** Elements left in an opened top-level array. */
  private topLeft = 0;
  private ordinal = 0;
  /** The current record, its bytes capped at the record size limit. */
  private readonly record: CappedElement;
  private maxDepthSeen = 0;
  /** Stream-level error, reported once at the end (standard error, exit code 2). */
  error: string | undefined;

  constructor(
    private readonly builder: BatchBuilder,
    maxRecordBytes: number,
  ) {
    this.record = new CappedElement(builder, maxRecordBytes);
  }

  get records(): number {
    return this.ordinal;
  }

  private get inRecord(): boolean {
    return this.stack.length > 0;
  }

  push(chunk: Uint8Array, out: RecordBatch[]): void {
    const n = chunk.length;
    const base = this.offset;
    this.offset += n;
    this.builder.inputPos = this.offset;
    let i = 0;
    /** Start of the current record's bytes in this chunk not yet kept. */
    let from = 0;
    while (i < n) {
      switch (this.state) {
        case S.head: {
          const b = chunk[i]!;
          const x = extraBytes(b);
          if (x < 0) {
            return this.fail(`invalid MessagePack byte 0xc1 at byte offset ${base + i}; the stream cannot be read past it`, out);
          }
          if (!this.inRecord) {
            if (this.topLeft === 0 && (b & 0xf0) === 0x90 || (this.topLeft === 0 && (b === 0xdc || b === 0xdd))) {
              // a top-level array: its elements are the records
              if (x === 0) {
                this.topLeft = b & 0x0f;
                i++;
                from = i;
                continue;
              }
            } else {
              this.ordinal++;
              this.stack.push(1);
              this.record.start();
              this.maxDepthSeen = 0;
              if (this.topLeft > 0) this.topLeft--;
              from = i;
            }
          }
          this.head = b;
          i++;
          if (x > 0) {
            this.extraNeed = x;
            this.extraHave = 0;
            this.state = S.extra;
          } else this.item(0, chunk, from, i, out) && (from = i);
          continue;
        }
        case S.extra: {
          const take = Math.min(this.extraNeed - this.extraHave, n - i);
          this.extra.set(chunk.subarray(i, i + take), this.extraHave);
          this.extraHave += take;
          i += take;
          if (this.extraHave < this.extraNeed) continue;
          this.state = S.head;
          if (!this.inRecord) {
            // array16/array32 header of a top-level array
            this.topLeft = be(this.extra, 0, this.extraNeed);
            from = i;
            continue;
          }
          if (this.item(this.extraNeed, chunk, from, i, out)) from = i;
          continue;
        }
        case S.payload: {
          const take = Math.min(this.payloadLeft, n - i);
          this.payloadLeft -= take;
          i += take;
          if (this.payloadLeft > 0) continue;
          this.state = S.head;
          if (this.done()) {
            this.finishRecord(chunk, from, i, out);
            from = i;
          }
          continue;
        }
        case S.failed:
          return;
      }
    }
    if (this.inRecord) this.record.keep(chunk, from, n, out);
  }

  /**
   * A complete header (type byte + `x` extra bytes) of an item inside a record. Returns true
   * when the record ended with it (its bytes up to chunk[i] are then kept).
   */
  private item(x: number, chunk: Uint8Array, from: number, i: number, out: RecordBatch[]): boolean {
    const b = this.head;
    const h = this.extra;
    let children = 0;
    let payload = 0;
    if (b >= 0x80 && b <= 0x8f) children = 2 * (b & 0x0f);
    else if (b >= 0x90 && b <= 0x9f) children = b & 0x0f;
    else if (b >= 0xa0 && b <= 0xbf) payload = b & 0x1f;
    else if (b === 0xdc || b === 0xdd) children = be(h, 0, x);
    else if (b === 0xde || b === 0xdf) children = 2 * be(h, 0, x);
    else if (b === 0xc4 || b === 0xc5 || b === 0xc6 || b === 0xd9 || b === 0xda || b === 0xdb) payload = be(h, 0, x);
    else if (b === 0xc7 || b === 0xc8 || b === 0xc9) payload = be(h, 0, x - 1); // ext: length, then the type byte
    if (children > 0) {
      this.stack.push(children);
      if (this.stack.length - 1 > this.maxDepthSeen) this.maxDepthSeen = this.stack.length - 1;
      return false;
    }
    if (payload > 0) {
      this.payloadLeft = payload;
      this.state = S.payload;
      return false;
    }
    if (this.done()) {
      this.finishRecord(chunk, from, i, out);
      return true;
    }
    return false;
  }

  /** One item completed: count it off the open containers. True when the record is complete. */
  private done(): boolean {
    const s = this.stack;
    for (;;) {
      const top = s.length - 1;
      if (--s[top]! > 0) return false;
      s.pop();
      if (s.length === 0) return true;
    }
  }

  private finishRecord(chunk: Uint8Array, from: number, to: number, out: RecordBatch[]): void {
    const r = this.record;
    r.keep(chunk, from, to, out);
    if (!r.tooBig && this.maxDepthSeen > MAX_DEPTH) {
      this.builder.refuse(this.ordinal, { code: 'E_RECORD_DEPTH', message: `nested deeper than ${MAX_DEPTH} levels` }, out);
    } else r.end(this.ordinal, out);
  }

  end(out: RecordBatch[]): void {
    if (this.state !== S.failed) {
      if (this.inRecord) {
        this.fail(`the stream ends early at byte offset ${this.offset}, inside this record`, out);
      } else if (this.topLeft > 0) {
        this.fail(`the stream ends early at byte offset ${this.offset}: its array announced ${this.topLeft} more records`, out);
      }
    }
    this.builder.flush(out);
  }

  private fail(message: string, out: RecordBatch[]): void {
    this.error = message;
    this.state = S.failed;
    if (this.inRecord) {
      this.builder.drop();
      this.stack = [];
    } else this.ordinal++;
    this.builder.refuse(this.ordinal, { code: 'E_RECORD_MSGPACK', message }, out);
  }
}
