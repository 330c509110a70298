/**
 * The report's aggregates over a stream of verdicts (CONTRACT §2), each optionally joined to
 * the input record it answers (CONTRACT §1), and the alerts of `correlate` (CONTRACT §6).
 *
 * Memory is bounded whatever the input: counts per key live in BoundedTally (a fixed number of
 * keys), time in at most MAX_BUCKETS buckets, scores in SCORE_BINS bins, quarantined memories
 * in a uniform sample of `maxItems` (each cut to `maxContent` code units), clusters and
 * campaigns up to a cap with their member lists cut. Everything past a cap is counted, so the
 * page can say how much it does not show.
 *
 * Every field read from a file is checked for its type: verdicts and records are input, and a
 * report of hostile memories must not break on a `reasons` that is a string or an `id` that is
 * an object.
 */
import { channelOf } from '../screen/index.js';
import type { Evidence } from '../common/index.js';
import { excerpt, type Excerpt } from './excerpt.js';
import { Reservoir } from './sample.js';
import { ScoreHistogram, TimeSeries, type ScoreHistogramResult, type TimeSeriesResult } from './series.js';
import { BoundedTally, MAX_KEY, type TallyResult } from './tally.js';

export interface ReportOptions {
  /** Quarantined memories shown (a uniform sample of all of them). */
  maxItems?: number;
  /** Code units of each shown memory's content. */
  maxContent?: number;
  /** Rows in the by-agent table. */
  topAgents?: number;
  /** Distinct keys counted per table before pruning. */
  maxKeys?: number;
  /** In-recall clusters and campaigns kept, each. */
  maxGroups?: number;
  /** Members listed per cluster or campaign. */
  maxMembers?: number;
  /** Seed of the sample (the same input and seed give the same page). */
  seed?: number;
}

export const REPORT_DEFAULTS: Required<ReportOptions> = {
  maxItems: 1000,
  maxContent: 4000,
  topAgents: 20,
  maxKeys: 10_000,
  maxGroups: 500,
  maxMembers: 50,
  seed: 0x5eed,
};

/** Why a shown memory has, or lacks, its content. */
export type ContentState = 'shown' | 'no-input' | 'mismatch' | 'unreadable';

export interface ShownItem {
  /** 1-based position in the verdict stream. */
  ordinal: number;
  id?: string | number;
  line?: number;
  reasons: string[];
  source?: string;
  channel: string;
  agentId: string;
  lang?: string;
  ts?: number;
  score?: number;
  cluster?: string;
  error?: { code: string; message: string };
  content: ContentState;
  excerpt?: Excerpt;
}

export interface MemberInfo {
  id: string;
  ts?: number;
  channel?: string;
  action?: string;
}

export interface GroupInfo {
  /** `cluster` id (in-recall) or the alert's position (campaign). */
  key: string;
  kind: 'cluster' | 'campaign';
  agentId?: string;
  capability?: string;
  score?: number;
  reason?: string;
  first?: number;
  last?: number;
  /** Members in full, of which `members` lists at most maxMembers. */
  size: number;
  members: MemberInfo[];
}

export interface ReportTotals {
  verdicts: number;
  kept: number;
  quarantined: number;
  /** Quarantined because the record was malformed (`error`). */
  errors: number;
  directive: number;
  trusted: number;
  /** Members of an in-recall cluster (`cluster` present). */
  clustered: number;
  /** Lines of the verdict file that are not a verdict object. */
  badLines: number;
  /** Verdicts joined to their record / whose record did not match (id or line). */
  joined: number;
  mismatched: number;
  /** Evidence spans that do not fit their record's content (a sign of the wrong input file). */
  evidenceOutOfRange: number;
}

export interface ReportData {
  totals: ReportTotals;
  reasons: TallyResult;
  channels: TallyResult;
  /** Channels by their first segment (`mcp:tool/web-search` → `mcp`). */
  kinds: TallyResult;
  languages: TallyResult & { known: number };
  agents: TallyResult & { known: number };
  time: TimeSeriesResult;
  scores: ScoreHistogramResult;
  clusters: { groups: GroupInfo[]; total: number };
  campaigns: { groups: GroupInfo[]; total: number; invalid: number; capabilities: TallyResult };
  items: { shown: ShownItem[]; total: number };
  options: Required<ReportOptions>;
}

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
/** At most n code units of s (and an ellipsis), never ending on half a surrogate pair. */
function cut(s: string, n: number): string {
  if (s.length <= n) return s;
  const c = s.charCodeAt(n - 1);
  return s.slice(0, c >= 0xd800 && c <= 0xdbff ? n - 1 : n) + '…';
}

/** `ts` (ISO-8601 or epoch milliseconds) as epoch milliseconds, or undefined. */
export function readTs(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.length > 0 && v.length < 64) {
    const t = Date.parse(v);
    if (Number.isFinite(t)) return t;
  }
  return undefined;
}

function readId(v: unknown): string | number | undefined {
  if (typeof v === 'string' && v.length > 0) return cut(v, 200);
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  return undefined;
}

function readReasons(v: unknown): string[] {
  if (!Array.isArray(v)) return [];
  const out: string[] = [];
  for (const r of v) {
    if (typeof r !== 'string' || out.length >= 32) continue;
    const c = cut(r, MAX_KEY);
    if (!out.includes(c)) out.push(c);
  }
  return out;
}

function readEvidence(v: unknown): Evidence[] {
  if (!Array.isArray(v)) return [];
  const out: Evidence[] = [];
  for (const e of v) {
    if (out.length >= 256) break;
    if (isObj(e) && typeof e.start === 'number' && typeof e.end === 'number') out.push({ start: e.start, end: e.end, rule: typeof e.rule === 'string' ? cut(e.rule, 80) : '' });
  }
  return out;
}

function readLang(o: Obj | undefined): string | undefined {
  if (!o) return undefined;
  const l = str(o.lang) ?? str(o.language);
  return l ? cut(l.trim().toLowerCase(), 32) || undefined : undefined;
}

/** The channel label of a source; `(no source)` for a missing or empty one, which is untrusted. */
export function channelLabel(source: string | undefined): string {
  const c = channelOf(source);
  return c === '' ? '(no source)' : c;
}

export const UNKNOWN = '(unknown)';

/** Does `record` (the parsed input line `line`, or undefined when unparsable) answer `verdict`? */
export function joinState(verdict: Obj, join: { line: number; record: unknown } | undefined): ContentState {
  if (!join) return 'no-input';
  const id = verdict.id;
  if (id !== undefined) {
    if (!isObj(join.record) || join.record.id !== id) return 'mismatch';
    return typeof join.record.content === 'string' ? 'shown' : 'unreadable';
  }
  if (typeof verdict.line === 'number') {
    if (verdict.line !== join.line) return 'mismatch';
    // a malformed line may still parse (e.g. an object without an id): show its content if any
    return isObj(join.record) && typeof join.record.content === 'string' ? 'shown' : 'unreadable';
  }
  return 'mismatch';
}

export class ReportAggregator {
  readonly options: Required<ReportOptions>;
  private readonly totals: ReportTotals = {
    verdicts: 0,
    kept: 0,
    quarantined: 0,
    errors: 0,
    directive: 0,
    trusted: 0,
    clustered: 0,
    badLines: 0,
    joined: 0,
    mismatched: 0,
    evidenceOutOfRange: 0,
  };
  private readonly reasons: BoundedTally;
  private readonly channels: BoundedTally;
  private readonly kinds: BoundedTally;
  private readonly languages: BoundedTally;
  private readonly agents: BoundedTally;
  private readonly capabilities: BoundedTally;
  private languagesKnown = 0;
  private agentsKnown = 0;
  private readonly time = new TimeSeries();
  private readonly scores = new ScoreHistogram();
  private readonly sample: Reservoir<ShownItem>;
  private readonly clusters = new Map<string, GroupInfo>();
  private clustersTotal = 0;
  private readonly campaigns: GroupInfo[] = [];
  private campaignsTotal = 0;
  private campaignsInvalid = 0;
  /** Campaign members to describe as their verdicts stream by: id → the member entries. */
  private readonly wanted = new Map<string, MemberInfo[]>();

  constructor(options: ReportOptions = {}) {
    this.options = { ...REPORT_DEFAULTS, ...options };
    const k = this.options.maxKeys;
    this.reasons = new BoundedTally(k);
    this.channels = new BoundedTally(k);
    this.kinds = new BoundedTally(k);
    this.languages = new BoundedTally(k);
    this.agents = new BoundedTally(k);
    this.capabilities = new BoundedTally(k);
    this.sample = new Reservoir(this.options.maxItems, this.options.seed);
  }

  /**
   * One alert of `correlate` (CONTRACT §6). Read alerts before the verdicts: the verdicts (and
   * records) then fill in each member's time and channel.
   */
  addAlert(a: unknown): void {
    if (!isObj(a) || !Array.isArray(a.members)) {
      this.campaignsInvalid++;
      return;
    }
    this.campaignsTotal++;
    const capability = str(a.capability) ? cut(a.capability as string, MAX_KEY) : UNKNOWN;
    this.capabilities.add(capability, true);
    if (this.campaigns.length >= this.options.maxGroups) return;
    const g: GroupInfo = {
      key: String(this.campaignsTotal),
      kind: 'campaign',
      agentId: str(a.agentId) ? cut(a.agentId as string, MAX_KEY) : UNKNOWN,
      capability,
      score: typeof a.score === 'number' && Number.isFinite(a.score) ? a.score : undefined,
      reason: str(a.reason) ? cut(a.reason as string, 400) : undefined,
      first: readTs(a.first),
      last: readTs(a.last),
      size: a.members.length,
      members: [],
    };
    for (const m of a.members) {
      if (g.members.length >= this.options.maxMembers) break;
      const id = readId(m);
      if (id === undefined) continue;
      const info: MemberInfo = { id: String(id) };
      g.members.push(info);
      const list = this.wanted.get(info.id);
      if (list) list.push(info);
      else this.wanted.set(info.id, [info]);
    }
    this.campaigns.push(g);
  }

  /** A line of the verdict file that is not a JSON object. */
  badLine(): void {
    this.totals.badLines++;
  }

  /**
   * One verdict (a parsed line), with the input record at the same position when `--input`
   * was given: its parsed value (undefined when it does not parse) and its line number.
   */
  add(verdict: unknown, join?: { line: number; record: unknown }): void {
    if (!isObj(verdict)) {
      this.badLine();
      return;
    }
    const t = this.totals;
    const ordinal = ++t.verdicts;
    const q = verdict.action !== 'keep'; // anything but an explicit keep is a quarantine (fail closed)
    const state = joinState(verdict, join);
    const record = state === 'shown' || state === 'unreadable' ? (isObj(join!.record) ? join!.record : undefined) : undefined;
    if (join) {
      if (state === 'mismatch') t.mismatched++;
      else t.joined++;
    }
    if (q) t.quarantined++;
    else t.kept++;
    if (verdict.directive === true) t.directive++;
    if (verdict.trusted === true) t.trusted++;
    const error = isObj(verdict.error) ? { code: cut(String(verdict.error.code ?? 'E_UNKNOWN'), 40), message: cut(String(verdict.error.message ?? ''), 300) } : undefined;
    if (error) t.errors++;

    const source = str(record?.source) ?? str(verdict.source);
    const sourceKnown = record !== undefined || typeof verdict.source === 'string';
    const channel = sourceKnown ? channelLabel(source) : UNKNOWN;
    this.channels.add(channel, q);
    const colon = channel.indexOf(':');
    this.kinds.add(colon > 0 ? channel.slice(0, colon) : channel, q);
    const agentRaw = record ? (str(record.agentId) || 'default') : str(verdict.agentId);
    const agentId = agentRaw ?? UNKNOWN;
    if (agentRaw !== undefined) {
      this.agentsKnown++;
      this.agents.add(agentRaw, q);
    }
    const lang = readLang(record) ?? readLang(verdict);
    if (lang) {
      this.languagesKnown++;
      this.languages.add(lang, q);
    }
    const ts = readTs(record?.ts) ?? readTs(verdict.ts);
    if (ts !== undefined) this.time.add(ts, q);
    const score = typeof verdict.score === 'number' && Number.isFinite(verdict.score) ? verdict.score : undefined;
    if (score !== undefined) this.scores.add(score, q);
    const id = readId(verdict.id);

    const cluster = str(verdict.cluster) ? cut(verdict.cluster as string, MAX_KEY) : undefined;
    if (cluster !== undefined) {
      t.clustered++;
      this.addToCluster(cluster, id, agentId, ts, channel, q);
    }
    if (id !== undefined && this.wanted.size > 0) {
      const list = this.wanted.get(String(id));
      if (list) for (const m of list) Object.assign(m, { ts, channel, action: q ? 'quarantine' : 'keep' });
    }

    if (!q) return;
    const reasons = readReasons(verdict.reasons);
    if (error) reasons.unshift(`error:${error.code}`);
    if (reasons.length === 0) reasons.push('(none given)');
    for (const r of reasons) this.reasons.add(r, true);

    const slot = this.sample.offer();
    if (slot < 0) return;
    const item: ShownItem = { ordinal, reasons, channel, agentId, content: state };
    if (id !== undefined) item.id = id;
    if (typeof verdict.line === 'number' && Number.isInteger(verdict.line)) item.line = verdict.line;
    if (source !== undefined) item.source = cut(source, 300);
    if (lang) item.lang = lang;
    if (ts !== undefined) item.ts = ts;
    if (score !== undefined) item.score = score;
    if (cluster !== undefined) item.cluster = cluster;
    if (error) item.error = error;
    if (state === 'shown') {
      const ex = excerpt(record!.content as string, readEvidence(verdict.evidence), this.options.maxContent);
      t.evidenceOutOfRange += ex.outOfRange;
      item.excerpt = ex;
    }
    this.sample.put(slot, item);
  }

  private addToCluster(key: string, id: string | number | undefined, agentId: string, ts: number | undefined, channel: string, q: boolean): void {
    let g = this.clusters.get(key);
    if (!g) {
      this.clustersTotal++;
      if (this.clusters.size >= this.options.maxGroups) return;
      g = { key, kind: 'cluster', agentId, size: 0, members: [] };
      this.clusters.set(key, g);
    }
    g.size++;
    if (ts !== undefined) {
      g.first = g.first === undefined ? ts : Math.min(g.first, ts);
      g.last = g.last === undefined ? ts : Math.max(g.last, ts);
    }
    if (g.members.length < this.options.maxMembers) g.members.push({ id: id === undefined ? '' : String(id), ts, channel, action: q ? 'quarantine' : 'keep' });
  }

  result(): ReportData {
    const groupOrder = (a: GroupInfo, b: GroupInfo) => (a.first ?? Infinity) - (b.first ?? Infinity);
    return {
      totals: { ...this.totals },
      reasons: this.reasons.result(),
      channels: this.channels.result(),
      kinds: this.kinds.result(),
      languages: { ...this.languages.result(), known: this.languagesKnown },
      agents: { ...this.agents.result(this.options.topAgents), known: this.agentsKnown },
      time: this.time.result(),
      scores: this.scores.result(),
      clusters: { groups: [...this.clusters.values()].sort(groupOrder), total: this.clustersTotal },
      campaigns: { groups: [...this.campaigns].sort(groupOrder), total: this.campaignsTotal, invalid: this.campaignsInvalid, capabilities: this.capabilities.result() },
      items: { shown: this.sample.values().sort((a, b) => a.ordinal - b.ordinal), total: this.sample.offered },
      options: this.options,
    };
  }
}
