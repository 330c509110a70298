/**
 * JSON document framing: a top-level array of records, or an object with a "memories" array,
 * streamed chunk by chunk and never loaded whole. The framer finds where each array element
 * starts and ends — tracking only strings, escapes and bracket depth — and copies the element's
 * bytes into a batch; the worker parses each element with JSON.parse (kernels/records.ts).
 *
 * Why not a full streaming tokenizer (stream-json) on the main thread: measured here, stream-json
 * parser+pick+streamArray ran at 10–18 MB/s on the corpus of bench/corpus-gen.ts, one thread,
 * which would cap JSON input at ~50k records/s whatever the pool size; this framer runs at
 * several hundred MB/s (bench/e2e.bench.ts "json framer"). It also recovers where a tokenizer
 * cannot: a malformed element (missing comma, bad token) is one error verdict for that element,
 * and the elements after it are still screened. test/formats-json.test.ts checks, on random
 * documents, that the elements it frames are exactly the values stream-json assembles.
 *
 * Errors:
 *   - an element that is not valid JSON, too big or too deep: an error verdict for that element
 *     ("record N: ..."), the run goes on;
 *   - an empty element (`[1,,2]`, a trailing comma): an E_RECORD_DOCUMENT verdict for it;
 *   - a document that is not an array or an object with a "memories" array, a duplicate
 *     "memories" key, data after the document, or a document that ends early: one final
 *     E_RECORD_DOCUMENT verdict naming the byte offset, after the verdicts of every record read;
 *     `error` is set so the command reports it on standard error and exits 2.
 */
import type { ErrorCode } from '../../kernels/common/index.js';
import { CappedElement, type BatchBuilder } from './batch-builder.js';
import type { RecordBatch } from '../../workers/batch/index.js';

const enum Ch {
  tab = 0x09,
  lf = 0x0a,
  cr = 0x0d,
  space = 0x20,
  quote = 0x22,
  comma = 0x2c,
  colon = 0x3a,
  lbracket = 0x5b,
  backslash = 0x5c,
  rbracket = 0x5d,
  lbrace = 0x7b,
  rbrace = 0x7d,
}

const enum S {
  /** Before the document (BOM, whitespace). */
  start,
  /** In the wrapper object, before a key or '}'. */
  key,
  /** Inside a key string. */
  keyString,
  /** After a key, before ':'. */
  colon,
  /** After ':', before the value. */
  value,
  /** Skipping the value of a key other than "memories". */
  skipValue,
  /** After a value in the wrapper object, before ',' or '}'. */
  afterValue,
  /** In the records array, before an element (or ']'). */
  element,
  /** Inside an element. */
  inElement,
  /** After the document: only whitespace may follow. */
  after,
  /** A document-level error was reported; the rest is ignored. */
  failed,
}

const BOM = [0xef, 0xbb, 0xbf];

/** Longest wrapper key compared with "memories"; longer keys are skipped unread. */
const MAX_KEY_BYTES = 64;

function isWs(c: number): boolean {
  return c === Ch.space || c === Ch.lf || c === Ch.cr || c === Ch.tab;
}

function show(c: number): string {
  return c >= 0x20 && c < 0x7f ? `'${String.fromCharCode(c)}'` : `byte 0x${c.toString(16).padStart(2, '0')}`;
}

export class JsonDocumentFramer {
  private state = S.start;
  /** The records array sits inside {"memories": [...]}. */
  private wrapped = false;
  private foundMemories = false;
  private ordinal = 0;
  /** Absolute input offset of chunk[0]. */
  private offset = 0;
  // value scanner (elements and skipped values)
  private depth = 0;
  private inString = false;
  /** Backslashes right before the current position inside a string (parity decides escapes). */
  private backslashes = 0;
  /** The current element, its bytes capped at the record size limit. */
  private readonly element: CappedElement;
  /** A comma was seen in the array (so `]` right after one closes an empty element). */
  private afterComma = false;
  /** Bytes of a leading byte order mark seen so far. */
  private bom = 0;
  private key: number[] = [];
  private keyLong = false;
  /** Document-level error, reported once at the end (standard error, exit code 2). */
  error: string | undefined;

  constructor(
    private readonly builder: BatchBuilder,
    maxRecordBytes: number,
    /** Keys of the wrapper object that may hold the records (a store's export: mem0 "results", Letta "passages"). */
    private readonly keys: readonly string[] = ['memories'],
  ) {
    this.element = new CappedElement(builder, maxRecordBytes);
  }

  get records(): number {
    return this.ordinal;
  }

  push(chunk: Uint8Array, out: RecordBatch[]): void {
    const n = chunk.length;
    const base = this.offset;
    this.offset += n;
    this.builder.inputPos = this.offset;
    let i = 0;
    while (i < n) {
      switch (this.state) {
        case S.start: {
          const c = chunk[i]!;
          // a UTF-8 byte order mark at the very start, possibly split across chunks
          if (base + i < 3 && base + i === this.bom && c === BOM[this.bom]) {
            this.bom++;
            i++;
            continue;
          }
          if (isWs(c)) {
            i++;
            continue;
          }
          if (c === Ch.lbracket) {
            this.state = S.element;
            i++;
          } else if (c === Ch.lbrace) {
            this.wrapped = true;
            this.state = S.key;
            i++;
          } else {
            return this.fail(`not a JSON array of records or an object with a "memories" array: found ${show(c)} at byte offset ${base + i}`, out);
          }
          continue;
        }
        case S.key: {
          const c = chunk[i]!;
          if (isWs(c)) {
            i++;
            continue;
          }
          if (c === Ch.quote) {
            this.key = [];
            this.keyLong = false;
            this.backslashes = 0;
            this.state = S.keyString;
            i++;
          } else if (c === Ch.rbrace) {
            i++;
            if (!this.foundMemories) return this.fail(`the document has no "memories" array (its object closes at byte offset ${base + i - 1})`, out);
            this.state = S.after;
          } else if (c === Ch.comma) {
            i++; // tolerated: a stray comma between members
          } else return this.fail(`expected a key or '}' in the document's object at byte offset ${base + i}, found ${show(c)}`, out);
          continue;
        }
        case S.keyString: {
          const c = chunk[i]!;
          i++;
          if (c === Ch.quote && (this.backslashes & 1) === 0) {
            this.state = S.colon;
            continue;
          }
          this.backslashes = c === Ch.backslash ? this.backslashes + 1 : 0;
          if (this.key.length < MAX_KEY_BYTES) this.key.push(c);
          else this.keyLong = true;
          continue;
        }
        case S.colon: {
          const c = chunk[i]!;
          if (isWs(c)) {
            i++;
            continue;
          }
          if (c !== Ch.colon) return this.fail(`expected ':' after a key at byte offset ${base + i}, found ${show(c)}`, out);
          this.state = S.value;
          i++;
          continue;
        }
        case S.value: {
          const c = chunk[i]!;
          if (isWs(c)) {
            i++;
            continue;
          }
          if (this.isMemoriesKey()) {
            if (this.foundMemories) return this.fail(`duplicate "memories" key at byte offset ${base + i}: which array holds the records is ambiguous`, out);
            if (c !== Ch.lbracket) return this.fail(`"memories" is not an array (found ${show(c)} at byte offset ${base + i})`, out);
            this.foundMemories = true;
            this.afterComma = false;
            this.state = S.element;
            i++;
            continue;
          }
          this.startValue();
          this.state = S.skipValue;
          continue;
        }
        case S.skipValue: {
          const end = this.scanValue(chunk, i, Ch.rbrace);
          i = end < 0 ? n : end;
          if (end >= 0) this.state = S.afterValue;
          continue;
        }
        case S.afterValue: {
          const c = chunk[i]!;
          if (isWs(c)) {
            i++;
            continue;
          }
          if (c === Ch.comma) this.state = S.key;
          else if (c === Ch.rbrace) {
            if (!this.foundMemories) return this.fail(`the document has no "memories" array (its object closes at byte offset ${base + i})`, out);
            this.state = S.after;
          } else return this.fail(`expected ',' or '}' in the document's object at byte offset ${base + i}, found ${show(c)}`, out);
          i++;
          continue;
        }
        case S.element: {
          const c = chunk[i]!;
          if (isWs(c)) {
            i++;
            continue;
          }
          if (c === Ch.rbracket) {
            if (this.afterComma) this.emptyElement(base + i, out);
            this.state = this.wrapped ? S.afterValue : S.after;
            i++;
            continue;
          }
          if (c === Ch.comma) {
            this.emptyElement(base + i, out);
            this.afterComma = true;
            i++;
            continue;
          }
          this.ordinal++;
          this.startValue();
          this.element.start();
          this.state = S.inElement;
          continue;
        }
        case S.inElement: {
          const end = this.scanValue(chunk, i, Ch.rbracket);
          const stop = end < 0 ? n : end;
          this.element.keep(chunk, i, stop, out);
          i = stop;
          if (end < 0) continue;
          // chunk[end] is ',' or ']' at depth 0: the element is complete
          this.endElement(out);
          if (chunk[end] === Ch.comma) {
            this.afterComma = true;
            this.state = S.element;
            i = end + 1;
          } else {
            this.state = this.wrapped ? S.afterValue : S.after;
            i = end + 1;
          }
          continue;
        }
        case S.after: {
          const c = chunk[i]!;
          if (isWs(c)) {
            i++;
            continue;
          }
          return this.fail(`unexpected data after the end of the document at byte offset ${base + i} (${show(c)})`, out);
        }
        case S.failed:
          return;
      }
    }
  }

  end(out: RecordBatch[]): void {
    const at = this.offset;
    switch (this.state) {
      case S.after:
      case S.failed:
        break;
      case S.start:
        this.fail(at === 0 ? 'the input is empty, not a JSON document' : 'the input holds only whitespace, not a JSON document', out);
        break;
      case S.inElement:
        if (this.depth === 0 && !this.inString) {
          // the last element is whole as far as brackets and strings go: screen it (JSON.parse
          // has the last word), then report the array that was never closed
          this.endElement(out);
          this.fail(`the document ends early at byte offset ${at}: the array of records is not closed`, out);
          break;
        }
        // the element that was cut off gets the error, under its own ordinal
        this.builder.drop();
        this.ordinal--;
        this.fail(`the document ends early at byte offset ${at}, inside this record`, out);
        break;
      case S.element:
        this.fail(`the document ends early at byte offset ${at}: the array of records is not closed`, out);
        break;
      default:
        this.fail(`the document ends early at byte offset ${at}: its object is not closed`, out);
    }
    this.builder.flush(out);
  }

  private isMemoriesKey(): boolean {
    const k = this.key;
    if (this.keyLong) return false;
    // fast path: the plain bytes of "memories"
    if (!k.includes(Ch.backslash)) return this.keys.includes(Buffer.from(k).toString('utf8'));
    try {
      return this.keys.includes(JSON.parse(`"${Buffer.from(k).toString('utf8')}"`) as string);
    } catch {
      return false;
    }
  }

  private startValue(): void {
    this.depth = 0;
    this.inString = false;
    this.backslashes = 0;
  }

  /**
   * Scan a value from chunk[i]: returns the index of the ',' or `close` that ends it at depth 0
   * (outside strings), or -1 when the chunk ends first. Strings are skipped with indexOf.
   */
  private scanValue(chunk: Uint8Array, i: number, close: number): number {
    const n = chunk.length;
    while (i < n) {
      if (this.inString) {
        const q = chunk.indexOf(Ch.quote, i);
        if (q < 0) {
          // carry the run of backslashes at the chunk's end
          let k = n - 1;
          while (k >= i && chunk[k] === Ch.backslash) k--;
          this.backslashes = k < i ? this.backslashes + (n - i) : n - 1 - k;
          return -1;
        }
        let k = q - 1;
        while (k >= i && chunk[k] === Ch.backslash) k--;
        const run = k < i ? this.backslashes + (q - i) : q - 1 - k;
        this.backslashes = 0;
        i = q + 1;
        if ((run & 1) === 0) this.inString = false;
        continue;
      }
      const c = chunk[i]!;
      if (c === Ch.quote) {
        this.inString = true;
        this.backslashes = 0;
      } else if (c === Ch.lbrace || c === Ch.lbracket) this.depth++;
      else if (c === Ch.rbrace || c === Ch.rbracket) {
        if (this.depth === 0) {
          if (c === close) return i;
          // a stray closing bracket: part of a malformed value, JSON.parse will say where
        } else this.depth--;
      } else if (c === Ch.comma && this.depth === 0) return i;
      i++;
    }
    return -1;
  }

  private endElement(out: RecordBatch[]): void {
    this.element.end(this.ordinal, out);
  }

  private emptyElement(at: number, out: RecordBatch[]): void {
    this.ordinal++;
    this.builder.refuse(this.ordinal, { code: 'E_RECORD_DOCUMENT', message: `empty element (a stray comma) at byte offset ${at}` }, out);
  }

  private fail(message: string, out: RecordBatch[], code: ErrorCode = 'E_RECORD_DOCUMENT'): void {
    this.error = message;
    this.state = S.failed;
    this.ordinal++;
    this.builder.refuse(this.ordinal, { code, message }, out);
  }
}
