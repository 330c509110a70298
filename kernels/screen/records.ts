/**
 * From raw line bytes to screened records: UTF-8 decoding, JSON parsing and the explicit input
 * limits (line size, nesting depth). A bad line becomes an error verdict naming the line; it
 * never throws and never stops the batch.
 *
 * Keys like "__proto__" and "constructor" are harmless here: JSON.parse makes them plain own
 * properties, and only the contract's fields are ever read from a record.
 */
import type { ErrorCode } from '../common/index.js';
import { errorVerdict, type ScreenedRecord, type Screener } from './screen.js';

/** Deepest nesting of arrays and objects accepted in a record. */
export const MAX_DEPTH = 64;

const utf8 = new TextDecoder('utf-8', { fatal: true });

function fail(line: number, code: ErrorCode, message: string): ScreenedRecord {
  return { verdict: errorVerdict(undefined, line, { code, message }), agentId: 'default', trusted: false };
}

/**
 * Nesting depth exceeds MAX_DEPTH? Only brackets outside strings count. A JSON text this deep
 * is parsed fine by V8, but costs time for nothing: a memory record is flat.
 */
export function tooDeep(bytes: Uint8Array): boolean {
  // A flat record has one '{' and no '[': two native searches settle most lines without the
  // byte loop below (which cost ~0.4 µs per memory in the e2e stage table).
  const first = bytes.indexOf(0x7b);
  if (bytes.indexOf(0x5b) < 0 && (first < 0 || bytes.indexOf(0x7b, first + 1) < 0)) return false;
  let depth = 0;
  let inStr = false;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i]!;
    if (inStr) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inStr = false;
    } else if (c === 0x22) inStr = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > MAX_DEPTH) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** Decode, parse and screen one JSONL line. */
export function screenLine(screener: Screener, line: number, bytes: Uint8Array, tooLong?: number, maxLineBytes?: number): ScreenedRecord {
  if (tooLong !== undefined) {
    return fail(line, 'E_RECORD_SIZE', `the line is ${tooLong} bytes; the limit is ${maxLineBytes ?? 'exceeded'}`);
  }
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return fail(line, 'E_RECORD_UTF8', 'invalid UTF-8');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return fail(line, 'E_RECORD_JSON', (e as Error).message);
  }
  if (value !== null && typeof value === 'object' && tooDeep(bytes)) {
    const id = (value as { id?: unknown }).id;
    const rec = fail(line, 'E_RECORD_DEPTH', `nested deeper than ${MAX_DEPTH} levels`);
    if (typeof id === 'string' || typeof id === 'number') {
      rec.verdict = errorVerdict(id, line, { code: 'E_RECORD_DEPTH', message: `nested deeper than ${MAX_DEPTH} levels` });
    }
    return rec;
  }
  return screener.screen(value, line);
}

/**
 * Where the content of a line stored as bytes[start, end) ends: without its '\n' and one '\r'
 * before it. -1 when the line is blank (spaces, tabs, CRs only): not a record. The same rules
 * as LineSplitter, shared by the batch screen so both paths agree byte for byte.
 */
export function lineContentEnd(bytes: Uint8Array, start: number, end: number): number {
  let e = end;
  if (e > start && bytes[e - 1] === 0x0a) e--;
  if (e > start && bytes[e - 1] === 0x0d) e--;
  for (let i = start; i < e; i++) {
    const c = bytes[i]!;
    if (c !== 0x20 && c !== 0x09 && c !== 0x0d) return e;
  }
  return -1;
}
