/**
 * The text normalizer: undoes the tricks that hide a directive from the lexicon automaton
 * (look-alike letters, invisible characters, leetspeak, letter spacing, dots and dashes inside
 * words, compatibility forms, combining marks) and keeps an offset map so that evidence found in
 * the normalized text points back into the original.
 *
 *   src ─scan─▶ identity (pure ASCII with nothing suspicious: no allocation)
 *        │
 *        ├─ A (only if non-ASCII): per cluster (base + marks): invisibles, NFKC, marks, quotes,
 *        │     Latin-script look-alikes → T1 + map        (offset-exact: a cluster maps to its start)
 *        └─ B (tokens of T1): mixed-script look-alikes, leetspeak, split/spaced words, each
 *              confirmed against the vocabulary where the fold is a guess → edits → text + map
 *
 * Case is not folded (the automaton folds case in its symbol-class table: one pass, not two).
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
  Ch,
  K_DIGIT,
  K_DROP,
  K_JOINER,
  K_LEET,
  K_LETTER,
  K_MARK,
  K_OTHER,
  K_SEP,
  K_SPACE,
  K_SPLIT,
  KF_EXTEND,
  KF_FOLD,
  KF_MASK,
  KF_SLOW,
  KF_STRIP,
  SCRIPT_COMMON,
  SCRIPT_INHERITED,
  SCRIPT_LATIN,
  computeKind,
  decodeAt,
  isZwSplitScript,
  punctFold,
  scriptOf,
  stripsAllMarks,
  utf8At,
  utf8Len,
} from './chars.js';
import { TF_FOREIGN, TF_MIXED, foldTokenScripts, latinFold } from './confusables.js';

export interface Vocabulary {
  /** true if `word` (lower-case, already normalized, a single token) is a word of the directive lexicon, or begins with one of its stems. */
  has(word: string): boolean;
}

export interface Normalized {
  /** The normalized text. ASCII letter CASE IS NOT FOLDED here (the automaton folds case through its symbol-class table: one pass instead of two); non-ASCII text is NFKC'd but also not case-folded. */
  text: string;
  /** map[i] = UTF-16 offset in the original of normalized code unit i; map[text.length] = original length. null when text === original (identity: the common ASCII case, no allocation). Monotonic non-decreasing. */
  map: Uint32Array | null;
  /** Bit set of what was folded: FOLD_*. */
  folds: number;
}

/** Invisible / default-ignorable characters removed or turned into a space. */
export const FOLD_INVISIBLE = 1 << 0;
/** NFKC compatibility folding (fullwidth, mathematical alphanumerics, ligatures, circled…). */
export const FOLD_NFKC = 1 << 1;
/** Combining marks stripped (diacritics, zalgo, harakat, niqqud, tatweel). */
export const FOLD_MARKS = 1 << 2;
/** UTS #39 look-alike letters folded. */
export const FOLD_CONFUSABLE = 1 << 3;
/** Leetspeak digits/symbols read as letters. */
export const FOLD_LEET = 1 << 4;
/** Spaced letters or split word pieces joined. */
export const FOLD_SPACING = 1 << 5;
/** Typographic quotes folded to ASCII. */
export const FOLD_PUNCT = 1 << 6;

// ---------------------------------------------------------------------------------------------
// Character kinds (see chars.ts), with the confusables' Latin folds, built once at load.

const BMP_KIND = new Uint8Array(0x10000);
for (let cp = 0; cp < 0x10000; cp++) {
  BMP_KIND[cp] = cp >= 0xd800 && cp <= 0xdfff ? K_OTHER : computeKind(cp, latinFold(cp) !== undefined);
}
/** Astral kinds, memoized (astral text is rare: mathematical alphanumerics, emoji, CJK
 * extensions). The bound only caps memory; it is not a measured speed threshold. */
const ASTRAL_KIND_MEMO_MAX = 0x4000;
const astralKind = new Map<number, number>();
function kindOf(cp: number): number {
  if (cp < 0x10000) return BMP_KIND[cp]!;
  let k = astralKind.get(cp);
  if (k === undefined) {
    k = computeKind(cp, latinFold(cp) !== undefined);
    if (astralKind.size < ASTRAL_KIND_MEMO_MAX) astralKind.set(cp, k);
  }
  return k;
}

// ---------------------------------------------------------------------------------------------
// Phase A: per-cluster folding (only for text with non-ASCII code units).

interface ClusterFold {
  text: string;
  folds: number;
}

/**
 * Cluster folds are memoized: natural text repeats a small set of accented letters, Hindi
 * syllables, fullwidth letters. The cache saved about a fifth of the time on Russian, Chinese,
 * Arabic and French memories (4.6 against 5.8 µs each, measured like bench/normalize.bench.ts);
 * the bound only caps memory (one language uses a few hundred clusters), cleared when reached.
 */
const CLUSTER_CACHE_MAX = 4096;
const clusterCache = new Map<string, ClusterFold>();

function foldCluster(key: string): ClusterFold {
  const hit = clusterCache.get(key);
  if (hit) return hit;
  let folds = 0;
  const nfkc = key.normalize('NFKC');
  if (nfkc !== key.normalize('NFC')) folds |= FOLD_NFKC;
  const nfd = nfkc.normalize('NFD');
  let stripped = '';
  let removed = false;
  // A mark with no base (after an invisible, at the start) is stripped; but a base whose NFKC
  // begins with a mark (Thai sara am → nikhahit + sara aa) keeps it.
  let stripAll = (kindOf(key.codePointAt(0)!) & KF_MASK) === K_MARK;
  for (let i = 0; i < nfd.length; ) {
    const cp = nfd.codePointAt(i)!;
    const len = cp > 0xffff ? 2 : 1;
    const k = kindOf(cp);
    const kind = k & KF_MASK;
    if ((kind === K_MARK && (stripAll || k & KF_STRIP)) || kind === K_DROP) {
      removed = true;
    } else {
      // Marks on a letter with a Latin fold go too: phase B may make it a Latin letter.
      if (kind !== K_MARK) stripAll = stripsAllMarks(scriptOf(cp)) || (k & KF_FOLD) !== 0;
      stripped += nfd.slice(i, i + len);
    }
    i += len;
  }
  let text = nfkc;
  if (removed) {
    folds |= FOLD_MARKS;
    text = stripped.normalize('NFC');
  }
  let out = '';
  let changed = false;
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i)!;
    const len = cp > 0xffff ? 2 : 1;
    const q = punctFold(cp);
    const f = q < 0 && cp >= 0x80 && kindOf(cp) & KF_FOLD && scriptOf(cp) === SCRIPT_LATIN ? latinFold(cp) : undefined;
    if (q >= 0) {
      out += String.fromCharCode(q);
      folds |= FOLD_PUNCT;
      changed = true;
    } else if (f !== undefined) {
      out += f;
      folds |= FOLD_CONFUSABLE;
      changed = true;
    } else out += text.slice(i, i + len);
    i += len;
  }
  const fold = { text: changed ? out : text, folds };
  if (clusterCache.size >= CLUSTER_CACHE_MAX) clusterCache.clear();
  clusterCache.set(key, fold);
  return fold;
}

/** The marker phase A leaves where an invisible stood; phase B turns it into nothing or a space. */
const MARKER = Ch.Zwsp;
const MARKER_STR = String.fromCharCode(MARKER);

// Phase A output: T1's code units (read by the T1 scan and phase B) and their original offsets
// (valid when `aMapped`), grown and never shrunk; T1 itself is decoded from the units.
let midUnits = new Uint16Array(1024);
let midMap = new Uint32Array(1024);
/** Source units [aFrom..) (bytes [aFromB..) of its UTF-8) are not yet copied; aO units of T1 are written. */
let aFrom = 0;
let aFromB = 0;
let aO = 0;
let aMapped = false;
let aLoneSurrogate = false;
let aFolds = 0;
let aMarkers = false;

/** Copy source units [from, to) (bytes from fromB) to T1 at o; with their offsets if `mapped`. */
function copyRun(src: string, from: number, fromB: number, to: number, o: number, mapped: boolean): number {
  const by = bytes;
  const units = midUnits;
  const map = midMap;
  let p = fromB;
  for (let q = from; q < to; ) {
    const b0 = by[p]!;
    if (b0 < 0x80) {
      units[o] = b0;
      if (mapped) map[o] = q;
      o++;
      q++;
      p++;
      continue;
    }
    let cp = utf8At(by, p);
    p += utf8Len(b0);
    if (cp === 0xfffd) cp = src.charCodeAt(q); // the encoder's stand-in for a lone surrogate
    if (cp > 0xffff) {
      units[o] = 0xd800 + ((cp - 0x10000) >> 10);
      units[o + 1] = 0xdc00 + ((cp - 0x10000) & 0x3ff);
      if (mapped) {
        map[o] = q;
        map[o + 1] = q + 1;
      }
      o += 2;
      q += 2;
    } else {
      units[o] = cp;
      if (mapped) map[o] = q;
      o++;
      q++;
    }
  }
  return o;
}

function growMid(need: number): void {
  if (midMap.length >= need) return;
  const size = Math.max(need, midMap.length * 2);
  const map = new Uint32Array(size);
  map.set(midMap.subarray(0, aO));
  midMap = map;
  const units = new Uint16Array(size);
  units.set(midUnits.subarray(0, aO));
  midUnits = units;
}

/** Replace source units [i, j) (bytes [ib, jb)) by r in T1, copying the unchanged run before it. */
function aReplace(src: string, i: number, ib: number, j: number, jb: number, r: string): void {
  growMid(aO + (i - aFrom) + r.length + 1 + (src.length - j));
  let o = copyRun(src, aFrom, aFromB, i, aO, true);
  const units = midUnits;
  const map = midMap;
  for (let q = 0; q < r.length; q++) {
    units[o] = r.charCodeAt(q);
    map[o++] = i;
  }
  aO = o;
  aFrom = j;
  aFromB = jb;
  aMapped = true;
}

/** T1 as a string: TextDecoder is native; `fromCharCode.apply` over a typed array cost 4-9 µs for
 * 280 units, against 0.5-1 µs (measured here on the "ASCII + one curly apostrophe" memories). */
const utf16 = new TextDecoder('utf-16le');
function unitsToString(units: Uint16Array, n: number): string {
  if (!aLoneSurrogate) return utf16.decode(units.subarray(0, n));
  // The decoder would replace a lone surrogate by U+FFFD; keep it, as every other step does.
  let s = '';
  for (let i = 0; i < n; i += 0x2000) {
    s += String.fromCharCode.apply(null, Array.from(units.subarray(i, Math.min(n, i + 0x2000))));
  }
  return s;
}

/** Script of the base before offset i, skipping marks and invisibles (context of a joiner). */
function scriptBefore(src: string, i: number): number {
  for (let q = i - 1; q >= 0; q--) {
    let cp = src.charCodeAt(q);
    if ((cp & 0xfc00) === 0xdc00 && q > 0 && (src.charCodeAt(q - 1) & 0xfc00) === 0xd800) cp = decodeAt(src, --q);
    const kind = kindOf(cp) & KF_MASK;
    if (kind < K_MARK) return scriptOf(cp);
  }
  return SCRIPT_COMMON;
}

/**
 * Phase A reads the source as the UTF-8 bytes the scan already encoded, not through charCodeAt:
 * with the lexicon compiled first (as the screen does: its many string shapes reach the same
 * code through normalizeTerm), a charCodeAt version of this loop took 8.9 µs on the "ASCII + one
 * curly apostrophe" memories against 3.0 µs without. Offsets into the source stay UTF-16 units.
 */
function runPhaseA(src: string, termMode: boolean): string {
  const n = src.length;
  if (encodedRead !== n || encodedSrc !== src) encode(src, true);
  const by = bytes;
  const nb = encodedWritten;
  aFrom = 0;
  aFromB = 0;
  aO = 0;
  aMapped = false;
  aLoneSurrogate = false;
  aFolds = 0;
  aMarkers = false;
  let markerEnd = -1; // just after the last invisible that left (or was absorbed into) a marker
  let i = 0; // source unit
  let p = 0; // source byte
  while (i < n) {
    const b0 = by[p]!;
    // ASCII never changes by itself (a mark after it is handled when the mark comes).
    if (b0 < 0x80) {
      i++;
      p++;
      continue;
    }
    let cp = utf8At(by, p);
    const blen = utf8Len(b0);
    if (cp === 0xfffd && src.charCodeAt(i) !== 0xfffd) {
      cp = src.charCodeAt(i); // a lone surrogate
      aLoneSurrogate = true;
    }
    const len = cp > 0xffff ? 2 : 1;
    const k = cp < 0x10000 ? BMP_KIND[cp]! : kindOf(cp);
    const kind = k & KF_MASK;
    // A plain base stays as it is.
    if (kind < K_MARK && (k & (KF_SLOW | KF_EXTEND)) === 0) {
      i += len;
      p += blen;
      continue;
    }
    if (kind === K_SPLIT || kind === K_DROP || kind === K_JOINER) {
      aFolds |= cp === 0x0640 ? FOLD_MARKS : FOLD_INVISIBLE;
      let split = kind === K_SPLIT;
      if (kind === K_JOINER) {
        let q = p + blen;
        while (q < nb && (kindOf(utf8At(by, q)) & KF_MASK) === K_JOINER) q += utf8Len(by[q]!);
        split = q < nb && isZwSplitScript(scriptBefore(src, i)) && isZwSplitScript(scriptOf(utf8At(by, q)));
      }
      if (split && !termMode && markerEnd !== i) {
        aReplace(src, i, p, i + len, p + blen, MARKER_STR);
        aMarkers = true;
      } else {
        aReplace(src, i, p, i + len, p + blen, '');
      }
      if (split || markerEnd === i) markerEnd = i + len;
      i += len;
      p += blen;
      continue;
    }
    // A cluster: a base and the marks (extenders, selectors, joiners of its script) after it. A
    // mark or extender joins the base just before it, if that was left as it was.
    let b = i;
    let bb = p;
    let bcp = cp;
    let bk = k;
    let j = i + len;
    let jb = p + blen;
    if ((kind === K_MARK || k & KF_EXTEND) && i > aFrom) {
      let pb = p - 1;
      while ((by[pb]! & 0xc0) === 0x80) pb--;
      let pcp = utf8At(by, pb);
      if (pcp === 0xfffd) pcp = src.charCodeAt(i - 1);
      const plen = pcp > 0xffff ? 2 : 1;
      const pk = kindOf(pcp);
      if (i - plen >= aFrom && (pk & KF_MASK) < K_MARK) {
        b = i - plen;
        bb = pb;
        bcp = pcp;
        bk = pk;
        j = i;
        jb = p;
      }
    }
    let plain = (bk & KF_SLOW) === 0 && (bk & KF_MASK) !== K_MARK;
    let drops = false;
    while (j < n) {
      const c0 = by[jb]!;
      if (c0 < 0xcc) break; // below U+0300: no mark
      const cp2 = utf8At(by, jb);
      const k2 = kindOf(cp2);
      const kind2 = k2 & KF_MASK;
      if (kind2 === K_MARK || k2 & KF_EXTEND) {
        if (k2 & (KF_SLOW | KF_STRIP | KF_EXTEND)) plain = false;
      } else if (kind2 === K_DROP || (kind2 === K_JOINER && !isZwSplitScript(scriptOf(bcp)))) {
        // Selectors, and joiners inside a joining script's cluster (क्‍ष), are deleted in place.
        drops = true;
        plain = false;
      } else break;
      j += cp2 > 0xffff ? 2 : 1;
      jb += utf8Len(c0);
    }
    if (plain && j > b + (bcp > 0xffff ? 2 : 1) && (stripsAllMarks(scriptOf(bcp)) || bk & KF_FOLD)) plain = false;
    if (!plain) {
      let key = src.slice(b, j);
      if (drops) {
        let kept = '';
        for (let q = b; q < j; ) {
          const cq = decodeAt(src, q);
          const lq = cq > 0xffff ? 2 : 1;
          const kq = kindOf(cq) & KF_MASK;
          if (kq !== K_DROP && kq !== K_JOINER) kept += src.slice(q, q + lq);
          else aFolds |= cq === 0x0640 ? FOLD_MARKS : FOLD_INVISIBLE;
          q += lq;
        }
        key = kept;
      }
      const f = foldCluster(key);
      if (drops || f.text !== key) {
        aFolds |= f.folds;
        aReplace(src, b, bb, j, jb, f.text);
      }
    }
    i = j;
    p = jb;
  }
  if (!aMapped) {
    // Unchanged: T1 is src; its units are still needed by the T1 scan.
    growMid(n + 1);
    aO = copyRun(src, 0, 0, n, 0, false);
    return src;
  }
  aReplace(src, n, nb, n, nb, '');
  midMap[aO] = n;
  return unitsToString(midUnits, aO);
}

// ---------------------------------------------------------------------------------------------
// Phase B: word pieces, split groups, and the folds the vocabulary must confirm.
//
// A piece is a run of letters, marks, digits and leet symbols (trailing symbols excluded:
// "approve!" is a word and a bang). A group is a run of pieces joined by a short separator: one
// or two of . - _ / · • or an invisible (any pieces: "al.ways", "ap-prove", "ig\u200Bnore"), or
// up to three spaces/separators between single characters ("a l w a y s", "a . l . w").

/** Longest joined word tried, in UTF-16 units: above the longest lexicon word (German compounds
 * run to ~25). It bounds what a spaced run can cost, about MAX_JOIN_UNITS vocabulary look-ups
 * per letter: 4 KB of "a b c d …" took ~15 ms and 58,000 look-ups (measured on this 2-core
 * machine under load); a prefix test on the vocabulary would make it linear. */
const MAX_JOIN_UNITS = 32;
/** Most pieces joined into one word ("a l w a y s" is 6). */
const MAX_JOIN_PIECES = 32;
/** A group is cut (and analysed) after this many pieces: bounds the DP scratch. */
const MAX_GROUP_PIECES = 256;
/** Separator run between any two pieces of a split word ("al.ways", "al--ways"). */
const MAX_SEP_TIGHT = 2;
/** Separator run between two single characters ("a  l", "a . l"). */
const MAX_SEP_SPACED = 3;
/** Up to this many `1`s, every i/l reading is tried (2^n); beyond, only all-i and all-l. */
const LEET_MAX_AMBIGUOUS = 3;
/** A word is read as leet or as a foreign-script look-alike only with at least this many real
 * letters: a lone Russian "а" or "о" is a word, never a disguised Latin letter, and "1st" or "4x"
 * have too little word in them to confirm anything. */
const MIN_GUESS_LETTERS = 2;

/** The piece has a leet digit or symbol. */
const PF_LEET = 1;
/** The piece mixes scripts, or is one non-Latin script of look-alikes: fold its scripts. */
const PF_SCRIPTS = 2;
/** The piece has a non-ASCII letter (a join must fold the scripts of the joined word). */
const PF_NONASCII = 4;

const SF_VISIBLE = 1;
const SF_MARKER = 2;
const SF_SPACE = 4;

/** Leet reading of an ASCII code unit (0: not leet). `1` reads i; the l reading is tried too. */
const LEET = new Uint8Array(128);
for (const [from, to] of [['0', 'o'], ['1', 'i'], ['3', 'e'], ['4', 'a'], ['5', 's'], ['7', 't'], ['8', 'b'],
  ['9', 'g'], ['@', 'a'], ['$', 's'], ['!', 'i'], ['|', 'l'], ['+', 't']] as const) {
  LEET[from.charCodeAt(0)] = to.charCodeAt(0);
}

// The current group: pieces [gStart, gEnd) of T1, separators sepFlags[p] between p and p + 1.
const gStart = new Int32Array(MAX_GROUP_PIECES);
const gEnd = new Int32Array(MAX_GROUP_PIECES);
const gCps = new Int32Array(MAX_GROUP_PIECES);
const gLetters = new Int32Array(MAX_GROUP_PIECES);
const gFlags = new Int32Array(MAX_GROUP_PIECES);
const sepFlags = new Int32Array(MAX_GROUP_PIECES);
const joined = new Uint8Array(MAX_GROUP_PIECES);
let gN = 0;

// A group under analysis: one entry per code point of its pieces (m*), per piece (p*).
const mCp: number[] = [];
const mPos: number[] = [];
const mKind: number[] = [];
const mCur: (string | null)[] = [];
const mMix: (string | null)[] = [];
const mFor: (string | null)[] = [];
const mTrial: string[] = [];
const pFrom = new Int32Array(MAX_GROUP_PIECES);
const pTo = new Int32Array(MAX_GROUP_PIECES);
const pForeign = new Uint8Array(MAX_GROUP_PIECES);
const pLeet = new Int32Array(MAX_GROUP_PIECES);
const pText: (string | null)[] = [];
const bestCov = new Int32Array(MAX_GROUP_PIECES + 1);
const bestWords = new Int32Array(MAX_GROUP_PIECES + 1);
const choice = new Int32Array(MAX_GROUP_PIECES);
const leetAt: number[] = [];

// Edits of T1: replace [ePos, ePos + eLen) by eStr; sorted, disjoint.
const ePos: number[] = [];
const eLen: number[] = [];
const eStr: string[] = [];
let eN = 0;
let bFolds = 0;
let vocab: Vocabulary = { has: () => false };
let text = '';
/** T1's code units (the scan's bytes for ASCII text, phase A's units otherwise): phase B reads
 * these, not the string, for the same reason the scan does. */
let tu: Uint8Array | Uint16Array = new Uint8Array(0);
let hasMarkers = false;

/** The code point at offset i of tu (n units). */
function cpAt(i: number, n: number): number {
  const c = tu[i]!;
  if ((c & 0xfc00) === 0xd800 && i + 1 < n) {
    const d = tu[i + 1]!;
    if ((d & 0xfc00) === 0xdc00) return ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
  }
  return c;
}

function edit(pos: number, len: number, s: string): void {
  ePos[eN] = pos;
  eLen[eN] = len;
  eStr[eN++] = s;
}

function isWordKind(kind: number): boolean {
  return kind === K_LETTER || kind === K_MARK || kind === K_DIGIT || kind === K_LEET;
}

/** Delete the markers in [a, b) (invisibles that separate nothing). */
function dropMarkers(a: number, b: number): void {
  if (!hasMarkers) return;
  for (let q = a; q < b; q++) if (tu[q] === MARKER) edit(q, 1, '');
}

/** Separator flags for [a, b) between pieces of `left` and `right` characters, or -1 if it breaks the group. */
function sepKind(a: number, b: number, left: number, right: number): number {
  if (b - a > MAX_SEP_SPACED) return -1;
  let flags = 0;
  for (let q = a; q < b; q++) {
    const c = tu[q]!;
    const kind = BMP_KIND[c]! & KF_MASK;
    if (kind === K_SPACE) flags |= SF_SPACE;
    else if (kind === K_SEP) flags |= SF_VISIBLE;
    else if (c === MARKER) flags |= SF_MARKER;
    else return -1;
  }
  if (flags & SF_SPACE) return left === 1 && right === 1 ? flags : -1;
  return b - a <= MAX_SEP_TIGHT ? flags : -1;
}

/**
 * Phase B over T1, only around the scan's triggers: from the start of the group holding each
 * trigger to the end of that group. Everything else is left as it is without being looked at.
 */
function runPhaseB(t: string, units: Uint8Array | Uint16Array, v: Vocabulary, markers: boolean, nTrig: number): void {
  text = t;
  tu = units;
  vocab = v;
  hasMarkers = markers;
  eN = 0;
  bFolds = 0;
  let done = 0;
  for (let k = 0; k < nTrig; k++) {
    const p = trig[k]!;
    if (p >= done) done = tokenize(Math.max(done, groupStart(p, t.length)), p, t.length);
  }
}

function isWordUnit(c: number): boolean {
  const sc = SCAN_CLASS[c]!;
  return sc !== SC_OTHER && sc !== SC_SPACE && sc !== SC_SEP && c !== MARKER;
}

/** Where the group holding offset p starts: walk left over pieces while the separators could join. */
function groupStart(p: number, n: number): number {
  let q = p;
  while (q > 0 && isWordUnit(tu[q - 1]!)) q--;
  for (;;) {
    let a = q;
    let spaces = false;
    while (a > 0 && q - a <= MAX_SEP_SPACED) {
      const c = tu[a - 1]!;
      const sc = SCAN_CLASS[c]!;
      if (sc === SC_SPACE) spaces = true;
      else if (sc !== SC_SEP && c !== MARKER) break;
      a--;
    }
    if (a === q || a === 0 || !isWordUnit(tu[a - 1]!)) return q;
    if (spaces) {
      // Spaced letters join only single characters (a surrogate pair is one).
      let e = q;
      while (e < n && isWordUnit(tu[e]!)) e++;
      let b = a;
      while (b > 0 && isWordUnit(tu[b - 1]!)) b--;
      if (e - q > 2 || a - b > 2) return q;
      q = b;
    } else {
      if (q - a > MAX_SEP_TIGHT) return q;
      while (a > 0 && isWordUnit(tu[a - 1]!)) a--;
      q = a;
    }
  }
}

/**
 * Cut T1 from `from` into pieces and groups, analysing each group, until the group that holds
 * `until` has been analysed. Returns where it stopped (the start of the next group, or the end).
 */
function tokenize(from: number, until: number, n: number): number {
  gN = 0;
  let prevEnd = from;
  let i = from;
  while (i < n) {
    const c = tu[i]!;
    const first = c < 0xd800 || c > 0xdfff ? BMP_KIND[c]! : kindOf(cpAt(i, n));
    if (!isWordKind(first & KF_MASK)) {
      i++;
      continue;
    }
    // A piece: letters, marks, digits, leet symbols; trailing leet symbols are trimmed below.
    let j = i;
    let cps = 0;
    let letters = 0;
    let leetDigits = 0;
    let symbols = 0;
    let trailing = 0; // leet symbols since the last other character
    let latin = false;
    let script0 = -1; // first non-Latin script
    let mixed = false;
    let unfoldable = false;
    let nonAscii = false;
    while (j < n) {
      const c2 = tu[j]!;
      if (c2 < 0x80) {
        // ASCII: the common case, no script lookup.
        const k2 = BMP_KIND[c2]!;
        if (k2 === K_LETTER) {
          letters++;
          latin = true;
          trailing = 0;
        } else if (k2 === K_DIGIT) {
          if (LEET[c2]) leetDigits++;
          trailing = 0;
        } else if (k2 === K_LEET) {
          symbols++;
          trailing++;
        } else break;
        cps++;
        j++;
        continue;
      }
      let cp2 = c2;
      const k2 = c2 < 0xd800 || c2 > 0xdfff ? BMP_KIND[c2]! : kindOf((cp2 = cpAt(j, n)));
      const kind2 = k2 & KF_MASK;
      if (!isWordKind(kind2)) break;
      j += cp2 > 0xffff ? 2 : 1;
      trailing = 0;
      if (kind2 === K_MARK) continue;
      cps++;
      if (kind2 !== K_LETTER) continue;
      letters++;
      nonAscii = true;
      let s = scriptOf(cp2);
      if (s === SCRIPT_LATIN) {
        latin = true;
        continue;
      }
      if (s === SCRIPT_INHERITED) s = SCRIPT_COMMON;
      if ((k2 & KF_FOLD) === 0) unfoldable = true;
      if (script0 < 0) script0 = s;
      else if (s !== script0) mixed = true;
    }
    const good = j - trailing;
    if (good === i) {
      i = j; // only leet symbols: punctuation
      continue;
    }
    cps -= trailing;
    if (gN > 0) {
      const sf = gN < MAX_GROUP_PIECES ? sepKind(prevEnd, i, gCps[gN - 1]!, cps) : -1;
      if (sf < 0) {
        flushGroup();
        dropMarkers(prevEnd, i);
        if (prevEnd >= until) return i;
      } else sepFlags[gN - 1] = sf;
    } else dropMarkers(prevEnd, i);
    // Scripts to fold: several, or one non-Latin script of look-alikes only (a foreign reading).
    const scripts = (script0 >= 0 && (latin || mixed)) || (script0 >= 0 && !unfoldable && letters >= MIN_GUESS_LETTERS);
    gStart[gN] = i;
    gEnd[gN] = good;
    gCps[gN] = cps;
    gLetters[gN] = letters;
    gFlags[gN++] =
      (leetDigits > 0 || symbols > trailing ? PF_LEET : 0) | (scripts ? PF_SCRIPTS : 0) | (nonAscii ? PF_NONASCII : 0);
    prevEnd = good;
    i = good;
  }
  flushGroup();
  dropMarkers(prevEnd, n);
  return n;
}

function pieceNeeds(p: number): boolean {
  const f = gFlags[p]!;
  return (f & PF_SCRIPTS) !== 0 || ((f & PF_LEET) !== 0 && gLetters[p]! >= MIN_GUESS_LETTERS);
}

function flushGroup(): void {
  const n = gN;
  gN = 0;
  if (n === 0 || (n === 1 && !pieceNeeds(0))) return; // most words: nothing to look at
  let needs = false;
  let letters = 0;
  let flags = 0;
  for (let p = 0; p < n; p++) {
    letters += gLetters[p]!;
    flags |= gFlags[p]!;
    if (pieceNeeds(p)) needs = true;
  }
  const multi = n >= 2 && letters >= MIN_GUESS_LETTERS;
  joined.fill(0, 0, n);
  if (!needs && !multi) {
    if (hasMarkers) for (let p = 0; p + 1 < n; p++) emitSep(p);
    return;
  }
  // The model (every code point of every piece) only where a piece has leet or look-alikes; a
  // plain split word ("well-known") is judged on slices of the text.
  let m = 0;
  for (let p = 0; p < n; p++) {
    pFrom[p] = m;
    let leet = 0;
    if (flags) {
      for (let q = gStart[p]!; q < gEnd[p]!; ) {
        const cp = cpAt(q, text.length);
        const kind = kindOf(cp) & KF_MASK;
        if (cp < 0x80 && LEET[cp] && kind !== K_LETTER) leet++;
        mCp[m] = cp;
        mPos[m] = q;
        mKind[m] = kind;
        mCur[m++] = null;
        q += cp > 0xffff ? 2 : 1;
      }
    }
    pTo[p] = m;
    pLeet[p] = leet;
    pText[p] = null;
    pForeign[p] = 0;
  }
  if (flags) {
    for (let p = 0; p < n; p++) {
      if (gFlags[p]! & PF_SCRIPTS) {
        const r = foldTokenScripts(mCp, pFrom[p]!, pTo[p]!, mMix, mFor);
        if (r & TF_MIXED) {
          for (let k = pFrom[p]!; k < pTo[p]!; k++) if (mMix[k] != null) mCur[k] = mMix[k]!;
          bFolds |= FOLD_CONFUSABLE;
        }
        if (r & TF_FOREIGN) pForeign[p] = 1;
      }
      if (gLetters[p]! >= MIN_GUESS_LETTERS && (pForeign[p] || pLeet[p])) {
        const bits = evalRange(p, p);
        if (bits) commit(p, p, bits);
      }
    }
  }
  if (multi) joinPieces(n);
  for (let p = 0; p < n; p++) {
    for (let k = pFrom[p]!; k < pTo[p]!; k++) {
      const v = mCur[k];
      if (v != null) edit(mPos[k]!, mCp[k]! > 0xffff ? 2 : 1, v);
    }
    if (p + 1 < n) emitSep(p);
  }
}

function emitSep(p: number): void {
  const a = gEnd[p]!;
  const b = gStart[p + 1]!;
  if (joined[p]) edit(a, b - a, '');
  // An invisible that stood alone between two pieces was a word boundary: keep it as a space.
  else if (sepFlags[p] === SF_MARKER && b - a === 1) edit(a, 1, ' ');
  else if (sepFlags[p]! & SF_MARKER) dropMarkers(a, b);
}

/** A script fold (mixed or foreign reading) is in mTrial. */
const TRY_SCRIPT = 1;
const TRY_LEET = 2;
const TRY_JOIN = 4;

function valueAt(k: number): string {
  const v = mCur[k];
  return v != null ? v : String.fromCodePoint(mCp[k]!);
}

/** The piece as it reads now (its committed folds applied). */
function pieceText(p: number): string {
  let s = pText[p];
  if (s != null) return s;
  s = text.slice(gStart[p]!, gEnd[p]!);
  for (let k = pFrom[p]!; k < pTo[p]!; k++) {
    if (mCur[k] != null) {
      s = '';
      for (let q = pFrom[p]!; q < pTo[p]!; q++) s += valueAt(q);
      break;
    }
  }
  pText[p] = s;
  return s;
}

function concatTrial(from: number, to: number): string {
  let s = '';
  for (let k = from; k < to; k++) s += mTrial[k]!;
  return s;
}

/**
 * Try the readings of pieces i..j. One piece: its foreign-script reading and its leet readings.
 * Several: the join as the pieces read now; if they hold non-ASCII letters, the join read as one
 * token (its scripts folded together, so "a p p r o v е" with a Cyrillic е joins to "approve", as
 * a second pass over "approvе" would fold it), and its foreign reading; each also with leet. An
 * accepted leet or script reading is left in mTrial. Returns TRY_* bits (TRY_JOIN for any join),
 * or 0 if the vocabulary knows none of them.
 */
function evalRange(i: number, j: number): number {
  const join = j > i ? TRY_JOIN : 0;
  const from = pFrom[i]!;
  const to = pTo[j]!;
  let foreign = false;
  let nonAscii = false;
  let leet = 0;
  let letters = 0;
  for (let p = i; p <= j; p++) {
    if (pForeign[p]) foreign = true;
    if (gFlags[p]! & PF_NONASCII) nonAscii = true;
    leet += pLeet[p]!;
    letters += gLetters[p]!;
  }
  const guess = letters >= MIN_GUESS_LETTERS;
  if (join && !nonAscii) {
    let s = pieceText(i);
    for (let p = i + 1; p <= j; p++) s += pieceText(p);
    if (vocab.has(s.toLowerCase())) return TRY_JOIN;
    if (guess && leet > 0 && tryLeet(from, to, true)) return join | TRY_LEET;
    return 0;
  }
  if (join) {
    const r = foldTokenScripts(mCp, from, to, mMix, mFor);
    const script = r & TF_MIXED ? TRY_SCRIPT : 0;
    for (let k = from; k < to; k++) mTrial[k] = mMix[k] ?? String.fromCodePoint(mCp[k]!);
    if (vocab.has(concatTrial(from, to).toLowerCase())) return join | script;
    if (guess && tryLeet(from, to, false)) return join | script | TRY_LEET;
    if (!guess || !(r & TF_FOREIGN)) return 0;
    for (let k = from; k < to; k++) mTrial[k] = mFor[k] ?? String.fromCodePoint(mCp[k]!);
  } else {
    if (!guess) return 0;
    if (leet > 0 && tryLeet(from, to, true)) return TRY_LEET;
    if (!foreign) return 0;
    for (let k = from; k < to; k++) mTrial[k] = mFor[k] ?? valueAt(k);
  }
  // The foreign reading: every letter a Latin look-alike (confirmed by the vocabulary only).
  if (vocab.has(concatTrial(from, to).toLowerCase())) return join | TRY_SCRIPT;
  if (tryLeet(from, to, false)) return join | TRY_SCRIPT | TRY_LEET;
  return 0;
}

/**
 * The leet readings of code points [from, to) as mTrial holds them (as they read now if
 * `current`); leaves the first the vocabulary knows in mTrial.
 */
function tryLeet(from: number, to: number, current: boolean): boolean {
  if (current) for (let k = from; k < to; k++) mTrial[k] = valueAt(k);
  leetAt.length = 0;
  let upper = 0;
  let lower = 0;
  let firstSymbol = -1;
  for (let k = from; k < to; k++) {
    const c = mCp[k]!;
    const v = mTrial[k]!.charCodeAt(0);
    if (v === c && c < 0x80 && LEET[c] && mKind[k] !== K_LETTER) {
      leetAt.push(k);
      if (firstSymbol < 0 && mKind[k] === K_LEET) firstSymbol = k;
    } else if (v >= Ch.UpperA && v <= Ch.UpperZ) upper++;
    else if (v >= Ch.LowerA && v <= Ch.LowerZ) lower++;
  }
  if (leetAt.length === 0) return false;
  // A leet symbol right after a word ("approve!now") is punctuation, not a letter.
  if (firstSymbol > from && vocab.has(concatTrial(from, firstSymbol).toLowerCase())) return false;
  const caseBit = upper > 0 && lower === 0 ? 0 : 0x20;
  let ones = 0;
  for (const k of leetAt) if (mCp[k] === 0x31) ones++;
  const combos = ones <= LEET_MAX_AMBIGUOUS ? 1 << ones : 2;
  for (let mask = 0; mask < combos; mask++) {
    const allL = ones > LEET_MAX_AMBIGUOUS && mask === 1;
    let bit = 0;
    for (const k of leetAt) {
      let c = LEET[mCp[k]!]!;
      if (mCp[k] === 0x31) {
        if (allL || (mask >> bit) & 1) c = 0x6c;
        bit++;
      }
      mTrial[k] = String.fromCharCode((c & ~0x20) | caseBit);
    }
    if (vocab.has(concatTrial(from, to).toLowerCase())) return true;
  }
  return false;
}

function commit(i: number, j: number, bits: number): void {
  if (bits & (TRY_SCRIPT | TRY_LEET)) {
    for (let p = i; p <= j; p++) {
      let leet = 0;
      for (let k = pFrom[p]!; k < pTo[p]!; k++) {
        const v = mTrial[k]!;
        mCur[k] = v === String.fromCodePoint(mCp[k]!) ? null : v;
        if (mCur[k] == null && mCp[k]! < 0x80 && LEET[mCp[k]!] && mKind[k] !== K_LETTER) leet++;
      }
      pLeet[p] = leet;
      pText[p] = null;
      pForeign[p] = 0;
    }
  }
  if (bits & TRY_SCRIPT) bFolds |= FOLD_CONFUSABLE;
  if (bits & TRY_LEET) bFolds |= FOLD_LEET;
  if (bits & TRY_JOIN) {
    bFolds |= FOLD_SPACING;
    for (let p = i; p < j; p++) joined[p] = 1;
  }
}

/**
 * Choose which neighbouring pieces to join: the joins the vocabulary confirms that cover the most
 * pieces, and among those the most words ("approve every" over the stem-extended
 * "approveevery"). A separator before a piece of two or more characters, or before a lone digit,
 * is not crossed when what precedes it is already a word or stem: "payments-fastlane", "pay-pal",
 * "approve-3" stay as written, and "approve\u200Bwires" does not become the stem-extended
 * "approvewires". (Single letters are: "a p p r o v e d" passes the stem "approv".)
 */
function joinPieces(n: number): void {
  bestCov[n] = 0;
  bestWords[n] = 0;
  for (let i = n - 1; i >= 0; i--) {
    bestCov[i] = bestCov[i + 1]!;
    bestWords[i] = bestWords[i + 1]!;
    choice[i] = i;
    let units = gEnd[i]! - gStart[i]!;
    let prevOk = -1;
    for (let j = i + 1; j < n && j - i < MAX_JOIN_PIECES; j++) {
      units += gEnd[j]! - gStart[j]!;
      if (units > MAX_JOIN_UNITS) break;
      const ok = evalRange(i, j) !== 0;
      // The redundancy test costs a look-up: skip it when its answer changes nothing (a rejected
      // join at the group's last piece: most hyphenated words).
      if ((gCps[j]! >= 2 || gLetters[j] === 0) && (ok || j + 1 < n)) {
        if (prevOk < 0) prevOk = vocab.has(pieceText(i).toLowerCase()) ? 1 : 0;
        if (prevOk) break;
      }
      prevOk = ok ? 1 : 0;
      if (!ok) continue;
      const cov = j - i + 1 + bestCov[j + 1]!;
      const words = 1 + bestWords[j + 1]!;
      if (cov > bestCov[i]! || (cov === bestCov[i]! && words > bestWords[i]!)) {
        bestCov[i] = cov;
        bestWords[i] = words;
        choice[i] = j;
      }
    }
  }
  for (let p = 0; p < n; ) {
    const j = choice[p]!;
    if (j > p) {
      commit(p, j, evalRange(p, j));
      p = j + 1;
    } else p++;
  }
}

// ---------------------------------------------------------------------------------------------
// The scan, the assembly and the API.

// Scan classes: three bits per code unit, so that two previous classes and the current one
// index one small action table.
const SC_OTHER = 0;
const SC_SPACE = 1;
const SC_LETTER = 2; // ASCII letter
const SC_DIGIT = 3; // ASCII digit
const SC_LEET = 4; // ASCII leet symbol
const SC_SEP = 5;
const SC_WORD = 6; // non-ASCII letter, mark or digit without a Latin fold
const SC_HOT = 7; // always worth phase B: a look-alike letter, a marker, a surrogate

const SCAN_CLASS = new Uint8Array(0x10000);
for (let c = 0; c < 0x10000; c++) {
  const k = BMP_KIND[c]!;
  const kind = k & KF_MASK;
  let sc = SC_OTHER;
  if (c >= 0xd800 && c <= 0xdfff) sc = SC_HOT;
  else if (kind === K_SPACE) sc = SC_SPACE;
  else if (kind === K_SEP) sc = SC_SEP;
  else if (c < 0x80) sc = kind === K_LETTER ? SC_LETTER : kind === K_DIGIT ? SC_DIGIT : kind === K_LEET ? SC_LEET : SC_OTHER;
  else if (kind === K_LETTER) sc = k & KF_FOLD ? SC_HOT : SC_WORD;
  else if (kind === K_MARK || kind === K_DIGIT) sc = SC_WORD;
  else if (kind === K_SPLIT) sc = SC_HOT; // only the marker survives phase A
  SCAN_CLASS[c] = sc;
}

const ACT_TRIGGER = 1;
const ACT_SINGLE = 2;
const ACT_OTHER = 4;
/** Actions by (class two back, class one back, class now). */
const SCAN_ACT = new Uint8Array(8 * 8 * 8);
{
  const word = (k: number) => k === SC_LETTER || k === SC_DIGIT || k === SC_LEET || k === SC_WORD || k === SC_HOT;
  const letter = (k: number) => k === SC_LETTER || k === SC_WORD || k === SC_HOT;
  for (let p2 = 0; p2 < 8; p2++) {
    for (let p1 = 0; p1 < 8; p1++) {
      for (let k = 0; k < 8; k++) {
        let a = 0;
        if (k === SC_HOT) a |= ACT_TRIGGER;
        // A digit or leet symbol touching a letter: "w1re", "4lways", "$end", but also "10am".
        if (k === SC_LETTER && (p1 === SC_DIGIT || p1 === SC_LEET)) a |= ACT_TRIGGER;
        if (k === SC_DIGIT && p1 === SC_LETTER) a |= ACT_TRIGGER;
        // ASCII next to non-ASCII letters: a mixed-script word.
        if ((k === SC_LETTER && p1 === SC_WORD) || (k === SC_WORD && p1 === SC_LETTER)) a |= ACT_TRIGGER;
        // Letter, separator, letter: "al.ways", "ap-prove", but also "well-known", "e.g.".
        if (letter(k) && p1 === SC_SEP && letter(p2)) a |= ACT_TRIGGER;
        // The previous character was a word of one character ("a l w a y s").
        if (!word(k) && word(p1) && !word(p2)) a |= ACT_SINGLE;
        if (k === SC_OTHER) a |= ACT_OTHER;
        SCAN_ACT[(p2 << 6) | (p1 << 3) | k] = a;
      }
    }
  }
}

/** Trigger offsets of the last scan. */
let trig = new Int32Array(256);
let nTrig = 0;

function pushTrigger(at: number): void {
  if (nTrig === trig.length) {
    const grown = new Int32Array(trig.length * 2);
    grown.set(trig);
    trig = grown;
  }
  trig[nTrig++] = at;
}

const encoder = new TextEncoder();
/** The UTF-8 of the last source encoded (phase A reads it too); grown, never shrunk. */
let bytes = new Uint8Array(1024);
let encodedSrc = '';
let encodedRead = -1;
let encodedWritten = 0;

/** Encode s into `bytes`; all of it if `whole`, else at least enough to tell whether it is ASCII. */
function encode(s: string, whole: boolean): void {
  const need = whole ? s.length * 3 : s.length;
  if (bytes.length < need) bytes = new Uint8Array(need + 1024);
  const r = encoder.encodeInto(s, bytes);
  encodedSrc = s;
  encodedRead = r.read;
  encodedWritten = r.written;
}

/**
 * The source's scan. `TextEncoder.encodeInto` (native) both tells whether the text is pure ASCII
 * and gives its code units as bytes, and the table scan reads a Uint8Array, whose loads stay fast
 * whatever string representations the engine has seen. Measured here: a charCodeAt scan ran at
 * 2-6× a bare charCodeAt loop once lexicon compilation had fed it cons, sliced and two-byte
 * strings; this one stays at 1-2×. Returns the number of triggers, or -1 for non-ASCII text.
 */
function scanSource(s: string): number {
  encode(s, false);
  const n = s.length;
  if (encodedRead !== n || encodedWritten !== n) return -1;
  return scanCodes(bytes, n);
}

/**
 * One pass over code units recording where something may need folding (triggers): a digit or
 * leet symbol touching a letter; letter-separator-letter; two one-character words a short
 * separator apart; and, in T1, look-alike letters, markers and ASCII/non-ASCII seams. Most
 * memories have no trigger and return 0 with no allocation.
 */
function scanCodes(u: Uint8Array | Uint16Array, n: number): number {
  nTrig = 0;
  let st = (SC_SPACE << 3) | SC_SPACE;
  let lastSingle = -(MAX_SEP_SPACED + 2);
  let lastSingleLetter = false;
  let lastOther = -1;
  // One virtual space after the end closes a final one-character word.
  for (let i = 0; i <= n; i++) {
    const idx = (st << 3) | (i < n ? SCAN_CLASS[u[i]!]! : SC_SPACE);
    st = idx & 63;
    const a = SCAN_ACT[idx]!;
    if (a === 0) continue;
    if (a & ACT_TRIGGER) pushTrigger(i);
    if (a & ACT_OTHER) lastOther = i;
    if (a & ACT_SINGLE) {
      // u[i - 1] is a one-character word: is there another a short run of spaces/separators before?
      const p1 = (idx >> 3) & 7;
      const letter = p1 === SC_LETTER || p1 === SC_WORD || p1 === SC_HOT;
      if (i - 1 - lastSingle <= MAX_SEP_SPACED + 1 && lastOther < lastSingle && (letter || lastSingleLetter)) {
        pushTrigger(i - 1);
      }
      lastSingle = i - 1;
      lastSingleLetter = letter;
    }
  }
  return nTrig;
}

/** Output map, grown and never shrunk; results get a copy of the used part. */
let outMap = new Uint32Array(1024);

function assemble(src: string, t: string, mapped: boolean, folds: number): Normalized {
  if (eN === 0) {
    if (!mapped) return { text: src, map: null, folds: 0 };
    return { text: t, map: midMap.slice(0, t.length + 1), folds };
  }
  let size = t.length;
  for (let e = 0; e < eN; e++) size += eStr[e]!.length - eLen[e]!;
  if (outMap.length < size + 1) outMap = new Uint32Array(size + 1024);
  const map = outMap;
  const mid = midMap;
  let out = '';
  let o = 0;
  let cur = 0;
  for (let e = 0; e <= eN; e++) {
    const at = e < eN ? ePos[e]! : t.length;
    if (at > cur) {
      out += t.slice(cur, at);
      if (mapped) for (let q = cur; q < at; q++) map[o++] = mid[q]!;
      else for (let q = cur; q < at; q++) map[o++] = q;
    }
    if (e === eN) break;
    const s = eStr[e]!;
    if (s.length) {
      const origin = mapped ? mid[at]! : at;
      for (let q = 0; q < s.length; q++) map[o++] = origin;
      out += s;
    }
    cur = at + eLen[e]!;
  }
  map[o] = src.length;
  if (o === src.length && out === src) return { text: src, map: null, folds: 0 };
  return { text: out, map: map.slice(0, o + 1), folds };
}

function normalizeWith(src: string, v: Vocabulary, termMode: boolean, everywhere = false): Normalized {
  const found = everywhere ? -1 : scanSource(src);
  if (found === 0) return { text: src, map: null, folds: 0 };
  let t = src;
  let folds = 0;
  let mapped = false;
  let markers = false;
  if (found < 0) {
    t = runPhaseA(src, termMode);
    mapped = aMapped;
    folds = aFolds;
    markers = aMarkers;
  }
  eN = 0;
  bFolds = 0;
  if (everywhere) {
    // Every offset a trigger: phase B over the whole text.
    nTrig = 0;
    for (let i = 0; i < t.length; i++) pushTrigger(i);
  } else if (found < 0) {
    // T1 is scanned afresh: phase A may have made or removed triggers ("ａｌ．ｗａｙｓ").
    scanCodes(midUnits, t.length);
  }
  if (nTrig > 0) runPhaseB(t, found < 0 ? midUnits : bytes, v, markers, nTrig);
  return assemble(src, t, mapped, folds | bFolds);
}

/**
 * A normalizer over a vocabulary (the compiled lexicon's `hasWord`). Pure; it reuses module
 * scratch buffers, so calls must not interleave (one at a time per thread, as the screen runs).
 */
export function createNormalizer(vocab: Vocabulary): (src: string) => Normalized {
  return (src: string) => normalizeWith(src, vocab, false);
}

/**
 * The reference the tests hold the normalizer to: phase A and phase B over the whole text, no
 * scan. Same output as createNormalizer, much slower; not for production use.
 */
export function normalizeEverywhere(src: string, vocab: Vocabulary): Normalized {
  return normalizeWith(src, vocab, false, true);
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
