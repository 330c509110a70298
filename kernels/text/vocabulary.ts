/**
 * The normalizer's general vocabulary: a set of words (and of their prefixes) as one open-addressing
 * table of hash pairs, laid out in the automaton image (Section.vocab) so every worker shares it.
 *
 * The lexicons know the directive words; an evasion splits the others too ("wi\u200Bres",
 * "w.i.r.e.s", "t o"), and a screen that re-joins only lexicon words loses the context the gate
 * reads. Phase B asks this table as it asks the lexicon (Vocabulary.lookup): is this run of units
 * a word, and can a longer join still become one. No string is built on the look-up path.
 *
 * Each slot holds two 32-bit words: the first hash, and the second hash with its low byte
 * replaced by the flags (1: a word, 2: a prefix of a word, the word itself included) and, in
 * bits 2–7, the word's cost for segmentation (bits of surprise, 1–63; 0: not a word). One-letter
 * words carry a cost but not the word flag: they segment ("send a copy") but never join. A false
 * answer needs both 32-bit hashes and the slot to collide (about 2^-30 per look-up at the load
 * used here); a false "word" only lets a split be re-joined.
 *
 * Words of one language: a word the corpus has in language L is also keyed by the code unit
 * LANG_MARK + L before its units, with its cost in L (no prefix entries: the continuation is the
 * plain word's), and LANG_MARK + L alone is present (cost 1) for every language L. The
 * segmentation of letters spaced one by one reads the words of one language at a time
 * ("s e n d a c o p y" is "send a copy" in English, though "senda" is a word elsewhere).
 */
import { VOCAB_LANG_MARK as LANG_MARK, VOCAB_MAX_LANGS as MAX_LANGS, VOCAB_PREFIX, VOCAB_WORD } from './normalize-scan.js';
import { VOCABULARY } from './generated/vocabulary.js';

/** At least 1.5 slots per key (load ≤ 2/3; the table is read on the rare paths of pass 0 only, so it is sized for memory, not for the fewest probes). */
const LOAD_SLOTS_PER_KEY = 1.5;
const FLAGS = 3;
const LOW = 0xff;

/** Lower case of a BMP code unit, where it is one code unit (the table covers the BMP). */
const LOWER = (() => {
  const t = new Uint16Array(65536);
  for (let c = 0; c < 65536; c++) {
    if (c >= 0xd800 && c <= 0xdfff) {
      t[c] = c;
      continue;
    }
    const l = String.fromCharCode(c).toLowerCase();
    t[c] = l.length === 1 ? l.charCodeAt(0) : c;
  }
  return t;
})();

function h1Step(h: number, c: number): number {
  h ^= c;
  return Math.imul(h, 0x01000193);
}

function h2Step(h: number, c: number): number {
  h = Math.imul(h ^ c, 0x5bd1e995);
  return h ^ (h >>> 13);
}

const H1_SEED = 0x811c9dc5;
const H2_SEED = 0x9747b28c;

function slotsFor(keys: number): number {
  let s = 1024;
  while (s < keys * LOAD_SLOTS_PER_KEY) s *= 2;
  return s;
}

function insert(table: Uint32Array, mask: number, a: number, b: number, flags: number): void {
  const k2 = ((b | 0x100) & ~LOW) >>> 0;
  let s = a & mask;
  for (;;) {
    const x = table[2 * s]!;
    const y = table[2 * s + 1]!;
    if (y === 0) {
      table[2 * s] = a >>> 0;
      table[2 * s + 1] = (k2 | flags) >>> 0;
      return;
    }
    if (x === a >>> 0 && (y & ~LOW) >>> 0 === k2) {
      const cost = Math.max((y >> 2) & 63, (flags >> 2) & 63);
      table[2 * s + 1] = (k2 | (y & FLAGS) | (flags & FLAGS) | (cost << 2)) >>> 0;
      return;
    }
    s = (s + 1) & mask;
  }
}

/**
 * The table of `words` (each as the lexicon compiler folds terms: `fold`), as Uint32 pairs. An
 * empty list gives a table that answers nothing.
 */
export function compileVocabulary(words: Iterable<string>, fold: (w: string) => string): Uint32Array {
  // "word", "word<TAB>cost" or "word<TAB>cost<TAB>L:cost,L:cost…"; a word folded twice keeps
  // its lower cost (in each language too)
  const folded = new Map<string, number>();
  const own = new Map<string, number>();
  let langs = 0;
  const clamp = (x: string) => Math.min(63, Math.max(1, Number(x) | 0));
  for (const line of words) {
    const [w = '', c, perLang] = line.split('\t');
    const cost = c === undefined ? 12 : clamp(c);
    const f = fold(w);
    if (!(f.length >= 1 && f.length <= 32 && !/\s/.test(f))) continue;
    folded.set(f, Math.min(cost, folded.get(f) ?? 63));
    for (const pair of perLang ? perLang.split(',') : []) {
      const colon = pair.indexOf(':');
      const l = Number(pair.slice(0, colon)) | 0;
      if (l < 0 || l >= MAX_LANGS) continue;
      langs = Math.max(langs, l + 1);
      const key = String.fromCharCode(LANG_MARK + l) + f;
      own.set(key, Math.min(clamp(pair.slice(colon + 1)), own.get(key) ?? 63));
    }
  }
  let keys = own.size + MAX_LANGS;
  for (const w of folded.keys()) keys += w.length;
  const slots = slotsFor(keys);
  const table = new Uint32Array(2 * slots);
  const mask = slots - 1;
  for (const [w, cost] of folded) {
    let a = H1_SEED;
    let b = H2_SEED;
    for (let i = 0; i < w.length; i++) {
      const c = LOWER[w.charCodeAt(i)]!;
      a = h1Step(a, c);
      b = h2Step(b, c);
      const last = i === w.length - 1;
      insert(table, mask, a, b, !last ? VOCAB_PREFIX : w.length === 1 ? VOCAB_PREFIX | (cost << 2) : VOCAB_PREFIX | VOCAB_WORD | (cost << 2));
    }
  }
  const whole = (w: string, flags: number) => {
    let a = H1_SEED;
    let b = H2_SEED;
    for (let i = 0; i < w.length; i++) {
      const c = LOWER[w.charCodeAt(i)]!;
      a = h1Step(a, c);
      b = h2Step(b, c);
    }
    insert(table, mask, a, b, flags);
  };
  for (const [key, cost] of own) whole(key, (key.length > 2 ? VOCAB_WORD : 0) | (cost << 2));
  for (let l = 0; l < langs; l++) whole(String.fromCharCode(LANG_MARK + l), 1 << 2);
  return table;
}

/** VOCAB_WORD / VOCAB_PREFIX bits for `units[0..n)` (any case) in `table`, and the segmentation cost in bits 2–7; 0 for an empty table. */
export function vocabularyLookup(table: Uint32Array, units: ArrayLike<number>, n: number): number {
  const slots = table.length >>> 1;
  if (slots === 0 || n === 0) return 0;
  let a = H1_SEED;
  let b = H2_SEED;
  for (let i = 0; i < n; i++) {
    const c = LOWER[units[i]! & 0xffff]!;
    a = h1Step(a, c);
    b = h2Step(b, c);
  }
  return probe(table, slots - 1, a, b);
}

function probe(table: Uint32Array, mask: number, a: number, b: number): number {
  const k1 = a >>> 0;
  const k2 = ((b | 0x100) & ~LOW) >>> 0;
  let s = k1 & mask;
  for (;;) {
    const y = table[2 * s + 1]!;
    if (y === 0) return 0;
    if (table[2 * s] === k1 && (y & ~LOW) >>> 0 === k2) return y & LOW;
    s = (s + 1) & mask;
  }
}

/** The words `npm run gen` took from the training writers of the intent corpus (scripts/gen-vocabulary.mjs). */
export function defaultVocabulary(): string[] {
  return VOCABULARY === '' ? [] : VOCABULARY.split('\n');
}
