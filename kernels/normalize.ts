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
  Gc,
  P_COMPOSES,
  P_DI,
  P_NFD_MARK,
  P_NFKC,
  Prop,
  SCRIPT_COMMON,
  SCRIPT_CYRILLIC,
  SCRIPT_GREEK,
  SCRIPT_INHERITED,
  SCRIPT_LATIN,
  propsOf,
  scriptName,
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
// Character kinds (low nibble) and flags, one byte per BMP code unit, built once at load.

const enum K {
  /** Punctuation, symbols, controls, unassigned: ends a word piece and breaks a split group. */
  Other = 0,
  Space = 1,
  Letter = 2,
  Mark = 3,
  /** Decimal digit (Nd). */
  Digit = 4,
  /** ASCII leetspeak symbols: @ $ ! | + */
  Leet = 5,
  /** Separators that may split a word: . - _ / · • and their dash/dot relatives. */
  Sep = 6,
  /** Default-ignorable format characters: removed, or a space between two word pieces. */
  Split = 7,
  /** Removed silently, part of the preceding cluster: variation selectors, tatweel. */
  Drop = 8,
  /** ZWNJ, ZWJ: Drop inside joining scripts, Split between Latin-like letters. */
  Joiner = 9,
}
const KIND_MASK = 0x0f;
/** The character needs the cluster path in phase A (NFKC, marks, quotes, Latin look-alike). */
const KF_SLOW = 0x10;
/** The character has a Latin fold (phase B's mixed-script analysis). */
const KF_FOLD = 0x20;
/** NFC can compose it with what precedes (Hangul V/T jamo, nukta, two-part vowels): it extends
 * the preceding cluster and sends it through NFKC. */
const KF_EXTEND = 0x40;
/** A mark stripped on any base (zalgo blocks, harakat, Hebrew points). */
const KF_STRIP = 0x80;

/** Marks removed whatever their base. */
const ALWAYS_STRIP: readonly [number, number][] = [
  [0x0300, 0x036f], // combining diacritical marks (zalgo)
  [0x0591, 0x05bd], // Hebrew cantillation and points
  [0x05bf, 0x05bf],
  [0x05c1, 0x05c2],
  [0x05c4, 0x05c5],
  [0x05c7, 0x05c7],
  [0x064b, 0x065f], // Arabic harakat
  [0x0670, 0x0670], // Arabic superscript alef
  [0x1ab0, 0x1aff], // combining diacritical marks extended
  [0x1dc0, 0x1dff], // combining diacritical marks supplement
  [0x20d0, 0x20ff], // combining marks for symbols
  [0xfe20, 0xfe2f], // combining half marks
];

const SEPARATORS = [
  Ch.Dot, Ch.Hyphen, Ch.Underscore, Ch.Slash, Ch.MiddleDot, Ch.Bullet, Ch.Hyphen2010, Ch.NbHyphen,
  Ch.FigureDash, Ch.EnDash, Ch.Minus, Ch.HyphenationPoint, Ch.BulletOperator, Ch.KatakanaMiddleDot,
];
const LEET_SYMBOLS = [Ch.At, Ch.Dollar, Ch.Bang, Ch.Pipe, Ch.Plus];

/** Typographic quotes and their ASCII fold. */
function punctFold(cp: number): number {
  switch (cp) {
    case Ch.LeftSingleQuote:
    case Ch.RightSingleQuote:
    case Ch.ReversedSingleQuote:
    case Ch.ModifierApos:
      return Ch.Apos;
    case Ch.LeftDoubleQuote:
    case Ch.RightDoubleQuote:
    case Ch.LowDoubleQuote:
      return Ch.Quote;
    default:
      return -1;
  }
}

function computeKind(cp: number): number {
  const p = propsOf(cp);
  const gc = p & Prop.GcMask;
  const script = (p >> Prop.ScriptShift) & Prop.ScriptMask;
  if (cp < 0x80) {
    if ((cp | 0x20) >= Ch.LowerA && (cp | 0x20) <= Ch.LowerZ) return K.Letter;
    if (cp >= Ch.D0 && cp <= Ch.D9) return K.Digit;
    if (LEET_SYMBOLS.includes(cp)) return K.Leet;
    if (SEPARATORS.includes(cp)) return K.Sep;
    if (cp === Ch.Space || (cp >= Ch.Tab && cp <= Ch.Cr)) return K.Space;
    return K.Other;
  }
  let flags = 0;
  for (const [a, b] of ALWAYS_STRIP) if (cp >= a && cp <= b) flags |= KF_STRIP;
  if (p & P_DI) {
    if (cp === Ch.Zwnj || cp === Ch.Zwj) return K.Joiner;
    return gc === Gc.Mn ? K.Drop : K.Split;
  }
  if (cp === 0x0640) return K.Drop; // Arabic tatweel: elongation, not a letter of the word
  if (p & (P_NFKC | P_NFD_MARK) || punctFold(cp) >= 0) flags |= KF_SLOW;
  if (p & P_COMPOSES) flags |= KF_EXTEND;
  const fold = (gc === Gc.L || gc === Gc.S) && !(p & P_NFKC) ? latinFold(cp) : undefined;
  if (fold !== undefined) {
    flags |= KF_FOLD;
    // Latin-script look-alikes (ɑ, ı, ꜱ, æ) fold unconditionally in phase A.
    if (script === SCRIPT_LATIN) flags |= KF_SLOW;
  }
  switch (gc) {
    case Gc.L:
      return K.Letter | flags;
    case Gc.Mn:
    case Gc.Mc:
    case Gc.Me:
      return K.Mark | flags;
    case Gc.Nd:
      return K.Digit | flags;
    case Gc.Zs:
    case Gc.Zl:
      return K.Space | flags;
    case Gc.Cc:
      return (cp === 0x85 ? K.Space : K.Other) | flags;
    case Gc.S:
      return (fold !== undefined ? K.Letter : K.Other) | flags;
    case Gc.P:
      return (SEPARATORS.includes(cp) ? K.Sep : K.Other) | flags;
    default:
      return K.Other | flags;
  }
}

const BMP_KIND = new Uint8Array(0x10000);
for (let cp = 0; cp < 0x10000; cp++) BMP_KIND[cp] = cp >= 0xd800 && cp <= 0xdfff ? K.Other : computeKind(cp);
/** Astral kinds, memoized (astral text is rare: math alphanumerics, emoji, CJK extensions). */
const astralKind = new Map<number, number>();
function kindOf(cp: number): number {
  if (cp < 0x10000) return BMP_KIND[cp]!;
  let k = astralKind.get(cp);
  if (k === undefined) {
    k = computeKind(cp);
    if (astralKind.size < 0x4000) astralKind.set(cp, k);
  }
  return k;
}

/** Scripts whose letters never legitimately carry ZWNJ/ZWJ (those are then word splitters). */
const ZW_SPLIT_SCRIPTS = new Set(['Latin', 'Greek', 'Cyrillic', 'Armenian', 'Cherokee'].map((n) => n));
const zwSplitScript = new Uint8Array(256);
for (let s = 0; s < 256; s++) zwSplitScript[s] = ZW_SPLIT_SCRIPTS.has(scriptName(s)) ? 1 : 0;

function scriptOfCp(cp: number): number {
  return (propsOf(cp) >> Prop.ScriptShift) & Prop.ScriptMask;
}

/** Bases whose combining marks are all stripped (diacritics of Latin, Greek, Cyrillic; zalgo on
 * digits, spaces, punctuation). So are the marks of any letter with a Latin fold (Cherokee Ꭺ),
 * since phase B may turn it into a Latin letter. */
function stripsAllMarks(script: number): boolean {
  return (
    script === SCRIPT_LATIN || script === SCRIPT_GREEK || script === SCRIPT_CYRILLIC || script === SCRIPT_COMMON ||
    script === SCRIPT_INHERITED
  );
}

// ---------------------------------------------------------------------------------------------
// Growable scratch buffers, reused across calls (one normalizer runs at a time per thread).

let outUnits: Uint16Array = new Uint16Array(1024);
let outMap: Uint32Array = new Uint32Array(1025);
let midUnits: Uint16Array = new Uint16Array(1024);
let midMap: Uint32Array = new Uint32Array(1025);

function grow16(a: Uint16Array, need: number): Uint16Array {
  const b = new Uint16Array(Math.max(need, a.length * 2));
  b.set(a);
  return b;
}
function grow32(a: Uint32Array, need: number): Uint32Array {
  const b = new Uint32Array(Math.max(need, a.length * 2));
  b.set(a);
  return b;
}

/** Build a string from code units without one allocation per character. */
function unitsToString(units: Uint16Array, n: number): string {
  // fromCharCode.apply is limited by the engine's argument count: chunk it.
  let s = '';
  for (let i = 0; i < n; i += 0x2000) {
    s += String.fromCharCode.apply(null, units.subarray(i, Math.min(n, i + 0x2000)) as unknown as number[]);
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// Phase A: per-cluster folding (only for text with non-ASCII code units).

interface ClusterFold {
  text: string;
  folds: number;
}

/** Cluster folds are memoized: natural text repeats a small set of clusters. */
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
  let baseAll = (kindOf(key.codePointAt(0)!) & KIND_MASK) === K.Mark;
  for (let i = 0; i < nfd.length; ) {
    const cp = nfd.codePointAt(i)!;
    const len = cp > 0xffff ? 2 : 1;
    const k = kindOf(cp);
    const kind = k & KIND_MASK;
    if (kind === K.Mark && (baseAll || k & KF_STRIP)) {
      removed = true;
    } else if (kind === K.Drop) {
      removed = true;
    } else {
      if (kind !== K.Mark) baseAll = stripsAllMarks(scriptOfCp(cp)) || (k & KF_FOLD) !== 0;
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
    if (q >= 0) {
      out += String.fromCharCode(q);
      folds |= FOLD_PUNCT;
      changed = true;
    } else {
      const f = cp >= 0x80 && kindOf(cp) & KF_FOLD && scriptOfCp(cp) === SCRIPT_LATIN ? latinFold(cp) : undefined;
      if (f !== undefined) {
        out += f;
        folds |= FOLD_CONFUSABLE;
        changed = true;
      } else out += text.slice(i, i + len);
    }
    i += len;
  }
  if (changed) text = out;
  const fold = { text, folds };
  if (clusterCache.size >= CLUSTER_CACHE_MAX) clusterCache.clear();
  clusterCache.set(key, fold);
  return fold;
}

/** The marker phase A leaves where an invisible stood; phase B turns it into nothing or a space. */
const MARKER = Ch.Zwsp;

interface PhaseA {
  /** T1, or src itself when nothing changed. */
  text: string;
  /** T1 → original offsets (midMap), or null when text === src. */
  mapped: boolean;
  folds: number;
  markers: boolean;
}
const phaseA: PhaseA = { text: '', mapped: false, folds: 0, markers: false };

function decodeAt(s: string, i: number): number {
  const c = s.charCodeAt(i);
  if ((c & 0xfc00) === 0xd800 && i + 1 < s.length) {
    const d = s.charCodeAt(i + 1);
    if ((d & 0xfc00) === 0xdc00) return ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
  }
  return c;
}

function runPhaseA(src: string, termMode: boolean): void {
  const n = src.length;
  if (midUnits.length < n * 2 + 16) {
    midUnits = new Uint16Array(n * 2 + 16);
    midMap = new Uint32Array(n * 2 + 17);
  }
  let units = midUnits;
  let map = midMap;
  let o = 0;
  let folds = 0;
  let changed = false;
  let markers = false;
  let lastScript = SCRIPT_COMMON; // script of the last emitted base
  let lastWasMarker = false;
  let i = 0;
  while (i < n) {
    const c = src.charCodeAt(i);
    // ASCII not followed by a possible mark: copy (marks start at U+0300).
    if (c < 0x80 && (i + 1 >= n || src.charCodeAt(i + 1) < 0x300)) {
      if (o + 1 > units.length) {
        units = midUnits = grow16(units, o + 1);
        map = midMap = grow32(map, o + 2);
      }
      units[o] = c;
      map[o++] = i;
      lastScript = BMP_KIND[c] === K.Letter ? SCRIPT_LATIN : SCRIPT_COMMON;
      lastWasMarker = false;
      i++;
      continue;
    }
    const cp = decodeAt(src, i);
    const len = cp > 0xffff ? 2 : 1;
    const k = kindOf(cp);
    const kind = k & KIND_MASK;
    if (kind === K.Split || kind === K.Drop || kind === K.Joiner) {
      changed = true;
      folds |= kind === K.Drop && cp === 0x0640 ? FOLD_MARKS : FOLD_INVISIBLE;
      let split = kind === K.Split;
      if (kind === K.Joiner) {
        let j = i + len;
        while (j < n && (kindOf(decodeAt(src, j)) & KIND_MASK) === K.Joiner) j++;
        const next = j < n ? decodeAt(src, j) : -1;
        split = next >= 0 && zwSplitScript[lastScript] === 1 && zwSplitScript[scriptOfCp(next)] === 1;
      }
      if (split && !termMode && !lastWasMarker) {
        if (o + 1 > units.length) {
          units = midUnits = grow16(units, o + 1);
          map = midMap = grow32(map, o + 2);
        }
        units[o] = MARKER;
        map[o++] = i;
        lastWasMarker = true;
        markers = true;
      }
      i += len;
      continue;
    }
    // A cluster: this code point and the marks (and extenders, selectors) that follow it.
    let j = i + len;
    // A mark with no base (after an invisible, at the start) goes through the cluster path too.
    let plain = (k & KF_SLOW) === 0 && kind !== K.Mark;
    let hasDrop = false;
    while (j < n) {
      const c2 = src.charCodeAt(j);
      if (c2 < 0x300) break;
      const cp2 = decodeAt(src, j);
      const k2 = kindOf(cp2);
      const kind2 = k2 & KIND_MASK;
      if (kind2 === K.Mark || (k2 & KF_EXTEND) !== 0) {
        // Marks of a non-Latin-like base are kept as they are unless something must change.
        if (k2 & (KF_SLOW | KF_STRIP | KF_EXTEND)) plain = false;
      } else if (kind2 === K.Drop || (kind2 === K.Joiner && zwSplitScript[scriptOfCp(cp)] === 0)) {
        // Selectors, and joiners inside a joining script's cluster (क्‍ष), are deleted in place.
        hasDrop = true;
        plain = false;
      } else break;
      j += cp2 > 0xffff ? 2 : 1;
    }
    if (plain && j > i + len && (stripsAllMarks(scriptOfCp(cp)) || k & KF_FOLD)) plain = false;
    let text: string;
    if (plain) {
      text = '';
    } else {
      let key = src.slice(i, j);
      if (hasDrop) {
        let kept = '';
        for (let q = i; q < j; ) {
          const cq = decodeAt(src, q);
          const lq = cq > 0xffff ? 2 : 1;
          const kq = kindOf(cq) & KIND_MASK;
          if (kq !== K.Drop && kq !== K.Joiner) kept += src.slice(q, q + lq);
          else folds |= cq === 0x0640 ? FOLD_MARKS : FOLD_INVISIBLE;
          q += lq;
        }
        key = kept;
        changed = true;
      }
      const f = foldCluster(key);
      folds |= f.folds;
      text = f.text;
      if (text !== src.slice(i, j)) changed = true;
      else plain = true;
    }
    if (plain) {
      if (o + (j - i) > units.length) {
        units = midUnits = grow16(units, o + (j - i));
        map = midMap = grow32(map, o + (j - i) + 1);
      }
      for (let q = i; q < j; q++) {
        units[o] = src.charCodeAt(q);
        map[o++] = i;
      }
    } else {
      if (o + text.length > units.length) {
        units = midUnits = grow16(units, o + text.length);
        map = midMap = grow32(map, o + text.length + 1);
      }
      for (let q = 0; q < text.length; q++) {
        units[o] = text.charCodeAt(q);
        map[o++] = i;
      }
    }
    if (kind !== K.Mark) lastScript = scriptOfCp(cp);
    lastWasMarker = false;
    i = j;
  }
  if (o + 1 > map.length) map = midMap = grow32(map, o + 1);
  map[o] = n;
  phaseA.folds = folds;
  phaseA.markers = markers;
  phaseA.mapped = changed;
  phaseA.text = changed ? unitsToString(units, o) : src;
}

// ---------------------------------------------------------------------------------------------
// Phase B: word pieces, split groups, and the folds the vocabulary must confirm.
//
// A piece is a run of letters, marks, digits and leet symbols (trailing symbols excluded:
// "approve!" is a word and a bang). A group is a run of pieces joined by a short separator: one
// or two of . - _ / · • or an invisible (any pieces: "al.ways", "ap-prove", "ig\u200Bnore"), or
// up to three spaces/separators between single characters ("a l w a y s", "a . l . w").

/** Longest joined word tried, in UTF-16 units: above the longest lexicon word (German compounds
 * run to ~25); bounds the vocabulary look-ups a long spaced run can cost. */
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

const PF_NONASCII = 1;
const PF_ASCII_LETTER = 2;
const PF_FOLDABLE = 4;
const PF_LEET = 8;

const SF_VISIBLE = 1;
const SF_MARKER = 2;
const SF_SPACE = 4;

/** Leet reading of an ASCII code unit (0: not leet). `1` reads i; the l reading is tried too. */
const LEET = new Uint8Array(128);
for (const [from, to] of [['0', 'o'], ['1', 'i'], ['3', 'e'], ['4', 'a'], ['5', 's'], ['7', 't'], ['8', 'b'],
  ['9', 'g'], ['@', 'a'], ['$', 's'], ['!', 'i'], ['|', 'l'], ['+', 't']] as const) {
  LEET[from.charCodeAt(0)] = to.charCodeAt(0);
}

// The current group (pieces [gStart, gEnd) of T1) and its separators (sepFlags[p]: between p and p+1).
const gStart = new Int32Array(MAX_GROUP_PIECES);
const gEnd = new Int32Array(MAX_GROUP_PIECES);
const gCps = new Int32Array(MAX_GROUP_PIECES);
const gLetters = new Int32Array(MAX_GROUP_PIECES);
const gFlags = new Int32Array(MAX_GROUP_PIECES);
const sepFlags = new Int32Array(MAX_GROUP_PIECES);
const joined = new Uint8Array(MAX_GROUP_PIECES);
let gN = 0;

// The model of a group under analysis: one entry per code point of its pieces.
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
let hasMarkers = false;

function edit(pos: number, len: number, s: string): void {
  ePos[eN] = pos;
  eLen[eN] = len;
  eStr[eN++] = s;
}

function isWordKind(kind: number): boolean {
  return kind === K.Letter || kind === K.Mark || kind === K.Digit || kind === K.Leet;
}

/** Delete the markers in [a, b) (invisibles that separate nothing). */
function dropMarkers(a: number, b: number): void {
  if (!hasMarkers) return;
  for (let q = a; q < b; q++) if (text.charCodeAt(q) === MARKER) edit(q, 1, '');
}

/** Separator flags for [a, b) between pieces of `left` and `right` characters, or -1 if it breaks the group. */
function sepKind(a: number, b: number, left: number, right: number): number {
  let flags = 0;
  if (b - a > MAX_SEP_SPACED) return -1;
  for (let q = a; q < b; q++) {
    const c = text.charCodeAt(q);
    const kind = BMP_KIND[c]! & KIND_MASK;
    if (kind === K.Space) flags |= SF_SPACE;
    else if (kind === K.Sep) flags |= SF_VISIBLE;
    else if (c === MARKER) flags |= SF_MARKER;
    else return -1;
  }
  if (flags & SF_SPACE) return left === 1 && right === 1 ? flags : -1;
  return b - a <= MAX_SEP_TIGHT ? flags : -1;
}

function runPhaseB(t: string, v: Vocabulary, markers: boolean): void {
  text = t;
  vocab = v;
  hasMarkers = markers;
  eN = 0;
  bFolds = 0;
  gN = 0;
  const n = t.length;
  let prevEnd = 0;
  let i = 0;
  while (i < n) {
    const cp = decodeAt(t, i);
    const len = cp > 0xffff ? 2 : 1;
    if (!isWordKind(kindOf(cp) & KIND_MASK)) {
      i += len;
      continue;
    }
    // A piece: up to the last character that is not a leet symbol.
    let j = i;
    let good = i;
    let cps = 0;
    let goodCps = 0;
    let letters = 0;
    let flags = 0;
    let goodFlags = 0;
    while (j < n) {
      const cp2 = decodeAt(t, j);
      const len2 = cp2 > 0xffff ? 2 : 1;
      const k2 = kindOf(cp2);
      const kind2 = k2 & KIND_MASK;
      if (!isWordKind(kind2)) break;
      j += len2;
      if (kind2 !== K.Mark) cps++;
      if (kind2 === K.Leet) {
        flags |= PF_LEET;
        continue;
      }
      if (kind2 === K.Letter) {
        letters++;
        if (cp2 < 0x80) flags |= PF_ASCII_LETTER;
        else flags |= PF_NONASCII;
      } else if (cp2 >= 0x80) flags |= PF_NONASCII;
      else if (LEET[cp2]) flags |= PF_LEET;
      if (k2 & KF_FOLD) flags |= PF_FOLDABLE;
      good = j;
      goodCps = cps;
      goodFlags = flags;
    }
    if (good === i) {
      i = j; // only leet symbols: punctuation
      continue;
    }
    if (gN > 0) {
      const sf = gN < MAX_GROUP_PIECES ? sepKind(prevEnd, i, gCps[gN - 1]!, goodCps) : -1;
      if (sf < 0) {
        flushGroup();
        dropMarkers(prevEnd, i);
      } else sepFlags[gN - 1] = sf;
    } else dropMarkers(prevEnd, i);
    gStart[gN] = i;
    gEnd[gN] = good;
    gCps[gN] = goodCps;
    gLetters[gN] = letters;
    gFlags[gN++] = goodFlags;
    prevEnd = good;
    i = good;
  }
  flushGroup();
  dropMarkers(prevEnd, n);
}

function pieceNeeds(p: number): boolean {
  const f = gFlags[p]!;
  return (f & PF_FOLDABLE) !== 0 || (f & (PF_NONASCII | PF_ASCII_LETTER)) === (PF_NONASCII | PF_ASCII_LETTER) ||
    ((f & PF_LEET) !== 0 && gLetters[p]! >= MIN_GUESS_LETTERS);
}

function flushGroup(): void {
  const n = gN;
  if (n === 0) return;
  gN = 0;
  let needs = false;
  let letters = 0;
  for (let p = 0; p < n; p++) {
    letters += gLetters[p]!;
    if (pieceNeeds(p)) needs = true;
  }
  const multi = n >= 2 && letters >= MIN_GUESS_LETTERS;
  joined.fill(0, 0, n);
  if (!needs && !multi) {
    emitSeps(n);
    return;
  }
  // Model: code points of every piece.
  let m = 0;
  for (let p = 0; p < n; p++) {
    pFrom[p] = m;
    for (let q = gStart[p]!; q < gEnd[p]!; ) {
      const cp = decodeAt(text, q);
      mCp[m] = cp;
      mPos[m] = q;
      mKind[m] = kindOf(cp) & KIND_MASK;
      mCur[m++] = null;
      q += cp > 0xffff ? 2 : 1;
    }
    pTo[p] = m;
  }
  for (let p = 0; p < n; p++) {
    pForeign[p] = 0;
    const f = gFlags[p]!;
    if (f & PF_FOLDABLE || (f & (PF_NONASCII | PF_ASCII_LETTER)) === (PF_NONASCII | PF_ASCII_LETTER)) {
      const r = foldTokenScripts(mCp, pFrom[p]!, pTo[p]!, mMix, mFor);
      if (r & TF_MIXED) {
        for (let k = pFrom[p]!; k < pTo[p]!; k++) if (mMix[k] != null) mCur[k] = mMix[k]!;
        bFolds |= FOLD_CONFUSABLE;
      }
      if (r & TF_FOREIGN) pForeign[p] = 1;
    }
    if (gLetters[p]! >= MIN_GUESS_LETTERS && (pForeign[p] || f & PF_LEET)) {
      const bits = evalRange(p, p);
      if (bits) commit(p, p, bits);
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

/** Separators of a group where nothing was analysed. */
function emitSeps(n: number): void {
  if (!hasMarkers) return;
  for (let p = 0; p + 1 < n; p++) emitSep(p);
}

function emitSep(p: number): void {
  const a = gEnd[p]!;
  const b = gStart[p + 1]!;
  if (joined[p]) {
    edit(a, b - a, '');
    return;
  }
  // An invisible that stood alone between two pieces was a word boundary: keep it as a space.
  if (sepFlags[p] === SF_MARKER && b - a === 1) edit(a, 1, ' ');
  else if (sepFlags[p]! & SF_MARKER) dropMarkers(a, b);
}

const TRY_FOREIGN = 1;
const TRY_LEET = 2;
const TRY_JOIN = 4;

function valueAt(k: number): string {
  const v = mCur[k];
  return v != null ? v : String.fromCodePoint(mCp[k]!);
}

function concatTrial(from: number, to: number): string {
  let s = '';
  for (let k = from; k < to; k++) s += mTrial[k]!;
  return s;
}

/**
 * Try the readings of pieces i..j (one piece: its foreign-script and leet readings; several: the
 * join, plain or with those readings). Leaves the accepted reading in mTrial; returns TRY_* bits
 * plus TRY_JOIN (so a plain join is non-zero), or 0 if the vocabulary knows none of them.
 */
function evalRange(i: number, j: number): number {
  const from = pFrom[i]!;
  const to = pTo[j]!;
  const join = j > i ? TRY_JOIN : 0;
  let anyForeign = false;
  for (let p = i; p <= j; p++) if (pForeign[p]) anyForeign = true;
  for (let variant = 0; variant < (anyForeign ? 2 : 1); variant++) {
    let letters = 0;
    leetAt.length = 0;
    let upper = 0;
    let lower = 0;
    let firstSymbol = -1;
    for (let p = i; p <= j; p++) {
      const foreign = variant === 1 && pForeign[p] === 1;
      for (let k = pFrom[p]!; k < pTo[p]!; k++) {
        const f = foreign ? mFor[k] : null;
        const v = f != null ? f : valueAt(k);
        mTrial[k] = v;
        const c = v.charCodeAt(0);
        if (mCur[k] == null && f == null && c < 0x80 && LEET[c] && mKind[k] !== K.Letter) {
          leetAt.push(k);
          if (firstSymbol < 0 && mKind[k] === K.Leet) firstSymbol = k;
        } else if (mKind[k] === K.Letter) {
          letters++;
          if (c >= Ch.UpperA && c <= Ch.UpperZ) upper++;
          else if (c >= Ch.LowerA && c <= Ch.LowerZ) lower++;
        }
      }
    }
    const bits = join | (variant === 1 ? TRY_FOREIGN : 0);
    if ((join || variant === 1) && vocab.has(concatTrial(from, to).toLowerCase())) return bits;
    if (leetAt.length === 0 || letters < MIN_GUESS_LETTERS) continue;
    // A leet symbol right after a word ("approve!now") is punctuation, not a letter.
    if (firstSymbol > from && vocab.has(concatTrial(from, firstSymbol).toLowerCase())) continue;
    const caseA = upper > 0 && lower === 0 ? 0 : 0x20;
    let ones = 0;
    for (const k of leetAt) if (mCp[k] === 0x31) ones++;
    const combos = ones <= LEET_MAX_AMBIGUOUS ? 1 << ones : 2;
    for (let mask = 0; mask < combos; mask++) {
      const allL = combos === 2 && ones > LEET_MAX_AMBIGUOUS && mask === 1;
      let bit = 0;
      for (const k of leetAt) {
        let c = LEET[mCp[k]!]!;
        if (mCp[k] === 0x31) {
          if (allL || (mask >> bit) & 1) c = 0x6c;
          bit++;
        }
        mTrial[k] = String.fromCharCode(c & ~0x20 | caseA);
      }
      if (vocab.has(concatTrial(from, to).toLowerCase())) return bits | TRY_LEET;
    }
  }
  return 0;
}

function commit(i: number, j: number, bits: number): void {
  for (let k = pFrom[i]!; k < pTo[j]!; k++) {
    const v = mTrial[k]!;
    mCur[k] = v === String.fromCodePoint(mCp[k]!) ? null : v;
  }
  if (bits & TRY_FOREIGN) bFolds |= FOLD_CONFUSABLE;
  if (bits & TRY_LEET) bFolds |= FOLD_LEET;
  if (bits & TRY_JOIN) {
    bFolds |= FOLD_SPACING;
    for (let p = i; p < j; p++) joined[p] = 1;
  }
  for (let p = i; p <= j; p++) pForeign[p] = 0;
}

/**
 * Choose which neighbouring pieces to join: the joins the vocabulary confirms that cover the most
 * pieces, and among those the most words ("approve every" over the stem-extended
 * "approveevery"). A separator before a piece of two or more characters is not crossed when
 * what precedes it is already a word or stem: "payments-fastlane", "pay-pal" stay as written, and
 * "approve\u200Bwires" does not become the stem-extended "approvewires".
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
      if (gCps[j]! >= 2) {
        if (prevOk < 0) {
          let s = '';
          for (let k = pFrom[i]!; k < pTo[i]!; k++) s += valueAt(k);
          prevOk = vocab.has(s.toLowerCase()) ? 1 : 0;
        }
        if (prevOk) break;
      }
      const ok = evalRange(i, j) !== 0;
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

const SCAN_IDENTITY = 0;
const SCAN_ASCII = 1;
const SCAN_FULL = 2;

/**
 * One pass over the code units deciding whether anything may need folding: non-ASCII text; a
 * digit or leet symbol touching a letter ("w1re", "4lways", "$end", but also "10am", "mp3");
 * letter-separator-letter ("al.ways", "well-known", "e.g."); two single characters a short
 * separator apart ("a l w a y s"). Most memories have none and return with no allocation.
 */
function scan(s: string): number {
  const n = s.length;
  let p1: number = K.Space;
  let p2: number = K.Space;
  let lastSingle = -(MAX_SEP_SPACED + 2);
  let lastSingleLetter = false;
  let lastOther = -1;
  let i = 0;
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x80) return SCAN_FULL;
    const k = BMP_KIND[c]!;
    if (k === K.Letter) {
      if (p1 === K.Digit || p1 === K.Leet || (p1 === K.Sep && p2 === K.Letter)) break;
    } else if (k === K.Digit) {
      if (p1 === K.Letter) break;
    } else if (k !== K.Leet && (p1 === K.Letter || p1 === K.Digit || p1 === K.Leet) && !(p2 === K.Letter || p2 === K.Digit || p2 === K.Leet)) {
      // s[i - 1] is a single character between non-word characters.
      if (i - 1 - lastSingle <= MAX_SEP_SPACED + 1 && lastOther < lastSingle && (p1 === K.Letter || lastSingleLetter)) break;
      lastSingle = i - 1;
      lastSingleLetter = p1 === K.Letter;
    }
    if (k === K.Other) lastOther = i;
    p2 = p1;
    p1 = k;
  }
  if (i === n) {
    const w1 = p1 === K.Letter || p1 === K.Digit || p1 === K.Leet;
    const w2 = p2 === K.Letter || p2 === K.Digit || p2 === K.Leet;
    if (!(w1 && !w2 && n - 1 - lastSingle <= MAX_SEP_SPACED + 1 && lastOther < lastSingle && (p1 === K.Letter || lastSingleLetter))) {
      return SCAN_IDENTITY;
    }
  }
  for (; i < n; i++) if (s.charCodeAt(i) >= 0x80) return SCAN_FULL;
  return SCAN_ASCII;
}

function assemble(src: string, t: string, mapped: boolean, folds: number): Normalized {
  if (eN === 0) {
    if (!mapped) return { text: src, map: null, folds: 0 };
    return { text: t, map: midMap.slice(0, t.length + 1), folds };
  }
  let size = t.length;
  for (let e = 0; e < eN; e++) size += eStr[e]!.length - eLen[e]!;
  if (outUnits.length < size) outUnits = new Uint16Array(size + 64);
  if (outMap.length < size + 1) outMap = new Uint32Array(size + 65);
  const units = outUnits;
  const map = outMap;
  let o = 0;
  let cur = 0;
  for (let e = 0; e < eN; e++) {
    const at = ePos[e]!;
    for (let q = cur; q < at; q++) {
      units[o] = t.charCodeAt(q);
      map[o++] = mapped ? midMap[q]! : q;
    }
    const origin = mapped ? midMap[at]! : at;
    const s = eStr[e]!;
    for (let q = 0; q < s.length; q++) {
      units[o] = s.charCodeAt(q);
      map[o++] = origin;
    }
    cur = at + eLen[e]!;
  }
  for (let q = cur; q < t.length; q++) {
    units[o] = t.charCodeAt(q);
    map[o++] = mapped ? midMap[q]! : q;
  }
  map[o] = src.length;
  const out = unitsToString(units, o);
  if (out === src) return { text: src, map: null, folds: 0 };
  return { text: out, map: map.slice(0, o + 1), folds };
}

function normalizeWith(src: string, v: Vocabulary, termMode: boolean): Normalized {
  const mode = scan(src);
  if (mode === SCAN_IDENTITY) return { text: src, map: null, folds: 0 };
  let t = src;
  let mapped = false;
  let folds = 0;
  let markers = false;
  if (mode === SCAN_FULL) {
    runPhaseA(src, termMode);
    t = phaseA.text;
    mapped = phaseA.mapped;
    folds = phaseA.folds;
    markers = phaseA.markers;
  }
  runPhaseB(t, v, markers);
  return assemble(src, t, mapped, folds | bFolds);
}

/** A normalizer over a vocabulary (the compiled lexicon's `hasWord`). Pure; scratch buffers are reused, so one call at a time per thread. */
export function createNormalizer(vocab: Vocabulary): (src: string) => Normalized {
  return (src: string) => normalizeWith(src, vocab, false);
}

const NO_VOCABULARY: Vocabulary = { has: () => false };
/** Fold/lower-case rounds for a term; one or two suffice for every input the property test finds. */
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
 * and whatever was removed after it (invisibles, join separators).
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
