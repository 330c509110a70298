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
 *
 * Everything here is typed arrays: a reading is a code (confusables.ts Read.AsIs, one code point,
 * or a multi-letter fold), a candidate word is lower-cased code units handed to the vocabulary's
 * `lookup` (a string is built only for a vocabulary without it, or a non-ASCII candidate).
 */
import {
  K,
  KF, Ch, } from './chars.js';
import { Read, TF_FOREIGN, TF_MIXED, foldTokenScripts, multiFold } from './confusables.js';
import { FOLD_CONFUSABLE, FOLD_LEET, FOLD_SPACING, Group, Marker, Vocab, kindOf } from './normalize-scan.js';
import type { Vocabulary } from './normalize.js';

/** What a piece holds. */
export const enum PieceFlag {
  /** A leet digit or symbol. */
  Leet = 1,
  /** It mixes scripts, or is one non-Latin script of look-alikes: fold its scripts. */
  Scripts = 2,
  /** A non-ASCII letter (a join must fold the scripts of the joined word). */
  NonAscii = 4,
}

/** What separates two pieces of a group. */
export const enum SepFlag {
  Visible = 1,
  Marker = 2,
  Space = 4,
}

/** Leet reading of an ASCII code unit (0: not leet). `1` reads i; the l reading is tried too. */
export const LEET = new Uint8Array(128);
for (const [from, to] of [['0', 'o'], ['1', 'i'], ['3', 'e'], ['4', 'a'], ['5', 's'], ['7', 't'], ['8', 'b'],
  ['9', 'g'], ['@', 'a'], ['$', 's'], ['!', 'i'], ['|', 'l'], ['+', 't']] as const) {
  LEET[from.charCodeAt(0)] = to.charCodeAt(0);
}

// The current group: pieces [gStart, gEnd) of T1, separators sepFlags[p] between p and p + 1.
export const gStart = new Int32Array(Group.MaxPieces);
export const gEnd = new Int32Array(Group.MaxPieces);
export const gCps = new Int32Array(Group.MaxPieces);
export const gLetters = new Int32Array(Group.MaxPieces);
export const gFlags = new Int32Array(Group.MaxPieces);
export const sepFlags = new Int32Array(Group.MaxPieces);
const joined = new Uint8Array(Group.MaxPieces);

// A group under analysis: one entry per code point of its pieces (m*), per piece (p*). The model
// is built only where a piece has leet, look-alikes or non-ASCII letters; a plain split word
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
/** First piece at or after p with a non-ASCII letter (a prefix test says nothing past it). */
const nextNonAscii = new Int32Array(Group.MaxPieces + 1);
const bestCov = new Int32Array(Group.MaxPieces + 1);
const bestWords = new Int32Array(Group.MaxPieces + 1);
const choice = new Int32Array(Group.MaxPieces);
let leetAt = new Int32Array(64);

/** Edits of T1: replace [ePos, ePos + eLen) by the reading eCode (Edit.Delete: by nothing); sorted, disjoint. */
export let ePos = new Int32Array(256);
export let eLen = new Int32Array(256);
export let eCode = new Int32Array(256);
export let eN = 0;
/** The edit code that replaces by nothing. */
export const enum Edit {
  Delete = -1,
}
export let bFolds = 0;

let vocab: Vocabulary = { has: () => false };
/** T1's code units (the scan's bytes for ASCII text, phase A's units otherwise) and length. */
let tu: Uint8Array | Uint16Array = new Uint8Array(0);
let tn = 0;
let hasMarkers = false;

/** Start phase B over T1's units [0, n): no edits yet. */
export function beginGroups(units: Uint8Array | Uint16Array, n: number, v: Vocabulary, markers: boolean): void {
  tu = units;
  tn = n;
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

/** The code point at offset i of T1. */
function cpAt(i: number): number {
  const c = tu[i]!;
  if ((c & 0xfc00) === 0xd800 && i + 1 < tn) {
    const d = tu[i + 1]!;
    if ((d & 0xfc00) === 0xdc00) return ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
  }
  return c;
}

/** Replace T1 units [pos, pos + len) by the reading `code`. */
export function edit(pos: number, len: number, code: number): void {
  if (eN === ePos.length) {
    const size = eN * 2;
    const p = new Int32Array(size);
    p.set(ePos);
    ePos = p;
    const l = new Int32Array(size);
    l.set(eLen);
    eLen = l;
    const c = new Int32Array(size);
    c.set(eCode);
    eCode = c;
  }
  ePos[eN] = pos;
  eLen[eN] = len;
  eCode[eN++] = code;
}

/** Delete the markers in [a, b) (invisibles that separate nothing). */
export function dropMarkers(a: number, b: number): void {
  if (!hasMarkers) return;
  for (let q = a; q < b; q++) if (tu[q] === Marker.Unit) edit(q, 1, Edit.Delete);
}

export function pieceNeeds(p: number): boolean {
  const f = gFlags[p]!;
  return (f & PieceFlag.Scripts) !== 0 || ((f & PieceFlag.Leet) !== 0 && gLetters[p]! >= Group.MinGuessLetters);
}

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
    joined[p] = 0;
  }
  const multi = n >= 2 && letters >= Group.MinGuessLetters;
  if (!needs && !multi) {
    if (hasMarkers) for (let p = 0; p + 1 < n; p++) emitSep(p);
    return;
  }
  modelBuilt = flags !== 0;
  let m = 0;
  if (modelBuilt) {
    growModel(gEnd[n - 1]! - gStart[0]!);
    for (let p = 0; p < n; p++) {
      pFrom[p] = m;
      let leet = 0;
      for (let q = gStart[p]!; q < gEnd[p]!; ) {
        const cp = cpAt(q);
        const kind = kindOf(cp) & KF.Mask;
        if (cp < 0x80 && LEET[cp] && kind !== K.Letter) leet++;
        mCp[m] = cp;
        mPos[m] = q;
        mKind[m] = kind;
        mCur[m++] = Read.AsIs;
        q += cp > 0xffff ? 2 : 1;
      }
      pTo[p] = m;
      pLeet[p] = leet;
      pForeign[p] = 0;
    }
    for (let p = 0; p < n; p++) {
      if (gFlags[p]! & PieceFlag.Scripts) {
        const r = foldTokenScripts(mCp, pFrom[p]!, pTo[p]!, mMix, mFor);
        if (r & TF_MIXED) {
          for (let k = pFrom[p]!; k < pTo[p]!; k++) if (mMix[k] !== Read.AsIs) mCur[k] = mMix[k]!;
          bFolds |= FOLD_CONFUSABLE;
        }
        if (r & TF_FOREIGN) pForeign[p] = 1;
      }
      if (gLetters[p]! >= Group.MinGuessLetters && (pForeign[p] || pLeet[p])) {
        const bits = evalRange(p, p);
        if (bits) commit(p, p, bits);
      }
    }
  } else {
    for (let p = 0; p < n; p++) {
      pFrom[p] = 0;
      pTo[p] = 0;
      pLeet[p] = 0;
      pForeign[p] = 0;
    }
  }
  if (multi) joinPieces(n);
  for (let p = 0; p < n; p++) {
    for (let k = pFrom[p]!; k < pTo[p]!; k++) {
      const v = mCur[k]!;
      if (v !== Read.AsIs) edit(mPos[k]!, mCp[k]! > 0xffff ? 2 : 1, v);
    }
    if (p + 1 < n) emitSep(p);
  }
}

function emitSep(p: number): void {
  const a = gEnd[p]!;
  const b = gStart[p + 1]!;
  if (joined[p]) edit(a, b - a, Edit.Delete);
  // An invisible that stood alone between two pieces was a word boundary: keep it as a space.
  else if (sepFlags[p] === SepFlag.Marker && b - a === 1) edit(a, 1, Ch.Space);
  else if (sepFlags[p]! & SepFlag.Marker) dropMarkers(a, b);
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

/** Add fold bits to the result. */
export function addFolds(bits: number): void {
  bFolds |= bits;
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
  let len = 0;
  for (let k = from; k < to; k++) {
    const code = codes[k]!;
    const v = code === Read.AsIs ? mCp[k]! : code;
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
function lookupPieces(i: number, j: number): number {
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
const enum Try {
  Script = 1,
  Leet = 2,
  Join = 4,
}

/** Set by evalRange for a rejected plain join: no ASCII join that extends it can be a word
 * either (every reading it could have was looked up and no word begins with one). */
let rangeDead = false;
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
function evalRange(i: number, j: number): number {
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
  if (current) for (let k = from; k < to; k++) mTrial[k] = mCur[k]!;
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
    const c = mCp[k]!;
    const code = mTrial[k]!;
    if (code === Read.AsIs && c < 0x80 && LEET[c] && mKind[k] !== K.Letter) {
      at[nLeet++] = k;
      if (c === 0x31) ones++;
      if (firstSymbol < 0 && mKind[k] === K.Leet) firstSymbol = k;
      continue;
    }
    const v = firstUnit(code, c);
    if (v >= Ch.UpperA && v <= Ch.UpperZ) upper++;
    else if (v >= Ch.LowerA && v <= Ch.LowerZ) lower++;
  }
  if (nLeet === 0) return false;
  // A leet symbol right after a word ("approve!now") is punctuation, not a letter.
  if (firstSymbol > from && lookupCodes(mTrial, from, firstSymbol) & Vocab.Word) {
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
      const c0 = mCp[k]!;
      let c = LEET[c0]!;
      if (c0 === 0x31) {
        if (allL || (mask >> bit) & 1) c = 0x6c;
        bit++;
      }
      mTrial[k] = (c & ~0x20) | caseBit;
    }
    const bits = lookupCodes(mTrial, from, to);
    if (bits & Vocab.Word) return true;
    if (bits & Vocab.Prefix) leetPrefix = true;
  }
  return false;
}

function commit(i: number, j: number, bits: number): void {
  if (bits & (Try.Script | Try.Leet)) {
    for (let p = i; p <= j; p++) {
      let leet = 0;
      for (let k = pFrom[p]!; k < pTo[p]!; k++) {
        const v = mTrial[k]!;
        mCur[k] = v;
        if (v === Read.AsIs && mCp[k]! < 0x80 && LEET[mCp[k]!] && mKind[k] !== K.Letter) leet++;
      }
      pLeet[p] = leet;
      pForeign[p] = 0;
    }
  }
  if (bits & Try.Script) bFolds |= FOLD_CONFUSABLE;
  if (bits & Try.Leet) bFolds |= FOLD_LEET;
  if (bits & Try.Join) {
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
 *
 * A join no word begins with is not extended (its longer ASCII joins are rejected unlooked):
 * with a prefix-testing vocabulary a spaced run costs a few look-ups per letter, not
 * Group.MaxJoinUnits.
 */
function joinPieces(n: number): void {
  nextNonAscii[n] = n;
  for (let p = n - 1; p >= 0; p--) nextNonAscii[p] = gFlags[p]! & PieceFlag.NonAscii ? p : nextNonAscii[p + 1]!;
  bestCov[n] = 0;
  bestWords[n] = 0;
  for (let i = n - 1; i >= 0; i--) {
    bestCov[i] = bestCov[i + 1]!;
    bestWords[i] = bestWords[i + 1]!;
    choice[i] = i;
    let units = gEnd[i]! - gStart[i]!;
    let prevOk = -1;
    /** Joins i..j for j below this are known to be no word. */
    let skipUntil = 0;
    for (let j = i + 1; j < n && j - i < Group.MaxJoinPieces; j++) {
      units += gEnd[j]! - gStart[j]!;
      if (units > Group.MaxJoinUnits) break;
      if (j < skipUntil) {
        // What the loop below would do with a rejected join: nothing (prevOk is already 0).
        continue;
      }
      const ok = evalRange(i, j) !== 0;
      if (rangeDead) {
        // No ASCII join from i past j can be a word: skip to the next non-ASCII piece, if any.
        skipUntil = nextNonAscii[j + 1]!;
        if (skipUntil >= n) break;
      }
      // The redundancy test costs a look-up: skip it when its answer changes nothing (a rejected
      // join at the group's last piece: most hyphenated words).
      if ((gCps[j]! >= 2 || gLetters[j] === 0) && (ok || j + 1 < n)) {
        if (prevOk < 0) prevOk = lookupPieces(i, i) & Vocab.Word ? 1 : 0;
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
