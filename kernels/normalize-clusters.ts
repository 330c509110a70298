/**
 * Phase A of the normalizer, for text with non-ASCII code units: per cluster (a base and the
 * marks after it) invisibles, NFKC, combining marks, typographic quotes and Latin-script
 * look-alikes, written as T1's code units with their original offsets.
 *
 * Offset-exact: every unit a cluster folds to maps to the cluster's start; an invisible between
 * two word pieces leaves a MARKER for phase B to turn into nothing or a space.
 */
import {
  K_DROP,
  K_JOINER,
  K_MARK,
  K_SPLIT,
  KF_EXTEND,
  KF_FOLD,
  KF_MASK,
  KF_SLOW,
  KF_STRIP,
  SCRIPT_COMMON,
  SCRIPT_LATIN,
  decodeAt,
  isZwSplitScript,
  punctFold,
  scriptOf,
  stripsAllMarks,
  utf8At,
  utf8Len,
} from './chars.js';
import { latinFold } from './confusables.js';
import {
  BMP_KIND,
  FOLD_CONFUSABLE,
  FOLD_INVISIBLE,
  FOLD_MARKS,
  FOLD_NFKC,
  FOLD_PUNCT,
  MARKER,
  bytes,
  encode,
  encodedRead,
  encodedSrc,
  encodedWritten,
  kindOf,
} from './normalize-scan.js';


interface ClusterFold {
  text: string;
  folds: number;
}

/**
 * Cluster folds are memoized: natural text repeats a small set of accented letters, Hindi
 * syllables, fullwidth letters. The cache saved about a fifth of the time on Russian, Chinese,
 * Arabic and French memories (4.6 against 5.8 µs each, measured like bench/normalize.bench.ts);
 * the bound only caps memory (one language uses a few hundred clusters), cleared when reached.
 */
const CLUSTER_CACHE_MAX = 4096;
const clusterCache = new Map<string, ClusterFold>();

function foldCluster(key: string): ClusterFold {
  const hit = clusterCache.get(key);
  if (hit) return hit;
  let folds = 0;
  const nfkc = key.normalize('NFKC');
  if (nfkc !== key.normalize('NFC')) folds |= FOLD_NFKC;
  const nfd = nfkc.normalize('NFD');
  let stripped = '';
  let removed = false;
  // A mark with no base (after an invisible, at the start) is stripped; but a base whose NFKC
  // begins with a mark (Thai sara am → nikhahit + sara aa) keeps it.
  let stripAll = (kindOf(key.codePointAt(0)!) & KF_MASK) === K_MARK;
  for (let i = 0; i < nfd.length; ) {
    const cp = nfd.codePointAt(i)!;
    const len = cp > 0xffff ? 2 : 1;
    const k = kindOf(cp);
    const kind = k & KF_MASK;
    if ((kind === K_MARK && (stripAll || k & KF_STRIP)) || kind === K_DROP) {
      removed = true;
    } else {
      // Marks on a letter with a Latin fold go too: phase B may make it a Latin letter.
      if (kind !== K_MARK) stripAll = stripsAllMarks(scriptOf(cp)) || (k & KF_FOLD) !== 0;
      stripped += nfd.slice(i, i + len);
    }
    i += len;
  }
  let text = nfkc;
  if (removed) {
    folds |= FOLD_MARKS;
    text = stripped.normalize('NFC');
  }
  let out = '';
  let changed = false;
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i)!;
    const len = cp > 0xffff ? 2 : 1;
    const q = punctFold(cp);
    const f = q < 0 && cp >= 0x80 && kindOf(cp) & KF_FOLD && scriptOf(cp) === SCRIPT_LATIN ? latinFold(cp) : undefined;
    if (q >= 0) {
      out += String.fromCharCode(q);
      folds |= FOLD_PUNCT;
      changed = true;
    } else if (f !== undefined) {
      out += f;
      folds |= FOLD_CONFUSABLE;
      changed = true;
    } else out += text.slice(i, i + len);
    i += len;
  }
  const fold = { text: changed ? out : text, folds };
  if (clusterCache.size >= CLUSTER_CACHE_MAX) clusterCache.clear();
  clusterCache.set(key, fold);
  return fold;
}

const MARKER_STR = String.fromCharCode(MARKER);

// Phase A output: T1's code units (read by the T1 scan and phase B) and their original offsets
// (valid when `aMapped`), grown and never shrunk; T1 itself is decoded from the units.
export let midUnits = new Uint16Array(1024);
export let midMap = new Uint32Array(1024);
/** Source units [aFrom..) (bytes [aFromB..) of its UTF-8) are not yet copied; aO units of T1 are written. */
let aFrom = 0;
let aFromB = 0;
let aO = 0;
export let aMapped = false;
let aLoneSurrogate = false;
export let aFolds = 0;
export let aMarkers = false;

/** Copy source units [from, to) (bytes from fromB) to T1 at o; with their offsets if `mapped`. */
function copyRun(src: string, from: number, fromB: number, to: number, o: number, mapped: boolean): number {
  const by = bytes;
  const units = midUnits;
  const map = midMap;
  let p = fromB;
  for (let q = from; q < to; ) {
    const b0 = by[p]!;
    if (b0 < 0x80) {
      units[o] = b0;
      if (mapped) map[o] = q;
      o++;
      q++;
      p++;
      continue;
    }
    let cp = utf8At(by, p);
    p += utf8Len(b0);
    if (cp === 0xfffd) cp = src.charCodeAt(q); // the encoder's stand-in for a lone surrogate
    if (cp > 0xffff) {
      units[o] = 0xd800 + ((cp - 0x10000) >> 10);
      units[o + 1] = 0xdc00 + ((cp - 0x10000) & 0x3ff);
      if (mapped) {
        map[o] = q;
        map[o + 1] = q + 1;
      }
      o += 2;
      q += 2;
    } else {
      units[o] = cp;
      if (mapped) map[o] = q;
      o++;
      q++;
    }
  }
  return o;
}

function growMid(need: number): void {
  if (midMap.length >= need) return;
  const size = Math.max(need, midMap.length * 2);
  const map = new Uint32Array(size);
  map.set(midMap.subarray(0, aO));
  midMap = map;
  const units = new Uint16Array(size);
  units.set(midUnits.subarray(0, aO));
  midUnits = units;
}

/** Replace source units [i, j) (bytes [ib, jb)) by r in T1, copying the unchanged run before it. */
function aReplace(src: string, i: number, ib: number, j: number, jb: number, r: string): void {
  growMid(aO + (i - aFrom) + r.length + 1 + (src.length - j));
  let o = copyRun(src, aFrom, aFromB, i, aO, true);
  const units = midUnits;
  const map = midMap;
  for (let q = 0; q < r.length; q++) {
    units[o] = r.charCodeAt(q);
    map[o++] = i;
  }
  aO = o;
  aFrom = j;
  aFromB = jb;
  aMapped = true;
}

/** T1 as a string: TextDecoder is native; `fromCharCode.apply` over a typed array cost 4-9 µs for
 * 280 units, against 0.5-1 µs (measured here on the "ASCII + one curly apostrophe" memories). */
const utf16 = new TextDecoder('utf-16le');
function unitsToString(units: Uint16Array, n: number): string {
  if (!aLoneSurrogate) return utf16.decode(units.subarray(0, n));
  // The decoder would replace a lone surrogate by U+FFFD; keep it, as every other step does.
  let s = '';
  for (let i = 0; i < n; i += 0x2000) {
    s += String.fromCharCode.apply(null, Array.from(units.subarray(i, Math.min(n, i + 0x2000))));
  }
  return s;
}

/** Script of the base before offset i, skipping marks and invisibles (context of a joiner). */
function scriptBefore(src: string, i: number): number {
  for (let q = i - 1; q >= 0; q--) {
    let cp = src.charCodeAt(q);
    if ((cp & 0xfc00) === 0xdc00 && q > 0 && (src.charCodeAt(q - 1) & 0xfc00) === 0xd800) cp = decodeAt(src, --q);
    const kind = kindOf(cp) & KF_MASK;
    if (kind < K_MARK) return scriptOf(cp);
  }
  return SCRIPT_COMMON;
}

/**
 * Phase A reads the source as the UTF-8 bytes the scan already encoded, not through charCodeAt:
 * with the lexicon compiled first (as the screen does: its many string shapes reach the same
 * code through normalizeTerm), a charCodeAt version of this loop took 8.9 µs on the "ASCII + one
 * curly apostrophe" memories against 3.0 µs without. Offsets into the source stay UTF-16 units.
 */
export function runPhaseA(src: string, termMode: boolean): string {
  const n = src.length;
  if (encodedRead !== n || encodedSrc !== src) encode(src, true);
  const by = bytes;
  const nb = encodedWritten;
  aFrom = 0;
  aFromB = 0;
  aO = 0;
  aMapped = false;
  aLoneSurrogate = false;
  aFolds = 0;
  aMarkers = false;
  let markerEnd = -1; // just after the last invisible that left (or was absorbed into) a marker
  let i = 0; // source unit
  let p = 0; // source byte
  while (i < n) {
    const b0 = by[p]!;
    // ASCII never changes by itself (a mark after it is handled when the mark comes).
    if (b0 < 0x80) {
      i++;
      p++;
      continue;
    }
    let cp = utf8At(by, p);
    const blen = utf8Len(b0);
    if (cp === 0xfffd && src.charCodeAt(i) !== 0xfffd) {
      cp = src.charCodeAt(i); // a lone surrogate
      aLoneSurrogate = true;
    }
    const len = cp > 0xffff ? 2 : 1;
    const k = cp < 0x10000 ? BMP_KIND[cp]! : kindOf(cp);
    const kind = k & KF_MASK;
    // A plain base stays as it is.
    if (kind < K_MARK && (k & (KF_SLOW | KF_EXTEND)) === 0) {
      i += len;
      p += blen;
      continue;
    }
    if (kind === K_SPLIT || kind === K_DROP || kind === K_JOINER) {
      aFolds |= cp === 0x0640 ? FOLD_MARKS : FOLD_INVISIBLE;
      let split = kind === K_SPLIT;
      if (kind === K_JOINER) {
        let q = p + blen;
        while (q < nb && (kindOf(utf8At(by, q)) & KF_MASK) === K_JOINER) q += utf8Len(by[q]!);
        split = q < nb && isZwSplitScript(scriptBefore(src, i)) && isZwSplitScript(scriptOf(utf8At(by, q)));
      }
      if (split && !termMode && markerEnd !== i) {
        aReplace(src, i, p, i + len, p + blen, MARKER_STR);
        aMarkers = true;
      } else {
        aReplace(src, i, p, i + len, p + blen, '');
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
    if ((kind === K_MARK || k & KF_EXTEND) && i > aFrom) {
      let pb = p - 1;
      while ((by[pb]! & 0xc0) === 0x80) pb--;
      let pcp = utf8At(by, pb);
      if (pcp === 0xfffd) pcp = src.charCodeAt(i - 1);
      const plen = pcp > 0xffff ? 2 : 1;
      const pk = kindOf(pcp);
      if (i - plen >= aFrom && (pk & KF_MASK) < K_MARK) {
        b = i - plen;
        bb = pb;
        bcp = pcp;
        bk = pk;
        j = i;
        jb = p;
      }
    }
    let plain = (bk & KF_SLOW) === 0 && (bk & KF_MASK) !== K_MARK;
    let drops = false;
    while (j < n) {
      const c0 = by[jb]!;
      if (c0 < 0xcc) break; // below U+0300: no mark
      const cp2 = utf8At(by, jb);
      const k2 = kindOf(cp2);
      const kind2 = k2 & KF_MASK;
      if (kind2 === K_MARK || k2 & KF_EXTEND) {
        if (k2 & (KF_SLOW | KF_STRIP | KF_EXTEND)) plain = false;
      } else if (kind2 === K_DROP || (kind2 === K_JOINER && !isZwSplitScript(scriptOf(bcp)))) {
        // Selectors, and joiners inside a joining script's cluster (क्‍ष), are deleted in place.
        drops = true;
        plain = false;
      } else break;
      j += cp2 > 0xffff ? 2 : 1;
      jb += utf8Len(c0);
    }
    if (plain && j > b + (bcp > 0xffff ? 2 : 1) && (stripsAllMarks(scriptOf(bcp)) || bk & KF_FOLD)) plain = false;
    if (!plain) {
      let key = src.slice(b, j);
      if (drops) {
        let kept = '';
        for (let q = b; q < j; ) {
          const cq = decodeAt(src, q);
          const lq = cq > 0xffff ? 2 : 1;
          const kq = kindOf(cq) & KF_MASK;
          if (kq !== K_DROP && kq !== K_JOINER) kept += src.slice(q, q + lq);
          else aFolds |= cq === 0x0640 ? FOLD_MARKS : FOLD_INVISIBLE;
          q += lq;
        }
        key = kept;
      }
      const f = foldCluster(key);
      if (drops || f.text !== key) {
        aFolds |= f.folds;
        aReplace(src, b, bb, j, jb, f.text);
      }
    }
    i = j;
    p = jb;
  }
  if (!aMapped) {
    // Unchanged: T1 is src; its units are still needed by the T1 scan.
    growMid(n + 1);
    aO = copyRun(src, 0, 0, n, 0, false);
    return src;
  }
  aReplace(src, n, nb, n, nb, '');
  midMap[aO] = n;
  return unitsToString(midUnits, aO);
}
