/**
 * The JSON field scanner: the fields the screen reads, straight from a record's UTF-8 bytes,
 * without decoding the whole line into a string, building every value, or the separate passes
 * for nesting depth and repeated keys (kernels/screen/records.ts screenLine).
 *
 *   bytes ─▶ isUtf8 (native) ─▶ one pass over the top-level object
 *                                 ├─ id, content, source, agentId, recallId, ts: decoded
 *                                 ├─ any other key: its value validated and skipped, nesting
 *                                 │  bounded by SCAN_MAX_DEPTH
 *                                 └─ anything unusual ─▶ null: the caller takes screenLine
 *
 * The scanner decides nothing itself: it either returns exactly the values JSON.parse would
 * give for those fields (present fields only, as own properties), or null, and then the caller
 * runs the JSON.parse path, which writes every error verdict (E_RECORD_JSON, E_RECORD_UTF8,
 * E_RECORD_DEPTH, the E_RECORD_SHAPE of a repeated key, …) as before. "Unusual" is: invalid
 * UTF-8, anything but an object at the top, a needed field's name spelled with escapes, a
 * repeated key, a needed field whose value is an object or an array, nesting deeper than
 * SCAN_MAX_DEPTH, and any syntax error at all. Strings with escapes in a needed field are decoded by JSON.parse of
 * that string alone. test/pipeline/field-scanner.test.ts checks, over generated and hostile
 * lines, that the two paths give byte-identical verdicts.
 */
import { isUtf8 } from 'node:buffer';

/**
 * Nesting the scanner follows in fields it skips (the record object is level 1); deeper input
 * goes to the JSON.parse path, which refuses past MAX_DEPTH (64). A memory record is flat: a
 * metadata object or a tag list is level 2.
 */
export const SCAN_MAX_DEPTH = 16;

const enum Ch {
  Tab = 0x09,
  Lf = 0x0a,
  Cr = 0x0d,
  Space = 0x20,
  Quote = 0x22,
  Plus = 0x2b,
  Comma = 0x2c,
  Minus = 0x2d,
  Dot = 0x2e,
  Slash = 0x2f,
  D0 = 0x30,
  D1 = 0x31,
  D9 = 0x39,
  Colon = 0x3a,
  UpperE = 0x45,
  LBracket = 0x5b,
  Backslash = 0x5c,
  RBracket = 0x5d,
  LowerE = 0x65,
  LBrace = 0x7b,
  RBrace = 0x7d,
}

/** The fields the screen reads (kernels/screen/screen.ts validate, screenValid); bit per field. */
const enum F {
  id = 1,
  content = 2,
  source = 4,
  agentId = 8,
  recallId = 16,
  ts = 32,
}

const NEEDED = new Set(['id', 'content', 'source', 'agentId', 'recallId', 'ts']);

/** A record as far as the screen reads it: the contract's fields that are present. */
export interface ScannedRecord {
  id?: string | number | boolean | null;
  content?: string | number | boolean | null;
  source?: string | number | boolean | null;
  agentId?: string | number | boolean | null;
  recallId?: string | number | boolean | null;
  ts?: string | number | boolean | null;
}

/** Escape characters JSON allows after a backslash (besides 'u'). */
const SIMPLE_ESCAPE = new Uint8Array(256);
for (const c of '"\\/bfnrt') SIMPLE_ESCAPE[c.charCodeAt(0)] = 1;
const HEX = new Uint8Array(256);
for (const c of '0123456789abcdefABCDEF') HEX[c.charCodeAt(0)] = 1;

/** Per byte inside a string: 0 plain ASCII, 1 part of a multi-byte character, 2 stop (quote, backslash, control). */
const IN_STRING = new Uint8Array(256);
for (let c = 0; c < 0x20; c++) IN_STRING[c] = 2;
for (let c = 0x80; c < 0x100; c++) IN_STRING[c] = 1;
IN_STRING[Ch.Quote] = IN_STRING[Ch.Backslash] = 2;

/** Returned by the inner scanners for "use the JSON.parse path". */
const UNUSUAL = -1;

/**
 * The scanner's position state, module-level so a record costs no closure or state object.
 * Only ever used synchronously, by one call at a time per thread.
 */
const EMPTY = Buffer.alloc(0);
let b: Buffer = EMPTY;
let end = 0;
/** Set by scanString: the string had a backslash escape. */
let escaped = false;
/** Set by scanString: the string has a byte ≥ 0x80 (else latin1 decoding is UTF-8 decoding). */
let wide = false;
/** backslashAt's cache: searched from bsFrom, found at bsAt; valid for the buffer bsBuf. */
let bsBuf: Uint8Array | null = null;
let bsFrom = Infinity;
let bsAt = Infinity;

const CONTROL = /[\u0000-\u001f]/;

function ws(p: number): number {
  while (p < end) {
    const c = b[p]!;
    if (c !== Ch.Space && c !== Ch.Tab && c !== Ch.Lf && c !== Ch.Cr) return p;
    p++;
  }
  return p;
}

/** p at the opening quote; returns the index of the closing quote, or UNUSUAL. */
function scanString(p: number): number {
  escaped = false;
  wide = false;
  p++;
  while (p < end) {
    const c = b[p]!;
    const k = IN_STRING[c]!;
    if (k === 0) {
      p++;
      continue;
    }
    if (k === 1) {
      wide = true;
      p++;
      continue;
    }
    if (c === Ch.Quote) return p;
    if (c === Ch.Backslash) {
      escaped = true;
      const e = b[p + 1];
      if (e === undefined || p + 1 >= end) return UNUSUAL;
      if (e === 0x75) {
        if (p + 5 >= end || !HEX[b[p + 2]!] || !HEX[b[p + 3]!] || !HEX[b[p + 4]!] || !HEX[b[p + 5]!]) return UNUSUAL;
        p += 6;
      } else if (SIMPLE_ESCAPE[e]) p += 2;
      else return UNUSUAL;
    } else if (c < 0x20) return UNUSUAL;
    else p++;
  }
  return UNUSUAL;
}

function digits(p: number): number {
  while (p < end && b[p]! >= Ch.D0 && b[p]! <= Ch.D9) p++;
  return p;
}

/**
 * The closing quote of the string opening at p, by native searches (a 4 KB memory costs two
 * memchr calls instead of 4,000 steps of the byte loop): the next '"' closes it unless a '\\'
 * comes first, and then the byte loop reads it. Control characters are not looked for here:
 * the caller tests the decoded text (UTF-8 never puts a byte under 0x20 inside a character).
 * Sets `escaped`.
 */
function closingQuote(p: number): number {
  const q = b.indexOf(Ch.Quote, p + 1);
  if (q < 0 || q >= end) return UNUSUAL;
  if (backslashAt(p + 1) < q) return scanString(p);
  escaped = false;
  return q;
}

/**
 * The first backslash at or after p in the buffer (Infinity: none), cached: records are read
 * front to back, so each byte of a batch is searched once however many strings it holds (a
 * search per string bounded only by the buffer's end would be quadratic over a batch).
 */
function backslashAt(p: number): number {
  if (bsFrom <= p && (bsAt >= p || bsAt === Infinity)) return bsAt;
  const i = b.indexOf(Ch.Backslash, p);
  bsFrom = p;
  bsAt = i < 0 ? Infinity : i;
  return bsAt;
}

/** p at '-' or a digit; returns the index after the number, or UNUSUAL (JSON's grammar exactly). */
function scanNumber(p: number): number {
  if (b[p] === Ch.Minus) p++;
  if (p >= end) return UNUSUAL;
  const c = b[p]!;
  if (c === Ch.D0) p++;
  else if (c >= Ch.D1 && c <= Ch.D9) p = digits(p + 1);
  else return UNUSUAL;
  if (p < end && b[p] === Ch.Dot) {
    const q = digits(p + 1);
    if (q === p + 1) return UNUSUAL;
    p = q;
  }
  if (p < end && (b[p] === Ch.LowerE || b[p] === Ch.UpperE)) {
    p++;
    if (p < end && (b[p] === Ch.Plus || b[p] === Ch.Minus)) p++;
    const q = digits(p);
    if (q === p) return UNUSUAL;
    p = q;
  }
  return p;
}

/** p at 't', 'f' or 'n'; the index after the literal, or UNUSUAL. */
function scanLiteral(p: number): number {
  const c = b[p];
  if (c === 0x74) return p + 3 < end && b[p + 1] === 0x72 && b[p + 2] === 0x75 && b[p + 3] === 0x65 ? p + 4 : UNUSUAL; // true
  if (c === 0x6e) return p + 3 < end && b[p + 1] === 0x75 && b[p + 2] === 0x6c && b[p + 3] === 0x6c ? p + 4 : UNUSUAL; // null
  if (c === 0x66) return p + 4 < end && b[p + 1] === 0x61 && b[p + 2] === 0x6c && b[p + 3] === 0x73 && b[p + 4] === 0x65 ? p + 5 : UNUSUAL; // false
  return UNUSUAL;
}

/** Validate and skip any value at p (after whitespace); `depth` = nesting of the container it is in. */
function skipValue(p: number, depth: number): number {
  if (p >= end) return UNUSUAL;
  const c = b[p]!;
  if (c === Ch.Quote) {
    const q = scanString(p);
    return q < 0 ? UNUSUAL : q + 1;
  }
  if (c === Ch.LBrace || c === Ch.LBracket) {
    if (depth + 1 > SCAN_MAX_DEPTH) return UNUSUAL;
    return c === Ch.LBrace ? skipObject(p, depth + 1) : skipArray(p, depth + 1);
  }
  if (c === Ch.Minus || (c >= Ch.D0 && c <= Ch.D9)) return scanNumber(p);
  return scanLiteral(p);
}

function skipObject(p: number, depth: number): number {
  p = ws(p + 1);
  if (p < end && b[p] === Ch.RBrace) return p + 1;
  for (;;) {
    if (p >= end || b[p] !== Ch.Quote) return UNUSUAL;
    // keys of nested objects may repeat (only the record's own keys must have one reading)
    const q = scanString(p);
    if (q < 0) return UNUSUAL;
    p = ws(q + 1);
    if (p >= end || b[p] !== Ch.Colon) return UNUSUAL;
    p = skipValue(ws(p + 1), depth);
    if (p < 0) return UNUSUAL;
    p = ws(p);
    if (p >= end) return UNUSUAL;
    if (b[p] === Ch.RBrace) return p + 1;
    if (b[p] !== Ch.Comma) return UNUSUAL;
    p = ws(p + 1);
  }
}

function skipArray(p: number, depth: number): number {
  p = ws(p + 1);
  if (p < end && b[p] === Ch.RBracket) return p + 1;
  for (;;) {
    p = skipValue(p, depth);
    if (p < 0) return UNUSUAL;
    p = ws(p);
    if (p >= end) return UNUSUAL;
    if (b[p] === Ch.RBracket) return p + 1;
    if (b[p] !== Ch.Comma) return UNUSUAL;
    p = ws(p + 1);
  }
}

/** Which needed field the key bytes [s, e) name (no escapes in them), or 0. */
function fieldOf(s: number, e: number): number {
  switch (e - s) {
    case 2:
      return b[s] === 0x69 && b[s + 1] === 0x64 ? F.id : b[s] === 0x74 && b[s + 1] === 0x73 ? F.ts : 0;
    case 6:
      return same(s, 'source') ? F.source : 0;
    case 7:
      return same(s, 'content') ? F.content : same(s, 'agentId') ? F.agentId : 0;
    case 8:
      return same(s, 'recallId') ? F.recallId : 0;
    default:
      return 0;
  }
}

function same(s: number, name: string): boolean {
  for (let i = 0; i < name.length; i++) if (b[s + i] !== name.charCodeAt(i)) return false;
  return true;
}

/**
 * A string value [q0, q1] (quotes included) as JSON.parse reads it: the bytes decoded (latin1
 * for ASCII, measured ~3× cheaper than TextDecoder on short fields), or JSON.parse of the string
 * alone when it has escapes.
 */
function stringAt(q0: number, q1: number): string {
  if (!escaped) return b.toString(wide ? 'utf8' : 'latin1', q0 + 1, q1);
  return JSON.parse(b.toString('utf8', q0, q1 + 1)) as string;
}

/**
 * The needed fields of the record in bytes[start, stop), or null when the JSON.parse path must
 * decide (see the header). The bytes are one JSONL line without its line ending, or one
 * element of a JSON document. `validUtf8`: the caller has checked these bytes (a whole batch
 * is checked at once: one native call instead of one per record).
 */
export function scanRecord(bytes: Buffer, start: number, stop: number, validUtf8 = false): ScannedRecord | null {
  if (!validUtf8 && !isUtf8(bytes.subarray(start, stop))) return null;
  b = bytes;
  end = stop;
  if (bsBuf !== bytes || bsFrom > start) {
    bsBuf = bytes;
    bsFrom = Infinity;
  }
  try {
    return scanTop(start);
  } finally {
    b = EMPTY;
  }
}

/** A Buffer over the same bytes (no copy), for the scanner's string decoding. */
export function bufferOf(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function scanTop(start: number): ScannedRecord | null {
  let p = ws(start);
  if (p >= end || b[p] !== Ch.LBrace) return null;
  const rec: ScannedRecord = {};
  let seen = 0;
  /** Keys other than the needed ones, for the repeated-key rule (a well-formed record has none). */
  let others: string[] | null = null;
  p = ws(p + 1);
  if (p < end && b[p] === Ch.RBrace) return ws(p + 1) === end ? rec : null;
  for (;;) {
    if (p >= end || b[p] !== Ch.Quote) return null;
    const k1 = scanString(p);
    if (k1 < 0) return null;
    const f = escaped ? 0 : fieldOf(p + 1, k1);
    if (f !== 0) {
      if (seen & f) return null; // repeated: screenLine names it
      seen |= f;
    } else {
      const key = stringAt(p, k1);
      // "\u0069d" is "id": a needed field spelled with escapes is left to JSON.parse
      if (escaped && NEEDED.has(key)) return null;
      if (others === null) others = [key];
      else if (others.includes(key)) return null;
      else others.push(key);
    }
    p = ws(k1 + 1);
    if (p >= end || b[p] !== Ch.Colon) return null;
    p = ws(p + 1);
    if (p >= end) return null;
    if (f === 0) {
      p = skipValue(p, 1);
      if (p < 0) return null;
    } else {
      const c = b[p]!;
      let value: string | number | boolean | null;
      if (c === Ch.Quote) {
        const q = closingQuote(p);
        if (q < 0) return null;
        if (escaped) value = stringAt(p, q);
        else {
          value = b.toString('utf8', p + 1, q);
          if (CONTROL.test(value)) return null; // a raw control character: JSON.parse refuses it
        }
        p = q + 1;
      } else if (c === Ch.Minus || (c >= Ch.D0 && c <= Ch.D9)) {
        const q = scanNumber(p);
        if (q < 0) return null;
        value = Number(b.toString('latin1', p, q));
        p = q;
      } else {
        const q = scanLiteral(p);
        if (q < 0) return null; // an object or an array in a needed field: JSON.parse builds it
        value = c === 0x74 ? true : c === 0x66 ? false : null;
        p = q;
      }
      switch (f) {
        case F.id:
          rec.id = value;
          break;
        case F.content:
          rec.content = value;
          break;
        case F.source:
          rec.source = value;
          break;
        case F.agentId:
          rec.agentId = value;
          break;
        case F.recallId:
          rec.recallId = value;
          break;
        default:
          rec.ts = value;
      }
    }
    p = ws(p);
    if (p >= end) return null;
    if (b[p] === Ch.RBrace) return ws(p + 1) === end ? rec : null;
    if (b[p] !== Ch.Comma) return null;
    p = ws(p + 1);
  }
}
