/**
 * Cross-recall correlation over streams of screened records: per-agent campaign state, time
 * inheritance, shards, resumable runs, and alerts in the form of CONTRACT §6.
 *
 *   ScreenedRecord ─▶ shard? ─▶ effective time ─▶ signalOf ─▶ (stream) observe now
 *                                                           └▶ (batch)  stash; at the end,
 *                                                                       per agent in time order
 *   per agent: watermark of the last run ─▶ skip what it already saw ─▶ campaign.observe ─▶ alert
 *
 * Time: a record's `ts` when it has one; otherwise the time of the same agent's previous record
 * in input order (0 when there is none yet: such memories count as old). Batch runs order each
 * agent's signals by (time, input order); streaming runs take them as they come.
 *
 * Resumable runs (`--state`): each agent's state carries a watermark, the newest signal time it
 * has processed and the ids processed at exactly that time. A later run skips the signals at or
 * before it, so a nightly job over a cumulative export ends with exactly the alerts a single run
 * over everything gives (test/correlate-incremental.test.ts). A memory written with a time
 * older than what a previous run already processed for its agent cannot be told from one that
 * run saw: it is skipped and counted (`skipped`), never half-applied.
 *
 * Shards: `shard i/n` keeps the agents whose FNV-1a hash of `agentId` is i−1 modulo n; agents
 * are independent, so n shards together give exactly the alerts of one run.
 */
import type { AgentState, CampaignParams } from '../../kernels/correlate/index.js';
import { campaignParams, emptyState, observe } from '../../kernels/correlate/index.js';
import { readSteer, signalOf, type RoleModel, type Signal, type SteerReading } from '../../kernels/correlate/index.js';
import { defaultRoles } from './roles-file.js';
import { UsageError } from '../../kernels/common/index.js';
import type { ScreenedRecord } from '../../kernels/screen/index.js';

/** One correlation alert, CONTRACT §6 (key order is the output order). */
export interface CorrelationAlert {
  agentId: string;
  members: (string | number)[];
  capability: string;
  score: number;
  reason: string;
  first: string;
  last: string;
}

export interface ShardSpec {
  /** 0-based. */
  index: number;
  count: number;
}

/** Ids kept in a watermark at its exact time; past this, everything at that time counts as seen. */
export const MAX_WATERMARK_IDS = 1024;

export interface Watermark {
  ts: number;
  ids: (string | number)[];
  /** More than MAX_WATERMARK_IDS signals at `ts`: treat every one at `ts` as seen. */
  sealed?: boolean;
}

export interface AgentRecord {
  state: AgentState;
  wm: Watermark | null;
}

/** Where per-agent state lives between runs (pipeline/correlate-state.ts: SQLite). */
export interface StateStore {
  load(agentId: string): AgentRecord | undefined;
  save(entries: Iterable<[string, AgentRecord]>): void;
  close(): void;
}

export interface CorrelatorOptions {
  windowMs?: number;
  /** Lowest score that raises an alert (default ALERT_SCORE; the bench sweeps it on the dev split). */
  alertScore?: number;
  shard?: ShardSpec;
  store?: StateStore;
  /** Steering roles model (default: the shipped data/correlate/roles.bin; null: the screen's signals alone). */
  roles?: RoleModel | null;
}

export interface CorrelatorStats {
  /** Signals taken into the state. */
  signals: number;
  /**
   * Signals at or before the previous run's watermark: processed by that run, or written late
   * (older than what it had seen) and therefore never processed.
   */
  skipped: number;
  alerts: number;
  agents: number;
}

/** `i/n` (1-based i) → 0-based shard spec. */
export function parseShard(s: string): ShardSpec {
  const m = /^(\d+)\/(\d+)$/.exec(s.trim());
  if (!m) throw new UsageError(`--shard must be i/n (e.g. 1/4), not '${s}'`);
  const i = Number(m[1]);
  const n = Number(m[2]);
  if (n < 1 || i < 1 || i > n) throw new UsageError(`--shard ${s}: need 1 ≤ i ≤ n`);
  return { index: i - 1, count: n };
}

const utf8 = new TextEncoder();

/** FNV-1a (32-bit) over the UTF-8 bytes of the agent id: stable across runs, machines, Node versions. */
export function agentHash(agentId: string): number {
  let h = 0x811c9dc5;
  for (const b of utf8.encode(agentId)) {
    h ^= b;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function inShard(agentId: string, shard: ShardSpec | undefined): boolean {
  return !shard || shard.count === 1 || agentHash(agentId) % shard.count === shard.index;
}

/** Parse a window: `30d`, `12h`, `90m`, or plain milliseconds. */
export function parseWindow(s: string | number | undefined): number | undefined {
  if (s === undefined) return undefined;
  if (typeof s === 'number') return s;
  const m = /^(\d+(?:\.\d+)?)(ms|s|m|h|d|w)?$/.exec(s.trim());
  if (!m) throw new UsageError(`--window must be a duration like 30d, 12h or 90m, not '${s}'`);
  const unit = { ms: 1, s: 1e3, m: 6e4, h: 3.6e6, d: 8.64e7, w: 6.048e8 }[(m[2] ?? 'ms') as 'ms'];
  const v = Number(m[1]) * unit;
  if (!(v > 0)) throw new UsageError('--window must be positive');
  return v;
}

function iso(ms: number): string {
  const d = new Date(ms);
  return Number.isFinite(d.getTime()) ? d.toISOString() : new Date(0).toISOString();
}

interface Live {
  rec: AgentRecord;
  /** Watermark of the previous run: what to skip. */
  prior: Watermark | null;
  dirty: boolean;
}

/**
 * The per-agent correlator shared by `screen --correlate` (streaming: `observe`) and
 * `antidote correlate` (batch: `stash` then `drain`).
 */
export class Correlator {
  readonly params: CampaignParams;
  readonly stats: CorrelatorStats = { signals: 0, skipped: 0, alerts: 0, agents: 0 };
  private readonly agents = new Map<string, Live>();
  /** Time of each agent's previous record in input order (for records without `ts`). */
  private readonly lastTs = new Map<string, number>();
  private readonly stashed = new Map<string, { sig: Signal; seq: number }[]>();
  private seq = 0;
  private readonly roles: RoleModel | null;

  constructor(
    private readonly opts: CorrelatorOptions,
    private readonly emit: (a: CorrelationAlert) => void,
  ) {
    this.params = campaignParams(opts.windowMs, opts.alertScore);
    this.roles = opts.roles === undefined ? defaultRoles() : opts.roles;
  }

  /** Effective time and signal of a record, or null when it is outside the shard or carries none. */
  private signal(rec: ScreenedRecord, read?: SteerReading | null): Signal | null {
    if (!inShard(rec.agentId, this.opts.shard)) return null;
    let ts = rec.ts;
    if (ts === undefined) ts = this.lastTs.get(rec.agentId) ?? 0;
    else this.lastTs.set(rec.agentId, ts);
    return signalOf(rec, ts, this.roles, read);
  }

  /** Streaming: take one screened record now (records in input order). */
  observe(rec: ScreenedRecord): void {
    const sig = this.signal(rec);
    if (sig) this.apply(rec.agentId, sig);
  }

  private readonly reads: (SteerReading | null | undefined)[] = [];

  /**
   * Streaming: take several screened records in input order — exactly as many `observe` calls,
   * but the roles model reads all of their texts first, then the campaign state takes them
   * (each pass keeps its own tables in cache: the roles weights are 768 KiB).
   */
  observeAll(recs: readonly ScreenedRecord[]): void {
    const reads = this.reads;
    const model = this.roles;
    for (let i = 0; i < recs.length; i++) {
      const r = recs[i]!;
      reads[i] = model && r.steer === undefined && r.text !== undefined && r.verdict.id !== undefined && inShard(r.agentId, this.opts.shard) ? readSteer(r, model) : undefined;
    }
    for (let i = 0; i < recs.length; i++) {
      const rec = recs[i]!;
      const sig = this.signal(rec, reads[i]);
      reads[i] = undefined;
      if (sig) this.apply(rec.agentId, sig);
    }
  }

  /** Batch: keep the record's signal until `drain`. */
  stash(rec: ScreenedRecord): void {
    const sig = this.signal(rec);
    if (!sig) return;
    const list = this.stashed.get(rec.agentId);
    const e = { sig, seq: this.seq++ };
    if (list) list.push(e);
    else this.stashed.set(rec.agentId, [e]);
  }

  /** Batch: process every stashed signal, agent by agent in time order; alerts sorted by time. */
  drain(): CorrelationAlert[] {
    const out: CorrelationAlert[] = [];
    const emit = (a: CorrelationAlert) => out.push(a);
    const agents = [...this.stashed.keys()].sort();
    for (const agentId of agents) {
      const list = this.stashed.get(agentId)!;
      list.sort((a, b) => a.sig.ts - b.sig.ts || a.seq - b.seq);
      for (const { sig } of list) this.apply(agentId, sig, emit);
    }
    this.stashed.clear();
    out.sort(compareAlerts);
    for (const a of out) this.emit(a);
    return out;
  }

  private live(agentId: string): Live {
    let l = this.agents.get(agentId);
    if (!l) {
      const stored = this.opts.store?.load(agentId);
      const rec: AgentRecord = stored ?? { state: emptyState(), wm: null };
      l = { rec, prior: rec.wm ? { ...rec.wm, ids: rec.wm.ids.slice() } : null, dirty: false };
      this.agents.set(agentId, l);
      this.stats.agents++;
    }
    return l;
  }

  private apply(agentId: string, sig: Signal, emit: (a: CorrelationAlert) => void = this.emit): void {
    const l = this.live(agentId);
    const p = l.prior;
    if (p && (sig.ts < p.ts || (sig.ts === p.ts && (p.sealed || p.ids.includes(sig.id))))) {
      this.stats.skipped++;
      return;
    }
    this.stats.signals++;
    l.dirty = true;
    const f = observe(l.rec.state, sig, this.params);
    advance(l.rec, sig);
    if (!f) return;
    this.stats.alerts++;
    emit({ agentId, members: f.members, capability: f.capability, score: f.score, reason: f.reason, first: iso(f.first), last: iso(f.last) });
  }

  /** Persist every changed agent (no-op without a store). */
  save(): void {
    if (!this.opts.store) return;
    const dirty: [string, AgentRecord][] = [];
    for (const [agentId, l] of this.agents) if (l.dirty) dirty.push([agentId, l.rec]);
    if (dirty.length) this.opts.store.save(dirty);
    for (const [, l] of this.agents) l.dirty = false;
  }

  /** State of one agent (tests: size bounds). */
  stateOf(agentId: string): AgentState | undefined {
    return this.agents.get(agentId)?.rec.state;
  }
}

function advance(rec: AgentRecord, sig: Signal): void {
  const wm = rec.wm;
  if (!wm || sig.ts > wm.ts) rec.wm = { ts: sig.ts, ids: [sig.id] };
  else if (sig.ts === wm.ts && !wm.sealed && !wm.ids.includes(sig.id)) {
    if (wm.ids.length >= MAX_WATERMARK_IDS) {
      wm.sealed = true;
      wm.ids = [];
    } else wm.ids.push(sig.id);
  }
}

/** Alerts in time order (the triggering memory), then agent, then members: stable across runs. */
export function compareAlerts(a: CorrelationAlert, b: CorrelationAlert): number {
  if (a.last !== b.last) return a.last < b.last ? -1 : 1;
  if (a.agentId !== b.agentId) return a.agentId < b.agentId ? -1 : 1;
  const am = JSON.stringify(a.members);
  const bm = JSON.stringify(b.members);
  return am < bm ? -1 : am > bm ? 1 : 0;
}

