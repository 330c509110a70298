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
 */
import { VOCAB_PREFIX, VOCAB_WORD } from './normalize-scan.js';
import { VOCABULARY } from './generated/vocabulary.js';

const LOAD_SLOTS_PER_KEY = 2;
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
  // "word" or "word<TAB>cost"; a word folded twice keeps its lower cost
  const folded = new Map<string, number>();
  for (const line of words) {
    const tab = line.indexOf('\t');
    const w = tab < 0 ? line : line.slice(0, tab);
    const cost = tab < 0 ? 12 : Math.min(63, Math.max(1, Number(line.slice(tab + 1)) | 0));
    const f = fold(w);
    if (f.length >= 1 && f.length <= 32 && !/\s/.test(f)) folded.set(f, Math.min(cost, folded.get(f) ?? 63));
  }
  let keys = 0;
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
