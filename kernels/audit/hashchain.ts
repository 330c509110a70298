/**
 * The audit log's hash chain (CONTRACT §5): encoding an entry, checking one, checking a segment.
 *
 * Entry line on disk (one per line, UTF-8, `\n`-terminated):
 *
 *   body = JCS({key, prev, principal, seq, ts, value})        RFC 8785; members in that order
 *   hash = hex(SHA-256(UTF-8(prev) || UTF-8(body)))           prev as its 64 hex characters
 *   line = body without its final "}" + ',"hash":"' + hash + '"}'
 *
 * So the line is the canonical body with `hash` appended last, and the verifier demands the
 * line byte for byte: a line that parses to the same entry but is spelled differently (spaces,
 * escapes, `1.0`, member order, CRLF) is E_AUDIT_ENTRY. The only writer is ours, so any other
 * spelling means someone else touched the file, and "flip any byte" is then always caught at
 * the flipped entry, whether or not the flip changes what JSON.parse returns.
 *
 * Per entry, checks run in this order and the first that fails is the reason reported:
 *   E_AUDIT_ENTRY (not an entry) → E_AUDIT_HASH (content ≠ hash) → E_AUDIT_GAP (seq ≠ position:
 *   a line deleted, duplicated or moved) → E_AUDIT_LINK (prev ≠ previous hash) → E_AUDIT_TIME
 *   (ts before the previous entry's).
 * A failure's `seq` is the position (0-based line) where it was found, which is the seq the
 * entry there should carry.
 *
 * Pure apart from hashing: strings and bytes in, plain data out; runs the same in a worker.
 */
import { isUtf8 } from 'node:buffer';
import type { ErrorCode } from '../common/index.js';
import { canonicalize, canonicalString, CanonicalError } from './canonical.js';
import { parseCanonicalTs } from './time.js';
import { isHex64, sha256Hex } from './digest.js';
import { MerkleRange, leafHashOfHex } from './merkle.js';

/** `prev` of entry 0. */
export const GENESIS = '0'.repeat(64);

/** Longest entry line accepted, in bytes: bounds the memory a hostile log can make us hold. */
export const MAX_ENTRY_BYTES = 1 << 20;

/** Longest key or principal, in UTF-16 code units. */
export const MAX_NAME_LENGTH = 4096;

export interface AuditEntry {
  seq: number;
  ts: string;
  key: string;
  value: unknown;
  principal: string;
  prev: string;
  hash: string;
}

/** What the chain checks learn about one entry (value kept as canonical text: cheap to hash). */
export interface CheckedEntry {
  seq: number;
  ts: string;
  tsMs: number;
  key: string;
  principal: string;
  prev: string;
  hash: string;
  valueText: string;
}

export interface ChainFailure {
  code: ErrorCode;
  /** 0-based position of the failing line = the seq the entry there should carry. */
  seq: number;
  message: string;
}

/** Canonical body text. `valueText` must already be canonical (see {@link canonicalize}). */
export function encodeBody(seq: number, ts: string, key: string, valueText: string, principal: string, prev: string): string {
  return `{"key":${canonicalString(key)},"prev":"${prev}","principal":${canonicalString(principal)},"seq":${seq},"ts":"${ts}","value":${valueText}}`;
}

export function linkHash(prev: string, body: string): string {
  return sha256Hex(prev + body);
}

export function entryLine(body: string, hash: string): string {
  return `${body.slice(0, -1)},"hash":"${hash}"}`;
}

function nameProblem(what: string, s: unknown): string | undefined {
  if (typeof s !== 'string' || s.length === 0) return `${what} must be a non-empty string`;
  if (s.length > MAX_NAME_LENGTH) return `${what} is longer than ${MAX_NAME_LENGTH} characters`;
  if (!s.isWellFormed()) return `${what} holds a lone surrogate`;
  return undefined;
}

/**
 * Build the entry that follows `prev`. Throws a plain Error naming the problem when the event
 * cannot be encoded (the writer turns it into E_AUDIT_ENTRY naming the input line).
 */
export function buildEntry(
  prev: string,
  seq: number,
  ts: string,
  key: string,
  value: unknown,
  principal: string,
): { entry: AuditEntry; line: string; valueText: string } {
  const bad = nameProblem('key', key) ?? nameProblem('principal', principal);
  if (bad) throw new Error(bad);
  if (value === undefined) throw new Error('value is missing');
  const valueText = canonicalize(value);
  const body = encodeBody(seq, ts, key, valueText, principal, prev);
  const hash = linkHash(prev, body);
  const line = entryLine(body, hash);
  if (Buffer.byteLength(line) > MAX_ENTRY_BYTES) throw new Error(`entry is longer than ${MAX_ENTRY_BYTES} bytes`);
  return { entry: { seq, ts, key, value, principal, prev, hash }, line, valueText };
}

/** A JSON string starting at `from` (its opening quote) that needs no escape: index of its closing quote, else -1. */
function plainStringEnd(s: string, from: number): number {
  for (let i = from + 1; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 34 /* " */) return i;
    if (c === 92 /* \ */ || c < 32) return -1;
  }
  return -1;
}

/** Length of `,"hash":"<64 hex>"}`, the fixed tail of every entry line. */
const TAIL = 75;

/**
 * Parse one line and check it is a canonical, self-consistent entry (ENTRY, HASH).
 *
 * Fast path: a canonical line has a fixed layout, so it is read by position instead of with
 * JSON.parse (which measured ~1.4 µs of the ~3.7 µs a 300-byte entry cost here; only the
 * `value` is still parsed, and only when it is not a plain string). It accepts a line only when
 * every piece is exactly what {@link encodeBody} would print and the hash matches; anything
 * else, every failure included, goes to {@link checkLineReference}, so both give the same answer
 * for every line (a property test feeds them mutated lines to hold them to it). With
 * `checkHash` false the fast path skips the link hash only (a line it accepts may then carry a
 * wrong hash; the slow path still checks it).
 */
export function checkLine(line: string, position: number, checkHash = true): CheckedEntry | ChainFailure {
  const L = line.length;
  const slow = (): CheckedEntry | ChainFailure => checkLineReference(line, position);
  if (!line.startsWith('{"key":"')) return slow();
  const kEnd = plainStringEnd(line, 7);
  if (kEnd < 0 || !line.startsWith(',"prev":"', kEnd + 1)) return slow();
  const prevAt = kEnd + 10;
  if (!line.startsWith('","principal":"', prevAt + 64)) return slow();
  const prOpen = prevAt + 78;
  const prEnd = plainStringEnd(line, prOpen);
  if (prEnd < 0 || !line.startsWith(',"seq":', prEnd + 1)) return slow();
  const seqAt = prEnd + 8;
  let q = seqAt;
  let seq = 0;
  for (let c = line.charCodeAt(q); c >= 48 && c <= 57; c = line.charCodeAt(++q)) seq = seq * 10 + (c - 48);
  if (q === seqAt || q - seqAt > 15 || (line.charCodeAt(seqAt) === 48 && q > seqAt + 1)) return slow();
  if (!line.startsWith(',"ts":"', q)) return slow();
  const ts = line.substr(q + 7, 24);
  const valueAt = q + 31 + 10;
  const valueEnd = L - TAIL;
  if (valueEnd <= valueAt || !line.startsWith('","value":', q + 31) || !line.startsWith(',"hash":"', valueEnd)) return slow();
  if (line.charCodeAt(L - 2) !== 34 || line.charCodeAt(L - 1) !== 125) return slow();
  const valueText = line.slice(valueAt, valueEnd);
  if (valueText.charCodeAt(0) === 34) {
    if (plainStringEnd(valueText, 0) !== valueText.length - 1 || !valueText.isWellFormed()) return slow();
  } else {
    try {
      if (canonicalize(JSON.parse(valueText)) !== valueText) return slow();
    } catch {
      return slow();
    }
  }
  const key = line.slice(8, kEnd);
  const principal = line.slice(prOpen + 1, prEnd);
  if (key.length > MAX_NAME_LENGTH || principal.length === 0 || principal.length > MAX_NAME_LENGTH || key.length === 0) return slow();
  if (!key.isWellFormed() || !principal.isWellFormed()) return slow();
  const prev = line.substr(prevAt, 64);
  const tsMs = parseCanonicalTs(ts);
  if (Number.isNaN(tsMs) || !isHex64(prev)) return slow();
  const hash = line.substr(L - 66, 64);
  // checkHash false: the caller has the link hash checked elsewhere (reconcile indexes on this
  // thread while the verify pool checks every hash); everything else is still checked here.
  if (checkHash && linkHash(prev, line.slice(0, valueEnd) + '}') !== hash) return slow();
  return { seq, ts, tsMs, key, principal, prev, hash, valueText };
}

/** The reference check: JSON.parse, re-encode, compare byte for byte, hash. */
export function checkLineReference(line: string, position: number): CheckedEntry | ChainFailure {
  const fail = (code: ErrorCode, why: string): ChainFailure => ({ code, seq: position, message: `entry ${position}: ${why}` });
  let o: unknown;
  try {
    o = JSON.parse(line);
  } catch (err) {
    return fail('E_AUDIT_ENTRY', `not JSON (${(err as Error).message})`);
  }
  if (typeof o !== 'object' || o === null || Array.isArray(o)) return fail('E_AUDIT_ENTRY', 'not a JSON object');
  const e = o as Record<string, unknown>;
  const { seq, ts, key, principal, prev, hash, value } = e;
  if (!Number.isSafeInteger(seq) || (seq as number) < 0) return fail('E_AUDIT_ENTRY', '`seq` is not a non-negative integer');
  if (typeof ts !== 'string') return fail('E_AUDIT_ENTRY', '`ts` is not a string');
  const tsMs = parseCanonicalTs(ts);
  if (Number.isNaN(tsMs)) return fail('E_AUDIT_ENTRY', `\`ts\` ${JSON.stringify(ts)} is not a canonical UTC time`);
  const bad = nameProblem('`key`', key) ?? nameProblem('`principal`', principal);
  if (bad) return fail('E_AUDIT_ENTRY', bad);
  if (!isHex64(prev)) return fail('E_AUDIT_ENTRY', '`prev` is not 64 lowercase hex digits');
  if (!isHex64(hash)) return fail('E_AUDIT_ENTRY', '`hash` is not 64 lowercase hex digits');
  if (value === undefined) return fail('E_AUDIT_ENTRY', '`value` is missing');
  let valueText: string;
  let body: string;
  try {
    valueText = canonicalize(value);
    body = encodeBody(seq as number, ts, key as string, valueText, principal as string, prev);
  } catch (err) {
    if (err instanceof CanonicalError) return fail('E_AUDIT_ENTRY', `value is not I-JSON (${err.message})`);
    throw err;
  }
  // Byte-exact: a different spelling of the same entry was not written by us.
  if (line.length !== body.length + 74 || line !== entryLine(body, hash)) {
    return fail('E_AUDIT_ENTRY', 'not in canonical form (extra or missing members, or a non-canonical spelling)');
  }
  if (linkHash(prev, body) !== hash) return fail('E_AUDIT_HASH', 'hash does not match the content');
  return { seq: seq as number, ts, tsMs, key: key as string, principal: principal as string, prev, hash, valueText };
}

export function isFailure(x: CheckedEntry | ChainFailure): x is ChainFailure {
  return (x as ChainFailure).code !== undefined;
}

/**
 * Sequential chain state: feed lines in order. `prev` null means "unknown" (the first line of a
 * segment whose predecessor another worker holds); its link is stitched later.
 */
export class ChainVerifier {
  next: number;
  prev: string | null;
  lastTsMs: number;

  constructor(next = 0, prev: string | null = GENESIS, lastTsMs = -Infinity) {
    this.next = next;
    this.prev = prev;
    this.lastTsMs = lastTsMs;
  }

  /**
   * Check one line. Returns the entry (with `failure` set only for E_AUDIT_TIME, after which
   * the entry is intact and the chain can go on) or the failure that breaks the chain.
   */
  step(line: string): { entry: CheckedEntry; failure?: ChainFailure } | { entry?: undefined; failure: ChainFailure } {
    const pos = this.next;
    const r = checkLine(line, pos);
    if (isFailure(r)) return { failure: r };
    if (r.seq !== pos) {
      return { failure: { code: 'E_AUDIT_GAP', seq: pos, message: `entry ${pos}: found seq ${r.seq} where seq ${pos} belongs (a line deleted, duplicated or moved)` } };
    }
    if (this.prev !== null && r.prev !== this.prev) {
      return { failure: { code: 'E_AUDIT_LINK', seq: pos, message: `entry ${pos}: prev does not match the hash of entry ${pos - 1}` } };
    }
    this.next = pos + 1;
    this.prev = r.hash;
    let failure: ChainFailure | undefined;
    if (r.tsMs < this.lastTsMs) {
      failure = { code: 'E_AUDIT_TIME', seq: pos, message: `entry ${pos}: ts ${r.ts} is before the previous entry's` };
    } else {
      this.lastTsMs = r.tsMs;
    }
    return failure ? { entry: r, failure } : { entry: r };
  }
}

/** What a worker reports for one segment of consecutive lines. */
export interface SegmentResult {
  start: number;
  count: number;
  bytes: number;
  /** `prev` of the first entry and `hash` of the last one checked, for stitching. */
  firstPrev?: string;
  lastHash?: string;
  firstTsMs?: number;
  lastTsMs?: number;
  failure?: ChainFailure;
  /** Merkle subtrees of the segment's first `merkleLeaves` leaves (aligned; see MerkleRange). */
  subtreeSizes?: number[];
  subtreeHashes?: string[];
  /**
   * For each requested tree size that ends inside this segment: the Merkle subtrees of the
   * segment's leaves below it, and the hash and time of entry size-1 (a checkpoint's last entry).
   */
  cuts?: SegmentCut[];
}

export interface SegmentCut {
  size: number;
  subtreeSizes: number[];
  subtreeHashes: string[];
  hash: string;
  tsMs: number;
}

export interface SegmentOptions {
  /** Leaves of this segment to fold into the Merkle tree (0: no root wanted). */
  merkleLeaves?: number;
  /** Absolute tree sizes whose roots are wanted (checkpoints'); must be within merkleLeaves. */
  cuts?: readonly number[];
}

/**
 * Split bytes into lines and hand each to `onLine` as text with its absolute position; a line
 * that is too long or not UTF-8 is reported as a failure instead. `onLine` returns false to stop.
 * `terminated` is false only for a last line without its newline.
 */
export function scanLines(
  bytes: Uint8Array,
  start: number,
  onLine: (text: string, pos: number, terminated: boolean) => boolean,
): ChainFailure | undefined {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // One native check for the whole segment (~0.01 µs per entry); per line only when it fails.
  const utf8ok = isUtf8(buf);
  let p = 0;
  let pos = start;
  while (p < buf.length) {
    let nl = buf.indexOf(10, p);
    const terminated = nl >= 0;
    if (!terminated) nl = buf.length;
    if (nl - p > MAX_ENTRY_BYTES) return { code: 'E_AUDIT_ENTRY', seq: pos, message: `entry ${pos}: line longer than ${MAX_ENTRY_BYTES} bytes` };
    if (!utf8ok && !isUtf8(buf.subarray(p, nl))) return { code: 'E_AUDIT_ENTRY', seq: pos, message: `entry ${pos}: not valid UTF-8` };
    if (!onLine(buf.toString('utf8', p, nl), pos, terminated)) return undefined;
    p = nl + 1;
    pos++;
  }
  return undefined;
}

/** The failure for a whole entry that lacks its final newline. */
export function tornFailure(pos: number): ChainFailure {
  // Our writer ends every entry with \n in the same write: a missing one is a torn write or a
  // cut file, even when the entry itself is whole.
  return { code: 'E_AUDIT_ENTRY', seq: pos, message: `entry ${pos}: last line has no newline (torn write or cut file)` };
}

/**
 * Check a run of lines starting at position `start` with no knowledge of the entry before it.
 * Stops at the first failure (an E_AUDIT_TIME inside the segment included).
 */
export function verifySegment(bytes: Uint8Array, start: number, opts: SegmentOptions = {}): SegmentResult {
  const res: SegmentResult = { start, count: 0, bytes: bytes.byteLength };
  const merkleLeaves = opts.merkleLeaves ?? 0;
  const range = merkleLeaves > 0 ? new MerkleRange() : undefined;
  const cuts = opts.cuts?.length ? opts.cuts : undefined;
  const chain = new ChainVerifier(start, null, -Infinity);
  const scanFailure = scanLines(bytes, start, (text, pos, terminated) => {
    const step = chain.step(text);
    if (!step.entry) {
      res.failure = step.failure;
      return false;
    }
    const e = step.entry;
    if (res.count === 0) {
      res.firstPrev = e.prev;
      res.firstTsMs = e.tsMs;
    }
    res.lastHash = e.hash;
    res.lastTsMs = e.tsMs;
    if (range && res.count < merkleLeaves) {
      range.push(leafHashOfHex(e.hash));
      if (cuts?.includes(pos + 1)) {
        (res.cuts ??= []).push({ size: pos + 1, subtreeSizes: range.sizes.slice(), subtreeHashes: range.hashes.slice(), hash: e.hash, tsMs: e.tsMs });
      }
    }
    res.count++;
    if (step.failure) {
      res.failure = step.failure;
      return false;
    }
    if (!terminated) {
      res.failure = tornFailure(pos);
      return false;
    }
    return true;
  });
  if (scanFailure) res.failure = scanFailure;
  if (range) {
    res.subtreeSizes = range.sizes.slice();
    res.subtreeHashes = range.hashes.slice();
  }
  return res;
}
