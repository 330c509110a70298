/**
 * Phase B's analysis of one group of word pieces: the readings the vocabulary must confirm
 * (leetspeak, all-foreign-script look-alikes, split and spaced words) and the script folds of
 * mixed tokens, recorded as edits of T1.
 *
 * A piece is a run of letters, marks, digits and leet symbols (trailing symbols excluded:
 * "approve!" is a word and a bang). A group is a run of pieces joined by a short separator: one
 * or two of . - _ / · • or an invisible (any pieces: "al.ways", "ap-prove", "ig\u200Bnore"), or
 * up to three spaces/separators between single characters ("a l w a y s", "a . l . w").
 * normalize-tokens.ts cuts the text into pieces and groups; this file judges each group.
 */
import { Ch, K_LEET, K_LETTER, KF_MASK } from './chars.js';
import { TF_FOREIGN, TF_MIXED, foldTokenScripts } from './confusables.js';
import { FOLD_CONFUSABLE, FOLD_LEET, FOLD_SPACING, MARKER, kindOf } from './normalize-scan.js';
import type { Vocabulary } from './normalize.js';

/** Longest joined word tried, in UTF-16 units: above the longest lexicon word (German compounds
 * run to ~25). It bounds what a spaced run can cost, about MAX_JOIN_UNITS vocabulary look-ups
 * per letter: 4 KB of "a b c d …" took ~15 ms and 58,000 look-ups (measured on this 2-core
 * machine under load); a prefix test on the vocabulary would make it linear. */
const MAX_JOIN_UNITS = 32;
/** Most pieces joined into one word ("a l w a y s" is 6). */
const MAX_JOIN_PIECES = 32;
/** A group is cut (and analysed) after this many pieces: bounds the DP scratch. */
export const MAX_GROUP_PIECES = 256;
/** Separator run between any two pieces of a split word ("al.ways", "al--ways"). */
export const MAX_SEP_TIGHT = 2;
/** Up to this many `1`s, every i/l reading is tried (2^n); beyond, only all-i and all-l. */
const LEET_MAX_AMBIGUOUS = 3;
/** A word is read as leet or as a foreign-script look-alike only with at least this many real
 * letters: a lone Russian "а" or "о" is a word, never a disguised Latin letter, and "1st" or "4x"
 * have too little word in them to confirm anything. */
export const MIN_GUESS_LETTERS = 2;

/** The piece has a leet digit or symbol. */
export const PF_LEET = 1;
/** The piece mixes scripts, or is one non-Latin script of look-alikes: fold its scripts. */
export const PF_SCRIPTS = 2;
/** The piece has a non-ASCII letter (a join must fold the scripts of the joined word). */
export const PF_NONASCII = 4;

export const SF_VISIBLE = 1;
export const SF_MARKER = 2;
export const SF_SPACE = 4;

/** Leet reading of an ASCII code unit (0: not leet). `1` reads i; the l reading is tried too. */
export const LEET = new Uint8Array(128);
for (const [from, to] of [['0', 'o'], ['1', 'i'], ['3', 'e'], ['4', 'a'], ['5', 's'], ['7', 't'], ['8', 'b'],
  ['9', 'g'], ['@', 'a'], ['$', 's'], ['!', 'i'], ['|', 'l'], ['+', 't']] as const) {
  LEET[from.charCodeAt(0)] = to.charCodeAt(0);
}

// The current group: pieces [gStart, gEnd) of T1, separators sepFlags[p] between p and p + 1.
export const gStart = new Int32Array(MAX_GROUP_PIECES);
export const gEnd = new Int32Array(MAX_GROUP_PIECES);
export const gCps = new Int32Array(MAX_GROUP_PIECES);
export const gLetters = new Int32Array(MAX_GROUP_PIECES);
export const gFlags = new Int32Array(MAX_GROUP_PIECES);
export const sepFlags = new Int32Array(MAX_GROUP_PIECES);
const joined = new Uint8Array(MAX_GROUP_PIECES);


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
export const ePos: number[] = [];
export const eLen: number[] = [];
export const eStr: string[] = [];
export let eN = 0;
export let bFolds = 0;
let vocab: Vocabulary = { has: () => false };
let text = '';
/** T1's code units (the scan's bytes for ASCII text, phase A's units otherwise): phase B reads
 * these, not the string, for the same reason the scan does. */
let tu: Uint8Array | Uint16Array = new Uint8Array(0);
let hasMarkers = false;

/** Start phase B over T1 (`t`, its units `units`): no edits yet. */
export function beginGroups(t: string, units: Uint8Array | Uint16Array, v: Vocabulary, markers: boolean): void {
  text = t;
  tu = units;
  vocab = v;
  hasMarkers = markers;
  eN = 0;
  bFolds = 0;
}

/** No edits, no folds (the identity result, before any phase B). */
export function clearEdits(): void {
  eN = 0;
  bFolds = 0;
}

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

/** Delete the markers in [a, b) (invisibles that separate nothing). */
export function dropMarkers(a: number, b: number): void {
  if (!hasMarkers) return;
  for (let q = a; q < b; q++) if (tu[q] === MARKER) edit(q, 1, '');
}

export function pieceNeeds(p: number): boolean {
  const f = gFlags[p]!;
  return (f & PF_SCRIPTS) !== 0 || ((f & PF_LEET) !== 0 && gLetters[p]! >= MIN_GUESS_LETTERS);
}

/** Analyse the group of pieces [0, n) and record its edits. */
export function flushGroup(n: number): void {
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
