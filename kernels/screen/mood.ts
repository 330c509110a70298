/**
 * The mood gate: is this memory a standing directive?
 *
 * Input is the normalized text and the automaton's matches; output is the rules that fired, with
 * the matches that made them fire. The gate never looks at raw words: everything it knows
 * comes from lexicon categories and positions, so every language in the lexicons is covered by
 * the same code.
 *
 * Two rule sets:
 * - full (en, fr, es, de, pt, it, nl): mood and word order. An instruction is a clause whose
 *   first content word is a directive verb (imperative or instructional infinitive), or a
 *   second-person / speaker frame around one; it is a STANDING directive when something makes it
 *   outlast the turn: an absolute adverb, a standing-rule marker, a condition, a bypass of a
 *   check, a universal quantifier over a sensitive object. Reports, habits, questions and
 *   negated or past statements are not instructions. Fact-grammar grants ("payee 5521 is
 *   pre-approved for payouts") are directives without any verb in the imperative.
 * - script (every other language): order-agnostic co-occurrence within a clause — override +
 *   its object; bypass + action; standing marker + action; authority claim + action; absolute +
 *   action only with an explicit imperative marker — suppressed by third-person subjects,
 *   reports, habits, past, questions.
 * Each clause is judged by the rule set of the language its matched terms vote for.
 */
import { bitsAbove } from '../common/index.js';
import { Automaton, C, PF, type MatchList } from '../text/index.js';
import { segmentClauses } from './clauses.js';
import { bypassPair, sentenceMask, type Ctx, type Finding } from './gate-context.js';
import { fullRules } from './mood-full.js';
import { scriptRules } from './mood-script.js';

export type { Rule, Finding } from './gate-context.js';

export interface GateResult {
  directive: boolean;
  findings: Finding[];
  /** Categories present (after idioms), capability bits, autonomy strength: for clustering. */
  mask: number;
  caps: number;
  /** 0 none, 1 weak (ordinary automation), 2 strong (hands-off, bypass, waiver). */
  autonomy: 0 | 1 | 2;
  /** Weak autonomy next to a money action in one clause. */
  moneyAutonomy: boolean;
  /**
   * Categories that share a clause: bit j of pairs[i] (i < j) when categories i and j were hit in
   * one clause (after idioms and the clause's language). Null on the quick path, where the
   * whole text is one clause to the model (features.ts reads the mask's pairs then).
   */
  pairs: Uint32Array | null;
  /** The matches, idiom-filtered, in start order: start, end, pattern id. */
  mStart: Int32Array;
  mEnd: Int32Array;
  mPid: Int32Array;
  n: number;
}

/** Categories that can make a memory a directive; a memory with none of them is not one. */
/** Categories one of which every rule needs (the rest need a verb, a condition or quantifier, and a capability). */
const STRONG =
  C.abs | C.standing | C.bypass | C.negBypass | C.waiver | C.override | C.authority | C.mode | C.autonomy | C.speaker | C.normative;

const TRIGGERS =
  C.abs | C.standing | C.bypass | C.negBypass | C.waiver | C.override | C.authority | C.mode | C.autonomy |
  C.speaker | C.permit | C.modal | C.normative | C.cond | C.quant;

const PAYMENTS_CAP = 1; // bit of 'payments' in CAPABILITIES

/** Shortest term (code units) that votes for a clause's language family. */
const MIN_VOTE_LEN = 3;

const EMPTY = new Int32Array(0);

/** Judge one normalized text. */
export function gate(text: string, list: MatchList, ac: Automaton): GateResult {
  // --- collect matches, drop what idioms cover --------------------------------------------
  const total = list.n;
  let anyMask = 0;
  let anyCaps = 0;
  let idioms = false;
  for (let k = 0; k < total; k++) {
    const p = list.data[k * 3 + 2]!;
    if (!(ac.patFlags[p]! & PF.plain)) continue;
    const c = ac.patCats[p]!;
    anyMask |= c;
    anyCaps |= ac.patCaps[p]!;
    if (c & C.idiom) idioms = true;
  }
  // Most memories stop here: every rule needs one of the strong categories, or a directive
  // verb with a condition or a quantifier over a sensitive object. Common words alone ("all",
  // "can", "when", "will") sent three memories in four through the full gate before this test
  // (bench/mood.bench.ts).
  if (!(anyMask & STRONG) && !(anyMask & C.verb && anyMask & (C.cond | C.quant) && anyCaps)) {
    return quick(list, ac, anyMask);
  }
  const order = sortByStart(list);
  const start = new Int32Array(total);
  const end = new Int32Array(total);
  const pid = new Int32Array(total);
  let n = 0;
  for (const k of order) {
    const p = list.data[k * 3 + 2]!;
    if (!(ac.patFlags[p]! & PF.plain)) continue;
    start[n] = list.data[k * 3]!;
    end[n] = list.data[k * 3 + 1]!;
    pid[n] = p;
    n++;
  }
  if (idioms) n = dropIdiomCovered(start, end, pid, n, ac);
  n = dropOpaque(text, start, end, pid, n);
  const cats = new Uint32Array(n);
  const caps = new Uint8Array(n);
  const flags = new Uint16Array(n);
  let mask = 0;
  let capMask = 0;
  for (let k = 0; k < n; k++) {
    cats[k] = ac.patCats[pid[k]!]!;
    caps[k] = ac.patCaps[pid[k]!]!;
    flags[k] = ac.patFlags[pid[k]!]!;
    mask |= cats[k]!;
    capMask |= caps[k]!;
  }
  const cl = segmentClauses(text);
  const ctx: Ctx = {
    text, ac, n, start, end, pid, cats, caps, flags, words: null, cl,
    cFirst: new Int32Array(cl.n), cLast: new Int32Array(cl.n), cMask: new Uint32Array(cl.n), cCaps: new Uint8Array(cl.n),
  };
  const full = new Uint8Array(cl.n);
  for (let c = 0, k = 0; c < cl.n; c++) {
    while (k < n && start[k]! < cl.start[c]!) k++;
    ctx.cFirst[c] = k;
    let j = k;
    while (j < n && end[j]! <= cl.end[c]!) j++;
    ctx.cLast[c] = j;
    // Each clause is judged in one language family: terms only the other family knows are
    // coincidences of spelling (English "her" inside Turkish "her zaman") and go inert.
    full[c] = votesFull(ctx, c) ? 1 : 0;
    // Within the script family, a term several languages list reads as the clause's language
    // reads it (Swedish "vi" is "we", Croatian "vi" is "you"), and is inert if that language
    // does not list it (Latvian "no" is "from", not the Spanish negation).
    if (!full[c]) readInClauseLanguage(ctx, k, j);
    const foreign = full[c] ? PF.script : PF.full;
    let m = 0;
    let cp = 0;
    for (let i = k; i < j; i++) {
      const f = flags[i]!;
      if (f & foreign && !(f & (PF.full | PF.script) & ~foreign)) {
        cats[i] = 0;
        caps[i] = 0;
      }
      m |= cats[i]!;
      cp |= caps[i]!;
    }
    ctx.cMask[c] = m;
    ctx.cCaps[c] = cp;
    k = j;
  }
  mask = 0;
  capMask = 0;
  const pairs = new Uint32Array(32);
  for (let c = 0; c < cl.n; c++) {
    const m = ctx.cMask[c]!;
    mask |= m;
    capMask |= ctx.cCaps[c]!;
    addPairs(pairs, m);
  }

  const findings: Finding[] = [];
  let autonomy: 0 | 1 | 2 = 0;
  let moneyAutonomy = false;
  if (mask & (C.autonomy | C.bypass | C.waiver)) autonomy = 2;
  else if (mask & C.autonomyWeak) autonomy = 1;
  for (let c = 0; c < cl.n; c++) {
    if (ctx.cMask[c]! & C.autonomyWeak && ctx.cCaps[c]! & PAYMENTS_CAP && ctx.cMask[c]! & C.verb) moneyAutonomy = true;
    if (bypassPair(ctx, c) >= 0) autonomy = 2;
    if (!(ctx.cMask[c]! & TRIGGERS) && !(sentenceMask(ctx, c) & TRIGGERS)) continue;
    const f = full[c] ? fullRules(ctx, c) : scriptRules(ctx, c);
    if (f) findings.push(f);
  }
  return {
    directive: findings.length > 0, findings, mask, caps: capMask, autonomy, moneyAutonomy, pairs,
    mStart: start, mEnd: end, mPid: pid, n,
  };
}

/** Record in `pairs` every pair of the categories in `m` (one clause's mask). */
export function addPairs(pairs: Uint32Array, m: number): void {
  // each set bit i takes the set bits above it: a clause has a handful of categories
  for (let r = m; r !== 0; r &= r - 1) {
    const i = 31 - Math.clz32(r & -r);
    pairs[i] = (pairs[i]! | bitsAbove(m, i)) >>> 0;
  }
}

function quick(list: MatchList, ac: Automaton, anyMask: number): GateResult {
  let caps = 0;
  for (let k = 0; k < list.n; k++) caps |= ac.patCaps[list.data[k * 3 + 2]!]!;
  return {
    directive: false, findings: [], mask: anyMask, caps, autonomy: anyMask & C.autonomyWeak ? 1 : 0,
    moneyAutonomy: false, pairs: null, mStart: EMPTY, mEnd: EMPTY, mPid: EMPTY, n: 0,
  };
}

/**
 * Match indexes in start order, longer first at the same start (a phrase precedes the words
 * inside it). Matches arrive in end order and are few, so an insertion sort beats Array#sort
 * with a comparator closure here.
 */
function sortByStart(list: MatchList): Int32Array {
  const d = list.data;
  const n = list.n;
  const idx = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const s = d[i * 3]!;
    const e = d[i * 3 + 1]!;
    let j = i - 1;
    while (j >= 0) {
      const o = idx[j]!;
      const os = d[o * 3]!;
      if (os < s || (os === s && d[o * 3 + 1]! >= e)) break;
      idx[j + 1] = o;
      j--;
    }
    idx[j + 1] = i;
  }
  return idx;
}

/** E-mail addresses, URLs and domains: words inside them ("billing@northwind-pay.com") are names, not language. */
// Bare domains need a common top-level domain, so "always.approve" cannot hide its words.
const OPAQUE_RE =
  /[^\s<>()"']*(?:@|:\/\/|www\.)[^\s<>()"']*|\b[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:com|net|org|io|co|ai|biz|info|app|dev|me|us|uk|de|fr|es|it|nl|ru|cn|jp|kr|in|br|au|ca|ch|eu|xyz|online|site|tech|cloud|pay|bank|finance|money|shop|store|email|mail|link|live|pro|tv)\b/giu;

/** Cheap pre-test for OPAQUE_RE: an '@', or a dot followed by a letter (a sentence's final dot is followed by a space). */
const OPAQUE_HINT_RE = /@|\.[A-Za-z]/;

function dropOpaque(text: string, start: Int32Array, end: Int32Array, pid: Int32Array, n: number): number {
  if (n === 0 || !OPAQUE_HINT_RE.test(text)) return n;
  const spans: number[] = [];
  for (const m of text.matchAll(OPAQUE_RE)) spans.push(m.index!, m.index! + m[0].length);
  if (spans.length === 0) return n;
  let w = 0;
  for (let k = 0; k < n; k++) {
    let inside = false;
    for (let i = 0; i < spans.length; i += 2) if (start[k]! >= spans[i]! && end[k]! <= spans[i + 1]!) inside = true;
    if (inside) continue;
    start[w] = start[k]!;
    end[w] = end[k]!;
    pid[w] = pid[k]!;
    w++;
  }
  return w;
}

function dropIdiomCovered(start: Int32Array, end: Int32Array, pid: Int32Array, n: number, ac: Automaton): number {
  const drop = new Uint8Array(n);
  for (let k = 0; k < n; k++) {
    if (!(ac.patCats[pid[k]!]! & C.idiom)) continue;
    for (let j = 0; j < n; j++) {
      if (j !== k && start[j]! >= start[k]! && end[j]! <= end[k]! && !(ac.patCats[pid[j]!]! & C.idiom)) drop[j] = 1;
    }
  }
  let w = 0;
  for (let k = 0; k < n; k++) {
    if (drop[k]) continue;
    start[w] = start[k]!;
    end[w] = end[k]!;
    pid[w] = pid[k]!;
    w++;
  }
  return w;
}

/** Terms up to this many code units that the clause's language does not list go inert. */
const MAX_FOREIGN_INERT = 3;

/** Votes per language index, for readInClauseLanguage (reset after each clause). */
let votes = new Uint16Array(256);

/**
 * The language of a script-family clause: the one most of its terms belong to (one vote per term
 * for each language that lists it; short Latin words do not vote, as in votesFull). When one
 * language wins outright, every term several languages list takes that language's categories;
 * a short one the winner does not list goes inert. A tie changes nothing.
 */
function readInClauseLanguage(ctx: Ctx, from: number, to: number): void {
  const ac = ctx.ac;
  const alt = ac.patAlt;
  let anyAlt = false;
  for (let k = from; k < to; k++) {
    const p = ctx.pid[k]!;
    if (alt[p + 1]! > alt[p]!) anyAlt = true;
  }
  if (!anyAlt) return;
  if (votes.length < ac.langs.length) votes = new Uint16Array(ac.langs.length);
  let best = -1;
  let bestVotes = 0;
  let tie = false;
  const vote = (lang: number) => {
    const v = ++votes[lang]!;
    if (v > bestVotes) {
      bestVotes = v;
      best = lang;
      tie = false;
    } else if (v === bestVotes && lang !== best) tie = true;
  };
  for (let k = from; k < to; k++) {
    if (ctx.end[k]! - ctx.start[k]! < MIN_VOTE_LEN && ctx.text.charCodeAt(ctx.start[k]!) < 0x250) continue;
    const p = ctx.pid[k]!;
    if (alt[p + 1]! > alt[p]!) for (let a = alt[p]!; a < alt[p + 1]!; a++) vote(ac.altLang[a]!);
    else vote(ac.patLang[p]!);
  }
  votes.fill(0);
  if (best < 0 || tie) return;
  for (let k = from; k < to; k++) {
    const p = ctx.pid[k]!;
    if (alt[p + 1]! === alt[p]!) continue;
    let own = -1;
    for (let a = alt[p]!; a < alt[p + 1]!; a++) if (ac.altLang[a] === best) own = a;
    if (own >= 0) {
      ctx.cats[k] = ac.altCats[own]!;
      ctx.caps[k] = ac.altCaps[own]!;
    } else if (ctx.end[k]! - ctx.start[k]! <= MAX_FOREIGN_INERT) {
      // a short word the clause's language does not have is a coincidence of spelling; a
      // longer one is a loanword ("refund" in Tagalog) and keeps what it means elsewhere
      ctx.cats[k] = 0;
      ctx.caps[k] = 0;
    }
  }
}

/**
 * Whether the clause's matched terms are mostly from fully gated languages: one vote per term
 * known to only one family (counting characters would let a few long Latin words outvote a
 * dense CJK clause).
 */
function votesFull(ctx: Ctx, c: number): boolean {
  let full = 0;
  let script = 0;
  for (let k = ctx.cFirst[c]!; k < ctx.cLast[c]!; k++) {
    // one- and two-letter Latin words ("i", "vi", "at") are shared by too many languages to
    // vote; a term in any other script always votes (every fully gated language is Latin)
    if (ctx.end[k]! - ctx.start[k]! < MIN_VOTE_LEN && ctx.text.charCodeAt(ctx.start[k]!) < 0x250) continue;
    const f = ctx.flags[k]!;
    if (f & PF.full && !(f & PF.script)) full++;
    else if (f & PF.script && !(f & PF.full)) script++;
  }
  return full >= script;
}
