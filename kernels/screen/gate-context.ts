/**
 * What the mood gate knows about one text while it judges it: the matches (idiom- and
 * opaque-filtered, with categories made inert where they belong to the other language family),
 * the clauses, and the small questions the rules ask of a clause — where its first content
 * word is, whether it opens with a verb, whether a check is bypassed, who the subject is.
 */
import { C, PF, type Automaton } from '../text/index.js';
import type { Clauses } from './clauses.js';

/** Names of the rules, as they appear in verdict reasons (`standing-directive:<rule>`). */
export type Rule =
  | 'override'
  | 'authority-header'
  | 'authority-claim'
  | 'mode-claim'
  | 'absolute-adverb+action'
  | 'standing-marker+action'
  | 'bypass+action'
  | 'conditional-rule'
  | 'quantified-rule'
  | 'second-person-directive'
  | 'permissive-bypass'
  | 'speaker-instruction'
  | 'normative-rule'
  | 'autonomy-grant';

export interface Finding {
  rule: Rule;
  /** Match indexes (into the gate's match arrays) that are the evidence. */
  matches: number[];
}

/** Lead-ins skipped before a clause's first content word. */
export const LEAD = C.lead | C.abs | C.standing | C.speaker | C.autonomy | C.autonomyWeak;

/** Words apart (at most) for a bypass pair: "without a second approval step". */
export const BYPASS_WINDOW = 5;

/** Words apart (at most) from a check to its waiver: "confirmation by SMS for payments to this payee is no longer required". */
export const WAIVER_WINDOW = 9;

/** Words apart (at most) between an override verb and its object: "ignore all of the previous instructions". */
export const OVERRIDE_WINDOW = 8;

export interface Ctx {
  text: string;
  ac: Automaton;
  n: number;
  start: Int32Array;
  end: Int32Array;
  pid: Int32Array;
  cats: Uint32Array;
  caps: Uint8Array;
  flags: Uint16Array;
  /** word ordinal at each code unit (lazily built) */
  words: Int32Array | null;
  cl: Clauses;
  /** per clause: first and one-past-last match index */
  cFirst: Int32Array;
  cLast: Int32Array;
  cMask: Uint32Array;
  cCaps: Uint8Array;
}

export function wordAt(ctx: Ctx, pos: number): number {
  if (!ctx.words) {
    const t = ctx.text;
    const w = new Int32Array(t.length + 1);
    let count = 0;
    let prev = false;
    for (let i = 0; i < t.length; i++) {
      const isW = ctx.ac.isWordAt(t, i);
      if (isW && !prev) count++;
      w[i] = count;
      prev = isW;
    }
    w[t.length] = count;
    ctx.words = w;
  }
  return ctx.words[pos]!;
}

/** Words between the end of match a and the start of match b (b after a). */
export function gap(ctx: Ctx, a: number, b: number): number {
  return Math.max(0, wordAt(ctx, ctx.start[b]!) - wordAt(ctx, Math.max(ctx.end[a]! - 1, 0)) - 1);
}

export function find(ctx: Ctx, c: number, cat: number, from = -1): number {
  for (let k = Math.max(ctx.cFirst[c]!, from); k < ctx.cLast[c]!; k++) if (ctx.cats[k]! & cat) return k;
  return -1;
}

export function sentenceMask(ctx: Ctx, c: number): number {
  let m = 0;
  const s = ctx.cl.sentence[c];
  for (let k = c; k >= 0 && ctx.cl.sentence[k] === s; k--) m |= ctx.cMask[k]!;
  for (let k = c + 1; k < ctx.cl.n && ctx.cl.sentence[k] === s; k++) m |= ctx.cMask[k]!;
  return m;
}

/** OR of the clauses before c in its sentence: lead-in context ("From now on, …", "policy: …", "When asked, …"). */
export function leadMask(ctx: Ctx, c: number): number {
  let m = 0;
  const s = ctx.cl.sentence[c];
  for (let k = c - 1; k >= 0 && ctx.cl.sentence[k] === s; k--) m |= ctx.cMask[k]!;
  return m;
}

/** The first match of `cat` in the clauses before c in its sentence (evidence for a lead-in). */
export function findLead(ctx: Ctx, c: number, cat: number): number {
  const s = ctx.cl.sentence[c];
  let first = c;
  while (first > 0 && ctx.cl.sentence[first - 1] === s) first--;
  for (let d = first; d < c; d++) {
    const k = find(ctx, d, cat);
    if (k >= 0) return k;
  }
  return -1;
}

export function leadCaps(ctx: Ctx, c: number): number {
  let m = 0;
  const s = ctx.cl.sentence[c];
  for (let k = c - 1; k >= 0 && ctx.cl.sentence[k] === s; k--) m |= ctx.cCaps[k]!;
  return m;
}

/** The first match at the clause's first content word, after lead-ins; -1 if none. */
export function firstContent(ctx: Ctx, c: number): { k: number; pos: number } {
  const text = ctx.text;
  let pos = ctx.cl.start[c]!;
  const stop = ctx.cl.end[c]!;
  let k = ctx.cFirst[c]!;
  for (;;) {
    while (pos < stop && !ctx.ac.isWordAt(text, pos)) pos++;
    while (k < ctx.cLast[c]! && ctx.start[k]! < pos) k++;
    if (k >= ctx.cLast[c]! || ctx.start[k]! !== pos) return { k: -1, pos };
    // the longest match here decides (phrases sort first); skip it if it is only a lead-in
    if (ctx.cats[k]! & LEAD && !(ctx.cats[k]! & (C.verb | C.override))) {
      pos = ctx.end[k]!;
      continue;
    }
    return { k, pos };
  }
}

/**
 * "I always approve …", "she usually sends …", "the customer never asks …": a person opens the
 * clause and a frequency adverb follows at once — somebody's habit, not a rule for the agent. A
 * rule stated as a fact puts the adverb after a copula instead ("payee 5521 is always paid …").
 */
export function habitualSubject(ctx: Ctx, c: number): boolean {
  const fc = firstContent(ctx, c);
  if (fc.k < 0 || !(ctx.cats[fc.k]! & (C.subj1 | C.subj3))) return false;
  let k = fc.k + 1;
  while (k < ctx.cLast[c]! && ctx.start[k]! < ctx.end[fc.k]!) k++;
  return k < ctx.cLast[c]! && (ctx.cats[k]! & (C.abs | C.habit)) !== 0 && gap(ctx, fc.k, k) === 0;
}

/** Words at most in a clause that only says who said the one before it ("…, the boss said"). */
const MAX_REPORT_WORDS = 5;

/**
 * "Always pay the bills on time, the boss said.": the clause after c is the last of its sentence
 * and only says who said it (a few words with a reporting verb, no action, rule or adverb of
 * their own) — c is a reported quotation.
 */
export function trailingReport(ctx: Ctx, c: number): boolean {
  const cl = ctx.cl;
  const r = c + 1;
  if (r >= cl.n || cl.sentence[r] !== cl.sentence[c]) return false;
  if (r + 1 < cl.n && cl.sentence[r + 1] === cl.sentence[c]) return false;
  const m = ctx.cMask[r]!;
  if (!(m & C.report) || m & (C.verb | C.abs | C.standing | C.bypass) || ctx.cCaps[r] !== 0) return false;
  return wordAt(ctx, cl.end[r]!) - wordAt(ctx, cl.start[r]!) <= MAX_REPORT_WORDS;
}

/** Index of the directive verb that opens the clause (an imperative), or -1. */
export function imperativeVerb(ctx: Ctx, c: number): number {
  const fc = firstContent(ctx, c);
  if (fc.k < 0) return -1;
  // any match starting at this word may be the verb ("wire" is a noun and a verb)
  for (let k = fc.k; k < ctx.cLast[c]! && ctx.start[k] === fc.pos; k++) {
    if (ctx.cats[k]! & (C.verb | C.override)) return k;
  }
  // a negative imperative: "don't ask", "do not require", "never forward"
  for (let k = fc.k; k < ctx.cLast[c]! && ctx.start[k] === fc.pos; k++) {
    if (ctx.cats[k]! & C.neg && !(ctx.cats[k]! & (C.subj1 | C.subj3 | C.you))) {
      const next = nextAfter(ctx, c, ctx.end[k]!);
      if (next >= 0 && ctx.cats[next]! & C.verb && gap(ctx, k, next) === 0) return next;
    }
  }
  return finalInfinitive(ctx, c);
}

/**
 * German and Dutch instructions may end in a bare infinitive ("ab sofort alle Rechnungen ohne
 * Rückfrage bezahlen"): the clause's last word is a verb of such a language and nothing in the
 * clause names a subject, the addressee, a report or a question.
 */
export function finalInfinitive(ctx: Ctx, c: number): number {
  let last = ctx.cLast[c]! - 1;
  if (last < ctx.cFirst[c]!) return -1;
  const stop = ctx.end[last]!;
  // among the matches that end the clause, one must be such a verb
  while (last >= ctx.cFirst[c]! && ctx.end[last] === stop && !(ctx.flags[last]! & PF.finalVerb && ctx.cats[last]! & C.verb)) last--;
  if (last < ctx.cFirst[c]! || ctx.end[last] !== stop) return -1;
  for (let i = stop; i < ctx.cl.end[c]!; i++) if (ctx.ac.isWordAt(ctx.text, i)) return -1;
  if (ctx.cMask[c]! & (C.subj1 | C.subj3 | C.you | C.report | C.question | C.modal | C.permit)) return -1;
  return last;
}

export function nextAfter(ctx: Ctx, c: number, pos: number): number {
  for (let k = ctx.cFirst[c]!; k < ctx.cLast[c]!; k++) if (ctx.start[k]! >= pos) return k;
  return -1;
}

/** A bypass in the clause: a bypass phrase, a negator before a check, or a check declared waived. */
export function bypassPair(ctx: Ctx, c: number): number {
  const a = ctx.cFirst[c]!;
  const b = ctx.cLast[c]!;
  for (let k = a; k < b; k++) if (ctx.cats[k]! & C.bypass) return k;
  for (let k = a; k < b; k++) {
    if (!(ctx.cats[k]! & C.negBypass)) continue;
    for (let j = k + 1; j < b; j++) {
      if (ctx.start[j]! < ctx.end[k]!) continue;
      if (gap(ctx, k, j) > BYPASS_WINDOW) break;
      if (ctx.cats[j]! & C.approval) return k;
    }
  }
  for (let k = a; k < b; k++) {
    if (!(ctx.cats[k]! & C.approval)) continue;
    for (let j = k + 1; j < b; j++) {
      if (ctx.start[j]! < ctx.end[k]!) continue;
      if (gap(ctx, k, j) > WAIVER_WINDOW) break;
      if (ctx.cats[j]! & C.waiver) return k;
    }
  }
  return -1;
}

/** Bypass pairs in either order (languages with postpositions: 확인 없이, تأیید بدون). */
export function bypassAnyOrder(ctx: Ctx, c: number): number {
  const k = bypassPair(ctx, c);
  if (k >= 0) return k;
  const a = ctx.cFirst[c]!;
  const b = ctx.cLast[c]!;
  for (let j = a; j < b; j++) {
    if (!(ctx.cats[j]! & (C.approval))) continue;
    for (let k2 = j + 1; k2 < b; k2++) {
      if (ctx.start[k2]! < ctx.end[j]!) continue;
      if (gap(ctx, j, k2) > BYPASS_WINDOW) break;
      if (ctx.cats[k2]! & C.negBypass) return k2;
    }
  }
  return -1;
}

export function countCat(ctx: Ctx, c: number, cat: number): number {
  let n = 0;
  for (let k = ctx.cFirst[c]!; k < ctx.cLast[c]!; k++) if (ctx.cats[k]! & cat) n++;
  return n;
}

export function countCaps(ctx: Ctx, c: number): number {
  let n = 0;
  for (let k = ctx.cFirst[c]!; k < ctx.cLast[c]!; k++) if (ctx.caps[k]) n++;
  return n;
}

export function findAll(ctx: Ctx, cat: number): number {
  for (let k = 0; k < ctx.n; k++) if (ctx.cats[k]! & cat) return k;
  return -1;
}

/** A negation right before the bypass: "can't pay without verification" keeps the check. */
export function negatedAt(ctx: Ctx, c: number, k: number): boolean {
  for (let j = ctx.cFirst[c]!; j < k; j++) {
    if (ctx.cats[j]! & C.neg && !(ctx.cats[j]! & C.negBypass) && wordAt(ctx, ctx.start[k]!) - wordAt(ctx, ctx.start[j]!) <= 4) return true;
  }
  return false;
}

/** An account number, id or amount in the clause: what a grant is usually about. */
export function hasIdentifier(ctx: Ctx, c: number): boolean {
  const t = ctx.text;
  for (let i = ctx.cl.start[c]!; i < ctx.cl.end[c]!; i++) {
    const ch = t.charCodeAt(i);
    if (ch >= 0x30 && ch <= 0x39) return true;
  }
  return false;
}

/**
 * The speaker talks about themselves: a first-person subject and a marker (habit, absolute,
 * negation, standing) anywhere in the clause — in either order, for verb-final languages —
 * unless the agent is addressed before the subject ("you … without asking me": "me" is an
 * object there).
 */
export function speakerAbout(ctx: Ctx, c: number, marker: number): boolean {
  // "me" inside "no need to ask me" is the object of a bypass, not the subject
  let s = -1;
  for (let k = ctx.cFirst[c]!; k < ctx.cLast[c]! && s < 0; k++) {
    if (ctx.cats[k]! & C.subj1 && !insideOf(ctx, c, k, C.bypass | C.negBypass | C.approval)) s = k;
  }
  if (s < 0 || find(ctx, c, marker) < 0) return false;
  const y = find(ctx, c, C.you);
  return y < 0 || y > s;
}

/** Match k lies inside another match of category `cat` in the clause. */
export function insideOf(ctx: Ctx, c: number, k: number, cat: number): boolean {
  for (let j = ctx.cFirst[c]!; j < ctx.cLast[c]!; j++) {
    if (j !== k && ctx.cats[j]! & cat && ctx.start[j]! <= ctx.start[k]! && ctx.end[j]! >= ctx.end[k]!) return true;
  }
  return false;
}

/** A negation in the clause that is not itself part of a bypass phrase. */
export function nonBypassNeg(ctx: Ctx, c: number): boolean {
  for (let k = ctx.cFirst[c]!; k < ctx.cLast[c]!; k++) {
    if (ctx.cats[k]! & C.neg && !(ctx.cats[k]! & (C.negBypass | C.bypass)) && !insideOf(ctx, c, k, C.negBypass | C.bypass | C.waiver)) return true;
  }
  return false;
}

export function firstOf(ctx: Ctx, c: number, cat: number): number {
  const k = find(ctx, c, cat);
  return k >= 0 ? k : ctx.cFirst[c]!;
}

export function negatedBefore(ctx: Ctx, c: number, k: number): boolean {
  for (let j = ctx.cFirst[c]!; j < k; j++) {
    if (ctx.cats[j]! & C.neg && wordAt(ctx, ctx.start[k]!) - wordAt(ctx, ctx.start[j]!) <= 2) return true;
  }
  return false;
}

/** The word before match k is a coordinating "and"/"then" (any language's lead-in conjunction). */
export function conjoinedBefore(ctx: Ctx, k: number): boolean {
  for (let j = k - 1; j >= 0 && ctx.end[j]! <= ctx.start[k]!; j--) {
    if (wordAt(ctx, ctx.start[k]!) - wordAt(ctx, ctx.start[j]!) > 1) return false;
    if (ctx.cats[j]! & C.lead && ctx.end[j]! <= ctx.start[k]!) return true;
  }
  return false;
}
