/**
 * Reconcile (CONTRACT §5): classify one agent's local value of one key against the audit log.
 *
 * Why not a vote: in the incident that motivated this, A wrote "gold" (audited), B later wrote
 * "silver" (audited), and C's store was set to "gold" by a process that bypassed the write path.
 * "local ≠ peers" looks the same for staleness and for poisoning, and the 2-of-3 majority said
 * "gold, B is stale": it would have overwritten the only correct agent. Only the audit log tells
 * them apart, so every verdict here is derived from audited writes, `majority` is printed only to
 * show what a vote would have done, and anything the log cannot certify is `indeterminate`.
 *
 * Matching a local write to its audit entry: by `auditSeq` when the store kept it, else by key,
 * value and write time together (exact milliseconds). A value alone never proves a write: C's
 * "gold" equals A's audited "gold", but no audited write of "gold" happened at C's write time.
 *
 *   no entry matches                       → poisoned  (flag the writer, or the agent)
 *   the matched entry's principal may not
 *   write the key (ACL)                    → poisoned  (flag that principal)
 *   matched value = last authorized value  → current
 *   the agent's own later write is audited → rolled_back (its mutation was lost: refresh)
 *   otherwise                              → stale     (refresh)
 *   log unverifiable / key's history in
 *   doubt / nothing audited for the key    → indeterminate (halt writes, escalate)
 *
 * Pure: typed-array indexes in, result rows (with JSON texts) out.
 */
import { canonicalize } from './canonical.js';
import { parseInputTime } from './time.js';
import { MAX_NAME_LENGTH } from './hashchain.js';
import { sameFingerprint, type History, type StateTable } from './reconcile-index.js';

export type Verdict = 'current' | 'stale' | 'rolled_back' | 'poisoned' | 'indeterminate';
export type ReconcileAction = 'none' | 'refresh' | 'quarantine-rollback' | 'halt-escalate' | 'quarantine';

/** One output row; values as canonical JSON texts (`null` text when there is none). */
export interface ResultRow {
  line?: number;
  agentId?: string;
  key?: string;
  local?: string;
  verdict: Verdict;
  expected: string;
  action: ReconcileAction;
  flagged?: string;
  reason: string;
  majority?: string;
  error?: { code: string; message: string };
}

export interface StateFields {
  agentId: string;
  key: string;
  valueText: string;
  tsMs: number;
  writer?: string;
  auditSeq?: number;
}

/** Check one parsed STATE record. A string result is the problem (agentId/key when readable). */
export function checkStateRecord(o: unknown): StateFields | { problem: string; agentId?: string; key?: string } {
  if (typeof o !== 'object' || o === null || Array.isArray(o)) return { problem: 'not a JSON object' };
  const r = o as Record<string, unknown>;
  const agentId = typeof r.agentId === 'string' && r.agentId.length > 0 ? r.agentId : undefined;
  const key = typeof r.key === 'string' && r.key.length > 0 ? r.key : undefined;
  // Built only on the error path: this function runs once per state row (1M in the benchmark).
  const bad = (problem: string): { problem: string; agentId?: string; key?: string } => ({
    problem,
    ...(agentId !== undefined && { agentId }),
    ...(key !== undefined && { key }),
  });
  if (agentId === undefined) return bad('`agentId` must be a non-empty string');
  if (key === undefined) return bad('`key` must be a non-empty string');
  if (agentId.length > MAX_NAME_LENGTH || key.length > MAX_NAME_LENGTH) return bad('`agentId` or `key` is too long');
  if (!Object.hasOwn(r, 'value')) return bad('`value` is missing');
  const tsMs = parseInputTime(r.ts);
  if (Number.isNaN(tsMs)) return bad('`ts` must be an ISO-8601 date-time with a zone, or epoch milliseconds');
  if (r.writer !== undefined && !(typeof r.writer === 'string' && r.writer.length > 0)) return bad('`writer` must be a non-empty string');
  if (r.auditSeq !== undefined && !(Number.isSafeInteger(r.auditSeq) && (r.auditSeq as number) >= 0)) {
    return bad('`auditSeq` must be a non-negative integer');
  }
  let valueText: string;
  try {
    valueText = canonicalize(r.value);
  } catch (err) {
    return bad(`\`value\` is not I-JSON (${(err as Error).message})`);
  }
  return { agentId, key, valueText, tsMs, writer: r.writer as string | undefined, auditSeq: r.auditSeq as number | undefined };
}

/**
 * What a vote would say, per key: the value most agents hold (each agent counted once, its last
 * row), or -1 on a tie; and how many distinct values the agents hold.
 */
export function majorities(t: StateTable): { majority: Int32Array; distinct: Uint32Array } {
  const nk = t.keys.list.length;
  const majority = new Int32Array(nk).fill(-1);
  const distinct = new Uint32Array(nk);
  const rows: number[] = [];
  for (let i = 0; i < t.size; i++) if (!t.errors.has(i)) rows.push(i);
  const idx = Uint32Array.from(rows);
  const key = t.key;
  const agent = t.agent;
  idx.sort((a, b) => key[a]! - key[b]! || agent[a]! - agent[b]! || a - b);
  let g = 0;
  while (g < idx.length) {
    const k = key[idx[g]!]!;
    let end = g;
    while (end < idx.length && key[idx[end]!] === k) end++;
    const counts = new Map<string, { n: number; row: number }>();
    for (let j = g; j < end; j++) {
      const row = idx[j]!;
      if (j + 1 < end && agent[idx[j + 1]!] === agent[row]) continue; // the agent's last row counts
      const at = row * 4;
      const fp = `${t.vh[at]}:${t.vh[at + 1]}:${t.vh[at + 2]}:${t.vh[at + 3]}`;
      const c = counts.get(fp);
      if (c) c.n++;
      else counts.set(fp, { n: 1, row });
    }
    let best = -1;
    let bestN = 0;
    let tie = false;
    for (const c of counts.values()) {
      if (c.n > bestN) {
        bestN = c.n;
        best = c.row;
        tie = false;
      } else if (c.n === bestN) tie = true;
    }
    majority[k] = tie ? -1 : best;
    distinct[k] = counts.size;
    g = end;
  }
  return { majority, distinct };
}

/**
 * What the newest verified checkpoint certifies: entries below `size`, written no later than
 * `tsMs` (-Infinity when the checkpoint carries no time: then no write is certified by time).
 */
export interface Certification {
  size: number;
  tsMs: number;
  /** How the reason names it ("checkpoint size 1, 2026-11-14T10:00:30.000Z"). */
  label: string;
}

export interface ClassifyContext {
  /** Set when checkpoints were given: writes beyond the newest one are uncertified, not poisoned. */
  certified?: Certification;
  table: StateTable;
  history: History;
  majority: Int32Array;
  distinct: Uint32Array;
  /** Entries read from the log (a valid log's size). */
  logSize: number;
  /** Set when the log as a whole cannot be certified: every key is indeterminate. */
  globalFailure?: string;
  failClosed: boolean;
}

const iso = (ms: number): string => new Date(ms).toISOString();

function row(
  agentId: string,
  key: string,
  local: string,
  majority: string,
  verdict: Verdict,
  expected: string,
  action: ReconcileAction,
  reason: string,
  flagged?: string,
): ResultRow {
  const r: ResultRow = { agentId, key, local, verdict, expected, action, reason, majority };
  if (flagged !== undefined) r.flagged = flagged;
  return r;
}

/** Classify row `i` of the state table. */
export function classify(i: number, cx: ClassifyContext): ResultRow {
  const { table: t, history: h } = cx;
  const err = t.errors.get(i);
  if (err) {
    return {
      line: t.line[i],
      ...(err.agentId !== undefined && { agentId: err.agentId }),
      ...(err.key !== undefined && { key: err.key }),
      verdict: 'indeterminate',
      expected: 'null',
      action: cx.failClosed ? 'quarantine' : 'halt-escalate',
      reason: 'malformed state record',
      error: { code: err.code, message: err.message },
    };
  }
  const k = t.key[i]!;
  const names = t.names.list;
  const keyName = t.keys.list[k]!;
  const agentId = names[t.agent[i]!]!;
  const writerId = t.writer[i]!;
  const suspect = writerId >= 0 ? names[writerId]! : agentId;
  const maj = cx.majority[k]!;
  const local = t.local[i]!;
  const majority = maj >= 0 ? t.local[maj]! : 'null';
  const last = h.lastAuth[k]!;
  const expected = last >= 0 ? h.expected[k]! : 'null';

  const indeterminate = (reason: string): ResultRow => {
    const divergent = cx.distinct[k]! > 1 || (last >= 0 && !sameFingerprint(t.vh, i, h.vh, last));
    return row(agentId, keyName, local, majority, 'indeterminate', 'null', cx.failClosed && divergent ? 'quarantine' : 'halt-escalate', reason);
  };

  if (cx.globalFailure) return indeterminate(`audit log cannot be certified: ${cx.globalFailure}`);
  if (h.affected[k]) return indeterminate(h.affectedReason.get(k)!);

  // Partial certification (issue 14): a write after the newest verified checkpoint — by its
  // auditSeq, or by its time when it has none — may be a real write whose entry was cut along
  // with the checkpoint that covered it (a replayed old checkpoint). Its absence from the
  // certified prefix proves nothing, so it is never `poisoned` and never rolled back.
  const q = t.auditSeq[i]!;
  const cert = cx.certified;
  if (cert && (q >= 0 ? q >= cert.size : t.ts[i]! > cert.tsMs)) {
    const why = q >= 0 ? `auditSeq ${q} is beyond` : `written at ${iso(t.ts[i]!)}, after`;
    return row(agentId, keyName, local, majority, 'indeterminate', 'null', cx.failClosed ? 'quarantine' : 'halt-escalate', `uncertified: ${why} the newest verified checkpoint (${cert.label}); not judged until a checkpoint covers it`);
  }

  // Find the audited write this local value came from.
  let match = -1;
  if (q >= 0) {
    if (q >= cx.logSize) return indeterminate(`auditSeq ${q} is not in the log (${cx.logSize} entries): a cut log or a forged auditSeq`);
    // (Checked before "nothing audited for the key": an auditSeq naming another key's entry is
    // positive evidence that this write is not what the store claims.)
    for (let e = h.head[k]!; e >= 0; e = h.next[e]!) {
      if (h.seq[e] === q) {
        match = e;
        break;
      }
    }
    if (match < 0) return row(agentId, keyName, local, majority, 'poisoned', expected, 'quarantine-rollback', `audit entry ${q} is not a write of ${keyName}`, suspect);
    if (!sameFingerprint(t.vh, i, h.vh, match)) {
      return row(agentId, keyName, local, majority, 'poisoned', expected, 'quarantine-rollback', `audit entry ${q} records another value for ${keyName}`, suspect);
    }
  } else {
    if (h.head[k]! < 0) return indeterminate(`nothing audited for key ${keyName}`);
    let sameValue = -1;
    for (let e = h.head[k]!; e >= 0; e = h.next[e]!) {
      if (!sameFingerprint(t.vh, i, h.vh, e)) continue;
      sameValue = e;
      if (h.ts[e] === t.ts[i]) match = e;
    }
    if (match < 0) {
      const why =
        sameValue >= 0
          ? `no audit entry for the write at ts ${iso(t.ts[i]!)} (the value was audited only at seq ${h.seq[sameValue]}, ts ${iso(h.ts[sameValue]!)})`
          : `no audit entry for the write at ts ${iso(t.ts[i]!)} (the value was never audited for ${keyName})`;
      return row(agentId, keyName, local, majority, 'poisoned', expected, 'quarantine-rollback', why, suspect);
    }
  }

  const mseq = h.seq[match]!;
  if (!h.auth[match]) {
    const p = names[h.principal[match]!]!;
    return row(agentId, keyName, local, majority, 'poisoned', expected, 'quarantine-rollback', `audit entry ${mseq} was written by ${p}, whom the ACL does not allow to write ${keyName}`, p);
  }
  if (sameFingerprint(h.vh, match, h.vh, last)) {
    return row(agentId, keyName, local, majority, 'current', expected, 'none', `matches the last authorized write (seq ${h.seq[last]})`);
  }
  const own = t.agent[i]!;
  for (let e = h.next[match]!; e >= 0; e = h.next[e]!) {
    const p = h.principal[e]!;
    if (h.auth[e] && (p === own || p === writerId)) {
      return row(agentId, keyName, local, majority, 'rolled_back', expected, 'refresh', `own audited write at seq ${h.seq[e]} is not in memory; local holds the older audited value of seq ${mseq}`);
    }
  }
  return row(agentId, keyName, local, majority, 'stale', expected, 'refresh', `matches the audited write at seq ${mseq}; superseded by seq ${h.seq[last]} (${names[h.principal[last]!]})`);
}

/** The row as one JSONL line, members in CONTRACT §5 order. */
export function formatRow(r: ResultRow): string {
  let s = '{';
  if (r.line !== undefined) s += `"line":${r.line},`;
  if (r.agentId !== undefined) s += `"agentId":${JSON.stringify(r.agentId)},`;
  if (r.key !== undefined) s += `"key":${JSON.stringify(r.key)},`;
  if (r.local !== undefined) s += `"local":${r.local},`;
  s += `"verdict":"${r.verdict}","expected":${r.expected},"action":"${r.action}",`;
  if (r.flagged !== undefined) s += `"flagged":${JSON.stringify(r.flagged)},`;
  s += `"reason":${JSON.stringify(r.reason)}`;
  if (r.majority !== undefined) s += `,"majority":${r.majority}`;
  if (r.error) s += `,"error":${JSON.stringify(r.error)}`;
  return s + '}';
}
