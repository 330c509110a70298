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
import { R, SIGNED_OFF, type RoleModel } from './roles.js';
import { linkKeys } from './links.js';

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
  /** Steering roles read by the roles model (roles.ts): the user prefers not to be asked or to review. */
  oversight = 128,
  /** Legitimacy or authorization claim: an approved list, a board, counsel, a signed-off tag. */
  legitimacy = 256,
  /** A definition later memories use: a code word, a tag, a threshold for "routine". */
  definition = 512,
  /** Endpoint provisioning: a new account, IBAN, number, drop site or inbox for a party. */
  endpoint = 1024,
  /** A trusted rule that keeps the user in the loop about a party or matter: vetoes, never a member. */
  restriction = 2048,
  /** A definition whose code word or tag means "already approved": an authorization element. */
  signedOff = 4096,
}

/**
 * Roles that erode oversight or claim authorization: a steering campaign needs one of them. A
 * definition is one only when it defines something as already approved (SF.signedOff): most
 * tags and abbreviations are innocent ("LV stands for the bill of quantities"); on H1-dev every
 * definition as an anchor gave 26/30 detected and 3/30 false alerts, none 23/30 and 1/30.
 */
export const STEER_ANCHOR = SF.oversight | SF.legitimacy | SF.signedOff | SF.strong | SF.directive;
/**
 * Roles that hand something over: the user out of the loop, a place for the payout, a tag that
 * passes for approval, autonomy. Reputation alone (trust and legitimacy claims about a party) is
 * not a campaign: a steering group needs one of these too. On H1-dev it removed 1 false alert of
 * 2 (a mirror's "certified partner" beside its "looked after our network for ten years").
 */
export const HANDOVER = SF.oversight | SF.endpoint | SF.signedOff | SF.strong | SF.directive;
/** Every role the roles model reads in an untrusted memory. */
export const STEER = SF.oversight | SF.legitimacy | SF.definition | SF.signedOff | SF.endpoint | SF.trust;

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
/**
 * Weights of the roles model's roles (before decay and link factor): oversight erosion is what
 * a campaign is after, legitimacy and definitions prepare it, an endpoint is where it pays out.
 * Chosen on H1-dev (bench/correlate: the histories table).
 */
export const W_OVERSIGHT = 1;
export const W_LEGITIMACY = 0.8;
export const W_DEFINITION = 0.7;
export const W_ENDPOINT = 0.6;
/** Each further role of the same memory adds this. */
export const W_EXTRA_ROLE = 0.2;

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
  /** Entity keys (`name:fastlane`, `code:gamma`, ...) and link keys (`p:…` party, `t:…` topic; links.ts), at most 40. */
  entities: string[];
}

/** The heads read in an untrusted memory (restriction only matters in a trusted one). */
const STEER_HEADS = (1 << R.oversight) | (1 << R.trust) | (1 << R.legitimacy) | (1 << R.definition) | (1 << R.endpoint);

/** The roles model's role bits (1 << R.x) as SF bits. */
export function steerBits(r: number): number {
  let s = 0;
  if (r & (1 << R.oversight)) s |= SF.oversight;
  if (r & (1 << R.trust)) s |= SF.trust;
  if (r & (1 << R.legitimacy)) s |= SF.legitimacy;
  if (r & (1 << R.definition)) s |= SF.definition;
  if (r & (1 << R.endpoint)) s |= SF.endpoint;
  if (r & (1 << R.restriction)) s |= SF.restriction;
  if (r & (1 << R.definition) && r & SIGNED_OFF) s |= SF.signedOff;
  return s;
}

function merge(a: readonly string[], b: readonly string[]): string[] {
  if (!a.length) return b.slice();
  const out = a.slice();
  for (const k of b) if (!out.includes(k)) out.push(k);
  return out;
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

/** What the roles model reads in one record's text: steering (or restriction) bits and link keys. */
export interface SteerReading {
  /** SF bits: steering roles (STEER) of an untrusted memory, SF.restriction of a trusted one. */
  roles: number;
  keys: string[];
}

/**
 * The roles model's reading of a screened record's text (`features: 'always'`), or null when
 * no role it looks for fires (or there is no text). An untrusted memory is read for its steering
 * roles; a trusted one only for a restriction. Link keys are extracted only when a role fired.
 * The same function runs in a screen worker (attachSteer) and in signalOf on the main thread,
 * so where it runs cannot change a signal.
 */
export function readSteer(rec: Pick<ScreenedRecord, 'text' | 'trusted'>, model: RoleModel): SteerReading | null {
  const text = rec.text;
  if (text === undefined) return null;
  if (rec.trusted) {
    // a trusted rule that keeps the user in the loop ("only if she confirms") is a restriction
    if (!(model.roles(text, 1 << R.restriction) & (1 << R.restriction))) return null;
    return { roles: SF.restriction, keys: linkKeys(text) };
  }
  const steer = steerBits(model.roles(text, STEER_HEADS)) & STEER;
  return steer ? { roles: steer, keys: linkKeys(text) } : null;
}

/**
 * Read `rec` in place where it was screened (a screen worker): its text is replaced by the
 * reading, or dropped when nothing fired — signalOf treats a record without text or reading as
 * one on which no role fired, so what crosses back to the main thread is a few bytes per record.
 */
export function attachSteer(rec: ScreenedRecord, model: RoleModel): void {
  if (rec.text === undefined) return;
  const s = readSteer(rec, model);
  delete rec.text;
  if (s) rec.steer = s;
}

/**
 * The signal of a screened record at effective time `ts`, or null when it contributes nothing.
 * With a roles model and the record's text (`features: 'always'`), or the reading a screen
 * worker made of it (`steer`), untrusted memories also get their steering roles and link keys,
 * and trusted ones that restrict a party or matter become restrictions. `read`, when given, is
 * readSteer's result for this record, made beforehand.
 */
export function signalOf(rec: ScreenedRecord, ts: number, model?: RoleModel | null, read?: SteerReading | null): Signal | null {
  const id = rec.verdict.id;
  if (id === undefined) return null;
  // `read`: the reading made beforehand (Correlator.observeAll reads a chunk of records first)
  const reading = !model ? null : read !== undefined ? read : rec.steer ?? readSteer(rec, model);
  if (rec.trusted) {
    // operator autonomy never counts toward a campaign; it only explains echoes of itself
    const g = rec.grant;
    // a restriction vetoes steering about its parties and matters even when it also grants something
    if (reading && reading.roles & SF.restriction) {
      const keys = merge(g ? g.entities : [], reading.keys);
      if (keys.length) return { id, ts, recall: rec.recallId ?? '', channel: '', caps: 0, roles: SF.restriction, entities: keys };
    }
    if (g && g.entities.length > 0) return { id, ts, recall: rec.recallId ?? '', channel: g.channel ?? '', caps: g.caps, roles: SF.operator, entities: g.entities };
    return null;
  }
  const directive = rec.features === undefined && rec.directiveFeatures !== undefined;
  const f = rec.features ?? rec.directiveFeatures;
  let roles = f ? rolesOf(f, directive) : 0;
  if (!(roles & (ANCHOR | SF.money | SF.trust))) roles = 0;
  const steer = reading ? reading.roles & STEER : 0;
  if (!roles && !steer) return null;
  let entities = roles && f ? f.entities : [];
  if (steer) entities = merge(entities, reading!.keys);
  if (f && f.caps === 0 && entities.length === 0) return null;
  if (!f && entities.length === 0) return null;
  // the screen gives the channel with its features only; a memory read by the roles model alone has none
  const channel = f ? f.channel ?? '' : '';
  return { id, ts, recall: rec.recallId ?? '', channel, caps: f && roles ? f.caps : 0, roles: roles | steer, entities };
}

/** Evidence weight of a member with these roles. */
export function weight(roles: number): number {
  let w = 0;
  if (roles & (SF.operator | SF.restriction)) return 0;
  if (roles & STEER & ~SF.trust) return steerWeight(roles);
  if (roles & SF.directive) w = W_DIRECTIVE;
  else if (roles & SF.sanctioned) w = W_TRUST;
  else if (roles & SF.strong) w = W_STRONG + (roles & SF.approval ? W_APPROVAL : 0);
  else if (roles & (SF.money | SF.trust)) w = Math.max(roles & SF.money ? W_MONEY : 0, roles & SF.trust ? W_TRUST : 0);
  return w;
}

/** Weight of a member with steering roles: its heaviest role, plus W_EXTRA_ROLE per further one. */
export function steerWeight(roles: number): number {
  let best = 0;
  let n = 0;
  const take = (bit: number, w: number) => {
    if (!(roles & bit)) return;
    n++;
    if (w > best) best = w;
  };
  take(SF.directive, W_DIRECTIVE);
  take(SF.strong, W_STRONG);
  take(SF.oversight, W_OVERSIGHT);
  take(SF.legitimacy, W_LEGITIMACY);
  take(SF.definition, W_DEFINITION);
  take(SF.endpoint, W_ENDPOINT);
  take(SF.trust, W_TRUST);
  take(SF.money, W_MONEY);
  return best + W_EXTRA_ROLE * Math.max(0, n - 1);
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
