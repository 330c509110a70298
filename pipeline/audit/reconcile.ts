/**
 * Reconcile at scale: STATE is read once into compact columns, the log is streamed once (and
 * verified while streaming), and one result per state row comes out in STATE order.
 *
 *   STATE ──parse, fingerprint──▶ StateTable (typed columns + key ids)
 *   LOG ──segments──┬──▶ this thread: positional parse, seq/time order ──▶ History (STATE's keys only)
 *                   └──▶ verify pool: canonical form, hashes, links, Merkle at the checkpoints' sizes
 *                              (stitched in order; a large log only, see verify.ts INLINE_BELOW_BYTES)
 *   checkpoints, witnesses, trust state vs the stitched summary ──▶ global failure / certification
 *   majorities(StateTable) ──▶ classify(row) for each row, in order ──▶ results
 *
 * Every entry must be both checked and indexed, and the index lives on this thread. With
 * `threads` > 0 the checks go to the pool while this thread indexes (issue 14); by default one
 * sequential pass does both, because that measured faster here (see ReconcileOptions.threads).
 * A log whose time goes back falls back to one sequential pass, which confines that failure to
 * the keys involved instead of stopping at it.
 */
import type { KeyObject } from 'node:crypto';
import { UsageError } from '../../kernels/common/index.js';
import type { Acl } from '../../kernels/audit/index.js';
import { parseCanonicalTs, type ChainSummary, type Checkpoint, type CutRoot, type NoteVerifier } from '../../kernels/audit/index.js';
import { EMPTY_ROOT, GENESIS, MerkleRange, leafHashOfHex } from '../../kernels/audit/index.js';
import { MAX_ENTRY_BYTES, type ChainFailure } from '../../kernels/audit/index.js';
import { Affected, History, StateTable } from '../../kernels/audit/index.js';
import { checkStateRecord, classify, formatRow, majorities, type Certification, type ClassifyContext, type ReconcileAction, type ResultRow, type Verdict } from '../../kernels/audit/index.js';
import { ChainStitcher, checkLine, isFailure, scanLines, type CheckedEntry } from '../../kernels/audit/index.js';
import { readTextLines, walkLog } from './reader.js';
import { SEGMENT_LINES, checkpointFailures, checkpointProblem, runChain, trustedHeads, type CheckpointPolicy } from './verify.js';
import { readCommit } from './commit.js';
import type { TrustState } from './trust.js';

/** One STATE record (CONTRACT §5). */
export interface StateRecord {
  agentId: string;
  key: string;
  value: unknown;
  ts: string | number;
  writer?: string;
  auditSeq?: number;
}

export interface ReconcileOptions {
  log: string;
  /** Parsed ACL; absent: every principal may write every key. */
  acl?: Acl;
  checkpoint?: Checkpoint;
  /** More checkpoints: all must verify and match the log; the newest decides what is certified. */
  checkpoints?: Checkpoint[];
  publicKey?: KeyObject | NoteVerifier;
  witnesses?: NoteVerifier[];
  quorum?: number;
  /** Refuse checkpoints older than (or forked from) what was accepted before, and logs cut below it. */
  trust?: TrustState;
  /** Quarantine every divergence the log cannot certify instead of halting. */
  failClosed?: boolean;
  /**
   * Verify-pool threads for the chain checks while this thread indexes; 0 (the default): one
   * sequential pass. Measured at 1M state × 3M entries on the shared 2-core machine, the pooled
   * pass cost 25% more CPU and was slower in wall time (bench/audit/reconcile.bench.ts): this
   * thread's share (reading, parsing, indexing, classifying) is most of the work, the hashes
   * it hands off are not. Kept as an option until the workers return index records instead.
   */
  threads?: number;
  /** Name of the state input in error messages (default: the path, or "state"). */
  stateName?: string;
}

/** One result with values as JSON values (the library form). */
export interface ReconcileResult {
  line?: number;
  agentId?: string;
  key?: string;
  local?: unknown;
  verdict: Verdict;
  expected: unknown;
  action: ReconcileAction;
  flagged?: string;
  reason: string;
  majority?: unknown;
  error?: { code: string; message: string };
}

export type StateInput = string | Iterable<StateRecord | string> | AsyncIterable<StateRecord | string>;

async function loadState(state: StateInput, name: string): Promise<StateTable> {
  const table = new StateTable();
  const addParsed = (o: unknown, line: number): void => {
    const r = checkStateRecord(o);
    if ('problem' in r) {
      const { problem, ...ids } = r;
      table.addError(line, { code: 'E_STATE_RECORD', message: `${name} line ${line}: ${problem}`, ...ids });
    } else {
      table.add(r, line);
    }
  };
  const addText = (text: string, line: number, badUtf8?: boolean, tooLong?: number): void => {
    if (tooLong !== undefined) return void table.addError(line, { code: 'E_STATE_RECORD', message: `${name} line ${line}: ${tooLong} bytes, longer than ${MAX_ENTRY_BYTES}; skipped` });
    if (badUtf8) return void table.addError(line, { code: 'E_STATE_RECORD', message: `${name} line ${line}: not valid UTF-8` });
    if (text.length > MAX_ENTRY_BYTES) return void table.addError(line, { code: 'E_STATE_RECORD', message: `${name} line ${line}: longer than ${MAX_ENTRY_BYTES} bytes` });
    let o: unknown;
    try {
      o = JSON.parse(text);
    } catch (err) {
      return void table.addError(line, { code: 'E_STATE_RECORD', message: `${name} line ${line}: not JSON (${(err as Error).message})` });
    }
    addParsed(o, line);
  };
  if (typeof state === 'string') {
    for await (const batch of readTextLines(state, undefined, MAX_ENTRY_BYTES)) for (const l of batch) addText(l.text, l.line, l.badUtf8, l.tooLong);
  } else {
    let n = 0;
    for await (const item of state as AsyncIterable<StateRecord | string>) {
      n++;
      if (typeof item === 'string') {
        if (item.trim() !== '') addText(item, n); // blank lines are skipped, as in a file
      } else addParsed(item, n);
    }
  }
  return table;
}

const failureText = (f: ChainFailure): string => `${f.code} at seq ${f.seq}: ${f.message}`;

/**
 * The log's pass with the chain checks on the verify pool (issue 14): the main thread cuts
 * segments, indexes each one (positional parse, seq and time order; no link hash) and hands it
 * to a worker, which checks everything (canonical form, hashes, links inside the segment,
 * Merkle subtrees at the checkpoints' sizes); the stitcher joins segment boundaries in order.
 * Returns undefined when the log has a time going back: reconcile confines that to the keys
 * involved, which needs the sequential pass.
 */
async function walkPooled(
  log: string,
  visit: (e: CheckedEntry, timeFailure?: ChainFailure) => void,
  cutSizes: number[],
  maxCut: number,
  threads: number,
): Promise<{ size: number; head: string; failure?: ChainFailure; cuts: Map<number, CutRoot> } | undefined> {
  const rec = await readCommit(log);
  const stitcher = new ChainStitcher(maxCut, cutSizes);
  let lastTs = -Infinity;
  let stopped = false;
  let timeBack = false;
  await runChain(log, stitcher, maxCut, cutSizes, threads, SEGMENT_LINES, rec?.bytes ?? Infinity, (seg) => {
    scanLines(seg.bytes, seg.start, (text, pos) => {
      const e = checkLine(text, pos, false);
      // A line the worker will reject, or a gap: stop indexing; the worker reports it.
      if (isFailure(e) || e.seq !== pos) {
        stopped = true;
        return false;
      }
      if (e.tsMs < lastTs) {
        timeBack = true;
        return false;
      }
      lastTs = e.tsMs;
      visit(e);
      return true;
    });
    return !stopped && !timeBack;
  });
  const s = stitcher.summary();
  if (timeBack || s.failure?.code === 'E_AUDIT_TIME') return undefined;
  let failure = s.failure;
  if (!failure && rec && (s.bytes !== rec.bytes || s.entries !== rec.size || s.head !== rec.head)) {
    failure = { code: 'E_AUDIT_BATCH', seq: Math.min(s.entries, rec.size), message: `the log's committed part holds ${s.entries} entries in ${s.bytes} bytes, its commit record says ${rec.size} in ${rec.bytes}: the log or its record was altered` };
  }
  return { size: s.entries, head: s.head, cuts: s.cuts, ...(failure && { failure }) };
}

/** Stream the log once into the per-key history; decide what cannot be certified. */
async function loadHistory(table: StateTable, opts: ReconcileOptions): Promise<{ history: History; logSize: number; globalFailure?: string; certified?: Certification }> {
  const cps = [...(opts.checkpoint ? [opts.checkpoint] : []), ...(opts.checkpoints ?? [])].sort((a, b) => a.size - b.size);
  let globalFailure: string | undefined;
  if (cps.length) {
    if (!opts.publicKey) throw new UsageError('a checkpoint needs the audit principal\'s public key');
    const policy: CheckpointPolicy = { publicKey: opts.publicKey, ...(opts.witnesses && { witnesses: opts.witnesses }), ...(opts.quorum !== undefined && { quorum: opts.quorum }), ...(opts.trust && { trust: opts.trust }) };
    for (const cp of cps) {
      const p = checkpointProblem(cp, policy);
      if (p) {
        globalFailure = `${p.code}: ${p.message}`;
        break;
      }
    }
  }
  const trusted = trustedHeads(opts.trust, cps);
  const cutSizes = new Set([...cps.map((c) => c.size), ...trusted.map((t) => t.size)]);
  const newest = cps[cps.length - 1];
  const keys = table.keys.ids;
  const names = table.names;
  const acl = opts.acl;
  const maxCut = Math.max(0, ...cutSizes);

  /** A fresh index and the visitor that fills it (made twice when the pooled pass falls back). */
  const makeIndex = () => {
    const history = new History(table.keys.list.length);
    let maxTsMs = -Infinity;
    let maxKey = '';
    const markTime = (key: string, f: ChainFailure): void => {
      const k = keys.get(key);
      if (k !== undefined) history.markAffected(k, Affected.Time, `${failureText(f)}; the order of writes to this key cannot be trusted`);
    };
    const visit = (e: CheckedEntry, timeFailure?: ChainFailure): void => {
      if (timeFailure) {
        // Either this entry was back-dated or the one holding the latest time was forward-dated.
        markTime(e.key, timeFailure);
        markTime(maxKey, timeFailure);
      } else if (e.tsMs >= maxTsMs) {
        maxTsMs = e.tsMs;
        maxKey = e.key;
      }
      const k = keys.get(e.key);
      if (k === undefined) return;
      history.add(k, e.seq, e.tsMs, e.valueText, names.id(e.principal), acl ? acl.allows(e.principal, e.key) : true);
      if (newest && e.seq >= newest.size) {
        history.markAffected(k, Affected.Uncovered, `E_AUDIT_CHECKPOINT: entry ${e.seq} for this key is after the checkpoint (size ${newest.size}, the newest given) and not certified`);
      }
    };
    return { history, visit };
  };

  let index = makeIndex();
  let walk: { size: number; head: string; failure?: ChainFailure; cuts: Map<number, CutRoot> } | undefined;
  const threads = opts.threads ?? 0;
  if (threads > 0) walk = await walkPooled(opts.log, index.visit, [...cutSizes], maxCut, threads);
  if (!walk) {
    // Inline, or the pool met a time going back (which reconcile confines to the keys involved,
    // while the pool stops at it): one sequential pass that checks and indexes every entry.
    if (threads > 0) index = makeIndex();
    const merkle = cutSizes.size ? new MerkleRange() : undefined;
    const cuts = new Map<number, CutRoot>();
    if (cutSizes.has(0)) cuts.set(0, { root: EMPTY_ROOT, hash: GENESIS, tsMs: -Infinity });
    const visit = index.visit;
    const w = await walkLog(opts.log, (e, timeFailure) => {
      if (merkle && e.seq < maxCut) {
        merkle.push(leafHashOfHex(e.hash));
        if (cutSizes.has(e.seq + 1)) cuts.set(e.seq + 1, { root: merkle.root(), hash: e.hash, tsMs: e.tsMs });
      }
      visit(e, timeFailure);
    });
    walk = { ...w, cuts };
  }
  const { history } = index;
  const cuts = walk.cuts;
  if (!globalFailure && walk.failure) globalFailure = failureText(walk.failure);
  if (!globalFailure) {
    const summary: ChainSummary = { entries: walk.size, bytes: 0, head: walk.head, headTsMs: -Infinity, cuts };
    for (const t of trusted) {
      const f = checkpointFailures(summary, t, 'the trust state already accepted');
      if (f) {
        globalFailure = failureText(f);
        break;
      }
    }
    for (const cp of cps) {
      if (globalFailure) break;
      const f = checkpointFailures(summary, cp);
      if (f) globalFailure = failureText(f);
    }
  }
  const certified: Certification | undefined = newest && {
    size: newest.size,
    tsMs: newest.ts !== undefined ? parseCanonicalTs(newest.ts) : -Infinity,
    label: `size ${newest.size}${newest.ts !== undefined ? `, signed ${newest.ts}` : ', no signing time'}`,
  };
  return { history, logSize: walk.size, ...(globalFailure && { globalFailure }), ...(certified && { certified }) };
}

/** Result rows with values as canonical JSON texts (what the CLI prints). */
export async function* reconcileRows(state: StateInput, opts: ReconcileOptions): AsyncGenerator<ResultRow> {
  const name = opts.stateName ?? (typeof state === 'string' ? (state === '-' ? 'standard input' : state) : 'state');
  const table = await loadState(state, name);
  const { history, logSize, globalFailure, certified } = await loadHistory(table, opts);
  const { majority, distinct } = majorities(table);
  const cx: ClassifyContext = { table, history, majority, distinct, logSize, failClosed: opts.failClosed ?? false, ...(globalFailure && { globalFailure }), ...(certified && { certified }) };
  for (let i = 0; i < table.size; i++) yield classify(i, cx);
}

/** JSONL lines, one per STATE row, in STATE order. */
export async function* reconcileLines(state: StateInput, opts: ReconcileOptions): AsyncGenerator<string> {
  for await (const row of reconcileRows(state, opts)) yield formatRow(row);
}

/** Results with parsed values: the library form. */
export async function* reconcile(state: StateInput, opts: ReconcileOptions): AsyncGenerator<ReconcileResult> {
  for await (const r of reconcileRows(state, opts)) {
    // Members in CONTRACT §5 order, as the CLI prints them.
    yield {
      ...(r.line !== undefined && { line: r.line }),
      ...(r.agentId !== undefined && { agentId: r.agentId }),
      ...(r.key !== undefined && { key: r.key }),
      ...(r.local !== undefined && { local: JSON.parse(r.local) as unknown }),
      verdict: r.verdict,
      expected: JSON.parse(r.expected) as unknown,
      action: r.action,
      ...(r.flagged !== undefined && { flagged: r.flagged }),
      reason: r.reason,
      ...(r.majority !== undefined && { majority: JSON.parse(r.majority) as unknown }),
      ...(r.error && { error: r.error }),
    };
  }
}
