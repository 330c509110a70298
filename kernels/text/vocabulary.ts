/**
 * The normalizer's general vocabulary: a set of words (and of their prefixes) as one open-addressing
 * table of hash pairs, laid out in the automaton image (Section.vocab) so every worker shares it.
 *
 * The lexicons know the directive words; an evasion splits the others too ("wi\u200Bres",
 * "w.i.r.e.s", "t o"), and a screen that re-joins only lexicon words loses the context the gate
 * reads. Phase B asks this table as it asks the lexicon (Vocabulary.lookup): is this run of units
 * a word, and can a longer join still become one. No string is built on the look-up path.
 *
 * Each slot holds two 32-bit words: the first hash, and the second hash with its two low bits
 * replaced by the flags (1: a word, 2: a prefix of a word, the word itself included). A false
 * answer needs both 32-bit hashes and the slot to collide (about 2^-30 per look-up at the load
 * used here); a false "word" only lets a split be re-joined.
 */
import { VOCAB_PREFIX, VOCAB_WORD } from './normalize-scan.js';
import { VOCABULARY } from './generated/vocabulary.js';

const LOAD_SLOTS_PER_KEY = 2;
const FLAGS = 3;

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
  const k2 = ((b | 4) & ~FLAGS) >>> 0;
  let s = a & mask;
  for (;;) {
    const x = table[2 * s]!;
    const y = table[2 * s + 1]!;
    if (y === 0) {
      table[2 * s] = a >>> 0;
      table[2 * s + 1] = (k2 | flags) >>> 0;
      return;
    }
    if (x === a >>> 0 && (y & ~FLAGS) >>> 0 === k2) {
      table[2 * s + 1] = (y | flags) >>> 0;
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
  const folded = new Set<string>();
  for (const w of words) {
    const f = fold(w);
    if (f.length >= 2 && f.length <= 32 && !/\s/.test(f)) folded.add(f);
  }
  let keys = 0;
  for (const w of folded) keys += w.length;
  const slots = slotsFor(keys);
  const table = new Uint32Array(2 * slots);
  const mask = slots - 1;
  for (const w of folded) {
    let a = H1_SEED;
    let b = H2_SEED;
    for (let i = 0; i < w.length; i++) {
      const c = LOWER[w.charCodeAt(i)]!;
      a = h1Step(a, c);
      b = h2Step(b, c);
      insert(table, mask, a, b, i === w.length - 1 ? VOCAB_PREFIX | VOCAB_WORD : VOCAB_PREFIX);
    }
  }
  return table;
}

/** VOCAB_WORD / VOCAB_PREFIX bits for `units[0..n)` (any case) in `table`; 0 for an empty table. */
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

/** The same for a string. */
export function vocabularyHas(table: Uint32Array, word: string): number {
  const slots = table.length >>> 1;
  if (slots === 0 || word.length === 0) return 0;
  let a = H1_SEED;
  let b = H2_SEED;
  for (let i = 0; i < word.length; i++) {
    const c = LOWER[word.charCodeAt(i)]!;
    a = h1Step(a, c);
    b = h2Step(b, c);
  }
  return probe(table, slots - 1, a, b);
}

function probe(table: Uint32Array, mask: number, a: number, b: number): number {
  const k1 = a >>> 0;
  const k2 = ((b | 4) & ~FLAGS) >>> 0;
  let s = k1 & mask;
  for (;;) {
    const y = table[2 * s + 1]!;
    if (y === 0) return 0;
    if (table[2 * s] === k1 && (y & ~FLAGS) >>> 0 === k2) return y & FLAGS;
    s = (s + 1) & mask;
  }
}

/** The words `npm run gen` took from the training writers of the intent corpus (scripts/gen-vocabulary.mjs). */
export function defaultVocabulary(): string[] {
  return VOCABULARY === '' ? [] : VOCABULARY.split('\n');
}
