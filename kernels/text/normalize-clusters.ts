/**
 * Phase A of the normalizer, for text with non-ASCII code units: per cluster (a base and the
 * marks after it) invisibles, NFKC, combining marks, typographic quotes and Latin-script
 * look-alikes, written as T1's code units with their original offsets.
 *
 * Offset-exact: every unit a cluster folds to maps to the cluster's start; an invisible between
 * two word pieces leaves a Marker.Unit for phase B to turn into nothing or a space.
 */
import { K, KF, SCRIPT_COMMON, decodeAt, isZwSplitScript, scriptOf, stripsAllMarks, utf8At, utf8Len } from './chars.js';
import { type ClusterFold, MARKER_FOLD, NO_FOLD, foldCluster, foldSingle } from './normalize-fold.js';
import { clearSegments, pushSeg } from './normalize-map.js';
import {
  BMP_KIND,
  Copy,
  FOLD_INVISIBLE,
  FOLD_MARKS,
  asciiRunEnd,
  asciiText,
  bytes,
  encode,
  encodedRead,
  encodedSrc,
  encodedWritten,
  kindOf,
  unitsText,
} from './normalize-scan.js';

// Phase A's output, T1: while every change so far is ASCII and every other non-ASCII character
// has been replaced, T1 is one byte per unit (`t1Bytes`, copied from the source's UTF-8 in runs,
// so French or an English memory with a curly apostrophe never widens); from the first non-ASCII
// unit that stays, it is UTF-16 (`t1Units`), written as the source is decoded. Grown, never shrunk.
let t1Bytes = new Uint8Array(1024);
let t1Units = new Uint16Array(1024);
/** T1's units (one of the two buffers above) and length, after runPhaseA. */
export let t1: Uint8Array | Uint16Array = t1Bytes;
export let t1Length = 0;
/** T1 is one byte per unit. */
let asciiMode = true;
/** Source units [aFrom..) (bytes [aFromB..) of its UTF-8) follow the last replacement; in one-byte
 * mode they are not copied yet, in UTF-16 mode aO is T1's length so far. */
let aFrom = 0;
let aFromB = 0;
let aO = 0;
export let aMapped = false;
export let aLoneSurrogate = false;
export let aFolds = 0;
export let aMarkers = false;
/** The source's length in units (room to leave in T1 for what is still to come). */
let srcLength = 0;

/** Copy source bytes [from, to) (ASCII) to T1's bytes at o. */
function copyAscii(by: Uint8Array, from: number, to: number, o: number): void {
  if (to - from >= Copy.NativeMin) t1Bytes.set(by.subarray(from, to), o);
  else {
    const out = t1Bytes;
    for (let p = from; p < to; p++) out[o++] = by[p]!;
  }
}

/** Room for T1 units up to `need` (UTF-16 mode). */
function ensureUnits(need: number): void {
  if (t1Units.length >= need) return;
  const grown = new Uint16Array(need * 2 + 1024);
  grown.set(t1Units.subarray(0, aO));
  t1Units = grown;
}

/** Leave one-byte mode at source byte p, `rest` source units before the end: T1 so far (and the
 * pending ASCII run) as UTF-16, with room for the rest. */
function widen(p: number, rest: number): void {
  const pending = p - aFromB;
  if (t1Units.length < aO + pending + rest) t1Units = new Uint16Array((aO + pending + rest) * 2 + 1024);
  if (aO > 0) t1Units.set(t1Bytes.subarray(0, aO));
  if (pending > 0) t1Units.set(bytes.subarray(aFromB, p), aO);
  aO += pending;
  asciiMode = false;
}

/**
 * Replace source units [b, j) (bytes [bb, jb)) by `r` in T1; `i` (byte `pi`) is where the loop
 * stands (the units [b, i) of a base before a mark were written already in UTF-16 mode).
 */
function aReplace(i: number, pi: number, b: number, bb: number, j: number, jb: number, r: ClusterFold): void {
  const text = r.text;
  if (asciiMode && !r.ascii) widen(pi, srcLength - i);
  let o: number;
  if (asciiMode) {
    o = aO + (bb - aFromB);
    if (t1Bytes.length < o + text.length) {
      const grown = new Uint8Array((o + text.length) * 2 + 1024);
      grown.set(t1Bytes.subarray(0, aO));
      t1Bytes = grown;
    }
    copyAscii(bytes, aFromB, bb, aO);
    const out = t1Bytes;
    for (let q = 0; q < text.length; q++) out[o + q] = text.charCodeAt(q);
  } else {
    o = aO - (i - b);
    // Room for the rest of the source too: the loops that copy it do not check.
    ensureUnits(o + text.length + (srcLength - j));
    const out = t1Units;
    for (let q = 0; q < text.length; q++) out[o + q] = text.charCodeAt(q);
  }
  if (text.length > 0) pushSeg(o, b, 0);
  aO = o + text.length;
  pushSeg(aO, j, 1);
  aFrom = j;
  aFromB = jb;
  aMapped = true;
}

/** Write source units [i, ...) from bytes [p, pe) to T1 (UTF-16 mode): characters that stay. */
function keep(src: string, p: number, pe: number, i: number): void {
  const by = bytes;
  const out = t1Units;
  let o = aO;
  while (p < pe) {
    const b0 = by[p]!;
    if (b0 < 0x80) {
      out[o++] = b0;
      p++;
      i++;
      continue;
    }
    let cp = utf8At(by, p);
    p += utf8Len(b0);
    if (cp === 0xfffd) cp = src.charCodeAt(i); // the encoder's stand-in for a lone surrogate
    if (cp > 0xffff) {
      out[o++] = 0xd800 + ((cp - 0x10000) >> 10);
      out[o++] = 0xdc00 + ((cp - 0x10000) & 0x3ff);
      i += 2;
    } else {
      out[o++] = cp;
      i++;
    }
  }
  aO = o;
}

/** T1 as a string (only wanted when phase B changed nothing). */
export function t1Text(): string {
  return t1 === t1Bytes ? asciiText(t1Bytes, t1Length) : unitsText(t1Units, t1Length, aLoneSurrogate);
}

/**
 * How far back a joiner looks for its base, in code units. A real cluster has a few marks; a
 * hostile run of thousands made this look-back (once per joiner) quadratic.
 */
const MAX_BASE_LOOKBACK = 32;

/** Script of the base before offset i, skipping marks and invisibles (context of a joiner). */
function scriptBefore(src: string, i: number): number {
  for (let q = i - 1, stop = Math.max(0, i - MAX_BASE_LOOKBACK); q >= stop; q--) {
    let cp = src.charCodeAt(q);
    if ((cp & 0xfc00) === 0xdc00 && q > 0 && (src.charCodeAt(q - 1) & 0xfc00) === 0xd800) cp = decodeAt(src, --q);
    const kind = kindOf(cp) & KF.Mask;
    if (kind < K.Mark) return scriptOf(cp);
  }
  return SCRIPT_COMMON;
}

/**
 * Phase A: T1 (`t1`, `t1Length`), its map segments, aMapped/aFolds/aMarkers/aLoneSurrogate.
 *
 * It reads the source as the UTF-8 bytes the scan already encoded, not through charCodeAt: with
 * the lexicon compiled first (as the screen does: its many string shapes reach the same code
 * through normalizeTerm), a charCodeAt version of this loop took 8.9 µs on the "ASCII + one
 * curly apostrophe" memories against 3.0 µs without. Offsets into the source stay UTF-16 units.
 * Each character is decoded once; ASCII stretches are skipped four bytes at a time.
 */
export function runPhaseA(src: string, termMode: boolean): void {
  const n = src.length;
  srcLength = n;
  if (encodedRead !== n || encodedSrc !== src) encode(src, true);
  const by = bytes;
  const nb = encodedWritten;
  if (t1Units.length < n) t1Units = new Uint16Array(n + 1024);
  if (t1Bytes.length < n) t1Bytes = new Uint8Array(n + 1024);
  asciiMode = true;
  aFrom = 0;
  aFromB = 0;
  aO = 0;
  aMapped = false;
  aLoneSurrogate = false;
  aFolds = 0;
  aMarkers = false;
  clearSegments();
  pushSeg(0, 0, 1);
  let markerEnd = -1; // just after the last invisible that left (or was absorbed into) a marker
  let joinRunEnd = -1; // byte just after the current run of joiners
  let joinRunSplits = false;
  let i = 0; // source unit
  let p = 0; // source byte
  while (i < n) {
    if (!asciiMode) {
      // UTF-16 mode: characters that stay as they are (most of a Russian, Arabic or Chinese
      // text), decoded and written in one tight loop; room was made for them (ensureUnits).
      const kinds = BMP_KIND;
      const out = t1Units;
      let o = aO;
      while (p < nb) {
        const c0 = by[p]!;
        let c = c0;
        let bl = 1;
        if (c0 >= 0x80) {
          if (c0 < 0xe0) {
            c = ((c0 & 0x1f) << 6) | (by[p + 1]! & 0x3f);
            bl = 2;
          } else if (c0 < 0xf0) {
            c = ((c0 & 0x0f) << 12) | ((by[p + 1]! & 0x3f) << 6) | (by[p + 2]! & 0x3f);
            if (c === 0xfffd) break; // maybe the encoder's stand-in for a lone surrogate
            bl = 3;
          } else break;
          const k = kinds[c]!;
          if ((k & KF.Mask) >= K.Mark || k & (KF.Slow | KF.Extend)) break;
        }
        out[o++] = c;
        p += bl;
        i++;
      }
      aO = o;
      if (i >= n) break;
    } else if (by[p]! < 0x80) {
      // ASCII never changes by itself (a mark after it is handled when the mark comes).
      const e = asciiRunEnd(p, nb);
      i += e - p;
      p = e;
      continue;
    }
    const b0 = by[p]!;
    let cp = utf8At(by, p);
    const blen = utf8Len(b0);
    if (cp === 0xfffd && src.charCodeAt(i) !== 0xfffd) {
      cp = src.charCodeAt(i); // a lone surrogate
      aLoneSurrogate = true;
    }
    const len = cp > 0xffff ? 2 : 1;
    const k = cp < 0x10000 ? BMP_KIND[cp]! : kindOf(cp);
    const kind = k & KF.Mask;
    // A plain base stays as it is.
    if (kind < K.Mark && (k & (KF.Slow | KF.Extend)) === 0) {
      if (asciiMode) widen(p, n - i);
      const out = t1Units;
      if (len === 2) {
        out[aO++] = 0xd800 + ((cp - 0x10000) >> 10);
        out[aO++] = 0xdc00 + ((cp - 0x10000) & 0x3ff);
      } else out[aO++] = cp;
      i += len;
      p += blen;
      continue;
    }
    if (kind === K.Split || kind === K.Drop || kind === K.Joiner) {
      aFolds |= cp === 0x0640 ? FOLD_MARKS : FOLD_INVISIBLE;
      let split = kind === K.Split;
      if (kind === K.Joiner) {
        // every joiner of a run shares the run's end and its base: both are found once a run
        // (scanning the rest of the run at each joiner was quadratic in a run of ZWJs)
        if (p >= joinRunEnd) {
          let q = p + blen;
          while (q < nb && (kindOf(utf8At(by, q)) & KF.Mask) === K.Joiner) q += utf8Len(by[q]!);
          joinRunEnd = q;
          joinRunSplits = q < nb && isZwSplitScript(scriptBefore(src, i)) && isZwSplitScript(scriptOf(utf8At(by, q)));
        }
        split = joinRunSplits;
      }
      if (split && !termMode && markerEnd !== i) {
        aReplace(i, p, i, p, i + len, p + blen, MARKER_FOLD);
        aMarkers = true;
      } else {
        aReplace(i, p, i, p, i + len, p + blen, NO_FOLD);
      }
      if (split || markerEnd === i) markerEnd = i + len;
      i += len;
      p += blen;
      continue;
    }
    // A cluster: a base and the marks (extenders, selectors, joiners of its script) after it. A
    // mark or extender joins the base just before it, if that was left as it was.
    let b = i;
    let bb = p;
    let bcp = cp;
    let bk = k;
    let j = i + len;
    let jb = p + blen;
    if ((kind === K.Mark || k & KF.Extend) && i > aFrom) {
      let pb = p - 1;
      while ((by[pb]! & 0xc0) === 0x80) pb--;
      let pcp = utf8At(by, pb);
      if (pcp === 0xfffd) pcp = src.charCodeAt(i - 1);
      const plen = pcp > 0xffff ? 2 : 1;
      const pk = kindOf(pcp);
      if (i - plen >= aFrom && (pk & KF.Mask) < K.Mark) {
        b = i - plen;
        bb = pb;
        bcp = pcp;
        bk = pk;
        j = i;
        jb = p;
      }
    }
    let plain = (bk & KF.Slow) === 0 && (bk & KF.Mask) !== K.Mark;
    let drops = false;
    while (j < n) {
      const c0 = by[jb]!;
      if (c0 < 0xcc) break; // below U+0300: no mark
      const cp2 = utf8At(by, jb);
      const k2 = kindOf(cp2);
      const kind2 = k2 & KF.Mask;
      if (kind2 === K.Mark || k2 & KF.Extend) {
        if (k2 & (KF.Slow | KF.Strip | KF.Extend)) plain = false;
      } else if (kind2 === K.Drop || (kind2 === K.Joiner && !isZwSplitScript(scriptOf(bcp)))) {
        // Selectors, and joiners inside a joining script's cluster (क्‍ष), are deleted in place.
        drops = true;
        plain = false;
      } else break;
      j += cp2 > 0xffff ? 2 : 1;
      jb += utf8Len(c0);
    }
    if (plain && j > b + (bcp > 0xffff ? 2 : 1) && (stripsAllMarks(scriptOf(bcp)) || bk & KF.Fold)) plain = false;
    if (!plain) {
      let f: ClusterFold;
      let changed = drops;
      if (!drops && j === b + (bcp > 0xffff ? 2 : 1)) {
        // One code point (a precomposed letter, a quote, a fullwidth form): keyed by itself.
        f = foldSingle(bcp);
        changed = f.text.length !== j - b || f.text.codePointAt(0) !== bcp;
      } else {
        let key = src.slice(b, j);
        if (drops) {
          let kept = '';
          for (let q = b; q < j; ) {
            const cq = decodeAt(src, q);
            const lq = cq > 0xffff ? 2 : 1;
            const kq = kindOf(cq) & KF.Mask;
            if (kq !== K.Drop && kq !== K.Joiner) kept += src.slice(q, q + lq);
            else aFolds |= cq === 0x0640 ? FOLD_MARKS : FOLD_INVISIBLE;
            q += lq;
          }
          key = kept;
        }
        f = foldCluster(key);
        if (!drops) changed = f.text !== key;
      }
      if (changed) {
        aFolds |= f.folds;
        aReplace(i, p, b, bb, j, jb, f);
        i = j;
        p = jb;
        continue;
      }
    }
    // The cluster stays: its units after the base (already written, if it was before i).
    if (asciiMode) widen(p, n - i);
    keep(src, p, jb, i);
    i = j;
    p = jb;
  }
  if (asciiMode) {
    // One byte per unit to the end: copy the last run.
    const end = aO + (nb - aFromB);
    if (t1Bytes.length < end) {
      const grown = new Uint8Array(end + 1024);
      grown.set(t1Bytes.subarray(0, aO));
      t1Bytes = grown;
    }
    copyAscii(by, aFromB, nb, aO);
    aO = end;
    t1 = t1Bytes;
  } else t1 = t1Units;
  t1Length = aO;
}
