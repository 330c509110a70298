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
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const dup = duplicateTopLevelKey(text);
    if (dup !== null) return duplicateKeyRecord(value as Record<string, unknown>, line, dup);
  }
  return screener.screen(value, line);
}

/**
 * One reading of a record: JSON.parse keeps the last of two equal keys, while another tool may
 * keep the first ("source":"web:x","source":"operator:console" would be trusted here and not
 * there). A record with a repeated key is refused instead, naming the key.
 */
export function duplicateKeyRecord(value: Record<string, unknown>, line: number, key: string): ScreenedRecord {
  const id = value.id;
  const message = `key ${JSON.stringify(key)} appears more than once; a record must have one reading`;
  return {
    verdict: errorVerdict(typeof id === 'string' || typeof id === 'number' ? id : undefined, line, { code: 'E_RECORD_SHAPE', message }),
    agentId: 'default',
    trusted: false,
  };
}

/**
 * The first key that appears twice at the top level of a JSON object text (escapes decoded, so
 * "sour\u0063e" is "source"), or null. One pass over the text; strings are skipped by their
 * escapes, nested values by their brackets. The text is known to be valid JSON.
 */
export function duplicateTopLevelKey(text: string): string | null {
  const n = text.length;
  let depth = 0;
  let expectKey = false;
  let seen: Set<string> | null = null;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      const s = i++;
      let escaped = false;
      while (i < n) {
        const d = text.charCodeAt(i);
        if (d === 0x5c) {
          escaped = true;
          i += 2;
        } else if (d === 0x22) break;
        else i++;
      }
      if (depth === 1 && expectKey) {
        const raw = text.slice(s, i + 1);
        const key = escaped ? (JSON.parse(raw) as string) : raw.slice(1, -1);
        seen ??= new Set();
        if (seen.has(key)) return key;
        seen.add(key);
        expectKey = false;
      }
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth === 1 && c === 0x7b) expectKey = true;
    } else if (c === 0x7d || c === 0x5d) depth--;
    else if (c === 0x2c && depth === 1) expectKey = true;
  }
  return null;
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
