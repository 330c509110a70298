/**
 * Features of the learned intent model: hashed word unigrams and bigrams and character n-grams
 * of the normalized text (the normalizer has already folded look-alikes, invisibles, fullwidth
 * and the like, so the model sees what the lexicon sees), plus the gate's own findings: the
 * categories the automaton hit, the capabilities, the autonomy strength and the rules that fired.
 *
 * One pass over the text's code units, no strings built, no allocation: ids go into a reusable
 * Int32Array. Case is folded per code unit (ASCII and the Latin-1, Greek and Cyrillic capital
 * ranges by offset; the rest is taken as it is).
 */

/** Hash buckets of the text features (2^18: 1 MiB of float32 weights). */
export const HASH_BITS = 18;
export const BUCKETS = 1 << HASH_BITS;
const MASK = BUCKETS - 1;

/** Longest word whose character n-grams are taken (a longer run is read in pieces of this length). */
const MAX_WORD = 24;
/** Character n-gram lengths. */
const MIN_N = 2;
const MAX_N = 4;

const enum Seed {
  Word = 0x9e3779b1,
  Bigram = 0x85ebca77,
  Char = 0xc2b2ae3d,
  Gate = 0x27d4eb2f,
}

/** Boundary marks of a word for its character n-grams (fastText's "<" and ">"). */
const BEGIN = 0x3c;
const END = 0x3e;

function mix(h: number, v: number): number {
  h ^= v;
  h = Math.imul(h, 0x01000193);
  return h ^ (h >>> 15);
}

function finish(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) & MASK;
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
  /** With weights given to featurize: the sums it took instead of storing ids. */
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
  /** Rule names of the gate's findings. */
  rules: readonly string[];
}

function gateId(kind: number, value: number): number {
  return finish(mix(mix(Seed.Gate, kind), value));
}

function stringId(kind: number, s: string): number {
  let h = mix(Seed.Gate, kind);
  for (let i = 0; i < s.length; i++) h = mix(h, s.charCodeAt(i));
  return finish(h);
}

/**
 * Fill `b` with the features of `text` (normalized) and the gate's signal. Linear in the text:
 * each unit starts at most MAX_N - MIN_N + 1 n-grams. With `w` (the weights) it stores no ids
 * but sums the weights of the text features and of the gate features into b.textSum, b.textN
 * and b.gateSum: the scoring path, one pass and no stores (it measured ~2× faster than filling
 * the buffer and summing after). Both paths hash exactly the same features.
 */
export function featurize(text: string, gate: GateSignal | null, b: FeatureBuffer, w?: Float32Array): number {
  b.n = 0;
  let ts = 0;
  let tn = 0;
  let gs = 0;
  const n = text.length;
  let prevWord = 0;
  let i = 0;
  while (i < n) {
    // skip to the next word
    while (i < n && !isWordUnit(text.charCodeAt(i))) i++;
    if (i >= n) break;
    const ws = i;
    let hw = Seed.Word as number;
    while (i < n && i - ws < MAX_WORD && isWordUnit(text.charCodeAt(i))) hw = mix(hw, lower(text.charCodeAt(i++)));
    const we = i;
    const wid = finish(hw);
    // a word repeated back to back adds nothing: without this, "yyyy…" (read in 24-unit pieces)
    // or "ha ha ha …" scored by its length, since z grows as √n for n copies of one feature
    if ((wid | 1) === prevWord) continue;
    const bid = prevWord !== 0 ? finish(mix(mix(Seed.Bigram, prevWord), wid)) : -1;
    if (w) {
      ts += w[wid]!;
      tn++;
      if (bid >= 0) {
        ts += w[bid]!;
        tn++;
      }
    } else {
      push(b, wid, ws, we);
      if (bid >= 0) push(b, bid, ws, we);
    }
    prevWord = wid | 1;
    // character n-grams of "<word>": positions -1 (BEGIN) .. len (END)
    for (let p = ws - 1; p < we; p++) {
      let h = Seed.Char as number;
      for (let k = 0; k < MAX_N; k++) {
        const q = p + k;
        if (q > we) break;
        const c = q === ws - 1 ? BEGIN : q === we ? END : lower(text.charCodeAt(q));
        h = mix(h, c);
        if (k + 1 >= MIN_N) {
          const id = finish(mix(h, k));
          if (w) {
            ts += w[id]!;
            tn++;
          } else push(b, id, Math.max(ws, p), Math.min(we, q + 1));
        }
      }
    }
  }
  if (gate) {
    const g = (id: number) => {
      if (w) gs += w[id]!;
      else push(b, id, -1, -1);
    };
    for (let bit = 0; bit < 32; bit++) if (gate.mask & (1 << bit)) g(gateId(1, bit));
    for (let bit = 0; bit < 16; bit++) if (gate.caps & (1 << bit)) g(gateId(2, bit));
    g(gateId(3, gate.autonomy));
    if (gate.moneyAutonomy) g(gateId(4, 1));
    if (gate.directive) g(gateId(5, 1));
    for (const r of gate.rules) g(stringId(6, r));
  }
  b.textSum = ts;
  b.textN = tn;
  b.gateSum = gs;
  return b.n;
}
