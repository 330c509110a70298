/**
 * The text normalizer: undoes the tricks that hide a directive from the lexicon automaton
 * (look-alike letters, invisible characters, leetspeak, letter spacing, dots and dashes inside
 * words, compatibility forms, combining marks) and keeps an offset map so that evidence found in
 * the normalized text points back into the original.
 *
 *   src ─pass 0 (normalize-spelling.ts, with the screen's general vocabulary): invisibles
 *        │   between letters grouped into words, letters set apart by spaces, dots, dashes or
 *        │   underscores joined (spaced ones segmented), small capitals, parenthesized letters,
 *        │   Latin look-alikes and leetspeak read as letters; its map composed with the rest's
 *        │
 *        ├─scan─▶ identity (pure ASCII with nothing suspicious: no allocation)
 *        │
 *        ├─ A (only if non-ASCII): per cluster (base + marks): invisibles, NFKC, marks, quotes,
 *        │     Latin-script look-alikes → T1 + map        (offset-exact: a cluster maps to its start)
 *        └─ B (tokens of T1): mixed-script look-alikes, leetspeak, split/spaced words, each
 *              confirmed against the vocabulary where the fold is a guess → edits → text + map
 *
 * Case is not folded (the automaton folds case in its symbol-class table: one pass, not two).
 *
 * Files, one concept each:
 *   normalize.ts           the API, the driver, the assembly of text and map
 *   normalize-spelling.ts  pass 0: spellings that take words apart letter by letter (needs
 *                          Vocabulary.segment: without it, as for lexicon terms, it is skipped)
 *   vocabulary.ts          the general vocabulary's hash table (in the automaton image)
 *   normalize-scan.ts      fold bits, constants, character tables, the trigger scan, strings
 *   normalize-clusters.ts  phase A: T1 from the source, cluster by cluster
 *   normalize-fold.ts      the fold of one cluster (NFKC, marks, quotes, look-alikes), memoized
 *   normalize-map.ts       the offset map: T1's segments, offset runs, maps cut from chunks
 *   normalize-tokens.ts    phase B: triggers to groups (group walk, tokenizer)
 *   normalize-lone.ts      phase B's shortcuts for the commonest groups
 *   normalize-group.ts     the group under analysis, and the edits phase B writes
 *   normalize-readings.ts  a group's model and readings (scripts, leet), vocabulary look-ups
 *   normalize-joins.ts     a group's analysis: pieces' readings, joins, edits
 *
 * Policies (normalizeTerm applies the same ones to the lexicon, so what the screen compares
 * stays consistent):
 * - ZWNJ/ZWJ are deleted inside words of scripts that use them (Persian "می‌کند" → "میکند",
 *   Indic conjuncts): a term written with or without the joiner then matches either spelling.
 *   Between letters of Latin, Greek, Cyrillic, Armenian or Cherokee, where they have no
 *   orthographic use, they are treated like a zero-width space (below).
 * - Zero-width spaces, soft hyphens, word joiners, bidi controls, tag characters, Hangul fillers
 *   (the default-ignorable code points) are removed; between two word pieces the pieces are
 *   joined if the joined word is in the vocabulary ("ig\u200Bnore" → "ignore"), otherwise the
 *   invisible becomes a space ("wire\u200Bfunds" → "wire funds"), so hiding a word boundary
 *   does not hide a word. Variation selectors are removed.
 * - Combining marks are stripped after NFKC+NFD from Latin, Greek, Cyrillic and Common bases
 *   (é → e, ά → α, and also й → и, ё → е: Russian spelling changes, but the lexicon is folded
 *   the same way, so real words still match), plus zalgo blocks, Arabic harakat and tatweel,
 *   Hebrew points on any base. Vowel signs of Indic, Thai, Lao, Khmer, Myanmar… are letters of
 *   the word and are kept; Hangul and kana compose as NFKC says.
 * - Leet, split-word and all-foreign-script folds are guesses, applied only where the vocabulary
 *   confirms the folded word; ids, amounts, dates, versions stay as written.
 */
import {
  FOLD_CONFUSABLE,
  FOLD_INVISIBLE,
  FOLD_LEET,
  FOLD_MARKS,
  FOLD_NFKC,
  FOLD_PUNCT,
  FOLD_SPACING,
  VOCAB_PREFIX,
  VOCAB_WORD,
  Copy,
  asciiText,
  bytes,
  clearTriggers,
  nTrig,
  pushTrigger,
  scanCodes,
  scanSource,
  unitsText,
  type Vocabulary,
} from './normalize-scan.js';
import { multiFold } from './confusables.js';
import { aFolds, aLoneSurrogate, aMapped, aMarkers, runPhaseA, t1, t1Length, t1Text } from './normalize-clusters.js';
import { midAt, midMapInto, midMapReset, newMap, offsets } from './normalize-map.js';
import { Edit, bFolds, clearEdits, eCode, eLen, eN, ePos } from './normalize-group.js';
import { runPhaseB } from './normalize-tokens.js';
import { respell, type ClusterFold, type Respelled, type UnitLookup } from './normalize-spelling.js';

export type { Vocabulary } from './normalize-scan.js';
export { FOLD_CONFUSABLE, FOLD_INVISIBLE, FOLD_LEET, FOLD_MARKS, FOLD_NFKC, FOLD_PUNCT, FOLD_SPACING, VOCAB_PREFIX, VOCAB_WORD };


export interface Normalized {
  /** The normalized text. ASCII letter CASE IS NOT FOLDED here (the automaton folds case through its symbol-class table: one pass instead of two); non-ASCII text is NFKC'd but also not case-folded. */
  text: string;
  /** map[i] = UTF-16 offset in the original of normalized code unit i; map[text.length] = original length. null when text === original (identity: the common ASCII case, no allocation). Monotonic non-decreasing. A view that may share its ArrayBuffer with other results' maps (never written again): `map.slice()` for one of its own. */
  map: Uint32Array | null;
  /** Bit set of what was folded: FOLD_*. */
  folds: number;
}

// ---------------------------------------------------------------------------------------------
// Assembly: T1 with phase B's edits, as code units, and the map back to the source.

/** Output code units, grown and never shrunk: one-byte for ASCII output, else UTF-16. */
let out8 = new Uint8Array(1024);
let out16 = new Uint16Array(1024);

/** Units a reading code adds to the output. */
function codeUnits(code: number): number {
  if (code === Edit.Delete) return 0;
  if (code >= 0) return code > 0xffff ? 2 : 1;
  return multiFold(code).length;
}

function assemble(src: string, units: Uint8Array | Uint16Array, tl: number, mapped: boolean, folds: number): Normalized {
  if (eN === 0) {
    if (!mapped) return { text: src, map: null, folds: 0 };
    const map = newMap(tl + 1);
    midMapReset();
    midMapInto(map, 0, 0, tl);
    map[tl] = src.length;
    return { text: t1Text(), map, folds };
  }
  let size = tl;
  let ascii = units instanceof Uint8Array;
  for (let e = 0; e < eN; e++) {
    const code = eCode[e]!;
    size += codeUnits(code) - eLen[e]!;
    if (code >= 0x80) ascii = false;
  }
  const map = newMap(size + 1);
  if (mapped) midMapReset();
  let o = 0;
  let cur = 0;
  // Two copies of one loop, into bytes or into UTF-16 units, for the reason scanCodes has two
  // (normalize-scan.ts): each stays monomorphic in the array type it writes.
  if (ascii) {
    if (out8.length < size) out8 = new Uint8Array(size + 1024);
    const out = out8;
    const u = units as Uint8Array;
    for (let e = 0; e <= eN; e++) {
      const at = e < eN ? ePos[e]! : tl;
      if (mapped) midMapInto(map, o, cur, at);
      if (at - cur >= Copy.NativeMin) {
        out.set(u.subarray(cur, at), o);
        if (!mapped) map.set(offsets(at).subarray(cur, at), o);
        o += at - cur;
      } else {
        if (!mapped) for (let q = cur, w = o; q < at; q++) map[w++] = q;
        for (let q = cur; q < at; q++) out[o++] = u[q]!;
      }
      if (e === eN) break;
      const code = eCode[e]!;
      const origin = mapped ? midAt(at) : at;
      if (code >= 0) {
        out[o] = code;
        map[o++] = origin;
      } else if (code !== Edit.Delete) {
        const s = multiFold(code);
        for (let q = 0; q < s.length; q++) {
          out[o] = s.charCodeAt(q);
          map[o++] = origin;
        }
      }
      cur = at + eLen[e]!;
    }
  } else {
    if (out16.length < size) out16 = new Uint16Array(size + 1024);
    const out = out16;
    for (let e = 0; e <= eN; e++) {
      const at = e < eN ? ePos[e]! : tl;
      if (mapped) midMapInto(map, o, cur, at);
      if (at - cur >= Copy.NativeMin) {
        out.set(units.subarray(cur, at), o);
        if (!mapped) map.set(offsets(at).subarray(cur, at), o);
        o += at - cur;
      } else {
        if (!mapped) for (let q = cur, w = o; q < at; q++) map[w++] = q;
        for (let q = cur; q < at; q++) out[o++] = units[q]!;
      }
      if (e === eN) break;
      const code = eCode[e]!;
      const origin = mapped ? midAt(at) : at;
      if (code >= 0) {
        if (code > 0xffff) {
          out[o] = 0xd800 + ((code - 0x10000) >> 10);
          map[o++] = origin;
          out[o] = 0xdc00 + ((code - 0x10000) & 0x3ff);
        } else out[o] = code;
        map[o++] = origin;
      } else if (code !== Edit.Delete) {
        const s = multiFold(code);
        for (let q = 0; q < s.length; q++) {
          out[o] = s.charCodeAt(q);
          map[o++] = origin;
        }
      }
      cur = at + eLen[e]!;
    }
  }
  map[o] = src.length;
  const text = ascii ? asciiText(out8, o) : unitsText(out16, o, aLoneSurrogate);
  if (o === src.length && text === src) return { text: src, map: null, folds: 0 };
  return { text, map, folds };
}

function normalizeWith(src: string, v: Vocabulary, termMode: boolean, everywhere = false): Normalized {
  const found = everywhere ? -1 : scanSource(src);
  if (found === 0) return { text: src, map: null, folds: 0 };
  let units: Uint8Array | Uint16Array = bytes;
  let tl = src.length;
  let folds = 0;
  let mapped = false;
  let markers = false;
  if (found < 0) {
    runPhaseA(src, termMode);
    units = t1;
    tl = t1Length;
    mapped = aMapped;
    folds = aFolds;
    markers = aMarkers;
  }
  clearEdits();
  if (everywhere) {
    // Every offset a trigger: phase B over the whole text.
    clearTriggers();
    for (let i = 0; i < tl; i++) pushTrigger(i);
  } else if (found < 0) {
    // T1 is scanned afresh: phase A may have made or removed triggers ("ａｌ．ｗａｙｓ").
    scanCodes(units, tl);
  }
  // The reference runs the general path only, so that the tests hold the shortcuts to it.
  if (nTrig > 0) runPhaseB(units, tl, v, markers, nTrig, !everywhere);
  return assemble(src, units, tl, mapped, folds | bFolds);
}

/**
 * A normalizer over a vocabulary (the compiled lexicon: `hasWord`, and `lookupWord` as `lookup`,
 * which the bench measures faster on split words and leet). Pure; it reuses module
 * scratch buffers, so calls must not interleave (one at a time per thread, as the screen runs).
 */
export function createNormalizer(vocab: Vocabulary): (src: string) => Normalized {
  const lookup = unitLookup(vocab);
  const segment = vocab.segment === undefined ? null : (u: Uint16Array, n: number) => vocab.segment!(u, n);
  return (src: string) => withSpelling(src, respell(src, lookup, segment, clusterFold), vocab, false);
}

/** Term folds of single clusters, memoized (pass 0 asks the same letters again and again). */
const clusterFolds = new Map<string, string>();
const CLUSTER_FOLDS_MAX = 8192;
const clusterFold: ClusterFold = (c) => {
  let f = clusterFolds.get(c);
  if (f === undefined) {
    if (clusterFolds.size >= CLUSTER_FOLDS_MAX) clusterFolds.clear();
    f = normalizeTerm(c);
    clusterFolds.set(c, f);
  }
  return f;
};

/** Vocabulary.lookup, or the same answer built from `has` (a string per question). */
function unitLookup(v: Vocabulary): UnitLookup {
  if (v.lookup !== undefined) return (u, n) => v.lookup!(u, n);
  return (u, n) => {
    let s = '';
    for (let q = 0; q < n; q++) s += String.fromCharCode(u[q]!);
    return v.has(s.toLowerCase()) ? VOCAB_WORD | VOCAB_PREFIX : VOCAB_PREFIX;
  };
}

/** The normalizer over pass 0's output, its map composed back to the source. */
function withSpelling(src: string, r: Respelled, v: Vocabulary, everywhere: boolean): Normalized {
  if (r.map === null) return normalizeWith(src, v, false, everywhere);
  const n = normalizeWith(r.text, v, false, everywhere);
  const len = n.text.length;
  const map = new Uint32Array(len + 1);
  const inner = n.map;
  for (let i = 0; i <= len; i++) map[i] = r.map[inner === null ? i : inner[i]!]!;
  return { text: n.text, map, folds: n.folds | r.folds };
}

/**
 * The reference the tests hold the normalizer to: phase A and phase B over the whole text, no
 * scan and no shortcut (every group through the general tokenizer and group analysis). Same
 * output as createNormalizer, much slower; not for production use.
 */
export function normalizeEverywhere(src: string, vocab: Vocabulary): Normalized {
  const lookup = unitLookup(vocab);
  return withSpelling(src, respell(src, lookup, vocab.segment === undefined ? null : (u, n) => vocab.segment!(u, n), clusterFold), vocab, true);
}

const NO_VOCABULARY: Vocabulary = { has: () => false };
/** Fold/lower-case rounds for a term; one or two suffice for every input the property tests find. */
const TERM_MAX_ROUNDS = 4;

/**
 * The lexicon compiler's form of a term: the same folds as the screened text except those that
 * need the vocabulary (leet, split words, all-foreign look-alikes), with invisibles simply
 * deleted, fully lower-cased.
 */
export function normalizeTerm(term: string): string {
  // Lower-casing can expose a foldable form (İ → i + combining dot; a lower-case Cherokee letter
  // with another fold): repeat until nothing changes, so the lexicon's form is a fixed point.
  let s = normalizeWith(term, NO_VOCABULARY, true).text.toLowerCase();
  for (let round = 0; round < TERM_MAX_ROUNDS; round++) {
    const next = normalizeWith(s, NO_VOCABULARY, true).text.toLowerCase();
    if (next === s) break;
    s = next;
  }
  return s;
}

/**
 * Map a normalized [start, end) span back to the original [start, end). The end is the original
 * offset of the next normalized character that came from a later place, so the span covers the
 * whole of its last cluster (surrogate pairs, stripped marks, every unit of an NFKC expansion)
 * and whatever was removed right after it (invisibles, join separators).
 */
export function toOriginalSpan(n: Normalized, start: number, end: number): [number, number] {
  const len = n.text.length;
  const s = Math.max(0, Math.min(start, len));
  const e = Math.max(s, Math.min(end, len));
  const map = n.map;
  if (map === null) return [s, e];
  if (e === s) return [map[s]!, map[s]!];
  const last = map[e - 1]!;
  let k = e;
  while (k < len && map[k]! <= last) k++;
  return [map[s]!, map[k]!];
}
