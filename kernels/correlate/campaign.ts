/**
 * Campaign scoring across recalls: one agent's untrusted signals over a sliding window, and the
 * campaigns they form. Pure: plain data in and out, so the state can be persisted as JSON and
 * the same sequence of signals always gives the same alerts.
 *
 *   signal s ─▶ age out ─▶ fold (old signals ─▶ decayed per-key summaries)
 *              │
 *              ├─▶ groups: for every key of s (entity, codeword, capability), the recent signals
 *              │           and the folded summary that share it
 *              ├─▶ score each group; keep the best that qualifies
 *              └─▶ new campaign? ─yes─▶ finding (alert)      continuation of one already
 *                                 no ─▶ extend its mark       reported: no second alert
 *
 * A group qualifies when it joins at least two memories, at least one of them an anchor
 * (strong autonomy / hands-off / bypass framing, or an outright directive), and its score
 * reaches ALERT_SCORE. Groups linked only by a capability (no shared party) need two anchors:
 * a capability is a weak link (many benign memories touch payments), escalating autonomy over
 * it is not. The patterns of the issue map onto this as follows:
 *   - the same entity built up across recalls: an entity or codeword group;
 *   - the same capability with escalating autonomy, no shared entity: a capability group;
 *   - codeword joins: a codeword group (the strongest link: codewords exist to be joined);
 *   - trust-building of a payee, then hands-off preference: a trust member before the first
 *     anchor adds TRUST_FIRST_BONUS;
 *   - many untrusted channels converging on one capability: CHANNEL_BONUS per extra channel.
 *
 * Operator rules never count; a trusted rule that grants autonomy over a party makes later
 * untrusted autonomy about that party (within the window) an echo: support, not an anchor.
 *
 * Score: E = link factor × Σ weight(member) × 2^(−age/half-life) + bonuses; score = 1 − e^(−E).
 * Bounded state: at most MAX_RECENT signals, MAX_FOLDED summaries, MAX_MARKS campaign marks.
 */
import { CAPABILITIES } from '../common/index.js';
import { HANDOVER, SF, STEER, STEER_ANCHOR, isAnchor, keysOf, weight, type Signal } from './signals.js';

const DAY = 86_400_000;
/** Default correlation window (the default). */
export const DEFAULT_WINDOW_MS = 30 * DAY;

export interface CampaignParams {
  /** Signals older than this (relative to the newest) leave the recent list and are folded. */
  windowMs: number;
  /** Half-life of a member's evidence weight. */
  halfLifeMs: number;
  /** Lowest score that raises an alert. */
  alertScore: number;
}

/**
 * Half-life as a share of the window: a member at the far edge of the window still counts a
 * quarter. Chosen on the dev split (bench/correlate.bench.ts).
 */
export const HALF_LIFE_SHARE = 0.5;
/**
 * 1 − e^(−E) at this value needs E ≈ 0.92: two anchors on one capability a week apart, or an
 * anchor and a trust remark about the same party. Chosen on the dev split
 * (bench/correlate.bench.ts sweeps it).
 */
export const ALERT_SCORE = 0.6;

export function campaignParams(windowMs = DEFAULT_WINDOW_MS, alertScore = ALERT_SCORE): CampaignParams {
  return { windowMs, halfLifeMs: windowMs * HALF_LIFE_SHARE, alertScore };
}

/** Link factors by key kind: how much a shared key says that two memories belong together. */
export const LINK_CODE = 1.2;
export const LINK_IDENT = 1.0;
export const LINK_NAME = 0.8;
export const LINK_CAP = 0.6;
/** Link keys of links.ts: a party named (`p:`), a matter talked about (`t:`). Chosen on H1-dev. */
export const LINK_PARTY = 1.0;
export const LINK_TOPIC = 0.6;
/** Largest steering group (members) scored; a campaign is 3–5 memories, a window can hold many. */
export const MAX_STEER_GROUP = 16;
export const MAX_RESTRICTIONS = 64;
/**
 * Members with a steering role a group needs. 3 (so an alert names more of a 5-memory campaign)
 * detected 23/30 on H1-dev against 27/30 with 2, for one false alert either way.
 */
export const MIN_STEER = 2;
/** A trust-building member before the first anchor: the "groom, then ask" order. */
export const TRUST_FIRST_BONUS = 0.3;
/** Per untrusted channel beyond the first, up to MAX_CHANNEL_BONUS_STEPS. */
export const CHANNEL_BONUS = 0.15;
export const MAX_CHANNEL_BONUS_STEPS = 3;

/** Bounds of one agent's state (the 100,000-memory test checks them). */
export const MAX_RECENT = 128;
export const MAX_FOLDED = 128;
export const MAX_MARKS = 32;
export const MAX_SANCTIONS = 64;
/** Ids kept per folded summary and per campaign mark (the most recent). */
export const MAX_FOLD_IDS = 4;
export const MAX_MARK_IDS = 32;
export const MAX_FOLD_CHANNELS = 8;
/** A folded summary whose decayed mass falls below this is dropped. */
export const FOLD_EPSILON = 0.05;

/** Old signals that shared one key, folded into a decayed summary. */
export interface Folded {
  key: string;
  /** Σ weight, decayed to `ts`. */
  mass: number;
  /** Anchors folded in (not decayed: a count). */
  anchors: number;
  trust: number;
  /** Time the mass is decayed to (the newest folded member). */
  ts: number;
  first: number;
  ids: (string | number)[];
  channels: string[];
}

/** A campaign already reported: later members extend it instead of raising a second alert. */
export interface Mark {
  key: string;
  ids: (string | number)[];
  last: number;
  /**
   * Party keys the reported group was linked by. A later group that overlaps the mark but names
   * a party the mark did not is a campaign of its own and is reported (alerts never mask each
   * other: a decoy naming no one cannot hide a campaign about a payee). Absent in older states.
   */
  parties?: string[];
}

/** A party the operator granted autonomy over (trusted rule), and when. */
export interface Sanction {
  key: string;
  ts: number;
}

export interface AgentState {
  /** Newest time seen. */
  now: number;
  /** Recent signals, in processing order. */
  recent: Signal[];
  folded: Folded[];
  marks: Mark[];
  sanctions: Sanction[];
  /** Keys of trusted rules that keep the user in the loop (roles model): they veto steering groups. Absent in older states. */
  restrictions?: Sanction[];
}

export interface Finding {
  /** Member memory ids, oldest first. */
  members: (string | number)[];
  capability: string;
  score: number;
  reason: string;
  first: number;
  last: number;
  /** The key that linked the group (`name:fastlane`, `code:gamma`, `cap:payments`). */
  key: string;
}

export function emptyState(): AgentState {
  return { now: Number.NEGATIVE_INFINITY, recent: [], folded: [], marks: [], sanctions: [] };
}

type LinkKind = 'code' | 'ident' | 'name' | 'cap' | 'party' | 'topic';

export function linkKind(key: string): LinkKind {
  if (key.startsWith('p:')) return 'party';
  if (key.startsWith('t:')) return 'topic';
  if (key.startsWith('cap:')) return 'cap';
  if (key.startsWith('code:')) return 'code';
  if (key.startsWith('name:')) return 'name';
  return 'ident';
}

const LINK: Record<LinkKind, number> = { code: LINK_CODE, ident: LINK_IDENT, name: LINK_NAME, cap: LINK_CAP, party: LINK_PARTY, topic: LINK_TOPIC };
const RANK: Record<LinkKind, number> = { code: 0, ident: 1, party: 2, name: 3, topic: 4, cap: 5 };

/** A link key of links.ts (`p:` party, `t:` topic). */
function isLinkKey(key: string): boolean {
  return key.charCodeAt(1) === 0x3a && (key.charCodeAt(0) === 0x70 || key.charCodeAt(0) === 0x74);
}

/**
 * Recent signals by entity key: built when first needed and kept beside the state (never
 * persisted: a reloaded state rebuilds it), updated as signals enter and leave `recent`. Without
 * it, a signal with 40 keys against 128 recent ones costs ~200,000 comparisons.
 */
interface KeyIndex {
  recent: Signal[];
  byKey: Map<string, Signal[]>;
}
const INDEX = new WeakMap<AgentState, KeyIndex>();

function indexOf(state: AgentState): KeyIndex {
  let ix = INDEX.get(state);
  if (ix && ix.recent === state.recent) return ix;
  ix = { recent: state.recent, byKey: new Map() };
  for (const r of state.recent) indexAdd(ix, r);
  INDEX.set(state, ix);
  return ix;
}

function indexAdd(ix: KeyIndex, r: Signal): void {
  for (const k of r.entities) {
    const l = ix.byKey.get(k);
    if (l) {
      if (l[l.length - 1] !== r) l.push(r);
    } else ix.byKey.set(k, [r]);
  }
}

function indexRemove(ix: KeyIndex, r: Signal): void {
  for (const k of r.entities) {
    const l = ix.byKey.get(k);
    if (!l) continue;
    const at = l.indexOf(r);
    if (at >= 0) l.splice(at, 1);
    if (!l.length) ix.byKey.delete(k);
  }
}

/** Keys that name a party (for marks: which campaign an alert was about). */
function isPartyKey(key: string): boolean {
  const k = linkKind(key);
  return k !== 'cap' && k !== 'topic';
}

function decay(ageMs: number, p: CampaignParams): number {
  return ageMs <= 0 ? 1 : Math.exp((-Math.LN2 * ageMs) / p.halfLifeMs);
}

function hasKey(s: Signal, key: string, capBit: number): boolean {
  if (capBit >= 0) return (s.caps & (1 << capBit)) !== 0;
  return s.entities.includes(key);
}

function capBitOf(key: string): number {
  return key.startsWith('cap:') ? (CAPABILITIES as readonly string[]).indexOf(key.slice(4)) : -1;
}

/** Fold one signal into the per-key summaries. */
function fold(state: AgentState, s: Signal, p: CampaignParams): void {
  const w = weight(s.roles);
  for (const key of keysOf(s)) {
    // link keys of the roles model (p:, t:) join steering groups of recent signals only
    if (isLinkKey(key)) continue;
    let f = state.folded.find((x) => x.key === key);
    if (!f) {
      f = { key, mass: 0, anchors: 0, trust: 0, ts: s.ts, first: s.ts, ids: [], channels: [] };
      state.folded.push(f);
    }
    if (s.ts >= f.ts) {
      f.mass = f.mass * decay(s.ts - f.ts, p) + w;
      f.ts = s.ts;
    } else f.mass += w * decay(f.ts - s.ts, p);
    if (isAnchor(s.roles)) f.anchors++;
    if (s.roles & SF.trust) f.trust++;
    if (s.ts < f.first) f.first = s.ts;
    f.ids.push(s.id);
    if (f.ids.length > MAX_FOLD_IDS) f.ids.shift();
    if (!f.channels.includes(s.channel)) {
      f.channels.push(s.channel);
      if (f.channels.length > MAX_FOLD_CHANNELS) f.channels.shift();
    }
  }
}

/** Age out what left the window; keep every list within its bound. */
function age(state: AgentState, p: CampaignParams): void {
  const now = state.now;
  // signals usually arrive in time order, but a late one may sit behind newer ones: scan all
  let old = false;
  for (const r of state.recent) {
    if (now - r.ts > p.windowMs) {
      old = true;
      break;
    }
  }
  if (old) {
    const keep: Signal[] = [];
    for (const r of state.recent) {
      if (now - r.ts > p.windowMs) fold(state, r, p);
      else keep.push(r);
    }
    state.recent = keep;
  }
  trimFolded(state, p);
  if (state.sanctions.length) state.sanctions = state.sanctions.filter((x) => now - x.ts <= p.windowMs);
  if (state.restrictions?.length) state.restrictions = state.restrictions.filter((x) => now - x.ts <= p.windowMs);
  if (state.marks.length) {
    state.marks = state.marks.filter((m) => now - m.last <= p.windowMs);
    if (state.marks.length > MAX_MARKS) state.marks.splice(0, state.marks.length - MAX_MARKS);
  }
}

/** Drop summaries that decayed to nothing; past MAX_FOLDED keep the heaviest. */
function trimFolded(state: AgentState, p: CampaignParams): void {
  if (!state.folded.length) return;
  const now = state.now;
  state.folded = state.folded.filter((f) => f.mass * decay(now - f.ts, p) >= FOLD_EPSILON);
  if (state.folded.length <= MAX_FOLDED) return;
  // drop the lightest (ties: the greater key, so the choice never depends on insertion order);
  // a fold adds a few keys at a time, so this removes a few: linear scans beat a sort here
  const mass = state.folded.map((f) => f.mass * decay(now - f.ts, p));
  while (state.folded.length > MAX_FOLDED) {
    let k = 0;
    for (let j = 1; j < mass.length; j++) {
      if (mass[j]! < mass[k]! || (mass[j] === mass[k] && state.folded[j]!.key > state.folded[k]!.key)) k = j;
    }
    state.folded.splice(k, 1);
    mass.splice(k, 1);
  }
}

interface Group {
  key: string;
  kind: LinkKind | 'steer';
  members: Signal[];
  folded: Folded | undefined;
  energy: number;
  score: number;
  anchors: number;
  trustFirst: boolean;
  channels: number;
  recalls: number;
  /** Party keys shared by at least two members. */
  parties: string[];
}

/**
 * Score the group of signals sharing `key` with the new signal s (s is last in `members`);
 * `mass[i]` is member i's weight, decayed to now.
 */
function scoreGroup(key: string, members: Signal[], mass: number[], folded: Folded | undefined, now: number, p: CampaignParams): Group {
  const kind = linkKind(key);
  let total = 0;
  let anchors = 0;
  let firstAnchor = Number.POSITIVE_INFINITY;
  let firstTrust = Number.POSITIVE_INFINITY;
  const channels = new Set<string>();
  const recalls = new Set<string>();
  for (let i = 0; i < members.length; i++) {
    const m = members[i]!;
    total += mass[i]!;
    if (isAnchor(m.roles)) {
      anchors++;
      if (m.ts < firstAnchor) firstAnchor = m.ts;
    }
    if (m.roles & SF.trust && m.ts < firstTrust) firstTrust = m.ts;
    channels.add(m.channel);
    recalls.add(m.recall === '' ? `\u0000${m.id}` : m.recall);
  }
  let foldedRecalls = 0;
  if (folded) {
    total += folded.mass * decay(now - folded.ts, p);
    anchors += folded.anchors;
    if (folded.anchors > 0 && folded.first < firstAnchor) firstAnchor = folded.first;
    if (folded.trust > 0 && folded.first < firstTrust) firstTrust = folded.first;
    for (const c of folded.channels) channels.add(c);
    foldedRecalls = folded.ids.length;
  }
  const trustFirst = firstTrust < firstAnchor;
  const energy =
    LINK[kind] * total + (trustFirst ? TRUST_FIRST_BONUS : 0) + CHANNEL_BONUS * Math.min(MAX_CHANNEL_BONUS_STEPS, channels.size - 1);
  return {
    key, kind, members, folded, energy, score: 1 - Math.exp(-energy), anchors, trustFirst,
    channels: channels.size, recalls: recalls.size + foldedRecalls, parties: sharedParties(members),
  };
}

/** Party keys that at least two of the members carry. */
function sharedParties(members: readonly Signal[]): string[] {
  const seen = new Map<string, number>();
  for (const m of members) for (const k of m.entities) if (isPartyKey(k)) seen.set(k, (seen.get(k) ?? 0) + 1);
  const out: string[] = [];
  for (const [k, n] of seen) if (n >= 2) out.push(k);
  return out;
}

/**
 * Whether any steering group with s could qualify: it needs an anchor and a hand-over role among
 * s and the recent signals. Most memories a model reads as trust or an endpoint meet neither in
 * a benign stream, and this integer scan spares them the group search (bench/correlate: the
 * hook's cost on the end-to-end corpus).
 */
function canSteer(state: AgentState, s: Signal): boolean {
  let anchor = (s.roles & STEER_ANCHOR) !== 0;
  let handover = (s.roles & HANDOVER) !== 0;
  for (let i = 0; i < state.recent.length && !(anchor && handover); i++) {
    const r = state.recent[i]!.roles;
    if (r & (SF.sanctioned | SF.operator | SF.restriction)) continue;
    if (r & STEER_ANCHOR) anchor = true;
    if (r & HANDOVER) handover = true;
  }
  return anchor && handover;
}

/**
 * The steering group of the new signal s: the recent signals joined to it, directly or through
 * one another, by a shared party or topic key (never a capability alone), at most
 * MAX_STEER_GROUP of them, nearest links first. Scored like a key group, each member's weight
 * times the factor of its strongest link.
 */
function steerGroup(state: AgentState, s: Signal, now: number, p: CampaignParams): Group | null {
  const ix = indexOf(state);
  const members: Signal[] = [s];
  const factor: number[] = [0];
  const keyCount = new Map<string, number>();
  const inGroup = new Set<Signal>([s]);
  const eligible = (r: Signal) => (r.roles & (STEER | SF.strong | SF.directive)) !== 0 && !(r.roles & (SF.operator | SF.restriction));
  for (let at = 0; at < members.length && members.length < MAX_STEER_GROUP; at++) {
    const x = members[at]!;
    // candidates: the recent signals sharing a key with x, each joined by its strongest link
    const found = new Map<Signal, { f: number; key: string }>();
    for (const k of x.entities) {
      const list = ix.byKey.get(k);
      if (!list) continue;
      const f = LINK[linkKind(k)];
      for (const r of list) {
        if (inGroup.has(r) || !eligible(r)) continue;
        const o = found.get(r);
        if (!o || f > o.f || (f === o.f && k < o.key)) found.set(r, { f, key: k });
      }
    }
    // in the order of `recent` (oldest first), so the group never depends on key order
    for (const r of state.recent) {
      if (members.length >= MAX_STEER_GROUP) break;
      const l = found.get(r);
      if (!l) continue;
      inGroup.add(r);
      members.push(r);
      factor.push(l.f);
      if (l.f > factor[at]!) factor[at] = l.f;
      keyCount.set(l.key, (keyCount.get(l.key) ?? 0) + 1);
    }
  }
  if (members.length < 2) return null;
  let total = 0;
  let anchors = 0;
  let steer = 0;
  let handover = 0;
  let firstAnchor = Number.POSITIVE_INFINITY;
  let firstTrust = Number.POSITIVE_INFINITY;
  const channels = new Set<string>();
  const recalls = new Set<string>();
  for (let i = 0; i < members.length; i++) {
    const m = members[i]!;
    total += factor[i]! * weight(m.roles) * decay(now - m.ts, p);
    if (m.roles & STEER_ANCHOR && !(m.roles & SF.sanctioned)) {
      anchors++;
      if (m.ts < firstAnchor) firstAnchor = m.ts;
    }
    if (m.roles & (STEER | SF.strong | SF.directive)) steer++;
    if (m.roles & HANDOVER && !(m.roles & SF.sanctioned)) handover++;
    if (m.roles & SF.trust && m.ts < firstTrust) firstTrust = m.ts;
    if (m.channel) channels.add(m.channel);
    recalls.add(m.recall === '' ? `\u0000${m.id}` : m.recall);
  }
  if (anchors < 1 || handover < 1 || steer < MIN_STEER || recalls.size < 2) return null;
  // a trusted rule keeping the user in the loop about a party or matter of the group vetoes it
  const restrictions = state.restrictions;
  if (restrictions?.length) {
    for (const m of members) if (m.entities.some((k) => restrictions.some((x) => x.key === k))) return null;
  }
  const trustFirst = firstTrust < firstAnchor;
  const energy = total + (trustFirst ? TRUST_FIRST_BONUS : 0) + CHANNEL_BONUS * Math.min(MAX_CHANNEL_BONUS_STEPS, Math.max(0, channels.size - 1));
  let key = '';
  let best = -1;
  for (const [k, n] of keyCount) {
    // the alert is named after a party when one links the group, else after the shared matter
    const v = (isPartyKey(k) ? 1000 : 0) + n * 10 - RANK[linkKind(k)];
    if (v > best || (v === best && k < key)) {
      best = v;
      key = k;
    }
  }
  return {
    key, kind: 'steer', members, folded: undefined, energy, score: 1 - Math.exp(-energy), anchors, trustFirst,
    channels: channels.size, recalls: recalls.size, parties: sharedParties(members),
  };
}

function qualifies(g: Group, p: CampaignParams): boolean {
  const memories = g.members.length + (g.folded ? g.folded.ids.length : 0);
  if (memories < 2) return false;
  if (g.anchors < (g.kind === 'cap' ? 2 : 1)) return false;
  return g.score >= p.alertScore;
}

/**
 * Observe one signal: update the state and return a finding when it completes a campaign that
 * has not been reported yet. Signals should come in time order per agent; a late one is
 * accepted (its age is measured from the newest time seen).
 */
export function observe(state: AgentState, s: Signal, p: CampaignParams): Finding | null {
  if (s.ts > state.now) state.now = s.ts;
  age(state, p);
  const now = state.now;
  if (s.roles & SF.operator) {
    sanction(state, s);
    return null;
  }
  if (s.roles & SF.restriction) {
    restrict(state, s);
    return null;
  }
  if (s.roles & SF.strong && !(s.roles & SF.directive) && state.sanctions.some((x) => s.entities.includes(x.key))) {
    // "autopay is now active for City Power" after the operator set it up: an echo, not a grant
    s = { ...s, roles: s.roles | SF.sanctioned };
  }
  const keys = keysOf(s);
  const recent = state.recent;
  // each recent signal's decayed weight, computed at most once, and only for groups that may qualify
  let dmass: Float64Array | null = null;
  let best: Group | null = null;
  const idx: number[] = [];
  const ix = indexOf(state);
  for (const key of keys) {
    if (isLinkKey(key)) continue;
    const bit = capBitOf(key);
    const folded = state.folded.length ? state.folded.find((f) => f.key === key) : undefined;
    // the structural test first (cheap): most groups of benign memories have no anchor
    let anchors = (isAnchor(s.roles) ? 1 : 0) + (folded ? folded.anchors : 0);
    idx.length = 0;
    if (bit >= 0) {
      for (let i = 0; i < recent.length; i++) {
        const r = recent[i]!;
        if (!hasKey(r, key, bit)) continue;
        idx.push(i);
        if (isAnchor(r.roles)) anchors++;
      }
    } else {
      const list = ix.byKey.get(key);
      if (list) {
        for (const r of list) {
          const i = recent.indexOf(r);
          if (i < 0) continue;
          idx.push(i);
          if (isAnchor(r.roles)) anchors++;
        }
        idx.sort((x, y) => x - y);
      }
    }
    if (idx.length + 1 + (folded ? folded.ids.length : 0) < 2 || anchors < (bit >= 0 ? 2 : 1)) continue;
    dmass ??= new Float64Array(recent.length).fill(-1);
    const members: Signal[] = [];
    const mass: number[] = [];
    for (const i of idx) {
      const r = recent[i]!;
      if (dmass[i]! < 0) dmass[i] = weight(r.roles) * decay(now - r.ts, p);
      members.push(r);
      mass.push(dmass[i]!);
    }
    members.push(s);
    mass.push(weight(s.roles) * decay(now - s.ts, p));
    const g = scoreGroup(key, members, mass, folded, now, p);
    if (!qualifies(g, p)) continue;
    if (!best || g.score > best.score || (g.score === best.score && RANK[g.kind as LinkKind] < RANK[best.kind as LinkKind])) best = g;
  }
  if (s.roles & STEER && canSteer(state, s)) {
    const g = steerGroup(state, s, now, p);
    if (g && g.score >= p.alertScore && (!best || g.score > best.score)) best = g;
  }
  if (state.recent.length >= MAX_RECENT) {
    const out = state.recent.shift()!;
    indexRemove(ix, out);
    fold(state, out, p);
    trimFolded(state, p);
  }
  state.recent.push(s);
  indexAdd(ix, s);
  if (!best) return null;

  // one alert per campaign: a group that continues a reported campaign extends its mark —
  // unless it names a party that campaign did not (then it is another campaign: no masking)
  const anchorIds = new Set<string | number>();
  for (const m of best.members) if (isAnchor(m.roles) || m.roles & STEER_ANCHOR) anchorIds.add(m.id);
  const overlapping = state.marks.filter((mark) => mark.key === best!.key || mark.ids.some((id) => anchorIds.has(id)));
  if (overlapping.length) {
    // (an older state's marks carry no parties: their key stands for the party they were about)
    const known =
      best.parties.length === 0 ||
      overlapping.some((mark) => (mark.parties ?? (isPartyKey(mark.key) ? [mark.key] : [])).some((k) => best!.parties.includes(k)));
    if (known) {
      const mark = overlapping[0]!;
      if (!mark.ids.includes(s.id)) mark.ids.push(s.id);
      if (mark.ids.length > MAX_MARK_IDS) mark.ids.splice(0, mark.ids.length - MAX_MARK_IDS);
      mark.last = now;
      for (const k of best.parties) if (!(mark.parties ??= []).includes(k) && mark.parties.length < MAX_MARK_IDS) mark.parties.push(k);
      return null;
    }
  }
  const parties = isPartyKey(best.key) && !best.parties.includes(best.key) ? [best.key, ...best.parties] : best.parties;
  state.marks.push({ key: best.key, ids: memberIds(best).slice(-MAX_MARK_IDS), last: now, parties: parties.slice(0, MAX_MARK_IDS) });
  if (state.marks.length > MAX_MARKS) state.marks.shift();
  return finding(best);
}

/** Record the keys of a trusted restriction. */
function restrict(state: AgentState, s: Signal): void {
  const list = (state.restrictions ??= []);
  for (const key of s.entities) {
    const x = list.find((y) => y.key === key);
    if (x) x.ts = Math.max(x.ts, s.ts);
    else list.push({ key, ts: s.ts });
  }
  if (list.length > MAX_RESTRICTIONS) list.splice(0, list.length - MAX_RESTRICTIONS);
}

/** Record the parties of a trusted operator grant. */
function sanction(state: AgentState, s: Signal): void {
  for (const key of s.entities) {
    const x = state.sanctions.find((y) => y.key === key);
    if (x) x.ts = Math.max(x.ts, s.ts);
    else state.sanctions.push({ key, ts: s.ts });
  }
  if (state.sanctions.length > MAX_SANCTIONS) state.sanctions.splice(0, state.sanctions.length - MAX_SANCTIONS);
}

function memberIds(g: Group): (string | number)[] {
  const ids: (string | number)[] = g.folded ? g.folded.ids.slice() : [];
  const seen = new Set(ids);
  const sorted = g.members.slice().sort((a, b) => a.ts - b.ts);
  for (const m of sorted) {
    if (seen.has(m.id)) continue;
    seen.add(m.id);
    ids.push(m.id);
  }
  return ids;
}

function finding(g: Group): Finding {
  const capability = g.kind === 'cap' ? g.key.slice(4) : dominantCapability(g);
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const m of g.members) {
    if (m.ts < first) first = m.ts;
    if (m.ts > last) last = m.ts;
  }
  if (g.folded && g.folded.first < first) first = g.folded.first;
  return {
    members: memberIds(g),
    capability,
    score: Math.round(g.score * 100) / 100,
    reason: reasonOf(g, capability),
    first,
    last,
    key: g.key,
  };
}

function steerRoles(members: readonly Signal[]): string {
  const names: [number, string][] = [
    [SF.oversight, 'oversight erosion'], [SF.trust, 'trust-building'], [SF.legitimacy, 'legitimacy claims'],
    [SF.definition, 'definitions'], [SF.endpoint, 'endpoint provisioning'], [SF.strong, 'hands-off framing'], [SF.directive, 'directives'],
  ];
  const out: string[] = [];
  for (const [bit, name] of names) {
    const n = members.filter((m) => m.roles & bit).length;
    if (n) out.push(`${name} ×${n}`);
  }
  return out.join(', ');
}

function dominantCapability(g: Group): string {
  const counts = new Array<number>(CAPABILITIES.length).fill(0);
  for (const m of g.members) for (let c = 0; c < CAPABILITIES.length; c++) if (m.caps & (1 << c)) counts[c]!++;
  let best = -1;
  for (let c = 0; c < counts.length; c++) if (counts[c]! > 0 && (best < 0 || counts[c]! > counts[best]!)) best = c;
  return best < 0 ? 'unspecified' : CAPABILITIES[best]!;
}

function reasonOf(g: Group, capability: string): string {
  const n = g.members.length + (g.folded ? g.folded.ids.length : 0);
  const where = `${n} untrusted memories across ${g.recalls} recall${g.recalls === 1 ? '' : 's'} from ${g.channels} channel${g.channels === 1 ? '' : 's'}`;
  const over = capability === 'unspecified' ? 'acting on their behalf' : capability;
  const value = g.key.slice(g.key.indexOf(':') + 1);
  let core: string;
  switch (g.kind) {
    case 'code':
      core = `${where}, joined by the codeword ${value.toUpperCase()}, jointly grant autonomy over ${over}`;
      break;
    case 'ident':
    case 'name':
    case 'party':
      core = `${where} jointly grant autonomy over ${over} to the same party (${value})`;
      break;
    case 'steer': {
      const roles = steerRoles(g.members);
      const link = linkKind(g.key) === 'topic' ? `the same matter (${g.key.slice(2)})` : `the same party (${g.key.slice(g.key.indexOf(':') + 1)})`;
      core = `${where}, linked by ${link}, together hand over ${over}: ${roles}`;
      break;
    }
    case 'topic':
    default:
      core = `${where} escalate hands-off autonomy over ${over} without naming a shared party`;
  }
  const notes: string[] = [];
  if (g.trustFirst) notes.push('trust-building came before the hands-off framing');
  const directives = g.members.filter((m) => m.roles & SF.directive).length;
  if (directives) notes.push(directives === 1 ? '1 of them was quarantined as a standing directive' : `${directives} of them were quarantined as standing directives`);
  if (g.folded) notes.push(`${g.folded.ids.length} older memor${g.folded.ids.length === 1 ? 'y' : 'ies'} folded in from beyond the window`);
  return notes.length ? `${core}; ${notes.join('; ')}` : core;
}
