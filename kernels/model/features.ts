/**
 * Features of the learned intent model: hashed word unigrams and bigrams and character 3-grams
 * of the normalized text (the normalizer has already folded look-alikes, invisibles,
 * fullwidth and the like, so the model sees what the lexicon sees), plus the gate's own
 * findings: the categories the automaton hit, the capabilities, the autonomy strength and the
 * rules that fired.
 *
 * One pass over the text's code units, no strings built, no allocation; case is folded per code
 * unit (ASCII and the Latin-1, Greek and Cyrillic capital ranges by offset; the rest is taken as
 * it is), by table below U+0800.
 *
 * Sizes (issue 11's speed budget; measured on dev and with `npm run bench` suite `model`, see
 * the README): every feature reads the weights at random while the 15 MB automaton image
 * competes for the same caches. 2^18 int8 buckets (256 KiB) and 3-grams of one stream of units
 * (a 3-gram may span two words) gave the dev quality of 2^18 float32 buckets (1 MiB) and 2–4-grams
 * read word by word, with a third of the lookups and half the loop.
 */
import { CodeUnits, bitsAbove } from '../common/index.js';

/** Hash buckets of the text features (2^18: 256 KiB of int8 weights). */
export const HASH_BITS = 18;
export const BUCKETS = 1 << HASH_BITS;
const SHIFT = 32 - HASH_BITS;

/** Longest word whose character n-grams are taken (a longer run is read in pieces of this length). */
const MAX_WORD = 24;
/** Character n-gram lengths (fixed by the loops below; named for the fingerprint and the README). */
export const MIN_N = 3;
export const MAX_N = 3;

const enum Seed {
  Word = 0x9e3779b1,
  Bigram = 0x85ebca77,
  Gate = 0x27d4eb2f,
  Char3 = 0xd3a2646c,
}

/** Multiplier of the polynomial hashes (FNV's prime: odd, more than 16 bits, so two units never collide). */
const P = 0x01000193;
const P2 = Math.imul(P, P);
/** Fibonacci hashing: the top HASH_BITS bits of h × 2^32/φ are the bucket. */
const GOLD = 0x9e3779b1;

/** What every unit that is not part of a word folds to (no word unit folds to it). */
const SEP = 0x20;

function bucket(h: number): number {
  return Math.imul(h, GOLD) >>> SHIFT;
}

function mix(h: number, v: number): number {
  h ^= v;
  h = Math.imul(h, 0x01000193);
  return h ^ (h >>> 15);
}

/** Lower case of one UTF-16 unit where it is a fixed offset; otherwise the unit itself. */
function lower(c: number): number {
  if (c >= 0x41 && c <= 0x5a) return c + 32;
  if (c < 0xc0) return c;
  if ((c >= 0xc0 && c <= 0xde && c !== 0xd7) || (c >= 0x391 && c <= 0x3ab)) return c + 32;
  if (c >= 0x410 && c <= 0x42f) return c + 32;
  if (c >= 0x400 && c <= 0x40f) return c + 80;
  return c;
}

/** Whether a code unit belongs to a word: letters, digits, marks, and every script's letters. */
function isWordUnit(c: number): boolean {
  if (c < 0x80) return (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x27;
  if (c >= 0x2000 && c <= 0x206f) return false; // general punctuation, invisibles
  if (c >= 0x3000 && c <= 0x303f) return false; // CJK punctuation
  if (c >= 0xff00 && c <= 0xff20) return false; // fullwidth punctuation
  if (c === 0xa0 || c === 0xab || c === 0xbb || c === 0xbf || c === 0xa1 || c === 0xd7 || c === 0xf7) return false;
  if (c === 0x60c || c === 0x61f || c === 0x6d4 || c === 0x964 || c === 0x965 || c === 0x589) return false; // ، ؟ ۔ । ॥ ։
  return true;
}

/** Units below this are folded by table (Latin, Greek, Cyrillic, Armenian, Hebrew, Arabic): 4 KiB. */
const FOLD_UNITS = 0x800;
function fold(c: number): number {
  return isWordUnit(c) ? lower(c) : SEP;
}
const FOLD = Uint16Array.from({ length: FOLD_UNITS }, (_, c) => fold(c));

/** The words of a text as featurize reads them: start and end offsets, in order. */
export function wordSpans(text: string): [number, number][] {
  // every word, repeated or not: explain() attributes features by position
  const out: [number, number][] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    while (i < n && !isWordUnit(text.charCodeAt(i))) i++;
    if (i >= n) break;
    const ws = i;
    while (i < n && i - ws < MAX_WORD && isWordUnit(text.charCodeAt(i))) i++;
    out.push([ws, i]);
  }
  return out;
}

/** A reusable buffer of feature ids (and, for explanations, the text span of each). */
export interface FeatureBuffer {
  ids: Int32Array;
  start: Int32Array;
  end: Int32Array;
  n: number;
  /** Set by sumFeatures: the sums it took instead of storing ids. */
  textSum: number;
  textN: number;
  gateSum: number;
}

export function createFeatureBuffer(capacity = 4096): FeatureBuffer {
  return { ids: new Int32Array(capacity), start: new Int32Array(capacity), end: new Int32Array(capacity), n: 0, textSum: 0, textN: 0, gateSum: 0 };
}

function push(b: FeatureBuffer, id: number, s: number, e: number): void {
  if (b.n === b.ids.length) {
    const grow = (a: Int32Array) => {
      const x = new Int32Array(a.length * 2);
      x.set(a);
      return x;
    };
    b.ids = grow(b.ids);
    b.start = grow(b.start);
    b.end = grow(b.end);
  }
  b.ids[b.n] = id;
  b.start[b.n] = s;
  b.end[b.n] = e;
  b.n++;
}

/** What the gate contributes: category bits, capability bits, autonomy, and the rules that fired. */
export interface GateSignal {
  mask: number;
  caps: number;
  autonomy: number;
  moneyAutonomy: boolean;
  directive: boolean;
  /**
   * Category pairs that shared a clause (mood.ts GateResult.pairs: bit j of pairs[i], i < j);
   * null reads every pair of `mask` (the whole text as one clause).
   */
  pairs: Uint32Array | null;
  /** Rule names of the gate's findings. */
  rules: readonly string[];
}

function gateId(kind: number, value: number): number {
  return bucket(mix(mix(Seed.Gate, kind), value));
}

function stringId(kind: number, s: string): number {
  let h = mix(Seed.Gate, kind);
  for (let i = 0; i < s.length; i++) h = mix(h, s.charCodeAt(i));
  return bucket(h);
}

// the gate's feature ids, computed once per process (a handful of rule names, so a Map)
const MASK_IDS = Int32Array.from({ length: 32 }, (_, bit) => gateId(1, bit));
const CAP_IDS = Int32Array.from({ length: 16 }, (_, bit) => gateId(2, bit));
const MONEY_ID = gateId(4, 1);
/** Two categories in one clause ("always" beside "approve", "admin" beside "disable"): the gate's
 * rules read such pairs by hand; the model weighs every one (kind 8: id i × 32 + j). */
const PAIR_IDS = Int32Array.from({ length: 32 * 32 }, (_, k) => gateId(8, k));
/** A category with a capability anywhere in the text (kind 9: bit × 16 + capability bit). */
const MASK_CAP_IDS = Int32Array.from({ length: 32 * 16 }, (_, k) => gateId(9, k));
const DIRECTIVE_ID = gateId(5, 1);
const ruleIds = new Map<string, number>();
function ruleId(r: string): number {
  let id = ruleIds.get(r);
  if (id === undefined) {
    id = stringId(6, r);
    if (ruleIds.size < 4096) ruleIds.set(r, id);
  }
  return id;
}

/** The categories above bit i that shared a clause with it (with no clauses: every one of `mask`). */
function pairsOf(pairs: Uint32Array | null, mask: number, i: number): number {
  return pairs ? pairs[i]! : bitsAbove(mask, i);
}

/** The text's code units, copied once per call: reading a Uint16Array instead of the string keeps
 * the loop monomorphic (charCodeAt over a mix of one-byte and two-byte strings ran 1.5 µs or 3.3 µs
 * per record depending on which kind the JIT saw first). The copy is one native call (CodeUnits:
 * 0.17–0.26 µs per bench record where a charCodeAt loop took 1.9–2.1 µs). */
const scratch = new CodeUnits();
function unitsOf(text: string): Uint16Array {
  return scratch.of(text);
}

/**
 * Fill `b` with the ids of the features of `text` (normalized) and of the gate's signal, each
 * with the span it was read from: the training and explain() path. sumFeatures() is the scoring
 * path and reads exactly the same features (test/model/features.test.ts checks it on arbitrary
 * UTF-16); keep the two loops in step.
 *
 * One pass over the code units, each folded once (FOLD: a word unit's lower case, or SEP for
 * every other unit; a run of SEP is one). The units feed the current word's hash and a shift
 * register of the last two, whose polynomial hash with the unit is the character 3-gram ending
 * there; a word's edges are the SEP beside it (fastText's "<" and ">"), so "go" gives " go" and
 * "go ", and one 3-gram spans two words ("o t" of "go to"). A word's 3-grams count with the
 * word: a word repeated back to back drops them too; and a run of one unit ("yyyy…") gives its
 * 3-gram once, or its weight counted √n times (a 24-unit run of "y" scored 0.99 without this). Text features come first,
 * then the gate's. Linear in the text, no look-back.
 */
export function featurize(text: string, gate: GateSignal | null, b: FeatureBuffer): number {
  b.n = 0;
  const n = text.length;
  const t = unitsOf(text);
  // the previous word's hash | 1 (0: none yet); the current word's hash, length and start; where its features begin
  let prevWord = 0;
  let hw = Seed.Word as number;
  let wl = 0;
  let ws = 0;
  let mark = 0;
  let x1 = SEP;
  let x2 = SEP;
  for (let i = 0; i <= n; i++) {
    let u = SEP;
    if (i < n) {
      const c = t[i]!;
      u = c < FOLD_UNITS ? FOLD[c]! : fold(c);
    }
    let cut = false;
    if (u === SEP) {
      if (x1 === SEP) continue;
    } else if (wl === MAX_WORD) {
      // a run longer than MAX_WORD is read in pieces: a separator between them that takes no unit
      cut = true;
      u = SEP;
      i--;
    } else if (x1 === SEP) ws = i;
    // the 3-gram ending here (a run of one unit gives its 3-gram once); its span starts inside its word (explain() reads it)
    if (u !== x1 || u !== x2) push(b, bucket((Math.imul(x2, P2) + Math.imul(x1, P) + u) ^ Seed.Char3), Math.max(ws, i - 2), u !== SEP || cut ? i + 1 : i);
    x2 = x1;
    x1 = u;
    if (u !== SEP) {
      hw = Math.imul(hw ^ u, P);
      wl++;
      continue;
    }
    // the word [ws, ws + wl) ends here; a word repeated back to back adds nothing: without this,
    // "yyyy…" (read in MAX_WORD pieces) or "ha ha ha …" scored by its length (z grows as √n for n copies)
    if ((hw | 1) === prevWord) b.n = mark;
    else {
      push(b, bucket(hw), ws, ws + wl);
      if (prevWord !== 0) push(b, bucket(Math.imul(prevWord ^ Seed.Bigram, P) ^ hw), ws, ws + wl);
      prevWord = hw | 1;
    }
    hw = Seed.Word;
    wl = 0;
    mark = b.n;
  }
  if (gate) {
    const mask = gate.mask;
    const caps = gate.caps;
    for (let bit = 0; bit < 32; bit++) if (mask & (1 << bit)) push(b, MASK_IDS[bit]!, -1, -1);
    for (let bit = 0; bit < 16; bit++) if (caps & (1 << bit)) push(b, CAP_IDS[bit]!, -1, -1);
    push(b, gateId(3, gate.autonomy), -1, -1);
    if (gate.moneyAutonomy) push(b, MONEY_ID, -1, -1);
    if (gate.directive) push(b, DIRECTIVE_ID, -1, -1);
    const rules = gate.rules;
    for (let r = 0; r < rules.length; r++) push(b, ruleId(rules[r]!), -1, -1);
    const pairs = gate.pairs;
    for (let r = mask; r !== 0; r &= r - 1) {
      const i = 31 - Math.clz32(r & -r);
      for (let q = caps; q !== 0; q &= q - 1) push(b, MASK_CAP_IDS[i * 16 + 31 - Math.clz32(q & -q)]!, -1, -1);
      for (let q = pairsOf(pairs, mask, i); q !== 0; q &= q - 1) push(b, PAIR_IDS[i * 32 + 31 - Math.clz32(q & -q)]!, -1, -1);
    }
  }
  return b.n;
}

/**
 * The scoring path: the same features as featurize(), their weights summed instead of stored
 * (b.textSum and b.textN over the text's features, b.gateSum over the gate's). No stores, no
 * allocation: this loop is the model stage's cost (issue 11's budget: 2 µs per record).
 */
export function sumFeatures(text: string, gate: GateSignal | null, w: Int8Array, b: FeatureBuffer): void {
  const n = text.length;
  const t = unitsOf(text);
  let ts = 0;
  let tn = 0;
  let prevWord = 0;
  let hw = Seed.Word as number;
  let wl = 0;
  // the current word's n-gram sum and count: added when the word ends, unless it repeats
  let sum = 0;
  let cnt = 0;
  let x1 = SEP;
  let x2 = SEP;
  for (let i = 0; i <= n; i++) {
    let u = SEP;
    if (i < n) {
      const c = t[i]!;
      u = c < FOLD_UNITS ? FOLD[c]! : fold(c);
    }
    if (u === SEP) {
      if (x1 === SEP) continue;
    } else if (wl === MAX_WORD) {
      u = SEP;
      i--;
    }
    if (u !== x1 || u !== x2) {
      sum += w[bucket((Math.imul(x2, P2) + Math.imul(x1, P) + u) ^ Seed.Char3)]!;
      cnt++;
    }
    x2 = x1;
    x1 = u;
    if (u !== SEP) {
      hw = Math.imul(hw ^ u, P);
      wl++;
      continue;
    }
    if ((hw | 1) !== prevWord) {
      ts += sum + w[bucket(hw)]!;
      tn += cnt + 1;
      if (prevWord !== 0) {
        ts += w[bucket(Math.imul(prevWord ^ Seed.Bigram, P) ^ hw)]!;
        tn++;
      }
      prevWord = hw | 1;
    }
    hw = Seed.Word;
    wl = 0;
    sum = 0;
    cnt = 0;
  }
  let gs = 0;
  if (gate) {
    const mask = gate.mask;
    const caps = gate.caps;
    if (mask !== 0) for (let bit = 0; bit < 32; bit++) if (mask & (1 << bit)) gs += w[MASK_IDS[bit]!]!;
    if (caps !== 0) for (let bit = 0; bit < 16; bit++) if (caps & (1 << bit)) gs += w[CAP_IDS[bit]!]!;
    gs += w[gateId(3, gate.autonomy)]!;
    if (gate.moneyAutonomy) gs += w[MONEY_ID]!;
    if (gate.directive) gs += w[DIRECTIVE_ID]!;
    const rules = gate.rules;
    for (let r = 0; r < rules.length; r++) gs += w[ruleId(rules[r]!)]!;
    const pairs = gate.pairs;
    for (let r = mask; r !== 0; r &= r - 1) {
      const i = 31 - Math.clz32(r & -r);
      for (let q = caps; q !== 0; q &= q - 1) gs += w[MASK_CAP_IDS[i * 16 + 31 - Math.clz32(q & -q)]!]!;
      for (let q = pairsOf(pairs, mask, i); q !== 0; q &= q - 1) gs += w[PAIR_IDS[i * 32 + 31 - Math.clz32(q & -q)]!]!;
    }
  }
  b.textSum = ts;
  b.textN = tn;
  b.gateSum = gs;
}
