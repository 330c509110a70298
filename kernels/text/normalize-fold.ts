/**
 * The fold of one cluster (a base and the marks after it), as phase A applies it: NFKC, combining
 * marks stripped where the policy says (normalize.ts), typographic quotes to ASCII, Latin-script
 * look-alikes to their Latin letters. Memoized: natural text repeats a small set of clusters.
 */
import { K, KF, SCRIPT_LATIN, punctFold, scriptOf, stripsAllMarks } from './chars.js';
import { latinFold } from './confusables.js';
import { FOLD_CONFUSABLE, FOLD_MARKS, FOLD_NFKC, FOLD_PUNCT, Marker, kindOf } from './normalize-scan.js';

export interface ClusterFold {
  text: string;
  folds: number;
  /** Every unit of `text` is ASCII (T1 can stay one byte per unit). */
  ascii: boolean;
}

/**
 * Cluster folds are memoized: natural text repeats a small set of accented letters, Hindi
 * syllables, fullwidth letters. The cache saved about a fifth of the time on Russian, Chinese,
 * Arabic and French memories (4.6 against 5.8 µs each, measured like bench/normalize.bench.ts);
 * the bound only caps memory (one language uses a few hundred clusters), cleared when reached.
 */
const CLUSTER_CACHE_MAX = 4096;
const clusterCache = new Map<string, ClusterFold>();
/** Clusters of one code point (’, ё, ｆ: most of them), keyed by the code point: no key string to
 * slice and hash. */
const singleCache = new Map<number, ClusterFold>();

export function foldSingle(cp: number): ClusterFold {
  let fold = singleCache.get(cp);
  if (fold === undefined) {
    fold = computeFold(String.fromCodePoint(cp));
    if (singleCache.size >= CLUSTER_CACHE_MAX) singleCache.clear();
    singleCache.set(cp, fold);
  }
  return fold;
}

export function foldCluster(key: string): ClusterFold {
  let fold = clusterCache.get(key);
  if (fold === undefined) {
    fold = computeFold(key);
    if (clusterCache.size >= CLUSTER_CACHE_MAX) clusterCache.clear();
    clusterCache.set(key, fold);
  }
  return fold;
}

function computeFold(key: string): ClusterFold {
  let folds = 0;
  const nfkc = key.normalize('NFKC');
  if (nfkc !== key.normalize('NFC')) folds |= FOLD_NFKC;
  const nfd = nfkc.normalize('NFD');
  let stripped = '';
  let removed = false;
  // A mark with no base (after an invisible, at the start) is stripped; but a base whose NFKC
  // begins with a mark (Thai sara am → nikhahit + sara aa) keeps it.
  let stripAll = (kindOf(key.codePointAt(0)!) & KF.Mask) === K.Mark;
  for (let i = 0; i < nfd.length; ) {
    const cp = nfd.codePointAt(i)!;
    const len = cp > 0xffff ? 2 : 1;
    const k = kindOf(cp);
    const kind = k & KF.Mask;
    if ((kind === K.Mark && (stripAll || k & KF.Strip)) || kind === K.Drop) {
      removed = true;
    } else {
      // Marks on a letter with a Latin fold go too: phase B may make it a Latin letter.
      if (kind !== K.Mark) stripAll = stripsAllMarks(scriptOf(cp)) || (k & KF.Fold) !== 0;
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
    const f = q < 0 && cp >= 0x80 && kindOf(cp) & KF.Fold && scriptOf(cp) === SCRIPT_LATIN ? latinFold(cp) : undefined;
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
  const result = changed ? out : text;
  let ascii = true;
  for (let i = 0; i < result.length; i++) if (result.charCodeAt(i) >= 0x80) ascii = false;
  return { text: result, folds, ascii };
}

/** What an invisible becomes: nothing, or the marker phase B judges. */
const MARKER_STR = String.fromCharCode(Marker.Unit);
export const NO_FOLD: ClusterFold = { text: '', folds: 0, ascii: true };
export const MARKER_FOLD: ClusterFold = { text: MARKER_STR, folds: 0, ascii: false };
