/**
 * Screen one batch: element bytes in, verdict lines (bytes) and a little side data out.
 *
 * Pure apart from the Screener it is given: the worker calls it, the inline path (tiny inputs,
 * `--threads 0`) calls it on the main thread, so the two produce the same bytes by
 * construction, and a test checks both against an independent reference.
 *
 * Per format:
 *   jsonl    element = one line with its '\n'; a trailing '\r' is dropped, blank lines are not
 *            records (exactly LineSplitter's rules); the field scanner (fields.ts) reads what
 *            the screen needs, and anything it does not vouch for goes to kernels/records.ts
 *            screenLine (UTF-8, JSON.parse, depth, shape, screen), which writes every error.
 *   json     element = the text of one array element; screenLine as for a line, and the error
 *            message says "record N:" (N = the element's 1-based ordinal) instead of "line N:".
 *   msgpack  element = one encoded map; decoded with @msgpack/msgpack (strings kept raw and
 *            decoded strictly for the fields the screen reads, so invalid UTF-8 is an error and
 *            not a silent U+FFFD), then screened; errors say "record N:".
 */
import { Decoder } from '@msgpack/msgpack';
import type { ErrorCode } from '../../kernels/common/index.js';
import { screenLine } from '../../kernels/screen/index.js';
import { errorVerdict, type ScreenedRecord, type Screener } from '../../kernels/screen/index.js';
import type { Verdict } from '../../kernels/common/index.js';
import { emptyTally, tally } from './tally.js';
import type { BatchOptions, BatchResult, BatchSide, RecordBatch } from './types.js';
import { duplicateKeyRecord, lineContentEnd } from '../../kernels/screen/index.js';
import { wantsJudge } from '../../kernels/judge/index.js';
import { bufferOf, scanRecord } from './fields.js';
import { isUtf8 } from 'node:buffer';
import { verdictJson } from './verdict-json.js';

const EMPTY = new Uint8Array(0);
/** ScreenedRecord fields the side columns carry; any other field travels in `extras`. */
const BASE_FIELDS = new Set(['verdict', 'agentId', 'recallId', 'ts', 'trusted']);
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Fields of a MessagePack record the screen reads; only these are decoded as strict UTF-8. */
const MSGPACK_TEXT_FIELDS = ['id', 'content', 'source', 'agentId', 'recallId', 'ts'] as const;

let msgpackDecoder: Decoder | undefined;

/** Growable output buffer, one per thread (reused from batch to batch; results are copied out). */
let scratch: Buffer = Buffer.allocUnsafeSlow(256 * 1024);

function errorRecord(id: string | number | undefined, ordinal: number, code: ErrorCode, message: string): ScreenedRecord {
  // Built by hand, not with errorVerdict: errorVerdict would prefix "line N:" to the message.
  const v = {} as Verdict;
  if (id !== undefined) v.id = id;
  else v.line = ordinal;
  v.action = 'quarantine';
  v.error = { code, message: `record ${ordinal}: ${message}` };
  return { verdict: v, agentId: 'default', trusted: false };
}

/** "line N: msg" → "record N: msg" for the formats that have records, not lines. */
function renameLine(rec: ScreenedRecord, ordinal: number): ScreenedRecord {
  const e = rec.verdict.error;
  if (e) {
    const prefix = `line ${ordinal}: `;
    e.message = e.message.startsWith(prefix) ? `record ${ordinal}: ${e.message.slice(prefix.length)}` : `record ${ordinal}: ${e.message}`;
  }
  return rec;
}

function screenMsgpack(screener: Screener, bytes: Uint8Array, ordinal: number): ScreenedRecord {
  msgpackDecoder ??= new Decoder({ rawStrings: true });
  let value: unknown;
  try {
    value = msgpackDecoder.decode(bytes);
  } catch (e) {
    return errorRecord(undefined, ordinal, 'E_RECORD_MSGPACK', (e as Error).message);
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Uint8Array)) {
    const o = value as Record<string, unknown>;
    // a map whose header counts more entries than the object has keys repeats a key: refused,
    // as in JSON (one reading of a record)
    const entries = msgpackMapSize(bytes);
    if (entries >= 0 && entries !== Object.keys(o).length) return duplicateKeyRecord(o, ordinal, repeatedMsgpackKey(bytes) ?? '?');
    for (const f of MSGPACK_TEXT_FIELDS) {
      const x = o[f];
      if (x instanceof Uint8Array) {
        try {
          o[f] = utf8.decode(x);
        } catch {
          const id = typeof o.id === 'string' || typeof o.id === 'number' ? o.id : undefined;
          return errorRecord(id, ordinal, 'E_RECORD_UTF8', `invalid UTF-8 in "${f}"`);
        }
      } else if (f === 'ts' && x instanceof Date) o[f] = x.getTime(); // MessagePack timestamp extension
    }
  } else if (value instanceof Uint8Array) {
    value = '(string)';
  }
  return renameLine(screener.screen(value, ordinal), ordinal);
}

/** Entries a MessagePack map announces in its header (fixmap, map16, map32); -1 for anything else. */
function msgpackMapSize(b: Uint8Array): number {
  const h = b[0]!;
  if ((h & 0xf0) === 0x80) return h & 0x0f;
  if (h === 0xde && b.length >= 3) return (b[1]! << 8) | b[2]!;
  if (h === 0xdf && b.length >= 5) return ((b[1]! << 24) >>> 0) + ((b[2]! << 16) | (b[3]! << 8) | b[4]!);
  return -1;
}

/** The repeated key of a map, for the message (rare path: a second decode that records the keys). */
function repeatedMsgpackKey(bytes: Uint8Array): string | null {
  const seen = new Set<string>();
  let dup: string | null = null;
  try {
    new Decoder({
      rawStrings: true,
      mapKeyConverter: (k: unknown) => {
        const key = k instanceof Uint8Array ? Buffer.from(k).toString('utf8') : String(k);
        if (dup === null && seen.has(key)) dup = key;
        seen.add(key);
        return key;
      },
    }).decode(bytes);
  } catch {
    return null;
  }
  return dup;
}

/** The field scanner's view of a JSON batch: its bytes as a Buffer, and whether all of them are UTF-8. */
interface Scan {
  buf: Buffer;
  utf8: boolean;
}

/** Screen one element of a batch; null for a blank JSONL line. */
function screenElement(screener: Screener, batch: RecordBatch, i: number, start: number, opts: BatchOptions, issue: RecordBatch['issues'][number] | undefined, scan: Scan | null): ScreenedRecord | null {
  const pos = batch.first + i;
  const end = batch.ends[i]!;
  switch (batch.format) {
    case 'jsonl': {
      // a refused line (too big), or a record the embedding pool could not encode (pipeline/embed)
      if (issue && issue.code !== 'E_RECORD_SIZE') return { verdict: errorVerdict(undefined, pos, { code: issue.code, message: issue.message }), agentId: 'default', trusted: false };
      if (issue) return screenLine(screener, pos, EMPTY, issue.size ?? 0, opts.maxRecordBytes);
      const e = lineContentEnd(batch.bytes, start, end);
      if (e < 0) return null;
      const fields = scan === null ? null : scanRecord(scan.buf, start, e, scan.utf8);
      if (fields !== null) return screener.screen(fields, pos);
      return screenLine(screener, pos, batch.bytes.subarray(start, e));
    }
    case 'json': {
      if (issue) return errorRecord(undefined, pos, issue.code, issue.message);
      const fields = scan === null ? null : scanRecord(scan.buf, start, end, scan.utf8);
      if (fields !== null) return renameLine(screener.screen(fields, pos), pos);
      return renameLine(screenLine(screener, pos, batch.bytes.subarray(start, end)), pos);
    }
    case 'msgpack':
      if (issue) return errorRecord(undefined, pos, issue.code, issue.message);
      return screenMsgpack(screener, batch.bytes.subarray(start, end), pos);
    default: {
      const f: never = batch.format;
      throw new Error(`unknown batch format ${String(f)}`);
    }
  }
}

function ensure(need: number): void {
  if (need <= scratch.length) return;
  let size = Math.max(scratch.length * 2, 64 * 1024);
  while (size < need) size *= 2;
  const next = Buffer.allocUnsafeSlow(size);
  scratch.copy(next, 0, 0, scratch.length);
  scratch = next;
}

/**
 * The content of a record already screened as well formed, read again from its bytes: only for
 * the few records the judge sees, so the screen itself never carries content around.
 */
function contentOf(batch: RecordBatch, start: number, end: number): string {
  const b = batch.bytes;
  switch (batch.format) {
    case 'jsonl':
      return (JSON.parse(utf8.decode(b.subarray(start, lineContentEnd(b, start, end)))) as { content: string }).content;
    case 'json':
      return (JSON.parse(utf8.decode(b.subarray(start, end))) as { content: string }).content;
    case 'msgpack': {
      msgpackDecoder ??= new Decoder({ rawStrings: true });
      const c = (msgpackDecoder.decode(b.subarray(start, end)) as { content: Uint8Array | string }).content;
      return typeof c === 'string' ? c : utf8.decode(c);
    }
    default: {
      const f: never = batch.format;
      throw new Error(`unknown batch format ${String(f)}`);
    }
  }
}

/**
 * Screen every element of `batch`. Never throws for bad input; bad elements are error verdicts.
 * `read`, when given, sees each screened record that carries a text once the batch is screened
 * (the screen worker's correlation reading: it replaces the text by what the roles model read).
 */
export function screenBatch(screener: Screener, batch: RecordBatch, opts: BatchOptions, read?: (rec: ScreenedRecord) => void): BatchResult {
  const count = batch.ends.length;
  const ends = new Uint32Array(count);
  const t = emptyTally();
  const memberIdx: number[] = [];
  const members: ScreenedRecord[] = [];
  // side columns for the correlation observer, only when asked for
  const agentIds = opts.side ? new Map<string, number>() : undefined;
  const agent: number[] = [];
  const recall: string[] = [];
  const ts: number[] = [];
  const trusted: number[] = [];
  const extraIdx: number[] = [];
  const extras: Partial<ScreenedRecord>[] = [];
  const judgeIdx: number[] = [];
  const judgeContent: string[] = [];
  /** Records (and their side copies) for `read`, in pairs. */
  const toRead: (ScreenedRecord | Record<string, unknown> | undefined)[] = [];
  let issueAt = 0;
  const issues = batch.issues;
  // one native UTF-8 check for the whole batch: a record of a valid batch needs none of its own
  const scan: Scan | null = batch.format === 'msgpack' || opts.wholeRecords ? null : { buf: bufferOf(batch.bytes), utf8: isUtf8(batch.bytes) };
  let pos = 0;
  let n = 0;
  let start = 0;
  for (let i = 0; i < count; i++) {
    let issue;
    if (issueAt < issues.length && issues[issueAt]!.index === i) issue = issues[issueAt++];
    const rec = screenElement(screener, batch, i, start, opts, issue, scan);
    const from = start;
    start = batch.ends[i]!;
    if (rec === null) continue;
    const v = rec.verdict;
    if (opts.judge && wantsJudge(v, opts.judge)) {
      judgeIdx.push(n);
      judgeContent.push(contentOf(batch, from, start));
    }
    tally(t, v);
    const s = verdictJson(v);
    ensure(pos + s.length * 3 + 1);
    pos += scratch.write(s, pos);
    scratch[pos++] = 0x0a;
    ends[n] = pos;
    if (rec.features && rec.recallId !== undefined) {
      memberIdx.push(n);
      members.push(rec);
    }
    if (agentIds) {
      let a = agentIds.get(rec.agentId);
      if (a === undefined) agentIds.set(rec.agentId, (a = agentIds.size));
      agent.push(a);
      recall.push(rec.recallId ?? '');
      ts.push(rec.ts ?? NaN);
      trusted.push(rec.trusted ? 1 : 0);
      let extra: Record<string, unknown> | undefined;
      for (const k in rec) {
        if (BASE_FIELDS.has(k)) continue;
        extra ??= {};
        extra[k] = (rec as unknown as Record<string, unknown>)[k];
      }
      if (extra) {
        extraIdx.push(n);
        extras.push(extra as Partial<ScreenedRecord>);
      }
      if (read && rec.text !== undefined) toRead.push(rec, extra);
    } else if (read && rec.text !== undefined) toRead.push(rec, undefined);
    n++;
  }
  // the reading after the batch is screened, not between records: each pass keeps its own tables
  // in cache (the roles weights are 768 KiB; read record by record, the hook cost about twice as
  // much inside the screen as alone). A member is the record itself; its side copy is updated.
  for (let k = 0; k < toRead.length; k += 2) {
    const rec = toRead[k] as ScreenedRecord;
    const extra = toRead[k + 1] as Record<string, unknown> | undefined;
    read!(rec);
    if (extra) {
      delete extra.text;
      if (rec.steer) extra.steer = rec.steer;
    }
  }
  let side: BatchSide | undefined;
  if (agentIds) {
    side = {
      agents: [...agentIds.keys()],
      agent: Uint32Array.from(agent),
      recall,
      ts: Float64Array.from(ts),
      trusted: Uint8Array.from(trusted),
      extraIdx: Uint32Array.from(extraIdx),
      extras,
    };
  }
  const result: BatchResult = {
    n,
    // copied out of the thread's scratch buffer into one exact-size buffer the worker transfers
    // (a copy: Buffer#slice would be a view, and transferring it would detach the scratch)
    out: new Uint8Array(scratch.subarray(0, pos)),
    ends: n === count ? ends : ends.slice(0, n),
    tally: t,
    memberIdx: Uint32Array.from(memberIdx),
    members,
  };
  if (side) result.side = side;
  if (opts.judge) result.judge = { idx: Uint32Array.from(judgeIdx), content: judgeContent };
  return result;
}

/** Fail-closed verdicts for a batch no worker could screen: one error verdict per record, by position. */
export function failedBatch(batch: RecordBatch, reason: string): BatchResult {
  const parts: string[] = [];
  const ends: number[] = [];
  const t = emptyTally();
  let pos = 0;
  let start = 0;
  let issueAt = 0;
  for (let i = 0; i < batch.ends.length; i++) {
    const end = batch.ends[i]!;
    let issue;
    if (batch.issues[issueAt]?.index === i) issue = batch.issues[issueAt++];
    const blank = batch.format === 'jsonl' && !issue && lineContentEnd(batch.bytes, start, end) < 0;
    start = end;
    if (blank) continue;
    const at = batch.first + i;
    const msg = `the worker screening this record failed twice (${reason})`;
    const v = batch.format === 'jsonl' ? errorVerdict(undefined, at, { code: 'E_RECORD_WORKER', message: msg }) : errorRecord(undefined, at, 'E_RECORD_WORKER', msg).verdict;
    tally(t, v);
    const s = JSON.stringify(v) + '\n';
    parts.push(s);
    pos += Buffer.byteLength(s);
    ends.push(pos);
  }
  const out = Buffer.allocUnsafeSlow(pos);
  let o = 0;
  // line by line: never one string for the whole batch
  for (const s of parts) o += out.write(s, o);
  return { n: ends.length, out, ends: Uint32Array.from(ends), tally: t, memberIdx: new Uint32Array(0), members: [] };
}
