/**
 * Phase B's tokenizer: cuts T1 into word pieces and groups of pieces around the scan's triggers,
 * and hands each group to normalize-joins.ts. Text away from every trigger is never looked at.
 */
import { K, KF, SCRIPT_COMMON, SCRIPT_INHERITED, SCRIPT_LATIN, scriptOf } from './chars.js';
import { BMP_KIND, Group, Marker, SCAN_CLASS, Sc, WORD_UNIT, isWordKind, kindOf, trig } from './normalize-scan.js';
import {
  LEET,
  PieceFlag,
  SepFlag,
  beginGroups,
  dropMarkers,
  gCps,
  gEnd,
  gFlags,
  gLetters,
  gStart,
  sepFlags,
} from './normalize-group.js';
import { flushGroup } from './normalize-joins.js';
import { alnumWord, asciiChain, beginLone, letterPair, letterWord } from './normalize-lone.js';
import type { Vocabulary } from './normalize-scan.js';

/** The current group has pieces [0, gN). */
let gN = 0;
/** T1's code units (the scan's bytes for ASCII text, phase A's units otherwise): phase B reads
 * these, not the string, for the same reason the scan does. */
let tu: Uint8Array | Uint16Array = new Uint8Array(0);

/** The code point at offset i of tu (n units). */
function cpAt(i: number, n: number): number {
  const c = tu[i]!;
  if ((c & 0xfc00) === 0xd800 && i + 1 < n) {
    const d = tu[i + 1]!;
    if ((d & 0xfc00) === 0xdc00) return ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
  }
  return c;
}


/** Separator flags for [a, b) between pieces of `left` and `right` characters, or -1 if it breaks the group. */
function sepKind(a: number, b: number, left: number, right: number): number {
  if (b - a > Group.MaxSepSpaced) return -1;
  let flags = 0;
  for (let q = a; q < b; q++) {
    const c = tu[q]!;
    const kind = BMP_KIND[c]! & KF.Mask;
    if (kind === K.Space) flags |= SepFlag.Space;
    else if (kind === K.Sep) flags |= SepFlag.Visible;
    else if (c === Marker.Unit) flags |= SepFlag.Marker;
    else return -1;
  }
  if (flags & SepFlag.Space) return left === 1 && right === 1 ? flags : -1;
  return b - a <= Group.MaxSepTight ? flags : -1;
}

/**
 * Phase B over T1, only around the scan's triggers: from the start of the group holding each
 * trigger to the end of that group. Everything else is left as it is without being looked at.
 */
export function runPhaseB(
  units: Uint8Array | Uint16Array,
  n: number,
  v: Vocabulary,
  markers: boolean,
  nTrig: number,
  shortcuts: boolean,
): void {
  tu = units;
  beginGroups(units, n, v, markers);
  beginLone(units, n);
  const kinds = BMP_KIND;
  let done = 0;
  for (let k = 0; k < nTrig; k++) {
    const p = trig[k]!;
    if (p < done) continue;
    if (shortcuts && !markers) {
      // The commonest groups, judged straight from T1 (normalize-lone.ts): a letter after a
      // separator ("follow-up"), a letter and a digit side by side ("w1r3", "10am"), a letter
      // of a mixed-script or foreign word ("Аlways", "перевод").
      const c = units[p]!;
      const prev = p > 0 ? units[p - 1]! : 0;
      let next = -1;
      if (p > 1 && (kinds[prev]! & KF.Mask) === K.Sep) next = letterPair(p, done);
      else if (c < 0x80 && prev < 0x80 && (kinds[c]! & KF.Mask) !== (kinds[prev]! & KF.Mask)) {
        const kc = kinds[c]! & KF.Mask;
        const kp = kinds[prev]! & KF.Mask;
        if ((kc === K.Letter || kc === K.Digit) && (kp === K.Letter || kp === K.Digit)) next = alnumWord(p, done);
        else if (kc === K.Letter) next = letterWord(p, done);
      } else if ((c < 0xd800 || c > 0xdfff) && (kinds[c]! & KF.Mask) === K.Letter) next = letterWord(p, done);
      // Other groups of ASCII pieces ("billing.acme-corp.com", "ops@acme-corp.com"): cut here,
      // judged by flushGroup.
      if (next < 0 && c < 0x80) next = asciiChain(p, done);
      if (next >= 0) {
        done = next;
        continue;
      }
    }
    done = tokenize(groupStart(p, n, done), p, n);
  }
}

/** Where the group holding offset p starts: walk left over pieces while the separators could join. */
function groupStart(p: number, n: number, done: number): number {
  const u = tu;
  const word = WORD_UNIT;
  const cls = SCAN_CLASS;
  let q = p;
  while (q > 0 && word[u[q - 1]!]) q--;
  for (;;) {
    // Tokenizing starts at `done` at the earliest: no need to walk further back (a long spaced
    // run cut into groups of MaxPieces was walked back to its start once per group: quadratic).
    if (q <= done) return done;
    let a = q;
    let spaces = false;
    while (a > 0 && q - a <= Group.MaxSepSpaced) {
      const c = u[a - 1]!;
      const sc = cls[c]!;
      if (sc === Sc.Space) spaces = true;
      else if (sc !== Sc.Sep && c !== Marker.Unit) break;
      a--;
    }
    if (a === q || a === 0 || !word[u[a - 1]!]) return q;
    if (spaces) {
      // Spaced letters join only single characters (a surrogate pair is one).
      let e = q;
      while (e < n && word[u[e]!]) e++;
      let b = a;
      while (b > 0 && word[u[b - 1]!]) b--;
      if (e - q > 2 || a - b > 2) return q;
      q = b;
    } else {
      if (q - a > Group.MaxSepTight) return q;
      while (a > 0 && word[u[a - 1]!]) a--;
      q = a;
    }
  }
}

/**
 * Cut T1 from `from` into pieces and groups, analysing each group, until the group that holds
 * `until` has been analysed. Returns where it stopped (the start of the next group, or the end).
 */
function tokenize(from: number, until: number, n: number): number {
  const u = tu;
  const kinds = BMP_KIND;
  const leet = LEET;
  gN = 0;
  let prevEnd = from;
  let i = from;
  while (i < n) {
    const c = u[i]!;
    const first = c < 0xd800 || c > 0xdfff ? kinds[c]! : kindOf(cpAt(i, n));
    if (!isWordKind(first & KF.Mask)) {
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
      const c2 = u[j]!;
      if (c2 < 0x80) {
        // ASCII: the common case, no script lookup.
        const k2 = kinds[c2]!;
        if (k2 === K.Letter) {
          letters++;
          latin = true;
          trailing = 0;
        } else if (k2 === K.Digit) {
          if (leet[c2]) leetDigits++;
          trailing = 0;
        } else if (k2 === K.Leet) {
          symbols++;
          trailing++;
        } else break;
        cps++;
        j++;
        continue;
      }
      let cp2 = c2;
      const k2 = c2 < 0xd800 || c2 > 0xdfff ? kinds[c2]! : kindOf((cp2 = cpAt(j, n)));
      const kind2 = k2 & KF.Mask;
      if (!isWordKind(kind2)) break;
      j += cp2 > 0xffff ? 2 : 1;
      trailing = 0;
      if (kind2 === K.Mark) continue;
      cps++;
      if (kind2 !== K.Letter) continue;
      letters++;
      nonAscii = true;
      let s = scriptOf(cp2);
      if (s === SCRIPT_LATIN) {
        latin = true;
        continue;
      }
      if (s === SCRIPT_INHERITED) s = SCRIPT_COMMON;
      if ((k2 & KF.Fold) === 0) unfoldable = true;
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
      const sf = gN < Group.MaxPieces ? sepKind(prevEnd, i, gCps[gN - 1]!, cps) : -1;
      if (sf < 0) {
        flushGroup(gN);
        gN = 0;
        dropMarkers(prevEnd, i);
        if (prevEnd >= until) return i;
      } else sepFlags[gN - 1] = sf;
    } else dropMarkers(prevEnd, i);
    // Scripts to fold: several, or one non-Latin script of look-alikes only (a foreign reading).
    const scripts = (script0 >= 0 && (latin || mixed)) || (script0 >= 0 && !unfoldable && letters >= Group.MinGuessLetters);
    gStart[gN] = i;
    gEnd[gN] = good;
    gCps[gN] = cps;
    gLetters[gN] = letters;
    gFlags[gN++] =
      (leetDigits > 0 || symbols > trailing ? PieceFlag.Leet : 0) | (scripts ? PieceFlag.Scripts : 0) | (nonAscii ? PieceFlag.NonAscii : 0);
    prevEnd = good;
    i = good;
  }
  flushGroup(gN);
  gN = 0;
  dropMarkers(prevEnd, n);
  return n;
}
