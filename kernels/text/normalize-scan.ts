/**
 * What every stage of the normalizer shares: the fold bits it reports, its constants, the
 * character tables built once at load (kinds with the confusables' Latin folds, scripts, scan
 * classes), the trigger scan that decides where phase B looks, and strings made from code units.
 *
 * The scan reads code units from a typed array: the source's UTF-8 bytes from
 * `TextEncoder.encodeInto` (pure ASCII text), or T1's units after phase A.
 */
import { Ch, K, KF, computeKind, scriptOf } from './chars.js';
import { latinFold } from './confusables.js';

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

/** Vocabulary.lookup answers (VOCAB_WORD, VOCAB_PREFIX in the API). */
export const enum Vocab {
  /** The units are a word of the vocabulary (what `has` says). */
  Word = 1 << 0,
  /** Some word of the vocabulary begins with the units (clear: none does, so no longer join can be a word). */
  Prefix = 1 << 1,
}
export const VOCAB_WORD = Vocab.Word;
export const VOCAB_PREFIX = Vocab.Prefix;
/**
 * The segmentation vocabulary keys a word of language L by the code unit VOCAB_LANG_MARK + L
 * before its units (kernels/text/vocabulary.ts); the mark alone is present for every language.
 */
export const VOCAB_LANG_MARK = 0xe000;
/** Most languages the segmentation vocabulary keys words of. */
export const VOCAB_MAX_LANGS = 0x100;

// The normalizer's constants that its loops read are const enums, inlined by tsc (see chars.ts K).

/** The marker phase A leaves where an invisible stood; phase B turns it into nothing or a space. */
export const enum Marker {
  Unit = Ch.Zwsp,
}

/** Limits of a split group (phase B), also the scan's single-letter rule. */
export const enum Group {
  /** Separator run between two single characters ("a  l", "a . l"). */
  MaxSepSpaced = 3,
  /** Separator run between any two pieces of a split word ("al.ways", "al--ways"). */
  MaxSepTight = 2,
  /** A group is cut (and analysed) after this many pieces: bounds the DP scratch. */
  MaxPieces = 256,
  /** A word is read as leet or as a foreign-script look-alike only with at least this many real
   * letters: a lone Russian "а" or "о" is a word, never a disguised Latin letter, and "1st" or
   * "4x" have too little word in them to confirm anything. */
  MinGuessLetters = 2,
  /** Longest joined word tried, in UTF-16 units: above the longest lexicon word (German compounds
   * run to ~25). Without a prefix test (a vocabulary without `lookup`) it bounds what a spaced
   * run costs, about MaxJoinUnits look-ups per letter: 4 KB of "a b c d …" took ~15 ms and
   * 58,000 look-ups; with `lookup` a join stops as soon as no word begins with it
   * (bench/normalize.bench.ts, "spaced letters, 4 KB"). */
  MaxJoinUnits = 32,
  /** Most pieces joined into one word ("a l w a y s" is 6). */
  MaxJoinPieces = 32,
  /** Up to this many `1`s, every i/l reading is tried (2^n); beyond, only all-i and all-l. */
  LeetMaxAmbiguous = 3,
}

/** Runs of at least this many units are copied natively (`set` of a subarray: about 0.1 µs here)
 * rather than one unit at a time (about 1.1 ns a unit; the crossover is near 90 units): T1's
 * ASCII stretches and the output's unchanged runs (bench/normalize.bench.ts, "ASCII + one curly
 * apostrophe" and the hyphenated memories). */
export const enum Copy {
  NativeMin = 96,
}

/** Letters, marks, digits and leet symbols make word pieces. */
export function isWordKind(kind: number): boolean {
  return kind === K.Letter || kind === K.Mark || kind === K.Digit || kind === K.Leet;
}

// ---------------------------------------------------------------------------------------------
// Character tables. Kinds (see chars.ts), with the confusables' Latin folds, built once at load.

export const BMP_KIND = new Uint8Array(0x10000);
for (let cp = 0; cp < 0x10000; cp++) {
  BMP_KIND[cp] = cp >= 0xd800 && cp <= 0xdfff ? K.Other : computeKind(cp, latinFold(cp) !== undefined);
}
/** Astral kinds, memoized (astral text is rare: mathematical alphanumerics, emoji, CJK
 * extensions). The bound only caps memory; it is not a measured speed threshold. */
const ASTRAL_KIND_MEMO_MAX = 0x4000;
const astralKind = new Map<number, number>();
export function kindOf(cp: number): number {
  if (cp < 0x10000) return BMP_KIND[cp]!;
  let k = astralKind.get(cp);
  if (k === undefined) {
    k = computeKind(cp, latinFold(cp) !== undefined);
    if (astralKind.size < ASTRAL_KIND_MEMO_MAX) astralKind.set(cp, k);
  }
  return k;
}

/** The script of every BMP code unit (scriptOf, one load instead of a property-word decode):
 * the letter-word shortcut reads it per letter (normalize-lone.ts). */
export const BMP_SCRIPT = new Uint8Array(0x10000);
for (let c = 0; c < 0x10000; c++) BMP_SCRIPT[c] = scriptOf(c);

// ---------------------------------------------------------------------------------------------
// The trigger scan.

/** Scan classes: three bits per code unit, so that two previous classes and the current one
 * index one small action table. */
export const enum Sc {
  Other = 0,
  Space = 1,
  /** ASCII letter. */
  Letter = 2,
  /** ASCII digit. */
  Digit = 3,
  /** ASCII leet symbol. */
  Leet = 4,
  Sep = 5,
  /** Non-ASCII letter, mark or digit without a Latin fold. */
  Word = 6,
  /** Always worth phase B: a look-alike letter, a marker, a surrogate. */
  Hot = 7,
}

export const SCAN_CLASS = new Uint8Array(0x10000);
for (let c = 0; c < 0x10000; c++) {
  const k = BMP_KIND[c]!;
  const kind = k & KF.Mask;
  let sc = Sc.Other;
  if (c >= 0xd800 && c <= 0xdfff) sc = Sc.Hot;
  else if (kind === K.Space) sc = Sc.Space;
  else if (kind === K.Sep) sc = Sc.Sep;
  else if (c < 0x80) sc = kind === K.Letter ? Sc.Letter : kind === K.Digit ? Sc.Digit : kind === K.Leet ? Sc.Leet : Sc.Other;
  else if (kind === K.Letter) sc = k & KF.Fold ? Sc.Hot : Sc.Word;
  else if (kind === K.Mark || kind === K.Digit) sc = Sc.Word;
  else if (kind === K.Split) sc = Sc.Hot; // only the marker survives phase A
  SCAN_CLASS[c] = sc;
}

/** 1 for a code unit phase B's group walk treats as part of a word: not other, space, separator or marker. */
export const WORD_UNIT = new Uint8Array(0x10000);
for (let c = 0; c < 0x10000; c++) {
  const sc = SCAN_CLASS[c]!;
  WORD_UNIT[c] = sc !== Sc.Other && sc !== Sc.Space && sc !== Sc.Sep && c !== Marker.Unit ? 1 : 0;
}

const enum Act {
  Trigger = 1,
  Single = 2,
  Other = 4,
}
/** Actions by (class two back, class one back, class now). */
const SCAN_ACT = new Uint8Array(8 * 8 * 8);
{
  const word = (k: number) => k === Sc.Letter || k === Sc.Digit || k === Sc.Leet || k === Sc.Word || k === Sc.Hot;
  const letter = (k: number) => k === Sc.Letter || k === Sc.Word || k === Sc.Hot;
  for (let p2 = 0; p2 < 8; p2++) {
    for (let p1 = 0; p1 < 8; p1++) {
      for (let k = 0; k < 8; k++) {
        let a = 0;
        if (k === Sc.Hot) a |= Act.Trigger;
        // A digit or leet symbol touching a letter: "w1re", "4lways", "$end", but also "10am".
        if (k === Sc.Letter && (p1 === Sc.Digit || p1 === Sc.Leet)) a |= Act.Trigger;
        if (k === Sc.Digit && p1 === Sc.Letter) a |= Act.Trigger;
        // ASCII next to non-ASCII letters: a mixed-script word.
        if ((k === Sc.Letter && p1 === Sc.Word) || (k === Sc.Word && p1 === Sc.Letter)) a |= Act.Trigger;
        // Letter, separator, letter: "al.ways", "ap-prove", but also "well-known", "e.g.".
        if (letter(k) && p1 === Sc.Sep && letter(p2)) a |= Act.Trigger;
        // The previous character was a word of one character ("a l w a y s").
        if (!word(k) && word(p1) && !word(p2)) a |= Act.Single;
        if (k === Sc.Other) a |= Act.Other;
        SCAN_ACT[(p2 << 6) | (p1 << 3) | k] = a;
      }
    }
  }
}

/** Trigger offsets of the last scan. */
export let trig = new Int32Array(256);
export let nTrig = 0;

/** Forget the triggers (the reference then pushes every offset). */
export function clearTriggers(): void {
  nTrig = 0;
}

export function pushTrigger(at: number): void {
  if (nTrig === trig.length) trig = grownCopy(trig, trig.length * 2);
  trig[nTrig++] = at;
}

/** A copy of `a` in a new array of `size` elements (the scratch arrays of the normalizer grow so). */
export function grownCopy<T extends Int32Array | Uint8Array>(a: T, size: number): T {
  const b = new (a.constructor as new (n: number) => T)(size);
  b.set(a);
  return b;
}

const encoder = new TextEncoder();
/** The UTF-8 of the last source encoded (phase A reads it too); grown, never shrunk. Its length
 * is a multiple of 4, so that `words` sees every byte. */
export let bytes = new Uint8Array(1024);
let words = new Uint32Array(bytes.buffer);
export let encodedSrc = '';
export let encodedRead = -1;
export let encodedWritten = 0;

/** Encode s into `bytes`; all of it if `whole`, else at least enough to tell whether it is ASCII. */
export function encode(s: string, whole: boolean): void {
  const need = whole ? s.length * 3 : s.length;
  if (bytes.length < need) {
    bytes = new Uint8Array((need + 1024 + 3) & ~3);
    words = new Uint32Array(bytes.buffer);
  }
  const r = encoder.encodeInto(s, bytes);
  encodedSrc = s;
  encodedRead = r.read;
  encodedWritten = r.written;
}

/**
 * The end of the run of ASCII bytes of `bytes` starting at p (at most `end`): four bytes per
 * load, about 4× a byte loop on the ASCII stretches of mostly-ASCII text (phase A, measured on the
 * "ASCII + one curly apostrophe" memories of bench/normalize.bench.ts).
 */
export function asciiRunEnd(p: number, end: number): number {
  const by = bytes;
  while (p < end && (p & 3) !== 0) {
    if (by[p]! >= 0x80) return p;
    p++;
  }
  if (p >= end) return end;
  const w = words;
  let q = p >> 2;
  const qEnd = end >> 2;
  while (q < qEnd && (w[q]! & 0x80808080) === 0) q++;
  p = q << 2;
  while (p < end && by[p]! < 0x80) p++;
  return p;
}

/**
 * The source's scan. `TextEncoder.encodeInto` (native) both tells whether the text is pure ASCII
 * and gives its code units as bytes, and the table scan reads a Uint8Array, whose loads stay fast
 * whatever string representations the engine has seen. Measured here: a charCodeAt scan ran at
 * 2-6× a bare charCodeAt loop once lexicon compilation had fed it cons, sliced and two-byte
 * strings; this one stays at 1-2×. Returns the number of triggers, or -1 for non-ASCII text.
 */
export function scanSource(s: string): number {
  encode(s, false);
  const n = s.length;
  if (encodedRead !== n || encodedWritten !== n) return -1;
  return scanBytes(bytes, n);
}

/**
 * One pass over code units recording where something may need folding (triggers): a digit or
 * leet symbol touching a letter; letter-separator-letter; two one-character words a short
 * separator apart; and, in T1, look-alike letters, markers and ASCII/non-ASCII seams. Most
 * memories have no trigger and return 0 with no allocation.
 *
 * Two copies of one loop, for bytes and for UTF-16 units: a loop that has seen both array types
 * keeps checking which it has, and in a process that compiled the lexicons (which feeds it both)
 * the plain-ASCII memories took 780-830 ns against 640-650 with the copies
 * (bench/normalize.bench.ts, "plain ASCII").
 */
export function scanCodes(u: Uint8Array | Uint16Array, n: number): number {
  return u instanceof Uint8Array ? scanBytes(u, n) : scanUnits(u, n);
}

function scanBytes(u: Uint8Array, n: number): number {
  nTrig = 0;
  let st = (Sc.Space << 3) | Sc.Space;
  let lastSingle = -(Group.MaxSepSpaced + 2);
  let lastSingleLetter = false;
  let lastOther = -1;
  // Tables in locals: an exported module binding is a cell load at every use.
  const cls = SCAN_CLASS;
  const act = SCAN_ACT;
  let i = 0;
  for (;;) {
    // The tight loop: most code units call for no action. Kept apart from the actions, it ran at
    // 580-635 ns on the plain-ASCII memories against 640-760 with them in the same loop, once
    // the scan had seen triggers (bench/normalize.bench.ts, "plain ASCII").
    let idx = 0;
    let a = 0;
    while (i < n) {
      idx = (st << 3) | cls[u[i]!]!;
      st = idx & 63;
      a = act[idx]!;
      if (a !== 0) break;
      i++;
    }
    if (i >= n) {
      // One virtual space after the end closes a final one-character word.
      idx = (st << 3) | Sc.Space;
      a = act[idx]!;
      if (a === 0) break;
    }
    if (a & Act.Trigger) pushTrigger(i);
    if (a & Act.Other) lastOther = i;
    if (a & Act.Single) {
      // u[i - 1] is a one-character word: is there another a short run of spaces/separators before?
      const p1 = (idx >> 3) & 7;
      const letter = p1 === Sc.Letter || p1 === Sc.Word || p1 === Sc.Hot;
      if (i - 1 - lastSingle <= Group.MaxSepSpaced + 1 && lastOther < lastSingle && (letter || lastSingleLetter)) {
        pushTrigger(i - 1);
      }
      lastSingle = i - 1;
      lastSingleLetter = letter;
    }
    if (i >= n) break;
    i++;
  }
  return nTrig;
}

function scanUnits(u: Uint16Array, n: number): number {
  nTrig = 0;
  let st = (Sc.Space << 3) | Sc.Space;
  let lastSingle = -(Group.MaxSepSpaced + 2);
  let lastSingleLetter = false;
  let lastOther = -1;
  // Tables in locals: an exported module binding is a cell load at every use.
  const cls = SCAN_CLASS;
  const act = SCAN_ACT;
  let i = 0;
  for (;;) {
    // The tight loop: most code units call for no action. Kept apart from the actions, it ran at
    // 580-635 ns on the plain-ASCII memories against 640-760 with them in the same loop, once
    // the scan had seen triggers (bench/normalize.bench.ts, "plain ASCII").
    let idx = 0;
    let a = 0;
    while (i < n) {
      idx = (st << 3) | cls[u[i]!]!;
      st = idx & 63;
      a = act[idx]!;
      if (a !== 0) break;
      i++;
    }
    if (i >= n) {
      // One virtual space after the end closes a final one-character word.
      idx = (st << 3) | Sc.Space;
      a = act[idx]!;
      if (a === 0) break;
    }
    if (a & Act.Trigger) pushTrigger(i);
    if (a & Act.Other) lastOther = i;
    if (a & Act.Single) {
      // u[i - 1] is a one-character word: is there another a short run of spaces/separators before?
      const p1 = (idx >> 3) & 7;
      const letter = p1 === Sc.Letter || p1 === Sc.Word || p1 === Sc.Hot;
      if (i - 1 - lastSingle <= Group.MaxSepSpaced + 1 && lastOther < lastSingle && (letter || lastSingleLetter)) {
        pushTrigger(i - 1);
      }
      lastSingle = i - 1;
      lastSingleLetter = letter;
    }
    if (i >= n) break;
    i++;
  }
  return nTrig;
}

// ---------------------------------------------------------------------------------------------
// Strings from code units. Node's Buffer methods where there is a Buffer (the global: kernels
// import nothing from node:*), TextDecoder elsewhere. Measured here: a string of 129 UTF-16
// units (a Russian memory) took 74 ns by ucs2Slice against 305 by TextDecoder('utf-16le'), 287
// ASCII bytes 77 ns by latin1Slice against 101 (+20 for the subarray) by TextDecoder('utf-8');
// ucs2Slice also keeps a lone surrogate, which the decoder would make U+FFFD.
type Slice = (this: Uint8Array | Uint16Array, start: number, end: number) => string;
const nodeBuffer = (globalThis as { Buffer?: { prototype: { latin1Slice?: Slice; ucs2Slice?: Slice } } }).Buffer;
const latin1Slice = nodeBuffer?.prototype.latin1Slice;
const ucs2Slice = nodeBuffer?.prototype.ucs2Slice;
const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });
const utf16 = new TextDecoder('utf-16le', { ignoreBOM: true });

/** The string of ASCII bytes u[0..n). */
export function asciiText(u: Uint8Array, n: number): string {
  return latin1Slice !== undefined ? latin1Slice.call(u, 0, n) : utf8.decode(u.subarray(0, n));
}

/** The string of UTF-16 units u[0..n), lone surrogates kept (`lone`: there may be some). */
export function unitsText(u: Uint16Array, n: number, lone: boolean): string {
  if (ucs2Slice !== undefined) return ucs2Slice.call(u, 0, n * 2);
  if (!lone) return utf16.decode(u.subarray(0, n));
  let s = '';
  for (let i = 0; i < n; i += 0x2000) s += String.fromCharCode.apply(null, Array.from(u.subarray(i, Math.min(n, i + 0x2000))));
  return s;
}

/** The directive lexicon as the normalizer consults it (lives here, below every normalizer pass, so no pass imports the entry module). */
export interface Vocabulary {
  /** true if `word` (lower-case, already normalized, a single token) is a word of the directive lexicon, or begins with one of its stems. */
  has(word: string): boolean;
  /**
   * Optional, for speed (the compiled lexicon's `Automaton.lookupWord`): the same test on the code
   * units `units[0..length)` (lower-case ASCII), without a string: VOCAB_WORD if `has` of those
   * units is true; VOCAB_PREFIX unless no word `has` accepts begins with them. With it a spaced or
   * split run stops joining as soon as no word can come of it (a few look-ups per letter instead
   * of one per possible join, up to 32 units); without it the normalizer builds strings and asks
   * `has`. Output is the same either way.
   */
  lookup?(units: Uint16Array, length: number): number;
  /**
   * Optional: the same answers for whole words only (no lexicon stems), for segmenting letters
   * spaced one by one into words (normalize-spelling.ts), with the word's cost in bits 2–7 (bits
   * of surprise; one-letter words have a cost and no VOCAB_WORD). Without it, letters spaced one
   * by one are left to phase B's joins.
   */
  segment?(units: Uint16Array, length: number): number;
}
