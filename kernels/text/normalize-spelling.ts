/**
 * Pass 0 of the normalizer (issue 10): spellings that hide words by taking them apart letter
 * from letter, undone against the vocabulary before the other passes run.
 *
 *   1. Invisible characters (default-ignorable: zero-width space, joiners, word joiner, soft
 *      hyphen, tag characters, variation selectors, …) between two word characters. The pieces
 *      they separate are grouped into the fewest unknown words: pieces are joined where the join
 *      is a word the lexicon or the vocabulary knows ("wi\u200Bres" → "wires"), kept apart where
 *      each side is one ("wire\u200Bfunds" → "wire funds"), and single letters are never left
 *      alone ("a\u200Bl\u200Bw…" → "always"). ZWNJ/ZWJ inside words of scripts that write with them
 *      (Arabic, Indic, …) are simply deleted, as normalizeTerm deletes them from the lexicon.
 *   2. Single letters set apart by one separator (" ", ".", "-", "_"), at least three in a row
 *      for a space and two for the others: the letters are joined. Dots, dashes and underscores
 *      leave the words' own spaces in place; letters spaced one by one lose the word boundaries
 *      too ("a l w a y s a p p r o v e"), so the joined run is segmented into the fewest words
 *      of the vocabulary (unknown letters cost more than a word), and spaces go between them.
 *   3. Small capitals (ᴀʟᴡᴀʏꜱ) and parenthesized letters (⒜) read as the letters they show.
 *
 * Pure: a function of the text and the vocabulary's look-up; the output's map gives the source
 * offset of each output unit (and map[length] = source length). Text without any of these
 * spellings is returned as it is, after one scan that allocates nothing.
 */
import { Gc, P_DI, isMarkGc, propsOf, scriptName, SCRIPT_COUNT, SCRIPT_INHERITED, SCRIPT_LATIN, Prop, isZwSplitScript } from './chars.js';
import { FOLD_CONFUSABLE, FOLD_INVISIBLE, FOLD_LEET, FOLD_SPACING, VOCAB_LANG_MARK, VOCAB_MAX_LANGS, VOCAB_PREFIX, VOCAB_WORD } from './normalize-scan.js';
import { CodeUnits } from '../common/index.js';

export interface Respelled {
  text: string;
  /** Source offset of each output unit, and the source length at [text.length]; null: text is the source. */
  map: Uint32Array | null;
  /** FOLD_* bits of what was undone. */
  folds: number;
}

/** What this call undid (FOLD_* bits). */
let folds = 0;
/** The lexicon's look-up (stems included), for confirming leetspeak. */
let lexiconLookup: UnitLookup = () => 0;

/** Vocabulary look-up on code units (lower-case ASCII; other units as they are). */
export type UnitLookup = (units: Uint16Array, length: number) => number;

/** Longest word the segmentation tries (code units). */
const MAX_WORD = 24;
/** Most pieces, and units, one group of invisible-separated pieces may join. */
const MAX_GROUP = 32;
const MAX_GROUP_UNITS = 64;
/** Costs of the segmentations: a known word, an unknown piece or letter. */
const COST_WORD = 1;
const COST_SHORT_WORD = 2;
const COST_UNKNOWN = 3;
const COST_SINGLE = 6;
/** Segmentation costs (bits): an unknown letter costs more than the rarest word; a word without a count, a middling one. */
const COST_UNKNOWN_LETTER = 24;
const COST_WORD_DEFAULT = 14;
/** Fewest atoms of a word read as leetspeak without the vocabulary (leetInside): digits inside it, or only at its edges. */
const LEET_INSIDE_MIN = 3;
const LEET_EDGE_MIN = 4;
/** Largest cost (bits) of a word a digits-only leet word may read as. */
const COMMON_WORD = 10;
/** Spaced letters are joined only when their segmentation holds a known word at least this long. */
const MIN_SEGMENTED_WORD = 3;
/** A lexicon word the vocabulary lacks segments at this many bits per unit, from this many units. */
const COST_LEXICON_UNIT = 3;
const MIN_LEXICON_SEGMENT = 4;
/** Longest ending a lexicon stem may take in the segmentation (see segment). */
const MAX_LEXICON_ENDING = 4;
/** lexWord[n]: the n units from the current start are a lexicon word (scratch of segment). */
const lexWord = new Uint8Array(MAX_WORD + 2);
/** Segmenting in one language: a word known only in others costs its overall bits and this many more. */
const COST_OTHER_LANGUAGE = 4;
/** Languages a run of spaced letters is segmented in (those whose words cover most of its first segmentation). */
const SEGMENT_LANGUAGES = 3;
/** Words of the first segmentation asked for their languages (a bound on the look-ups). */
const LANGUAGE_SAMPLE = 48;

const SMALL_CAPS: Record<number, number> = {};
for (const [ch, to] of [
  ['ᴀ', 'a'], ['ʙ', 'b'], ['ᴄ', 'c'], ['ᴅ', 'd'], ['ᴇ', 'e'], ['ꜰ', 'f'], ['ɢ', 'g'], ['ʜ', 'h'], ['ɪ', 'i'],
  ['ᴊ', 'j'], ['ᴋ', 'k'], ['ʟ', 'l'], ['ᴍ', 'm'], ['ɴ', 'n'], ['ᴏ', 'o'], ['ᴘ', 'p'], ['ꞯ', 'q'], ['ʀ', 'r'],
  ['ꜱ', 's'], ['ᴛ', 't'], ['ᴜ', 'u'], ['ᴠ', 'v'], ['ᴡ', 'w'], ['ʏ', 'y'], ['ᴢ', 'z'],
] as const) SMALL_CAPS[ch.charCodeAt(0)] = to.charCodeAt(0);

/** Letter a code point shows, for small capitals and parenthesized letters; -1 otherwise. */
function shownLetter(cp: number): number {
  if (cp >= 0x249c && cp <= 0x24b5) return 0x61 + cp - 0x249c;
  const s = SMALL_CAPS[cp];
  return s === undefined ? -1 : s;
}

/** Scripts whose single letters spaced apart are ordinary text (syllables, ideographs): rule 2 leaves a space between them alone. */
const SPACED_SYLLABLES = new Uint8Array(SCRIPT_COUNT);
for (let id = 0; id < SCRIPT_COUNT; id++) {
  if (['Han', 'Hiragana', 'Katakana', 'Hangul', 'Yi', 'Bopomofo'].includes(scriptName(id))) SPACED_SYLLABLES[id] = 1;
}

/** Scripts written without spaces between words: spaced letters of theirs are joined whole. */
const SPACELESS_SCRIPT = new Uint8Array(SCRIPT_COUNT);
for (let id = 0; id < SCRIPT_COUNT; id++) {
  if (['Thai', 'Lao', 'Khmer', 'Myanmar', 'Tibetan'].includes(scriptName(id))) SPACELESS_SCRIPT[id] = 1;
}

const enum A {
  Letter = 1,
  Digit = 2,
  Invisible = 3,
  Other = 4,
}

// Atoms: one per cluster (a letter or digit with its marks), invisible code point, or other code point.
let aKind = new Uint8Array(256);
let aStart = new Int32Array(256);
let aEnd = new Int32Array(256);
/** Replacement letter (shown letter of a small capital / parenthesized letter), or -1. */
let aRepl = new Int32Array(256);
let aScript = new Int16Array(256);
let nA = 0;

function grow(): void {
  const n = aKind.length * 2;
  const k = new Uint8Array(n);
  k.set(aKind);
  aKind = k;
  const s = new Int32Array(n);
  s.set(aStart);
  aStart = s;
  const e = new Int32Array(n);
  e.set(aEnd);
  aEnd = e;
  const r = new Int32Array(n);
  r.set(aRepl);
  aRepl = r;
  const sc = new Int16Array(n);
  sc.set(aScript);
  aScript = sc;
}

function cpAt(s: string, i: number): number {
  const c = s.charCodeAt(i);
  if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
    const d = s.charCodeAt(i + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
  }
  return c;
}

function isSeparator(c: number): boolean {
  return c === 0x20 || c === 0x2e || c === 0x2d || c === 0x5f;
}

/** Punctuation that ends a clause (leet context does not cross it). */
/** Atom k comes right after an apostrophe (', ’ or ʼ) that follows a letter. */
function afterApostrophe(s: string, k: number): boolean {
  if (k < 2 || aKind[k - 1] !== A.Other || aKind[k - 2] !== A.Letter) return false;
  const c = s.charCodeAt(aStart[k - 1]!);
  return c === 0x27 || c === 0x2019 || c === 0x2bc;
}

function isClauseEnd(c: number): boolean {
  return c === 0x3b || c === 0x2e || c === 0x2c || c === 0x21 || c === 0x3f || c === 0x3a || c === 0x0a || c === 0x3002 || c === 0xff1b;
}

function isAsciiLetter(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
}

/** gc L or M, or a surrogate (astral letters and marks are read by the atom pass). */
function letterOrMark(c: number): boolean {
  if (c < 0x80) return isAsciiLetter(c);
  if (c >= 0xd800 && c <= 0xdfff) return true;
  const gc = propsOf(c) & Prop.GcMask;
  return gc === Gc.L || isMarkGc(gc);
}

function isLetterUnit(c: number): boolean {
  if (c < 0x80) return isAsciiLetter(c);
  if (c >= 0xd800 && c <= 0xdfff) return true;
  return (propsOf(c) & Prop.GcMask) === Gc.L;
}

function isMarkUnit(c: number): boolean {
  return c >= 0x300 && !(c >= 0xd800 && c <= 0xdfff) && isMarkGc(propsOf(c) & Prop.GcMask);
}

function isLatinUnit(c: number): boolean {
  if (c < 0x80) return isAsciiLetter(c);
  if (c >= 0xd800 && c <= 0xdfff) return false;
  const p = propsOf(c);
  return (p & Prop.GcMask) === Gc.L && ((p >> Prop.ScriptShift) & Prop.ScriptMask) === SCRIPT_LATIN;
}

/** A single-letter cluster ends right before i (its base preceded by no letter). */
function singleBefore(s: string, i: number): boolean {
  let b = i - 1;
  while (b >= 0 && isMarkUnit(s.charCodeAt(b))) b--;
  if (b < 0 || !letterOrMark(s.charCodeAt(b))) return false;
  if (b >= 1 && (s.charCodeAt(b) & 0xfc00) === 0xdc00) b--; // an astral letter
  return b === 0 || !letterOrMark(s.charCodeAt(b - 1));
}

/** A single-letter cluster (or a mark cut from its letter) starts at i. */
function singleAfter(s: string, i: number): boolean {
  if (i >= s.length || !letterOrMark(s.charCodeAt(i))) return false;
  let e = i + ((s.charCodeAt(i) & 0xfc00) === 0xd800 ? 2 : 1);
  while (e < s.length && isMarkUnit(s.charCodeAt(e))) e++;
  return e >= s.length || !isLetterUnit(s.charCodeAt(e));
}

/** Whether the look-alike at i sits in a word with a Latin letter, or is in a word of at most two letters beside a Latin word. */
function lookalikeCandidate(s: string, i: number): boolean {
  let a = i;
  while (a > 0 && letterOrMark(s.charCodeAt(a - 1))) a--;
  let e = i + 1;
  while (e < s.length && letterOrMark(s.charCodeAt(e))) e++;
  for (let q = a; q < e; q++) if (isLatinUnit(s.charCodeAt(q))) return true;
  if (e - a > 2) return false;
  let p = a - 1;
  while (p >= 0 && s.charCodeAt(p) === 0x20) p--;
  let n = e;
  while (n < s.length && s.charCodeAt(n) === 0x20) n++;
  return (p >= 0 && isLatinUnit(s.charCodeAt(p))) || (n < s.length && isLatinUnit(s.charCodeAt(n)));
}

/**
 * Whether the text may hold a spelling pass 0 undoes (a superset: when false, the pass is the
 * identity): an invisible, a small capital or parenthesized letter, a separator between two
 * single letters, a leetspeak digit against a letter, a look-alike among or beside Latin letters.
 * One look at each code unit, a table read for non-ASCII ones.
 */
function mayRespell(s: string): boolean {
  const n = s.length;
  const t = ASCII_CLASS;
  // the look at every unit reads a native copy (kernels/common/units.ts): charCodeAt there was a
  // quarter of this function's time in a worker's profile; the rare closer looks read the string
  const u = mayRespellUnits.of(s);
  for (let i = 0; i < n; i++) {
    const c = u[i]!;
    if (c < 0x80) {
      const k = t[c]!;
      if (k === 0 || k === AC.Letter) continue;
      if (k === AC.Separator) {
        if (i < 1 || i + 1 >= n) continue;
        // the common case first: an ASCII word ends here ("ab ") or a non-letter comes after
        const p = u[i - 1]!;
        const q = u[i + 1]!;
        if (p < 0x80 && (t[p] !== AC.Letter || (i >= 2 && u[i - 2]! < 0x80 && t[u[i - 2]!] === AC.Letter))) continue;
        if (q < 0x80 && t[q] !== AC.Letter) continue;
        if (singleBefore(s, i) && singleAfter(s, i + 1)) return true;
      } else {
        // a leet digit against a letter (its own marks between them: "4́a")
        let j = i + 1;
        while (j < n && isMarkUnit(u[j]!)) j++;
        let b = i - 1;
        while (b >= 0 && isMarkUnit(u[b]!)) b--;
        if ((b >= 0 && isLetterUnit(u[b]!)) || (j < n && isLetterUnit(u[j]!))) return true;
      }
      continue;
    }
    if (c >= 0xd800 && c <= 0xdbff) {
      // astral invisibles: tag characters, variation selectors supplement, and the rest of the
      // default-ignorables (the atom pass reads the code point)
      const cp = cpAt(s, i);
      if (cp > 0xffff && propsOf(cp) & P_DI) return true;
      continue;
    }
    const x = interest()[c]!;
    if (x === 0) continue;
    if (x & (Interest.Invisible | Interest.Shown)) return true;
    if (lookalikeCandidate(s, i)) return true;
    // the rest of this word was just read: skip it (a word of look-alikes is read once, not per letter)
    while (i + 1 < n && u[i + 1]! >= 0x80 && letterOrMark(u[i + 1]!) && (interest()[u[i + 1]!]! & (Interest.Invisible | Interest.Shown)) === 0) i++;
  }
  return false;
}

const mayRespellUnits = new CodeUnits();

const enum Interest {
  Invisible = 1,
  Shown = 2,
  Lookalike = 4,
}
let INTEREST: Uint8Array | null = null;
/** Per BMP code unit: what pass 0 may do with it (built on first use: a table read per unit in the scan). */
function interest(): Uint8Array {
  if (INTEREST !== null) return INTEREST;
  const t = new Uint8Array(65536);
  for (let c = 0x80; c < 65536; c++) {
    if (c >= 0xd800 && c <= 0xdfff) continue;
    if (propsOf(c) & P_DI) t[c]! |= Interest.Invisible;
    if (shownLetter(c) >= 0) t[c]! |= Interest.Shown;
    if (LATIN_LOOKALIKE[c] !== undefined) t[c]! |= Interest.Lookalike;
  }
  INTEREST = t;
  return t;
}

const enum AC {
  Letter = 1,
  Separator = 2,
  Leet = 3,
}
/** ASCII classes for the scan: letters, the separators of rule 2, the leet digits. */
const ASCII_CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  if (isAsciiLetter(c)) ASCII_CLASS[c] = AC.Letter;
  else if (isSeparator(c)) ASCII_CLASS[c] = AC.Separator;
  else if (c === 0x30 || c === 0x31 || c === 0x33 || c === 0x34 || c === 0x35 || c === 0x37) ASCII_CLASS[c] = AC.Leet;
}

/** Whether atom k (just before a mark) cut the mark from a letter: an invisible, or one separator after a letter. */
function markCut(s: string, k: number): boolean {
  if (aKind[k] === A.Invisible) return true;
  return aKind[k] === A.Other && aEnd[k]! - aStart[k]! === 1 && isSeparator(s.charCodeAt(aStart[k]!)) && k > 0 && aKind[k - 1] === A.Letter;
}

/** Clause of each atom (clause-ending punctuation starts the next), and each clause's Latin and other letters. */
let aClause = new Int32Array(256);
const clauseLatin: number[] = [];
const clauseOther: number[] = [];

function buildAtoms(s: string): void {
  nA = 0;
  const n = s.length;
  let i = 0;
  let cl = 0;
  clauseLatin.length = 0;
  clauseOther.length = 0;
  clauseLatin.push(0);
  clauseOther.push(0);
  while (i < n) {
    const cp = cpAt(s, i);
    const w = cp > 0xffff ? 2 : 1;
    const props = propsOf(cp);
    const gc = props & Prop.GcMask;
    const shown = shownLetter(cp);
    // default-ignorables first: variation selectors and CGJ are marks, but invisible ones
    const invisible = (props & P_DI) !== 0 && cp !== 0x20;
    if (!invisible && isMarkGc(gc) && nA > 0 && (aKind[nA - 1] === A.Letter || aKind[nA - 1] === A.Digit)) {
      aEnd[nA - 1] = i + w; // a mark joins its cluster
      i += w;
      continue;
    }
    if (nA === aKind.length) grow();
    aStart[nA] = i;
    aEnd[nA] = i + w;
    aRepl[nA] = shown;
    aScript[nA] = (props >> Prop.ScriptShift) & Prop.ScriptMask;
    if (invisible) aKind[nA] = A.Invisible;
    // a mark an invisible or a separator cut from its letter ("থ.ে.ক.ে") still belongs to the word
    else if (shown >= 0 || gc === Gc.L || (isMarkGc(gc) && nA > 0 && markCut(s, nA - 1))) aKind[nA] = A.Letter;
    else if (gc === Gc.Nd) aKind[nA] = A.Digit;
    else aKind[nA] = A.Other;
    if (aClause.length < aKind.length) {
      const x = new Int32Array(aKind.length);
      x.set(aClause);
      aClause = x;
    }
    aClause[nA] = cl;
    if (aKind[nA] === A.Letter) {
      if (cp < 0x80 || aScript[nA] === SCRIPT_LATIN) clauseLatin[cl]!++;
      else clauseOther[cl]!++;
    } else if (aKind[nA] === A.Other && isClauseEnd(cp)) {
      cl++;
      clauseLatin.push(0);
      clauseOther.push(0);
    }
    nA++;
    i += w;
  }
}

// Output under construction.
let oUnits = new Uint16Array(256);
let oMap = new Uint32Array(256);
let nO = 0;

function emit(unit: number, origin: number): void {
  if (nO === oUnits.length) {
    const u = new Uint16Array(nO * 2);
    u.set(oUnits);
    oUnits = u;
    const m = new Uint32Array(nO * 2);
    m.set(oMap);
    oMap = m;
  }
  oUnits[nO] = unit;
  oMap[nO++] = origin;
}

/** Emit atom k as it should read. */
function emitAtom(s: string, k: number): void {
  const r = aRepl[k]!;
  if (r >= 0) {
    emit(r, aStart[k]!);
    // marks after a replaced letter stay
    const w = cpAt(s, aStart[k]!) > 0xffff ? 2 : 1;
    for (let q = aStart[k]! + w; q < aEnd[k]!; q++) emit(s.charCodeAt(q), q);
    return;
  }
  for (let q = aStart[k]!; q < aEnd[k]!; q++) emit(s.charCodeAt(q), q);
}

let scratch = new Uint16Array(64);

/** How one cluster reads for a look-up: the term fold (NFKC, marks, look-alikes, lower case). */
export type ClusterFold = (cluster: string) => string;

let fold: ClusterFold = (c) => c.toLowerCase();

/** Append the folded units of atoms [from, to) (letters and digits with their marks; invisibles skipped) to scratch at len; the new length. */
function appendUnits(s: string, from: number, to: number, len: number): number {
  for (let k = from; k < to; k++) {
    if (aKind[k] === A.Invisible) continue;
    const r = aRepl[k]!;
    let f: string;
    if (r >= 0) f = String.fromCharCode(r);
    else {
      const a = aStart[k]!;
      const c = s.charCodeAt(a);
      // ASCII letters and digits without marks: no fold needed
      f = aEnd[k] === a + 1 && c < 0x80 ? String.fromCharCode(c >= 0x41 && c <= 0x5a ? c | 0x20 : c) : fold(s.slice(a, aEnd[k]!));
      // a mark cut from its letter folds to nothing alone; it reads with the letter before it
      if (f === '' && isMarkUnit(c)) f = s.slice(a, aEnd[k]!);
    }
    if (len + f.length >= scratch.length) {
      const x = new Uint16Array(scratch.length * 2 + f.length);
      x.set(scratch);
      scratch = x;
    }
    for (let q = 0; q < f.length; q++) scratch[len++] = f.charCodeAt(q);
  }
  return len;
}

/** Folded units of atoms [from, to) into scratch; their count. */
function unitsOf(s: string, from: number, to: number): number {
  return appendUnits(s, from, to, 0);
}

/** Invisibles that mark no word break (a soft hyphen is a hyphenation point, a word joiner forbids a break). */
function isNeverSpace(cp: number): boolean {
  return (
    cp === 0xad || cp === 0x2060 || cp === 0xfeff || cp === 0x34f || (cp >= 0xfe00 && cp <= 0xfe0f) ||
    (cp >= 0xe0000 && cp <= 0xe007f) || (cp >= 0xe0100 && cp <= 0xe01ef) || (cp >= 0x180b && cp <= 0x180d) || cp === 0x180f
  );
}

/** Rule 1 on the group of pieces between atoms [from, to): writes the output. */
function respellInvisibles(s: string, from: number, to: number, lookup: UnitLookup): void {
  // pieces: runs of word atoms; separators: runs of invisibles
  const pStart: number[] = [];
  const pEnd: number[] = [];
  let k = from;
  while (k < to) {
    const a = k;
    while (k < to && aKind[k] !== A.Invisible) k++;
    pStart.push(a);
    pEnd.push(k);
    while (k < to && aKind[k] === A.Invisible) k++;
  }
  const np = pStart.length;
  // every piece a single letter: an invisible between every letter, one word (or a run of words
  // the spaces already separate): joined whole
  let allSingle = true;
  for (let p = 0; p < np && allSingle; p++) if (pEnd[p]! - pStart[p]! !== 1) allSingle = false;
  if (allSingle) {
    for (let p = 0; p < np; p++) emitAtom(s, pStart[p]!);
    return;
  }
  // orthographic joiners: ZWNJ/ZWJ between letters of scripts that write with them are deleted
  const forced = new Uint8Array(np);
  for (let p = 0; p + 1 < np; p++) {
    let onlyJoiners = true;
    for (let q = pEnd[p]!; q < pStart[p + 1]!; q++) {
      const c = s.charCodeAt(aStart[q]!);
      if (c !== 0x200c && c !== 0x200d) onlyJoiners = false;
    }
    const sc = aScript[pEnd[p]! - 1]!;
    if (onlyJoiners && !isZwSplitScript(sc)) forced[p] = 1;
    // soft hyphens, word joiners, variation selectors, tags and the like never stand for a space
    let neverSpace = true;
    for (let q = pEnd[p]!; q < pStart[p + 1]! && neverSpace; q++) if (!isNeverSpace(cpAt(s, aStart[q]!))) neverSpace = false;
    if (neverSpace) forced[p] = 1;
  }
  // a piece that begins with a mark (cut from its letter) always joins the piece before it
  for (let p = 0; p + 1 < np; p++) if (isMarkGc(propsOf(cpAt(s, aStart[pStart[p + 1]!]!)) & Prop.GcMask)) forced[p] = 1;
  // least-cost grouping of pieces: dp[j] = best cost of pieces [0, j); a group's units are built
  // piece by piece as it grows (no re-fold), at most MAX_GROUP pieces and MAX_GROUP_UNITS units
  const dp = new Float64Array(np + 1).fill(Infinity);
  const back = new Int32Array(np + 1);
  const wordEnd = new Uint8Array(np + 1);
  dp[0] = 0;
  for (let i = 0; i < np; i++) {
    if (dp[i] === Infinity) continue;
    let len = 0;
    for (let j = i + 1; j <= np && j - i <= MAX_GROUP; j++) {
      len = appendUnits(s, pStart[j - 1]!, pEnd[j - 1]!, len);
      if (len > MAX_GROUP_UNITS) break;
      // a forced join cannot be a group boundary
      if (j < np && forced[j - 1]) continue;
      const bits = lookup(scratch, len);
      // a two-letter word is a weaker reason to cut than a longer one ("verlange|re" stays one word)
      let c: number;
      if (bits & VOCAB_WORD) c = len >= 3 ? COST_WORD : COST_SHORT_WORD;
      else c = len === 1 ? COST_SINGLE : COST_UNKNOWN;
      if (dp[i]! + c < dp[j]!) {
        dp[j] = dp[i]! + c;
        back[j] = i;
        wordEnd[j] = bits & VOCAB_WORD && len >= 2 ? 1 : 0;
      }
    }
  }
  const cuts: number[] = [];
  let words = false;
  for (let j = np; j > 0; j = back[j]!) {
    cuts.push(j);
    if (wordEnd[j]) words = true;
  }
  cuts.reverse();
  // no known word among the groups (a cut-up code or payload): the invisibles are deleted
  if (!words) {
    for (let p = 0; p < np; p++) for (let q = pStart[p]!; q < pEnd[p]!; q++) emitAtom(s, q);
    return;
  }
  let i = 0;
  for (const j of cuts) {
    if (i > 0) emit(0x20, aStart[pStart[i]!]!); // the invisible read as a space
    for (let p = i; p < j; p++) for (let q = pStart[p]!; q < pEnd[p]!; q++) emitAtom(s, q);
    i = j;
  }
}

/** A language's word: VOCAB_LANG_MARK + lang, then buf[i, j), in langBuf. */
const langBuf = new Uint16Array(MAX_WORD + 1);
function langBits(lookup: UnitLookup, lang: number, buf: Uint16Array, i: number, j: number): number {
  langBuf[0] = VOCAB_LANG_MARK + lang;
  for (let q = i; q < j; q++) langBuf[1 + q - i] = buf[q]!;
  return lookup(langBuf, j - i + 1);
}

/** Total cost (bits) of the last segment() call. */
let segmentCost = 0;

/**
 * Segment buf[0, len) into the likeliest words: each known word costs its bits of surprise (the
 * vocabulary's cost, from the training writers' word counts), each unknown letter more than any
 * word; a Viterbi pass over at most MAX_WORD units per start. With `lang` ≥ 0, a word costs its
 * bits in that language, and a word of other languages only COST_OTHER_LANGUAGE bits more than
 * its overall cost. Returns the words' end offsets (and leaves the total in segmentCost).
 */
function segment(len: number, lookup: UnitLookup, buf: Uint16Array, lang = -1): number[] {
  // (lookup here is the segmentation's: whole words only, no lexicon stems, which would take
  // "approvewires…" for one word)
  const dp = new Float64Array(len + 1).fill(Infinity);
  const back = new Int32Array(len + 1);
  dp[0] = 0;
  // words begin and end between clusters only: never before a combining mark (a vowel sign
  // or virama the spacing cut from its letter)
  const cut = (j: number) => j === 0 || j >= len || !isMarkUnit(buf[j]!);
  for (let i = 0; i < len; i++) {
    if (dp[i] === Infinity || !cut(i)) continue;
    // one unknown letter (with its marks)
    let u = i + 1;
    while (!cut(u)) u++;
    if (dp[i]! + COST_UNKNOWN_LETTER < dp[u]!) {
      dp[u] = dp[i]! + COST_UNKNOWN_LETTER;
      back[u] = -(i + 1); // negative: unknown, from i
    }
    let lexPrefix = true;
    for (let j = i + 1; j <= len && j - i <= MAX_WORD; j++) {
      const bits = lookup(buf.subarray(i, j), j - i);
      let cost = (bits >> 2) & 63 || (bits & VOCAB_WORD ? COST_WORD_DEFAULT : 0);
      if (lang >= 0 && cost > 0) {
        const own = (langBits(lookup, lang, buf, i, j) >> 2) & 63;
        cost = own > 0 ? own : cost + COST_OTHER_LANGUAGE;
      }
      // a lexicon word the vocabulary lacks (an inflection of a stem: "schvalen"), at a cost
      // that grows with its length so a stem does not swallow the next word ("approvewires")
      // (a stem reads any ending: a form whose first j−i−MAX_LEXICON_ENDING units are already a
      // lexicon word is the stem with another word after it, "kontrahenta|niejest", not one word)
      lexWord[j - i] = 0;
      if (lexPrefix && j - i >= MIN_LEXICON_SEGMENT) {
        const lex = lexiconLookup(buf.subarray(i, j), j - i);
        if (lex & VOCAB_WORD) {
          lexWord[j - i] = 1;
          const c = COST_LEXICON_UNIT * (j - i);
          if (cost === 0 && !(j - i - MAX_LEXICON_ENDING >= MIN_LEXICON_SEGMENT && lexWord[j - i - MAX_LEXICON_ENDING - 1])) cost = c;
        }
        if (!(lex & VOCAB_PREFIX)) lexPrefix = false;
      }
      if (cost > 0 && cut(j) && dp[i]! + cost < dp[j]!) {
        dp[j] = dp[i]! + cost;
        back[j] = i;
      }
      if (!(bits & VOCAB_PREFIX) && !lexPrefix) break;
    }
  }
  segmentCost = dp[len]!;
  // walk back: unknown letters in a row form one word
  const ends: number[] = [];
  unknownEnds.length = 0;
  let j = len;
  let inUnknown = false;
  while (j > 0) {
    const b = back[j]!;
    if (b < 0) {
      if (!inUnknown) {
        ends.push(j);
        unknownEnds.push(true);
      }
      inUnknown = true;
      j = -b - 1;
    } else {
      ends.push(j);
      unknownEnds.push(false);
      inUnknown = false;
      j = b;
    }
  }
  ends.reverse();
  unknownEnds.reverse();
  // an unknown piece of one or two units after a word is that word's ending the vocabulary lacks
  // ("plati|m" is "platím", "I pay", not the order "plati"; "превежда|ш"): it joins the word before it
  // (compacted in place: a write goes at or before the piece being read, so the pieces' own
  // bounds are kept in `start` and `prevStart`, not read back from `ends`)
  let w = 0;
  let start = 0;
  let prevStart = 0;
  for (let q = 0; q < ends.length; q++) {
    const end = ends[q]!;
    const joins = q > 0 && unknownEnds[q] && end - start <= MAX_JOINED_ENDING && !unknownEnds[q - 1] && start - prevStart >= MIN_STEM_OF_ENDING;
    if (joins) ends[w - 1] = end;
    else ends[w++] = end;
    prevStart = start;
    start = end;
  }
  ends.length = w;
  return ends;
}

/** Longest unknown piece (units) read as the ending of the word before it, and the shortest such word
 * (a short word before one unknown letter is more often a word of its own: "σου|ζ…" begins "ζητώ"). */
const MAX_JOINED_ENDING = 2;
const MIN_STEM_OF_ENDING = 4;
/** Whether each segment of the last walk back was unknown letters (scratch of segment). */
const unknownEnds: boolean[] = [];

/** Languages of the segmentation vocabulary (languagesOf; reset by respell). */
let langCount = -1;
/** Letters covered per language (scratch of languagesOf). */
const langCover = new Int32Array(VOCAB_MAX_LANGS);

/**
 * The languages to segment buf in: those whose words cover the most units of its overall
 * segmentation `ends` (words of two letters or more, the first LANGUAGE_SAMPLE of them), at most
 * SEGMENT_LANGUAGES, best first; none when the vocabulary has no languages.
 */
function languagesOf(lookup: UnitLookup, buf: Uint16Array, ends: number[]): number[] {
  // the vocabulary's languages, counted once per respell call (langCount < 0: not yet)
  if (langCount < 0) {
    langCount = 0;
    while (langCount < VOCAB_MAX_LANGS && ((langBuf[0] = VOCAB_LANG_MARK + langCount), lookup(langBuf, 1) !== 0)) langCount++;
  }
  const langs = langCount;
  if (langs === 0) return [];
  langCover.fill(0, 0, langs);
  for (let w = 0, at = 0, asked = 0; w < ends.length && asked < LANGUAGE_SAMPLE; at = ends[w]!, w++) {
    const e = ends[w]!;
    if (e - at < 2 || e - at > MAX_WORD) continue;
    asked++;
    for (let l = 0; l < langs; l++) if (langBits(lookup, l, buf, at, e) !== 0) langCover[l] += e - at;
  }
  const best: number[] = [];
  for (let l = 0; l < langs; l++) {
    if (langCover[l]! === 0) continue;
    best.push(l);
    best.sort((x, y) => langCover[y]! - langCover[x]! || x - y);
    if (best.length > SEGMENT_LANGUAGES) best.pop();
  }
  return best;
}

/**
 * The segmentation of buf[0, len) in the one language that reads it at least cost, among those
 * languagesOf proposes; the overall segmentation when the vocabulary has no languages.
 */
function segmentInOneLanguage(len: number, lookup: UnitLookup, buf: Uint16Array): number[] {
  const overall = segment(len, lookup, buf);
  let best = overall;
  let bestCost = Infinity;
  for (const l of languagesOf(lookup, buf, overall)) {
    const ends = segment(len, lookup, buf, l);
    if (segmentCost < bestCost) {
      bestCost = segmentCost;
      best = ends;
    }
  }
  return best;
}

/**
 * Rule 2 on the run of single letters at atoms letters[] separated by `sep`. Spaced letters in
 * which the segmentation finds no word of three letters or more ("a b c", a spaced code) are left
 * as written: false, nothing emitted.
 */
function respellSpaced(s: string, letters: number[], sep: number, lookup: UnitLookup): boolean {
  // a run that mixes a script written without spaces with others ("ស ូ ម … O T P ទ ៅ"): a change
  // between them is a word boundary; each part is read on its own (a mark of no script of its own
  // rides with the letter before it)
  let spacelessAny = false;
  let spacedAny = false;
  let inheritedAny = false;
  for (const k of letters) {
    if (SPACELESS_SCRIPT[aScript[k]!] === 1) spacelessAny = true;
    else if (aScript[k] !== SCRIPT_INHERITED) spacedAny = true;
    else inheritedAny = true;
  }
  // a script written without spaces between words (Thai, Lao, Khmer, Myanmar, Tibetan): the
  // letters of the run are joined, as the script writes them (its vocabulary has no words)
  if (spacelessAny && !spacedAny && !inheritedAny) {
    for (const k of letters) emitAtom(s, k);
    return true;
  }
  if (spacelessAny && spacedAny) {
    let from = 0;
    while (from < letters.length) {
      const side = SPACELESS_SCRIPT[aScript[letters[from]!]!];
      let to = from + 1;
      while (to < letters.length && (aScript[letters[to]!] === SCRIPT_INHERITED || SPACELESS_SCRIPT[aScript[letters[to]!]!] === side)) to++;
      const part = letters.slice(from, to);
      if (from > 0) emit(sep === 0x20 ? 0x20 : s.charCodeAt(aStart[part[0]! - 1]!), aStart[part[0]! - 1]!);
      if (part.length === 1 || !respellSpaced(s, part, sep, lookup)) {
        for (let q = part[0]!; q <= part[part.length - 1]!; q++) emitAtom(s, q);
      }
      from = to;
    }
    return true;
  }
  // units of each letter, then the segmentation over all of them
  const unitOfLetter: number[] = [];
  const buf: number[] = [];
  // (a diacritic of no script of its own cut from its letter, "ọ ̀", reads as the term fold reads
  // it on its letter: as nothing; it is emitted with the letter before it)
  const silent = new Set<number>();
  for (const k of letters) {
    let n = unitsOf(s, k, k + 1);
    if (aScript[k] === SCRIPT_INHERITED && isMarkUnit(s.charCodeAt(aStart[k]!)) && fold(s.slice(aStart[k]!, aEnd[k]!)) === '') {
      silent.add(k);
      n = 0;
    }
    for (let q = 0; q < n; q++) {
      buf.push(scratch[q]!);
      unitOfLetter.push(k);
    }
  }
  const u = Uint16Array.from(buf);
  const ends = segmentInOneLanguage(u.length, lookup, u);
  let words = false;
  for (let q = 0, at0 = 0; q < ends.length; at0 = ends[q]!, q++) {
    if (ends[q]! - at0 >= MIN_SEGMENTED_WORD && lookup(u.subarray(at0, ends[q]!), ends[q]! - at0) & VOCAB_WORD) words = true;
  }
  if (!words && sep === 0x20) {
    // no word found, but a combining mark stands after a space (a vowel sign or virama cut from
    // its letter: "സ ് വ ീ"): no writing puts a space there, so the spacing is inserted; the run
    // is read as one word rather than left to lose its marks
    if (!letters.some((k) => isMarkUnit(s.charCodeAt(aStart[k]!)))) return false;
    for (const k of letters) emitAtom(s, k);
    return true;
  }
  // every letter is emitted once, in order, with the words' separators before the first letter
  // of each word (a letter that folds to nothing, a mark cut from its base, rides with the one before)
  let at = 0;
  let li = 0;
  for (let w = 0; w < ends.length; w++) {
    const e = ends[w]!;
    if (at > 0) {
      // dots, dashes and underscores: the letters of one word, joined (putting the separator back
      // between two known words measured worse on the fixtures and the test split alike)
      if (sep === 0x20) emit(0x20, aEnd[unitOfLetter[at - 1]!]!);
    }
    const lastOfWord = unitOfLetter[e - 1]!;
    while (li < letters.length && (letters[li]! <= lastOfWord || silent.has(letters[li]!))) emitAtom(s, letters[li++]!);
    at = e;
  }
  while (li < letters.length) emitAtom(s, letters[li++]!);
  return true;
}

/**
 * Greek and Armenian letters that look like Latin ones and that the confusables data does not
 * fold to them (κ is not k there); read as Latin only inside a word that has Latin letters.
 */
const LATIN_LOOKALIKE: Record<number, number> = {};
for (const [ch, to] of [
  ['κ', 'k'], ['ι', 'i'], ['ν', 'v'], ['υ', 'u'], ['ο', 'o'], ['Ι', 'I'], ['Κ', 'K'], ['Ν', 'N'], ['Υ', 'Y'], ['Ο', 'O'],
  ['Α', 'A'], ['Β', 'B'], ['Ε', 'E'], ['Η', 'H'], ['Μ', 'M'], ['Ρ', 'P'], ['Τ', 'T'], ['Χ', 'X'], ['Ζ', 'Z'],
  ['օ', 'o'], ['ո', 'n'], ['ս', 'u'], ['հ', 'h'], ['զ', 'q'], ['ց', 'g'], ['ժ', 'd'], ['Տ', 'S'], ['Օ', 'O'], ['Ս', 'U'],
  ['а', 'a'], ['с', 'c'], ['е', 'e'], ['о', 'o'], ['р', 'p'], ['х', 'x'], ['у', 'y'], ['і', 'i'], ['ѕ', 's'], ['ј', 'j'],
  ['һ', 'h'], ['А', 'A'], ['В', 'B'], ['С', 'C'], ['Е', 'E'], ['Н', 'H'], ['К', 'K'], ['М', 'M'], ['О', 'O'], ['Р', 'P'],
  ['Т', 'T'], ['Х', 'X'],
] as const) LATIN_LOOKALIKE[ch.charCodeAt(0)] = to.charCodeAt(0);

/** The word right before atom k (dir -1) or after it (dir 1), across spaces only: 1 if it begins or ends with a Latin letter, 0 if not, -1 at the text's edge or punctuation. */
function latinNeighbour(s: string, k: number, dir: -1 | 1): number {
  let q = k;
  for (let steps = 0; steps < 4; steps++) {
    q += dir;
    if (q < 0 || q >= nA) return -1;
    if (aKind[q] === A.Letter) return isAsciiLetter(s.charCodeAt(aStart[q]!)) || aScript[q] === SCRIPT_LATIN ? 1 : 0;
    if (aKind[q] === A.Digit) return 0;
    // only spaces between: punctuation ends the neighbourhood as the text's edge does (local to a clause)
    if (aKind[q] !== A.Other || s.charCodeAt(aStart[q]!) !== 0x20) return -1;
  }
  return 0;
}

/** One UTF-16 unit as the term fold reads it, when that is one unit (else the unit itself). */
function foldedUnit(c: number): number {
  const l = fold(String.fromCharCode(c));
  return l.length === 1 ? l.charCodeAt(0) : c;
}

/** Leetspeak digits and the letters they stand for. */
const LEET: Record<number, number> = { 0x30: 0x6f, 0x31: 0x69, 0x33: 0x65, 0x34: 0x61, 0x35: 0x73, 0x37: 0x74 };

/**
 * Rule 3 on one word (atoms [k, e), letters and digits): Greek or Armenian look-alikes among
 * Latin letters read as those letters; leetspeak digits among letters read as letters when the
 * word so read is a word of the vocabulary and the word as written is not ("45k5" → "asks",
 * "AC9920" stays). Sets aRepl; whether anything changed.
 */
function respellWord(s: string, k: number, e: number, lookup: UnitLookup): boolean {
  let latin = false;
  let alike = false;
  let digits = false;
  let letters = false;
  let foreign = false;
  let lowerSeen = false;
  for (let q = k; q < e; q++) {
    const c = s.charCodeAt(aStart[q]!);
    if (aKind[q] === A.Digit) {
      if (LEET[c] !== undefined) digits = true;
      continue;
    }
    letters = true;
    if (isAsciiLetter(c) || aScript[q] === SCRIPT_LATIN) {
      latin = true;
      if (c >= 0x61) lowerSeen = true;
    } else if (LATIN_LOOKALIKE[c] !== undefined) alike = true;
    else foreign = true;
  }
  // a word with letters of its own script ("вcerдa") is that script's word: phase A repairs it
  if (foreign) latin = false;
  let changed = false;
  // a short word wholly of look-alikes between Latin words ("Ι want", "ask а question"): Latin
  if (!latin && !foreign && alike && !digits && e - k <= 2) {
    let all = true;
    for (let q = k; q < e && all; q++) if (LATIN_LOOKALIKE[s.charCodeAt(aStart[q]!)] === undefined || aEnd[q]! - aStart[q]! !== 1) all = false;
    const before = latinNeighbour(s, k, -1);
    const after = latinNeighbour(s, e - 1, 1);
    // and the clause is mostly Latin ("Ι want you to…", not the Greek article in "Η Tomás προτιμά…")
    const cl = aClause[k]!;
    if (all && ((before === 1 && after !== 0) || (after === 1 && before !== 0)) && clauseLatin[cl]! > clauseOther[cl]!) latin = true;
  }
  if (latin && alike) {
    for (let q = k; q < e; q++) {
      const r = LATIN_LOOKALIKE[s.charCodeAt(aStart[q]!)];
      if (r !== undefined && aRepl[q]! < 0 && aEnd[q]! - aStart[q]! === 1) {
        aRepl[q] = r;
        changed = true;
        folds |= FOLD_CONFUSABLE;
      }
    }
  }
  if (!digits || !letters || e - k > MAX_WORD) return changed;
  // capitals then two digits or more: an id, a unit or a currency ("R10", "INV2031"), not leet
  let firstDigit = k;
  while (firstDigit < e && aKind[firstDigit] !== A.Digit) firstDigit++;
  let onlyDigitsAfter = true;
  for (let q = firstDigit; q < e; q++) if (aKind[q] !== A.Digit) onlyDigitsAfter = false;
  let capitalsBefore = firstDigit > k;
  for (let q = k; q < firstDigit; q++) if (!(s.charCodeAt(aStart[q]!) >= 0x41 && s.charCodeAt(aStart[q]!) <= 0x5a)) capitalsBefore = false;
  if (onlyDigitsAfter && e - firstDigit >= 2 && capitalsBefore) return changed;
  const written = unitsOf(s, k, e);
  const asWritten = lookup(scratch, written) | (lexiconLookup(scratch, written) & VOCAB_WORD);
  if (asWritten & VOCAB_WORD) return changed;
  let len = 0;
  const buf = new Uint16Array(e - k);
  for (let q = k; q < e; q++) {
    const c = s.charCodeAt(aStart[q]!);
    const r = aKind[q] === A.Digit ? LEET[c] : undefined;
    if (aEnd[q]! - aStart[q]! !== 1 && r === undefined) return changed;
    // (a letter outside ASCII reads as the vocabulary holds it, folded: "Är4" is "ara")
    buf[len++] = r ?? (aRepl[q]! >= 0 ? aRepl[q]! : c >= 0x41 && c <= 0x5a ? c | 0x20 : c < 0x80 ? c : foldedUnit(c));
  }
  // the vocabulary's word, or the lexicon's (stems too: "4ppr0v3d"), or a word whose digits
  // can only be letters (leetInside: "d3m4n15", "schval3n" in words the vocabulary lacks)
  const read = lookup(buf, len) | (lexiconLookup(buf, len) & VOCAB_WORD);
  if (!(read & VOCAB_WORD) && !(len === 1 && (read >> 2) & 63) && !leetInside(s, k, e)) return changed;
  for (let q = k; q < e; q++) {
    const r = aKind[q] === A.Digit ? LEET[s.charCodeAt(aStart[q]!)] : undefined;
    // an all-capitals word keeps its capitals ("4LW4YS" → "ALWAYS")
    if (r !== undefined) aRepl[q] = latin && !lowerSeen ? r - 0x20 : r;
  }
  folds |= FOLD_LEET;
  leetClauses.add(aClause[k]!);
  return true;
}

/**
 * Atoms [k, e) hold a word that only reads as leetspeak: every digit a leet digit, and either a
 * run of them between two letters ("schval3n", "s10l", "d3m4n15") or at least three letters and
 * as many letters as digits at its edges ("pre5", "pid45"). Ids with other digits ("A7K2"),
 * short versions and units ("v1", "10k") have other shapes; an id that still matches ("x7k1m0")
 * only reads differently to the gate.
 */
function leetInside(s: string, k: number, e: number): boolean {
  if (e - k < LEET_INSIDE_MIN) return false;
  let nLetters = 0;
  let nDigits = 0;
  let inside = false;
  for (let q = k; q < e; q++) {
    if (aKind[q] === A.Digit) {
      if (LEET[s.charCodeAt(aStart[q]!)] === undefined) return false;
      nDigits++;
      // a run of digits between two letters
      if (q > k && aKind[q - 1] === A.Letter) {
        let r = q;
        while (r < e && aKind[r] === A.Digit) r++;
        if (r < e && aKind[r] === A.Letter) inside = true;
      }
    } else if (aKind[q] === A.Letter) nLetters++;
    else return false;
  }
  return (inside && nLetters >= 2) || (nLetters >= 3 && nLetters >= nDigits && e - k >= LEET_EDGE_MIN);
}

/** Words read as leetspeak in this call, and the pure-digit words that may be leet too (atom ranges, output offsets). */
const leetClauses = new Set<number>();
/** Output offset, length and clause of each digits-only candidate. */
const digitWords: number[] = [];


/** Whether the digits-only word at atoms [k, e) could be leet: 1–3 leet digits, no number punctuation or currency around it. */
function leetDigitsCandidate(s: string, k: number, e: number): boolean {
  if (e - k > 3) return false;
  for (let q = k; q < e; q++) if (LEET[s.charCodeAt(aStart[q]!)] === undefined) return false;
  const before = aStart[k]! > 0 ? s.charCodeAt(aStart[k]! - 1) : 0x20;
  const after = aEnd[e - 1]! < s.length ? s.charCodeAt(aEnd[e - 1]!) : 0x20;
  const numeric = (c: number) => c === 0x24 || c === 0x25 || c === 0x2e || c === 0x2c || c === 0x3a || c === 0x2f || c === 0x23 || c === 0x2b || c === 0x2d || c === 0xa3 || c === 0x20ac || c === 0xa5;
  return !numeric(before) && !numeric(after);
}

/**
 * In a clause where some words were read as leetspeak, a digits-only word of 1–3 leet digits
 * reads as the word it spells when that is a common word of the vocabulary ("70" → "to",
 * "1" → "i"); amounts, times and ids keep their digits. Patches the output in place (one unit
 * for one unit, so the map holds).
 */
function respellLeetDigits(lookup: UnitLookup): void {
  if (leetClauses.size === 0) return;
  for (let d = 0; d < digitWords.length; d += 3) {
    const at = digitWords[d]!;
    const n = digitWords[d + 1]!;
    if (!leetClauses.has(digitWords[d + 2]!)) continue;
    const buf = new Uint16Array(n);
    for (let q = 0; q < n; q++) buf[q] = LEET[oUnits[at + q]!]!;
    const bits = lookup(buf, n);
    const cost = (bits >> 2) & 63;
    if (cost > 0 && cost <= COMMON_WORD) {
      for (let q = 0; q < n; q++) oUnits[at + q] = buf[q]!;
      folds |= FOLD_LEET;
    }
  }
}

/** Whether atom k is a single letter standing alone (no word atom right before or after it, separators aside). */
function isWordAtom(k: number): boolean {
  return k >= 0 && k < nA && (aKind[k] === A.Letter || aKind[k] === A.Digit);
}

/**
 * Pass 0. `lookup` answers VOCAB_WORD/VOCAB_PREFIX for lower-case units (the lexicon's and the
 * general vocabulary's, as the screen gives them to the normalizer); `segmentLookup` the same
 * for whole words only (no stems), for segmenting letters spaced one by one; `clusterFold`
 * how a cluster reads in the vocabulary (the normalizer passes normalizeTerm, memoized).
 */
export function respell(s: string, lookup: UnitLookup, segmentLookup: UnitLookup | null = null, clusterFold?: ClusterFold): Respelled {
  // without the whole-word look-up (a vocabulary of the lexicon alone), phase B's joins decide
  if (segmentLookup === null || !mayRespell(s)) return { text: s, map: null, folds: 0 };
  const segLookup = segmentLookup;
  folds = 0;
  langCount = -1;
  lexiconLookup = lookup;
  leetClauses.clear();
  digitWords.length = 0;
  fold = clusterFold ?? ((c) => c.toLowerCase());
  buildAtoms(s);
  nO = 0;
  let changed = false;
  let k = 0;
  while (k < nA) {
    const kind = aKind[k]!;
    // rule 1: word atoms with invisibles between them
    if (kind === A.Letter || kind === A.Digit) {
      let e = k + 1;
      let hasInvisible = false;
      while (e < nA) {
        if (isWordAtom(e)) e++;
        else if (aKind[e] === A.Invisible) {
          let f = e;
          while (f < nA && aKind[f] === A.Invisible) f++;
          if (!isWordAtom(f)) break;
          hasInvisible = true;
          e = f;
        } else break;
      }
      // rule 2: a single letter (this piece is one letter) followed by separator + single letter …
      const single = e === k + 1 && kind === A.Letter && !hasInvisible;
      if (single && e < nA && aKind[e] === A.Other) {
        const sep = s.charCodeAt(aStart[e]!);
        // (a letter right after an apostrophe ends a contraction, "don't a s k", and starts no
        // run of spaced letters; dotted letters go through it: "s.o'r.a.m.a.s.d.a.n")
        if (isSeparator(sep) && aEnd[e]! - aStart[e]! === 1 && !(sep === 0x20 && afterApostrophe(s, k))) {
          const letters = [k];
          let q = e;
          while (
            q + 1 < nA &&
            aKind[q] === A.Other &&
            s.charCodeAt(aStart[q]!) === sep &&
            aKind[q + 1] === A.Letter &&
            !isWordAtom(q + 2) &&
            !(q + 2 < nA && aKind[q + 2] === A.Invisible)
          ) {
            letters.push(q + 1);
            q += 2;
          }
          const syllabic = sep === 0x20 && letters.some((a) => SPACED_SYLLABLES[aScript[a]!] === 1);
          // "e.g.", "U.S.", "a.m.": a dot after the last letter too is an abbreviation, left as written
          const last = letters[letters.length - 1]!;
          // (Latin letters, more text after it: "v.r.a." ending a text is a word spelled out)
          const abbreviation =
            sep === 0x2e && letters.length <= 4 && last + 2 < nA && aKind[last + 1] === A.Other && s.charCodeAt(aStart[last + 1]!) === 0x2e &&
            letters.every((a) => aScript[a] === SCRIPT_LATIN);
          if (letters.length >= (sep === 0x20 ? 3 : 2) && !syllabic && !abbreviation) {
            folds |= FOLD_SPACING;
            if (!respellSpaced(s, letters, sep, segLookup)) {
              for (let q = k; q <= last; q++) emitAtom(s, q);
            }
            changed = true;
            k = letters[letters.length - 1]! + 1;
            continue;
          }
        }
      }
      if (hasInvisible) {
        folds |= FOLD_INVISIBLE;
        respellInvisibles(s, k, e, segLookup);
        changed = true;
        k = e;
        continue;
      }
      if (respellWord(s, k, e, segLookup)) changed = true;
      let digitsOnly = true;
      for (let q = k; q < e; q++) if (aKind[q] !== A.Digit || aEnd[q]! - aStart[q]! !== 1) digitsOnly = false;
      if (digitsOnly && leetDigitsCandidate(s, k, e)) digitWords.push(nO, e - k, aClause[k]!);
      for (let q = k; q < e; q++) {
        if (aRepl[q]! >= 0) {
          changed = true;
          folds |= FOLD_CONFUSABLE;
        }
        emitAtom(s, q);
      }
      k = e;
      continue;
    }
    emitAtom(s, k);
    k++;
  }
  const before = folds;
  respellLeetDigits(segLookup);
  if (folds !== before) changed = true;
  if (!changed) return { text: s, map: null, folds: 0 };
  let text = '';
  for (let q = 0; q < nO; q += 4096) text += String.fromCharCode(...oUnits.subarray(q, Math.min(nO, q + 4096)));
  const map = new Uint32Array(nO + 1);
  map.set(oMap.subarray(0, nO));
  map[nO] = s.length;
  return { text, map, folds };
}
