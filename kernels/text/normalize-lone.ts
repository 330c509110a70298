/**
 * Phase B's shortcuts: the commonest groups, judged straight from T1's units instead of through
 * groupStart, tokenize and the group analysis of normalize-joins.ts (which cost ~280 ns a group
 * on the hyphenated memories of bench/normalize.bench.ts, most of the phase):
 *
 * - two pieces of ASCII letters around one separator: a split word or not ("follow-up", "e-mail");
 * - a word of ASCII letters and digits: its leet readings ("w1r3", "c0nf1rm4t10n", "10am");
 * - a word of letters: its script folds ("Аlways", "всeгда", "客户Dana", "перевод").
 *
 * Each applies only where the general path would form exactly that group (nothing joinable on
 * either side, as groupStart and sepKind decide), and records exactly its edits and folds; it
 * returns where tokenize would have stopped (the next piece's start). Anything else returns -1
 * and goes the general way: leet symbols, marks, digits in letter words, a foreign-script
 * reading the vocabulary must confirm, a third script, markers.
 */
import { Ch, K, KF, SCRIPT_COMMON, SCRIPT_INHERITED, SCRIPT_LATIN } from './chars.js';
import { Read, inverseFold, latinFoldCode } from './confusables.js';
import {
  BMP_KIND,
  BMP_SCRIPT,
  FOLD_CONFUSABLE,
  FOLD_LEET,
  FOLD_SPACING,
  Group,
  Vocab,
  WORD_UNIT,
  isWordKind,
  kindOf,
} from './normalize-scan.js';
import {
  Edit,
  LEET,
  PieceFlag,
  SepFlag,
  addFolds,
  edit,
  gCps,
  gEnd,
  gFlags,
  gLetters,
  gStart,
  sepFlags,
} from './normalize-group.js';
import { flushGroup } from './normalize-joins.js';
import { candidate, lookupCand } from './normalize-readings.js';

let tu: Uint8Array | Uint16Array = new Uint8Array(0);
let tn = 0;

/** Start over T1's units [0, n). */
export function beginLone(units: Uint8Array | Uint16Array, n: number): void {
  tu = units;
  tn = n;
}

function isAsciiLetter(c: number): boolean {
  return ((c | 0x20) - Ch.LowerA) >>> 0 <= Ch.LowerZ - Ch.LowerA;
}

function isAsciiAlnum(c: number): boolean {
  return isAsciiLetter(c) || (c - Ch.D0) >>> 0 <= 9;
}

/** The kind of T1's unit c, BMP only (surrogates read as other). */
function kindAt(c: number): number {
  return c >= 0xd800 && c <= 0xdfff ? K.Other : BMP_KIND[c]! & KF.Mask;
}

// ---------------------------------------------------------------------------------------------
// Where a group starts and ends.

/**
 * Whether groupStart, from the piece [s, e) (`e - s` code points, no surrogates), stops at s:
 * the start, a character that is no word after at most MaxSepSpaced spaces or separators, a word
 * longer than a spaced letter past spaces, or a run of separators longer than a split.
 */
function startsGroup(s: number, e: number): boolean {
  if (s === 0) return true;
  const u = tu;
  const c = u[s - 1]!;
  if (WORD_UNIT[c] || (c >= 0xd800 && c <= 0xdfff)) return false;
  const kc = kindAt(c);
  if (kc === K.Other) return true;
  if (kc !== K.Space && kc !== K.Sep) return false;
  let a = s;
  let spaces = false;
  while (a > 0 && s - a <= Group.MaxSepSpaced) {
    const k2 = kindAt(u[a - 1]!);
    if (k2 === K.Space) spaces = true;
    else if (k2 !== K.Sep) break;
    a--;
  }
  if (a === 0 || !WORD_UNIT[u[a - 1]!]) return true;
  if (!spaces) return s - a > Group.MaxSepTight;
  if (e - s > 2) return true;
  let b = a;
  while (b > 0 && WORD_UNIT[u[b - 1]!]) b--;
  return a - b > 2;
}

/**
 * Whether tokenize ends the group after a piece that ends at e and has `cps` code points: what
 * follows is the end, a character that is no word, or a gap sepKind refuses (longer than
 * MaxSepSpaced; separators only and longer than MaxSepTight; spaces unless both sides are single
 * characters). A leet symbol or surrogate next is left to the general path.
 */
function endsGroup(e: number, cps: number): boolean {
  const n = tn;
  if (e >= n) return true;
  const u = tu;
  const kd = kindAt(u[e]!);
  if (kd === K.Other) return (u[e]! & 0xf800) !== 0xd800;
  if (kd !== K.Space && kd !== K.Sep) return false;
  let x = e;
  let spaces = false;
  while (x < n) {
    const k2 = kindAt(u[x]!);
    if (k2 === K.Space) spaces = true;
    else if (k2 !== K.Sep) break;
    x++;
  }
  if (x >= n) return true;
  const c = u[x]!;
  if (c >= 0xd800 && c <= 0xdfff) return false;
  const kx = kindAt(c);
  if (!isWordKind(kx)) return true;
  if (kx === K.Leet) return false;
  const gap = x - e;
  if (gap > Group.MaxSepSpaced) return true;
  if (!spaces) return gap > Group.MaxSepTight;
  if (cps !== 1) return true;
  // A single character before spaces: the next piece must not be one too.
  let y = x;
  while (y < n && (u[y]! < 0x80 ? isAsciiAlnum(u[y]!) : kindAt(u[y]!) === K.Letter)) y++;
  return y - x >= 2;
}

/** Where tokenize's next piece starts at or after x: past characters that are no part of a word,
 * and past runs of leet symbols only (trailing punctuation, "!!"). */
function nextPiece(x: number): number {
  const n = tn;
  const u = tu;
  while (x < n) {
    const c = u[x]!;
    const kind = c < 0xd800 || c > 0xdfff ? BMP_KIND[c]! & KF.Mask : kindOf(cpAt(x)) & KF.Mask;
    if (!isWordKind(kind)) {
      x++;
      continue;
    }
    if (kind !== K.Leet) return x;
    let j = x;
    while (j < n && (BMP_KIND[u[j]!]! & KF.Mask) === K.Leet) j++;
    if (j < n) {
      const c2 = u[j]!;
      const k2 = c2 < 0xd800 || c2 > 0xdfff ? BMP_KIND[c2]! & KF.Mask : kindOf(cpAt(j)) & KF.Mask;
      if (isWordKind(k2)) return x;
    }
    x = j;
  }
  return n;
}

function cpAt(i: number): number {
  const c = tu[i]!;
  if ((c & 0xfc00) === 0xd800 && i + 1 < tn) {
    const d = tu[i + 1]!;
    if ((d & 0xfc00) === 0xdc00) return ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
  }
  return c;
}

// ---------------------------------------------------------------------------------------------
// The shortcuts. `p` is the scan's trigger, `done` where the last group analysed ended.

/**
 * Two pieces of ASCII letters around one separator, `p` the first letter after it: joined when
 * A+B is a word and A is not (joinPieces and its redundancy test for two pieces).
 */
export function letterPair(p: number, done: number): number {
  const u = tu;
  const n = tn;
  const aE = p - 1;
  let aS = aE;
  while (aS > 0 && u[aS - 1]! < 0x80 && isAsciiLetter(u[aS - 1]!)) aS--;
  if (aS === aE || aS < done) return -1;
  let bE = p;
  while (bE < n && u[bE]! < 0x80 && isAsciiLetter(u[bE]!)) bE++;
  if (bE === p || !startsGroup(aS, aE) || !endsGroup(bE, bE - p)) return -1;
  const units = aE - aS + (bE - p);
  if (units <= Group.MaxJoinUnits) {
    const c = candidate(units);
    let len = 0;
    for (let q = aS; q < aE; q++) c[len++] = u[q]! | 0x20;
    for (let q = p; q < bE; q++) c[len++] = u[q]! | 0x20;
    // The redundancy test only when B has two letters or more (a "a p p r o v e d" letter passes).
    if (lookupCand(len) & Vocab.Word && (bE - p < 2 || !(lookupCand(aE - aS) & Vocab.Word))) {
      addFolds(FOLD_SPACING);
      edit(aE, 1, Edit.Delete);
    }
  }
  return nextPiece(bE);
}

/**
 * A word of ASCII letters and digits around `p`: with two letters and a leet digit, its leet
 * readings (tryLeet's, in its order) until the vocabulary knows one, whose letters replace the
 * digits.
 */
export function alnumWord(p: number, done: number): number {
  const u = tu;
  const n = tn;
  let s = p;
  while (s > 0 && u[s - 1]! < 0x80 && isAsciiAlnum(u[s - 1]!)) s--;
  let e = p;
  while (e < n && u[e]! < 0x80 && isAsciiAlnum(u[e]!)) e++;
  if (s < done || !startsGroup(s, e) || !endsGroup(e, e - s)) return -1;
  const at = leetPositions(e - s);
  const leetMap = LEET;
  let letters = 0;
  let upper = 0;
  let nLeet = 0;
  let ones = 0;
  for (let q = s; q < e; q++) {
    const c = u[q]!;
    if (c <= Ch.D9) {
      if (leetMap[c]) {
        at[nLeet++] = q;
        if (c === Ch.D0 + 1) ones++;
      }
    } else {
      letters++;
      if (c <= Ch.UpperZ) upper++;
    }
  }
  if (letters >= Group.MinGuessLetters && nLeet > 0) {
    const c = candidate(e - s);
    for (let q = s; q < e; q++) c[q - s] = u[q]! >= Ch.UpperA ? u[q]! | 0x20 : u[q]!;
    // All capitals: the letters read as capitals too ("4LW4YS" → "ALWAYS").
    const caseBit = upper > 0 && upper === letters ? 0 : 0x20;
    const combos = ones <= Group.LeetMaxAmbiguous ? 1 << ones : 2;
    for (let mask = 0; mask < combos; mask++) {
      const allL = ones > Group.LeetMaxAmbiguous && mask === 1;
      let bit = 0;
      for (let t = 0; t < nLeet; t++) {
        const q = at[t]!;
        let r = leetMap[u[q]!]!;
        if (u[q] === Ch.D0 + 1) {
          if (allL || (mask >> bit) & 1) r = Ch.LowerA + 11; // l
          bit++;
        }
        c[q - s] = r;
      }
      if (lookupCand(e - s) & Vocab.Word) {
        addFolds(FOLD_LEET);
        for (let t = 0; t < nLeet; t++) edit(at[t]!, 1, (c[at[t]! - s]! & ~0x20) | caseBit);
        break;
      }
    }
  }
  return nextPiece(e);
}

let leetAt = new Int32Array(64);
function leetPositions(n: number): Int32Array {
  if (leetAt.length < n) leetAt = new Int32Array(n * 2);
  return leetAt;
}

/**
 * A group of ASCII pieces (letters, digits, leet symbols inside: "billing.acme-corp.com",
 * "ops@acme-corp.com", "pr3-4ppr0v3d") joined by one or two separators, around `p`: cut here the
 * way tokenize cuts it and judged by flushGroup itself, so only the cutting is skipped. Not for a
 * piece ending in leet symbols, a run of symbols only, or anything non-ASCII.
 */
export function asciiChain(p: number, done: number): number {
  const u = tu;
  const n = tn;
  let s = p;
  while (s > 0 && isAsciiWordUnit(u[s - 1]!)) s--;
  // Left over pieces one or two separators apart (startsGroup judges what stops the walk).
  for (;;) {
    let a = s;
    while (a > 0 && s - a <= Group.MaxSepTight && kindAt(u[a - 1]!) === K.Sep) a--;
    if (a === s || s - a > Group.MaxSepTight || a === 0 || !isAsciiWordUnit(u[a - 1]!)) break;
    s = a;
    while (s > 0 && isAsciiWordUnit(u[s - 1]!)) s--;
    if (s < done) return -1; // a long chain is walked once, not once per group of MaxPieces
  }
  if (s < done) return -1;
  let np = 0;
  let q = s;
  for (;;) {
    if (np === Group.MaxPieces) return -1;
    // One piece: ASCII letters, digits, leet symbols.
    const ps = q;
    let letters = 0;
    let leetDigits = 0;
    let symbols = 0;
    let trailing = 0;
    while (q < n) {
      const c = u[q]!;
      if (c >= 0x80) break;
      const k = BMP_KIND[c]!;
      if (k === K.Letter) {
        letters++;
        trailing = 0;
      } else if (k === K.Digit) {
        if (LEET[c]) leetDigits++;
        trailing = 0;
      } else if (k === K.Leet) {
        symbols++;
        trailing++;
      } else break;
      q++;
    }
    if (trailing > 0 || q === ps) return -1;
    gStart[np] = ps;
    gEnd[np] = q;
    gCps[np] = q - ps;
    gLetters[np] = letters;
    gFlags[np++] = leetDigits > 0 || symbols > 0 ? PieceFlag.Leet : 0;
    // The next piece, one or two separators on.
    let x = q;
    while (x < n && x - q <= Group.MaxSepTight && kindAt(u[x]!) === K.Sep) x++;
    if (x === q || x - q > Group.MaxSepTight || x >= n || !isAsciiWordUnit(u[x]!)) break;
    sepFlags[np - 1] = SepFlag.Visible;
    q = x;
  }
  if (!startsGroup(s, gEnd[0]!) || !endsGroup(q, gCps[np - 1]!)) return -1;
  flushGroup(np);
  return nextPiece(q);
}

function isAsciiWordUnit(c: number): boolean {
  if (c >= 0x80) return false;
  const k = BMP_KIND[c]!;
  return k === K.Letter || k === K.Digit || k === K.Leet;
}

/** Per letter of a letter word: its script slot and reading; per slot: script, letters, first. */
let slot = new Uint8Array(64);
let reading = new Int32Array(64);
function growSlots(need: number): void {
  const s2 = new Uint8Array(need * 2);
  s2.set(slot);
  slot = s2;
  reading = new Int32Array(need * 2);
}
const slotScript = Int32Array.of(SCRIPT_LATIN, -1, -1);
const slotCount = new Int32Array(3);
const slotFirst = new Int32Array(3);

/**
 * A word of letters around `p`: ASCII and up to two other scripts (not Common or Inherited: no
 * letter-like symbols), BMP only. tokenize's script flag and foldTokenScripts, as flushGroup
 * applies them to a lone piece: the minority letters fold toward the majority script. A possible
 * foreign-script reading (every letter a Latin look-alike) needs the vocabulary: general path.
 */
export function letterWord(p: number, done: number): number {
  const u = tu;
  const n = tn;
  const kinds = BMP_KIND;
  const scripts8 = BMP_SCRIPT;
  let s = p;
  while (s > 0 && isLetterUnit(u[s - 1]!, kinds)) s--;
  if (s < done) return -1;
  // Script slots: 0 Latin, 1 and 2 the other scripts in order of first appearance; the word's
  // letters classified as the walk finds its end.
  const script = slotScript;
  const count = slotCount;
  const first = slotFirst;
  script[1] = -1;
  script[2] = -1;
  count[0] = count[1] = count[2] = 0;
  let unfoldable = false;
  let e = s;
  for (; e < n; e++) {
    const c = u[e]!;
    let k = 0;
    if (c < 0x80) {
      if (!isAsciiLetter(c)) break;
    } else {
      if (c >= 0xd800 && c <= 0xdfff) break;
      const kc = kinds[c]!;
      if ((kc & KF.Mask) !== K.Letter) break;
      const sc = scripts8[c]!;
      if (sc === SCRIPT_LATIN || sc === SCRIPT_COMMON || sc === SCRIPT_INHERITED) return -1;
      if (sc === script[1]) k = 1;
      else if (sc === script[2]) k = 2;
      else if (script[1] === -1) script[(k = 1)] = sc;
      else if (script[2] === -1) script[(k = 2)] = sc;
      else return -1;
      if (!(kc & KF.Fold)) unfoldable = true;
    }
    if (e - s >= slot.length) growSlots(e - s + 1);
    slot[e - s] = k;
    if (count[k]!++ === 0) first[k] = e;
  }
  if (!startsGroup(s, e) || !endsGroup(e, e - s)) return -1;
  const letters = e - s;
  // tokenize: fold the scripts of a piece with a non-Latin letter and a Latin one or a second
  // script, or whose every letter is a look-alike.
  const scripts = script[1] !== -1 && (count[0]! > 0 || script[2] !== -1 || (!unfoldable && letters >= Group.MinGuessLetters));
  if (scripts) {
    // foldTokenScripts' majority: the most letters; on a tie the first to appear, or Latin.
    let majority = -1;
    let best = 0;
    let visited = 0;
    for (let r = 0; r < 3; r++) {
      let k = -1;
      for (let t = 0; t < 3; t++) {
        if (count[t]! > 0 && !((visited >> t) & 1) && (k < 0 || first[t]! < first[k]!)) k = t;
      }
      if (k < 0) break;
      visited |= 1 << k;
      const c = count[k]!;
      if (c > best || (c === best && k === 0)) {
        best = c;
        majority = k;
      }
    }
    const nScripts = (count[0]! > 0 ? 1 : 0) + (count[1]! > 0 ? 1 : 0) + (count[2]! > 0 ? 1 : 0);
    if (majority === 0) {
      // Latin majority (the usual disguise, "Аlwаys"): the other letters to their Latin folds,
      // recorded at once (no foreign reading to wait for).
      let mixed = false;
      for (let q = s; q < e; q++) {
        if (slot[q - s] === 0) continue;
        const r = latinFoldCode(u[q]!);
        if (r === Read.AsIs) continue;
        edit(q, 1, r);
        mixed = true;
      }
      if (mixed) addFolds(FOLD_CONFUSABLE);
      return nextPiece(e);
    }
    let mixed = false;
    for (let q = s; q < e; q++) {
      const k = slot[q - s]!;
      let r: number = Read.AsIs;
      if (nScripts >= 2 && k !== majority) {
        // Toward the majority script: the letter of it with the same Latin fold.
        const f = k === 0 ? u[q]! : latinFoldCode(u[q]!);
        const inv = f >= 0 ? inverseFold(script[majority]!, f) : -1;
        if (inv >= 0) {
          r = inv;
          mixed = true;
        }
      }
      reading[q - s] = r;
    }
    // A foreign reading exists when every letter, as it now reads, has a Latin fold.
    let foreign = true;
    for (let q = s; q < e && foreign; q++) {
      const r = reading[q - s]!;
      const cur = r !== Read.AsIs ? r : u[q]!;
      if (cur >= 0x80 && latinFoldCode(cur) === Read.AsIs) foreign = false;
    }
    if (foreign) return -1;
    if (mixed) {
      addFolds(FOLD_CONFUSABLE);
      for (let q = s; q < e; q++) if (reading[q - s] !== Read.AsIs) edit(q, 1, reading[q - s]!);
    }
  }
  return nextPiece(e);
}

function isLetterUnit(c: number, kinds: Uint8Array): boolean {
  if (c < 0x80) return isAsciiLetter(c);
  return (c < 0xd800 || c > 0xdfff) && (kinds[c]! & KF.Mask) === K.Letter;
}
