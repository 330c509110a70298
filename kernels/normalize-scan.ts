/**
 * What every stage of the normalizer shares: the fold bits it reports, the character-kind table
 * (with the confusables' Latin folds), and the trigger scan that decides where phase B looks.
 *
 * The scan reads code units from a typed array: the source's UTF-8 bytes from
 * `TextEncoder.encodeInto` (pure ASCII text), or T1's units after phase A.
 */
import { Ch, K_DIGIT, K_LEET, K_LETTER, K_MARK, K_OTHER, K_SEP, K_SPACE, K_SPLIT, KF_FOLD, KF_MASK, computeKind } from './chars.js';
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

/** Vocabulary.lookup answer: the units are a word of the vocabulary (what `has` says). */
export const VOCAB_WORD = 1 << 0;
/** Vocabulary.lookup answer: some word of the vocabulary begins with the units (clear: none does,
 * so no longer join can be a word). */
export const VOCAB_PREFIX = 1 << 1;

/** The marker phase A leaves where an invisible stood; phase B turns it into nothing or a space. */
export const MARKER = Ch.Zwsp;
/** Separator run between two single characters ("a  l", "a . l"): the scan's single-letter rule and phase B's groups. */
export const MAX_SEP_SPACED = 3;

// Character kinds (see chars.ts), with the confusables' Latin folds, built once at load.

export const BMP_KIND = new Uint8Array(0x10000);
for (let cp = 0; cp < 0x10000; cp++) {
  BMP_KIND[cp] = cp >= 0xd800 && cp <= 0xdfff ? K_OTHER : computeKind(cp, latinFold(cp) !== undefined);
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

// The trigger scan.

// Scan classes: three bits per code unit, so that two previous classes and the current one
// index one small action table.
export const SC_OTHER = 0;
export const SC_SPACE = 1;
const SC_LETTER = 2; // ASCII letter
const SC_DIGIT = 3; // ASCII digit
const SC_LEET = 4; // ASCII leet symbol
export const SC_SEP = 5;
const SC_WORD = 6; // non-ASCII letter, mark or digit without a Latin fold
const SC_HOT = 7; // always worth phase B: a look-alike letter, a marker, a surrogate

export const SCAN_CLASS = new Uint8Array(0x10000);
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
export let trig = new Int32Array(256);
export let nTrig = 0;

/** Forget the triggers (the reference then pushes every offset). */
export function clearTriggers(): void {
  nTrig = 0;
}

export function pushTrigger(at: number): void {
  if (nTrig === trig.length) {
    const grown = new Int32Array(trig.length * 2);
    grown.set(trig);
    trig = grown;
  }
  trig[nTrig++] = at;
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
  return scanCodes(bytes, n);
}

/**
 * One pass over code units recording where something may need folding (triggers): a digit or
 * leet symbol touching a letter; letter-separator-letter; two one-character words a short
 * separator apart; and, in T1, look-alike letters, markers and ASCII/non-ASCII seams. Most
 * memories have no trigger and return 0 with no allocation.
 */
export function scanCodes(u: Uint8Array | Uint16Array, n: number): number {
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

