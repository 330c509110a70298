/**
 * The group phase B analyses: word pieces [gStart, gEnd) of T1 and what separates them, as the
 * tokenizer (or a shortcut) cut them, and the T1 and vocabulary of the current call; and what
 * the analysis writes: edits of T1, each replacing a span by a reading (one code point, a
 * multi-letter fold) or by nothing, with the fold bits they add. Groups are analysed left to
 * right, so the edits come sorted and disjoint; normalize.ts assembles them with T1.
 *
 * A piece is a run of letters, marks, digits and leet symbols (trailing symbols excluded:
 * "approve!" is a word and a bang). A group is a run of pieces joined by a short separator: one
 * or two of . - _ / · • or an invisible (any pieces: "al.ways", "ap-prove", "ig\u200Bnore"), or
 * up to three spaces/separators between single characters ("a l w a y s", "a . l . w").
 */
import { Group, Marker, grownCopy } from './normalize-scan.js';
import type { Vocabulary } from './normalize-scan.js';

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

/** Pieces joined to the next one (set by the join analysis, read when the edits are made). */
export const joined = new Uint8Array(Group.MaxPieces);

export let vocab: Vocabulary = { has: () => false };
/** T1's code units (the scan's bytes for ASCII text, phase A's units otherwise) and length. */
export let tu: Uint8Array | Uint16Array = new Uint8Array(0);
export let tn = 0;
/** T1 holds markers (invisibles phase A left between word pieces). */
export let hasMarkers = false;

/** Start phase B over T1's units [0, n): no edits yet. */
export function beginGroups(units: Uint8Array | Uint16Array, n: number, v: Vocabulary, markers: boolean): void {
  tu = units;
  tn = n;
  vocab = v;
  hasMarkers = markers;
  clearEdits();
}

/** The code point at offset i of T1. */
export function cpAt(i: number): number {
  const u = tu;
  const c = u[i]!;
  if ((c & 0xfc00) === 0xd800 && i + 1 < tn) {
    const d = u[i + 1]!;
    if ((d & 0xfc00) === 0xdc00) return ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
  }
  return c;
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

// ---------------------------------------------------------------------------------------------
// Edits.

/** Edits of T1: replace [ePos, ePos + eLen) by the reading eCode (Edit.Delete: by nothing). */
export let ePos = new Int32Array(256);
export let eLen = new Int32Array(256);
export let eCode = new Int32Array(256);
export let eN = 0;
/** The edit code that replaces by nothing. */
export const enum Edit {
  Delete = -1,
}
/** FOLD_* bits of what phase B folded. */
export let bFolds = 0;

/** No edits, no folds. */
export function clearEdits(): void {
  eN = 0;
  bFolds = 0;
}

/** Add fold bits to the result. */
export function addFolds(bits: number): void {
  bFolds |= bits;
}

/** Replace T1 units [pos, pos + len) by the reading `code`. */
export function edit(pos: number, len: number, code: number): void {
  if (eN === ePos.length) {
    ePos = grownCopy(ePos, eN * 2);
    eLen = grownCopy(eLen, eN * 2);
    eCode = grownCopy(eCode, eN * 2);
  }
  ePos[eN] = pos;
  eLen[eN] = len;
  eCode[eN++] = code;
}
