/**
 * Correlation signals: what one screened memory contributes to a cross-recall campaign.
 *
 * The screen already computes, for every kept untrusted memory that carries a steering signal,
 * its capability bits, autonomy strength, trust-building and entities (`MemoryFeatures`), and
 * the same for a quarantined untrusted directive (`directiveFeatures`). A signal is that, cut
 * down to what the campaign scorer needs and small enough to keep for weeks per agent:
 *
 *   ScreenedRecord ─▶ trusted? ─yes─▶ operator grant naming a party? ─▶ sanction (never a member)
 *                      │no
 *                      ▼
 *            features / directiveFeatures ─▶ roles (directive, strong, money, trust, approval)
 *                                          ─▶ keys  (entities + cap:<capability>)
 *
 * A memory with only weak automation ("statements download automatically") has no role and
 * no signal; so has a trust remark that names neither a party nor a capability ("the team is
 * reliable"): it cannot link to anything.
 */
import type { MemoryFeatures, ScreenedRecord } from '../screen/index.js';
import { CAPABILITIES } from '../common/index.js';

/** Role bits of a signal. */
export const enum SF {
  /** Strong autonomy or hands-off framing, a bypass or a waiver (gate autonomy 2). */
  strong = 1,
  /** A quarantined untrusted directive: the strongest campaign signal there is. */
  directive = 2,
  /** Ordinary automation next to a money action ("renews automatically and charges the card"). */
  money = 4,
  /** Trust-building or praise of a party ("has been reliable", "long-standing partner"). */
  trust = 8,
  /** A confirmation or approval step removed ("don't need a ping", "second review already satisfied"). */
  approval = 16,
  /** A trusted operator rule granting autonomy over the signal's parties: never a member. */
  operator = 32,
  /** Strong autonomy about a party the operator granted autonomy over: an echo, support only. */
  sanctioned = 64,
}

/** Roles that can anchor a campaign: autonomy is what a campaign is after. */
export const ANCHOR = SF.strong | SF.directive;

/**
 * Evidence weights of one member (before decay and link factor). A directive outweighs a
 * hands-off remark; trust-building and money-automation only support. Chosen on the dev split
 * of test/fixtures/correlate (bench/correlate.bench.ts prints the detection table).
 */
export const W_DIRECTIVE = 1.5;
export const W_STRONG = 1;
/** Added to a strong member that also removes an approval step. */
export const W_APPROVAL = 0.25;
export const W_MONEY = 0.5;
export const W_TRUST = 0.5;

/** One untrusted memory's campaign evidence: plain data, persisted as JSON. */
export interface Signal {
  id: string | number;
  /** Effective time, epoch ms (inherited from the agent's previous memory when the record has none). */
  ts: number;
  /** recallId, or '' when the record has none (then it is a recall of its own). */
  recall: string;
  channel: string;
  /** Capability bits (index in CAPABILITIES). */
  caps: number;
  /** SF bits. */
  roles: number;
  /** Entity keys (`name:fastlane`, `code:gamma`, ...), at most 16. */
  entities: string[];
}

export function rolesOf(f: MemoryFeatures, directive: boolean): number {
  let r = 0;
  if (directive) r |= SF.directive;
  if (f.autonomy === 2) r |= SF.strong;
  if (f.moneyAutonomy) r |= SF.money;
  if (f.trustBuilding) r |= SF.trust;
  if (f.approvalRemoved) r |= SF.approval;
  return r;
}

/** The signal of a screened record at effective time `ts`, or null when it contributes nothing. */
export function signalOf(rec: ScreenedRecord, ts: number): Signal | null {
  const id = rec.verdict.id;
  if (id === undefined) return null;
  if (rec.trusted) {
    // operator autonomy never counts toward a campaign; it only explains echoes of itself
    const g = rec.grant;
    if (!g || g.entities.length === 0) return null;
    return { id, ts, recall: rec.recallId ?? '', channel: g.channel ?? '', caps: g.caps, roles: SF.operator, entities: g.entities };
  }
  const directive = rec.features === undefined && rec.directiveFeatures !== undefined;
  const f = rec.features ?? rec.directiveFeatures;
  if (!f) return null;
  const roles = rolesOf(f, directive);
  if (!(roles & (ANCHOR | SF.money | SF.trust))) return null;
  if (f.caps === 0 && f.entities.length === 0) return null;
  return { id, ts, recall: rec.recallId ?? '', channel: f.channel ?? '', caps: f.caps, roles, entities: f.entities };
}

/** Evidence weight of a member with these roles. */
export function weight(roles: number): number {
  let w = 0;
  if (roles & SF.operator) return 0;
  if (roles & SF.directive) w = W_DIRECTIVE;
  else if (roles & SF.sanctioned) w = W_TRUST;
  else if (roles & SF.strong) w = W_STRONG + (roles & SF.approval ? W_APPROVAL : 0);
  else if (roles & (SF.money | SF.trust)) w = Math.max(roles & SF.money ? W_MONEY : 0, roles & SF.trust ? W_TRUST : 0);
  return w;
}

export function isAnchor(roles: number): boolean {
  return (roles & SF.directive) !== 0 || (roles & (SF.strong | SF.sanctioned | SF.operator)) === SF.strong;
}

/** Link keys of a signal: its entities, then one `cap:<name>` per capability bit. */
export function keysOf(s: Pick<Signal, 'caps' | 'entities'>): string[] {
  const keys = s.entities.slice();
  for (let c = 0; c < CAPABILITIES.length; c++) if (s.caps & (1 << c)) keys.push(`cap:${CAPABILITIES[c]}`);
  return keys;
}
