/**
 * Readings of a group's code points (phase B): the model of the group, the script folds of its
 * pieces, their leet and foreign-script readings and those of joined pieces, each confirmed by
 * the vocabulary where it is a guess. normalize-joins.ts decides which pieces to join.
 *
 * Everything here is typed arrays: a reading is a code (confusables.ts Read.AsIs, one code point,
 * or a multi-letter fold), a candidate word is lower-cased code units handed to the vocabulary's
 * `lookup` (a string is built only for a vocabulary without it, or a non-ASCII candidate).
 */
import { Ch, K, KF } from './chars.js';
import { Read, TF_FOREIGN, TF_MIXED, foldTokenScripts, multiFold } from './confusables.js';
import { BMP_KIND, FOLD_CONFUSABLE, FOLD_LEET, FOLD_SPACING, Group, Vocab, kindOf } from './normalize-scan.js';
import {
  LEET,
  PieceFlag,
  addFolds,
  cpAt,
  edit,
  gEnd,
  gFlags,
  gLetters,
  gStart,
  joined,
  tu,
  vocab,
} from './normalize-group.js';

// The model of the group: one entry per code point of its pieces (m*), per piece (p*). It is
// built only where a piece has leet, look-alikes or non-ASCII letters; a plain split word
// ("well-known") is judged on T1's units.
let mCp = new Int32Array(256);
let mPos = new Int32Array(256);
let mKind = new Uint8Array(256);
/** Reading codes: committed (mCur), of the whole token's script fold (mMix, mFor), on trial. */
let mCur = new Int32Array(256);
let mMix = new Int32Array(256);
let mFor = new Int32Array(256);
let mTrial = new Int32Array(256);
let modelBuilt = false;
const pFrom = new Int32Array(Group.MaxPieces);
const pTo = new Int32Array(Group.MaxPieces);
const pForeign = new Uint8Array(Group.MaxPieces);
const pLeet = new Int32Array(Group.MaxPieces);
let leetAt = new Int32Array(64);

function growModel(need: number): void {
  if (mCp.length >= need) return;
  const size = Math.max(need, mCp.length * 2);
  mCp = new Int32Array(size);
  mPos = new Int32Array(size);
  mKind = new Uint8Array(size);
  mCur = new Int32Array(size);
  mMix = new Int32Array(size);
  mFor = new Int32Array(size);
  mTrial = new Int32Array(size);
}

/** Build the model of pieces [0, n) (`built`: some piece has leet, look-alikes or non-ASCII
 * letters; else every piece reads as T1 has it). */
export function buildModel(n: number, built: boolean): void {
  modelBuilt = built;
  lastI = -1;
  if (!built) {
    for (let p = 0; p < n; p++) {
      pFrom[p] = 0;
      pTo[p] = 0;
      pLeet[p] = 0;
      pForeign[p] = 0;
    }
    return;
  }
  let m = 0;
  growModel(gEnd[n - 1]! - gStart[0]!);
  const cps = mCp;
  const pos = mPos;
  const kinds = mKind;
  const cur = mCur;
  const leetMap = LEET;
  const u = tu;
  const ascii = BMP_KIND;
  for (let p = 0; p < n; p++) {
    pFrom[p] = m;
    let leet = 0;
    for (let q = gStart[p]!; q < gEnd[p]!; ) {
      const c = u[q]!;
      const cp = c < 0x80 ? c : cpAt(q);
      const kind = (c < 0x80 ? ascii[c]! : kindOf(cp)) & KF.Mask;
      if (cp < 0x80 && leetMap[cp] && kind !== K.Letter) leet++;
      cps[m] = cp;
      pos[m] = q;
      kinds[m] = kind;
      cur[m++] = Read.AsIs;
      q += cp > 0xffff ? 2 : 1;
    }
    pTo[p] = m;
    pLeet[p] = leet;
    pForeign[p] = 0;
  }
}

/** Piece p on its own: its script folds (applied), then its leet or foreign reading if the
 * vocabulary knows it. */
export function readPiece(p: number): void {
  if (gFlags[p]! & PieceFlag.Scripts) {
    const r = foldTokenScripts(mCp, pFrom[p]!, pTo[p]!, mMix, mFor);
    if (r & TF_MIXED) {
      for (let k = pFrom[p]!; k < pTo[p]!; k++) if (mMix[k] !== Read.AsIs) mCur[k] = mMix[k]!;
      addFolds(FOLD_CONFUSABLE);
    }
    if (r & TF_FOREIGN) pForeign[p] = 1;
  }
  if (gLetters[p]! >= Group.MinGuessLetters && (pForeign[p] || pLeet[p])) {
    const bits = evalRange(p, p);
    if (bits) commit(p, p, bits);
  }
}

/** Record the readings of piece p that differ from T1. */
export function emitReadings(p: number): void {
  const cur = mCur;
  for (let k = pFrom[p]!; k < pTo[p]!; k++) {
    const v = cur[k]!;
    if (v !== Read.AsIs) edit(mPos[k]!, mCp[k]! > 0xffff ? 2 : 1, v);
  }
}

// ---------------------------------------------------------------------------------------------
// Candidate words: lower-cased code units, looked up without building a string where possible.

/** Most UTF-16 units one code point reads as (a surrogate pair, or the longest multi-letter fold). */
const MAX_READ_UNITS = 4;
let cand = new Uint16Array(64);

/** The first code unit of a reading (what the leet rules look at). */
function firstUnit(code: number, cp: number): number {
  const v = code === Read.AsIs ? cp : code;
  if (v >= 0) return v > 0xffff ? 0xd800 + ((v - 0x10000) >> 10) : v;
  return multiFold(v).charCodeAt(0);
}

/** The readings `codes[from..to)` (Read.AsIs: mCp) as one string, not lower-cased. */
function codesString(codes: Int32Array, from: number, to: number): string {
  let s = '';
  for (let k = from; k < to; k++) {
    const v = codes[k] === Read.AsIs ? mCp[k]! : codes[k]!;
    s += v >= 0 ? String.fromCodePoint(v) : multiFold(v);
  }
  return s;
}

/** The candidate buffer, with room for `length` units. */
export function candidate(length: number): Uint16Array {
  if (cand.length < length) cand = new Uint16Array(length * 2);
  return cand;
}

/** The vocabulary's answer for cand[0..len) (lower-case ASCII): Vocab.Word | Vocab.Prefix bits. */
export function lookupCand(len: number): number {
  const v = vocab;
  if (v.lookup !== undefined) return v.lookup(cand, len);
  let s = '';
  for (let q = 0; q < len; q++) s += String.fromCharCode(cand[q]!);
  return v.has(s) ? Vocab.Word | Vocab.Prefix : Vocab.Prefix;
}

/** Look up the readings codes[from..to) as one lower-cased word: VOCAB_* bits (a non-ASCII word
 * is judged by `has` on its string; its prefix bit is then always set). */
function lookupCodes(codes: Int32Array, from: number, to: number): number {
  if (cand.length < (to - from) * MAX_READ_UNITS) cand = new Uint16Array((to - from) * MAX_READ_UNITS * 2);
  const c = cand;
  const cps = mCp;
  let len = 0;
  for (let k = from; k < to; k++) {
    const code = codes[k]!;
    const v = code === Read.AsIs ? cps[k]! : code;
    if (v >= 0x80) return vocab.has(codesString(codes, from, to).toLowerCase()) ? Vocab.Word | Vocab.Prefix : Vocab.Prefix;
    if (v >= 0) c[len++] = v >= Ch.UpperA && v <= Ch.UpperZ ? v | 0x20 : v;
    else {
      const s = multiFold(v);
      for (let q = 0; q < s.length; q++) c[len++] = s.charCodeAt(q) | 0x20;
    }
  }
  return lookupCand(len);
}

/** Look up pieces i..j as they read now, joined. */
export function lookupPieces(i: number, j: number): number {
  if (modelBuilt) return lookupCodes(mCur, pFrom[i]!, pTo[j]!);
  // No model: every piece is plain ASCII, read straight from T1.
  const need = gEnd[j]! - gStart[i]!;
  if (cand.length < need) cand = new Uint16Array(need * 2);
  const c = cand;
  const u = tu;
  let len = 0;
  let high = 0;
  for (let p = i; p <= j; p++) {
    for (let q = gStart[p]!; q < gEnd[p]!; q++) {
      const v = u[q]!;
      high |= v;
      c[len++] = v >= Ch.UpperA && v <= Ch.UpperZ ? v | 0x20 : v;
    }
  }
  if (high < 0x80) return lookupCand(len);
  // Non-ASCII digits or marks (not letters: those build the model): the string, lower-cased.
  let s = '';
  for (let p = i; p <= j; p++) for (let q = gStart[p]!; q < gEnd[p]!; q++) s += String.fromCharCode(u[q]!);
  return vocab.has(s.toLowerCase()) ? Vocab.Word | Vocab.Prefix : Vocab.Prefix;
}

// ---------------------------------------------------------------------------------------------
// Readings.

/** A script fold (mixed or foreign reading) is in mTrial. */
export const enum Try {
  Script = 1,
  Leet = 2,
  Join = 4,
}

/** Set by evalRange for a rejected plain join: no ASCII join that extends it can be a word
 * either (every reading it could have was looked up and no word begins with one). */
export let rangeDead = false;
/** Set by tryLeet: a reading it looked up begins a word; it looked up all its readings. */
let leetPrefix = false;
let leetComplete = false;

/**
 * Try the readings of pieces i..j. One piece: its foreign-script reading and its leet readings.
 * Several: the join as the pieces read now; if they hold non-ASCII letters, the join read as one
 * token (its scripts folded together, so "a p p r o v е" with a Cyrillic е joins to "approve", as
 * a second pass over "approvе" would fold it), and its foreign reading; each also with leet. An
 * accepted leet or script reading is left in mTrial. Returns TRY_* bits (Try.Join for any join),
 * or 0 if the vocabulary knows none of them.
 */
export function evalRange(i: number, j: number): number {
  lastI = i;
  lastJ = j;
  return (lastBits = readRange(i, j));
}

/** The pieces of the last evalRange and its answer: mTrial still holds the reading it accepted. */
let lastI = -1;
let lastJ = -1;
let lastBits = 0;

/** evalRange(i, j) for a commit, unless it was the last one evaluated (its reading is still in
 * mTrial: a two-piece group's chosen join costs no second round of look-ups). */
export function evalRangeAgain(i: number, j: number): number {
  return i === lastI && j === lastJ ? lastBits : evalRange(i, j);
}

function readRange(i: number, j: number): number {
  const join = j > i ? Try.Join : 0;
  const from = pFrom[i]!;
  const to = pTo[j]!;
  let foreign = false;
  let nonAscii = false;
  let leet = 0;
  let letters = 0;
  for (let p = i; p <= j; p++) {
    if (pForeign[p]) foreign = true;
    if (gFlags[p]! & PieceFlag.NonAscii) nonAscii = true;
    leet += pLeet[p]!;
    letters += gLetters[p]!;
  }
  rangeDead = false;
  const guess = letters >= Group.MinGuessLetters;
  if (join && !nonAscii) {
    const bits = lookupPieces(i, j);
    if (bits & Vocab.Word) return Try.Join;
    let alive = (bits & Vocab.Prefix) !== 0;
    let complete = leet === 0;
    if (guess && leet > 0) {
      if (tryLeet(from, to, true)) return join | Try.Leet;
      alive ||= leetPrefix;
      complete = leetComplete;
    }
    rangeDead = complete && !alive;
    return 0;
  }
  if (join) {
    const r = foldTokenScripts(mCp, from, to, mMix, mFor);
    const script = r & TF_MIXED ? Try.Script : 0;
    for (let k = from; k < to; k++) mTrial[k] = mMix[k]!;
    if (lookupCodes(mTrial, from, to) & Vocab.Word) return join | script;
    if (guess && tryLeet(from, to, false)) return join | script | Try.Leet;
    if (!guess || !(r & TF_FOREIGN)) return 0;
    for (let k = from; k < to; k++) mTrial[k] = mFor[k] === mCp[k] ? Read.AsIs : mFor[k]!;
  } else {
    if (!guess) return 0;
    if (leet > 0 && tryLeet(from, to, true)) return Try.Leet;
    if (!foreign) return 0;
    // a word of its own script that its own script knows stays itself: Cyrillic "Не" (capital Н,
    // as alternating case writes "не") is all look-alikes of Latin "He", but it is the negation
    for (let k = from; k < to; k++) mTrial[k] = mCur[k]!;
    if (lookupCodes(mTrial, from, to) & Vocab.Word) return 0;
    for (let k = from; k < to; k++) {
      const f = mFor[k]!;
      mTrial[k] = f === Read.AsIs ? mCur[k]! : f === mCp[k] ? Read.AsIs : f;
    }
  }
  // The foreign reading: every letter a Latin look-alike (confirmed by the vocabulary only).
  if (lookupCodes(mTrial, from, to) & Vocab.Word) return join | Try.Script;
  if (tryLeet(from, to, false)) return join | Try.Script | Try.Leet;
  return 0;
}

/**
 * The leet readings of code points [from, to) as mTrial holds them (as they read now if
 * `current`); leaves the first the vocabulary knows in mTrial.
 */
function tryLeet(from: number, to: number, current: boolean): boolean {
  // The model's arrays in locals: module bindings are reloaded at every use in a loop.
  const cps = mCp;
  const trial = mTrial;
  const kinds = mKind;
  const leetMap = LEET;
  if (current) {
    const cur = mCur;
    for (let k = from; k < to; k++) trial[k] = cur[k]!;
  }
  leetPrefix = false;
  leetComplete = true;
  if (leetAt.length < to - from) leetAt = new Int32Array((to - from) * 2);
  const at = leetAt;
  let nLeet = 0;
  let upper = 0;
  let lower = 0;
  let firstSymbol = -1;
  let ones = 0;
  for (let k = from; k < to; k++) {
    const c = cps[k]!;
    const code = trial[k]!;
    if (code === Read.AsIs && c < 0x80 && leetMap[c] && kinds[k] !== K.Letter) {
      at[nLeet++] = k;
      if (c === 0x31) ones++;
      if (firstSymbol < 0 && kinds[k] === K.Leet) firstSymbol = k;
      continue;
    }
    const v = firstUnit(code, c);
    if (v >= Ch.UpperA && v <= Ch.UpperZ) upper++;
    else if (v >= Ch.LowerA && v <= Ch.LowerZ) lower++;
  }
  if (nLeet === 0) return false;
  // A leet symbol right after a word ("approve!now") is punctuation, not a letter.
  if (firstSymbol > from && lookupCodes(trial, from, firstSymbol) & Vocab.Word) {
    leetComplete = false;
    return false;
  }
  const caseBit = upper > 0 && lower === 0 ? 0 : 0x20;
  const combos = ones <= Group.LeetMaxAmbiguous ? 1 << ones : 2;
  for (let mask = 0; mask < combos; mask++) {
    const allL = ones > Group.LeetMaxAmbiguous && mask === 1;
    let bit = 0;
    for (let t = 0; t < nLeet; t++) {
      const k = at[t]!;
      const c0 = cps[k]!;
      let c = leetMap[c0]!;
      if (c0 === 0x31) {
        if (allL || (mask >> bit) & 1) c = 0x6c;
        bit++;
      }
      trial[k] = (c & ~0x20) | caseBit;
    }
    const bits = lookupCodes(trial, from, to);
    if (bits & Vocab.Word) return true;
    if (bits & Vocab.Prefix) leetPrefix = true;
  }
  return false;
}

export function commit(i: number, j: number, bits: number): void {
  if (bits & (Try.Script | Try.Leet)) {
    const cps = mCp;
    const trial = mTrial;
    const cur = mCur;
    const kinds = mKind;
    const leetMap = LEET;
    for (let p = i; p <= j; p++) {
      let leet = 0;
      for (let k = pFrom[p]!; k < pTo[p]!; k++) {
        const v = trial[k]!;
        cur[k] = v;
        if (v === Read.AsIs && cps[k]! < 0x80 && leetMap[cps[k]!] && kinds[k] !== K.Letter) leet++;
      }
      pLeet[p] = leet;
      pForeign[p] = 0;
    }
  }
  if (bits & Try.Script) addFolds(FOLD_CONFUSABLE);
  if (bits & Try.Leet) addFolds(FOLD_LEET);
  if (bits & Try.Join) {
    addFolds(FOLD_SPACING);
    for (let p = i; p < j; p++) joined[p] = 1;
  }
}

