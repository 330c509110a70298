/**
 * A group's analysis (phase B): each piece's own readings, then which neighbouring pieces to join
 * (the joins the vocabulary confirms that cover the most pieces), then the edits: the readings
 * that differ from T1, the separators of joined pieces, invisibles turned into nothing or a space.
 */
import { Ch } from './chars.js';
import { Group, Vocab } from './normalize-scan.js';
import {
  Edit,
  PieceFlag,
  SepFlag,
  dropMarkers,
  edit,
  gCps,
  gEnd,
  gFlags,
  gLetters,
  gStart,
  hasMarkers,
  joined,
  pieceNeeds,
  sepFlags,
} from './normalize-group.js';
import {
  buildModel,
  commit,
  emitReadings,
  evalRange,
  evalRangeAgain,
  lookupPieces,
  rangeDead,
  readPiece,
} from './normalize-readings.js';

/** First piece at or after p with a non-ASCII letter (a prefix test says nothing past it). */
const nextNonAscii = new Int32Array(Group.MaxPieces + 1);
const bestCov = new Int32Array(Group.MaxPieces + 1);
const bestWords = new Int32Array(Group.MaxPieces + 1);
const choice = new Int32Array(Group.MaxPieces);

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
  const built = flags !== 0;
  buildModel(n, built);
  if (built) for (let p = 0; p < n; p++) readPiece(p);
  if (multi) joinPieces(n);
  for (let p = 0; p < n; p++) {
    if (built) emitReadings(p);
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
      commit(p, j, evalRangeAgain(p, j));
      p = j + 1;
    } else p++;
  }
}
