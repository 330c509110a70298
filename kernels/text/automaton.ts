/**
 * One Aho–Corasick automaton over every term of every language's lexicon.
 *
 * Built once (compileLexicons → an image in one SharedArrayBuffer) and then shared by every
 * worker thread without copying: {@link Automaton} only creates typed-array views over the
 * buffer. The scan works on UTF-16 code units through a symbol-class table that also folds
 * case (ASCII and every BMP letter whose lower case is one code unit), so the normalizer never
 * has to lower-case the text first: one pass instead of two.
 *
 *   text ──classTable──▶ symbol ──goto/fail──▶ state ──out/dict──▶ (start, end, pattern)
 *
 * The image layout is in automaton-image.ts; the compiler in automaton-compile.ts.
 */
import {
  BOUND_CLASS, CLASS_MASK, ENC_BIT, HEADER_WORDS, IMAGE_MAGIC, N, PF, RING, SHORT_FRAGMENT_WORDS, SPACE_CLASS, STOP_BIT, Section, WORD_BIT, isWordCodePoint,
} from './automaton-image.js';

import { vocabularyLookup } from './vocabulary.js';
import { CodeUnits } from '../common/index.js';

export { C, PF, CATEGORY_BITS, MAX_TERM } from './automaton-image.js';
export { compileLexicons, type TermNormalizer } from './automaton-compile.js';

/** A match in normalized-text coordinates. */
export interface MatchList {
  /** Number of matches. */
  n: number;
  /** start, end, pattern id — three Int32 per match, in order of end position. */
  data: Int32Array;
}

export function createMatchList(capacity = 64): MatchList {
  return { n: 0, data: new Int32Array(capacity * 3) };
}

let segmenter: Intl.Segmenter | undefined;

/** Read-only view of a compiled image; cheap to construct (no copying). */
export class Automaton {
  readonly buffer: SharedArrayBuffer | ArrayBuffer;
  readonly numClasses: number;
  readonly numStates: number;
  readonly numPatterns: number;
  /** Code unit → symbol class | WORD_BIT. */
  readonly sym: Uint16Array;
  readonly patCats: Uint32Array;
  readonly patCaps: Uint8Array;
  readonly patFlags: Uint16Array;
  readonly patLen: Uint16Array;
  readonly patLang: Uint8Array;
  /** Terms several languages list: entries [patAlt[p], patAlt[p+1]) of altLang/altCats/altCaps. */
  readonly patAlt: Uint32Array;
  readonly altLang: Uint8Array;
  readonly altCats: Uint32Array;
  readonly altCaps: Uint8Array;
  readonly patEnc: Uint32Array;
  readonly langs: string[];
  private readonly node: Int32Array;
  private readonly out: Uint32Array;
  private readonly dict: Uint32Array;
  private readonly patTerm: Uint32Array;
  private readonly termText: Uint16Array;
  private readonly patNext: Int32Array;
  private readonly ring = new Int32Array(RING);
  private readonly codeUnits = new CodeUnits();
  /** After a scan: the longest run of encoding characters (base64/hex/percent) in the text. */
  maxEncodedRun = 0;
  /** After a scan: the most consecutive fragments of at most SHORT_FRAGMENT_WORDS words. */
  shortFragments = 0;
  private termCache: (string | undefined)[];
  /** Scratch: Intl.Segmenter's word segments of the current text, made at its first segmenter match. */
  private segments: Intl.Segments | null = null;

  constructor(buffer: SharedArrayBuffer | ArrayBuffer) {
    this.buffer = buffer;
    const h = new Uint32Array(buffer, 0, HEADER_WORDS);
    if (h[0] !== IMAGE_MAGIC) throw new Error('not an antidote automaton image');
    this.numClasses = h[1]!;
    this.numStates = h[2]!;
    const n = (this.numPatterns = h[4]!);
    const nl = h[5]!;
    const o = (i: number) => h[8 + i]!;
    this.sym = new Uint16Array(buffer, o(Section.sym), 65536);
    this.node = new Int32Array(buffer, o(Section.node), this.numStates * N.stride);
    this.out = new Uint32Array(buffer, o(Section.out), this.numStates);
    this.dict = new Uint32Array(buffer, o(Section.dict), this.numStates);
    this.patCats = new Uint32Array(buffer, o(Section.patCats), n);
    this.patCaps = new Uint8Array(buffer, o(Section.patCaps), n);
    this.patFlags = new Uint16Array(buffer, o(Section.patFlags), n);
    this.patLen = new Uint16Array(buffer, o(Section.patLen), n);
    this.patLang = new Uint8Array(buffer, o(Section.patLang), n);
    this.patEnc = new Uint32Array(buffer, o(Section.patEnc), n);
    this.patTerm = new Uint32Array(buffer, o(Section.patTerm), n + 1);
    this.termText = new Uint16Array(buffer, o(Section.termText), this.patTerm[n]!);
    this.patNext = new Int32Array(buffer, o(Section.patNext), n);
    this.patAlt = new Uint32Array(buffer, o(Section.patAlt), n + 1);
    const na = this.patAlt[n]!;
    this.altLang = new Uint8Array(buffer, o(Section.altLang), na);
    this.altCats = new Uint32Array(buffer, o(Section.altCats), na);
    this.altCaps = new Uint8Array(buffer, o(Section.altCaps), na);
    const langChars = new Uint16Array(buffer, o(Section.langText), h[6]!);
    let ls = '';
    for (let i = 0; i < langChars.length; i++) ls += String.fromCharCode(langChars[i]!);
    this.langs = ls.split('\u0000').slice(0, nl);
    this.termCache = new Array(n);
    this.vocab = new Uint32Array(buffer, o(Section.vocab), h[7]!);
  }

  /** The normalizer's general vocabulary (vocabulary.ts), shared with the image. */
  private readonly vocab: Uint32Array;

  /**
   * VOCAB_WORD / VOCAB_PREFIX of `units[0..length)` in the general vocabulary (not the lexicon),
   * with the word's segmentation cost in bits 2–7 (0: not a word; one-letter words have a cost).
   */
  segmentVocabulary(units: Uint16Array, length: number): number {
    return vocabularyLookup(this.vocab, units, length);
  }


  /** The (normalized) text of pattern `pid`. */
  term(pid: number): string {
    let t = this.termCache[pid];
    if (t === undefined) {
      const a = this.patTerm[pid]!;
      const b = this.patTerm[pid + 1]!;
      t = String.fromCharCode(...this.termText.subarray(a, b));
      this.termCache[pid] = t;
    }
    return t;
  }

  /**
   * Every match of every term in `text`, with word-boundary checks applied. Matches are appended
   * to `list` (which grows as needed) in order of end position; returns the count.
   */
  scan(text: string, list: MatchList): number {
    // Everything the loop touches is hoisted into locals: property loads through `this` inside
    // the per-character loop cost ~2× in the automaton bench.
    const sym = this.sym;
    const node = this.node;
    const ring = this.ring;
    const len = text.length;
    // one native copy of the code units, then typed-array reads (kernels/common/units.ts)
    const units = this.codeUnits.of(text);
    let state = 0;
    let consumed = 0;
    let prevSpace = true;
    let prevWord = 0;
    // text statistics for the encoded-payload and acrostic pre-tests (see ENC_BIT, STOP_BIT)
    let encRun = 0;
    let maxEncRun = 0;
    let fragWords = 0;
    let shortRun = 0;
    let maxShortRun = 0;
    list.n = 0;
    this.segments = null;
    for (let i = 0; i <= len; i++) {
      const sc = i < len ? sym[units[i]!]! : SPACE_CLASS | STOP_BIT;
      if (sc & ENC_BIT) {
        if (++encRun > maxEncRun) maxEncRun = encRun;
      } else encRun = 0;
      if (sc & STOP_BIT && fragWords > 0) {
        shortRun = fragWords <= SHORT_FRAGMENT_WORDS ? shortRun + 1 : 0;
        if (shortRun > maxShortRun) maxShortRun = shortRun;
        fragWords = 0;
      }
      const w = sc & WORD_BIT;
      if (w !== prevWord) {
        // feed the zero-width boundary symbol at position i
        prevWord = w;
        if (w !== 0) fragWords++;
        ring[consumed++ & (RING - 1)] = i;
        for (;;) {
          const t = node[state * N.stride + N.base]! + BOUND_CLASS;
          if (node[t * N.stride + N.check] === state) {
            state = t;
            break;
          }
          if (state === 0) break;
          state = node[state * N.stride + N.fail]!;
        }
        const e = node[state * N.stride + N.emit]!;
        if (e !== 0) this.emit(text, list, e, consumed, i);
      }
      if (i === len) break;
      const cls = sc & CLASS_MASK;
      if (cls === 0) {
        state = 0;
        prevSpace = false;
        continue;
      }
      if (cls === SPACE_CLASS) {
        if (prevSpace) continue; // a run of whitespace is one symbol
        prevSpace = true;
      } else prevSpace = false;
      ring[consumed++ & (RING - 1)] = i;
      // goto through the double array, following failure links on a miss
      for (;;) {
        const t = node[state * N.stride + N.base]! + cls;
        if (node[t * N.stride + N.check] === state) {
          state = t;
          break;
        }
        if (state === 0) break;
        state = node[state * N.stride + N.fail]!;
      }
      const e = node[state * N.stride + N.emit]!;
      if (e !== 0) this.emit(text, list, e, consumed, i + 1);
    }
    this.maxEncodedRun = maxEncRun;
    this.shortFragments = maxShortRun;
    return list.n;
  }

  /** Report every pattern ending at `end` (the last consumed symbol), along the dictionary-suffix chain from `s`. */
  private emit(text: string, list: MatchList, s: number, consumed: number, end: number): void {
    const out = this.out;
    const dict = this.dict;
    while (s !== 0) {
      let pid = out[s]! - 1;
      const plen = this.patLen[pid]!;
      if (plen <= consumed) {
        const start = this.ring[(consumed - plen) & (RING - 1)]!;
        for (; pid >= 0; pid = this.patNext[pid]!) {
          const f = this.patFlags[pid]!;
          if (!(f & PF.segmenter) || this.segmentBounded(text, start, end)) this.push(list, start, end, pid);
        }
      }
      s = dict[s]!;
    }
  }

  private segmentBounded(text: string, start: number, end: number): boolean {
    // Short texts are segmented whole, once per scan; in a long text only a window around the
    // match (Intl.Segmenter over a whole memory showed at 3.7% of the screen's profile). The
    // margin is wider than any dictionary word, so the window's edges cannot move the match's
    // own boundaries.
    if (text.length <= SEGMENT_WHOLE_BELOW) {
      const s = this.segments ?? (this.segments = wordSegments(text));
      return isBoundary(s, text.length, start) && isBoundary(s, text.length, end);
    }
    const from = Math.max(0, start - SEGMENT_MARGIN);
    const to = Math.min(text.length, end + SEGMENT_MARGIN);
    const s = wordSegments(text.slice(from, to));
    return isBoundary(s, to - from, start - from) && isBoundary(s, to - from, end - from);
  }

  /** Whether the code unit at i is part of a word (astral letters count via their surrogates). */
  isWordAt(text: string, i: number): boolean {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdfff) {
      // a pair is one astral code point; a lone surrogate (legal in a JS string, and in JSON) is no word
      if (c <= 0xdbff) return isWordCodePoint(text.codePointAt(i)!);
      const h = i > 0 ? text.charCodeAt(i - 1) : 0;
      return h >= 0xd800 && h <= 0xdbff && isWordCodePoint(text.codePointAt(i - 1)!);
    }
    return (this.sym[c]! & WORD_BIT) !== 0;
  }

  private push(list: MatchList, start: number, end: number, pid: number): void {
    const k = list.n * 3;
    if (k + 3 > list.data.length) {
      const grown = new Int32Array(list.data.length * 2);
      grown.set(list.data);
      list.data = grown;
    }
    list.data[k] = start;
    list.data[k + 1] = end;
    list.data[k + 2] = pid;
    list.n++;
  }

  /**
   * Whether `word` (one token, any case) is a lexicon word or begins with a lexicon stem: the
   * normalizer's test for folding look-alikes, leetspeak and split letters only where the
   * folded form is what the lexicon matches.
   */
  hasWord(word: string): boolean {
    // Walk goto edges only (a match must start at the word's first character): ⟨B⟩ w o r d ⟨B⟩.
    const node = this.node;
    let state = node[N.base]! + BOUND_CLASS;
    if (node[state * N.stride + N.check] !== 0) return false;
    for (let i = 0; i < word.length; i++) {
      const sc = this.sym[word.charCodeAt(i)]!;
      const cls = sc & CLASS_MASK;
      if (cls === 0 || !(sc & WORD_BIT)) return false;
      const next = node[state * N.stride + N.base]! + cls;
      if (node[next * N.stride + N.check] !== state) return false;
      state = next;
      for (let pid = this.out[state]! - 1; pid >= 0; pid = this.patNext[pid]!) {
        if (this.patFlags[pid]! & PF.plain && this.patFlags[pid]! & PF.stem) return true;
      }
    }
    const end = node[state * N.stride + N.base]! + BOUND_CLASS;
    if (node[end * N.stride + N.check] !== state) return false;
    for (let pid = this.out[end]! - 1; pid >= 0; pid = this.patNext[pid]!) {
      if (this.patFlags[pid]! & PF.plain) return true;
    }
    return false;
  }

  /**
   * `hasWord` on code units, plus a prefix answer, for the normalizer's `Vocabulary.lookup`
   * (kernels/normalize.ts): bit 1 (VOCAB_WORD) when `hasWord` of `units[0..length)` is true;
   * bit 2 (VOCAB_PREFIX) unless the walk of goto edges failed before a stem, i.e. no word
   * `hasWord` accepts begins with these units. No string is built.
   */
  lookupWord(units: Uint16Array, length: number): number {
    const sym = this.sym;
    const node = this.node;
    let state = node[N.base]! + BOUND_CLASS;
    if (node[state * N.stride + N.check] !== 0) return 0;
    for (let i = 0; i < length; i++) {
      const sc = sym[units[i]!]!;
      const cls = sc & CLASS_MASK;
      if (cls === 0 || !(sc & WORD_BIT)) return 0;
      const next = node[state * N.stride + N.base]! + cls;
      if (node[next * N.stride + N.check] !== state) return 0;
      state = next;
      for (let pid = this.out[state]! - 1; pid >= 0; pid = this.patNext[pid]!) {
        if (this.patFlags[pid]! & PF.plain && this.patFlags[pid]! & PF.stem) return LOOKUP_WORD | LOOKUP_PREFIX;
      }
    }
    const end = node[state * N.stride + N.base]! + BOUND_CLASS;
    if (node[end * N.stride + N.check] === state) {
      for (let pid = this.out[end]! - 1; pid >= 0; pid = this.patNext[pid]!) {
        if (this.patFlags[pid]! & PF.plain) return LOOKUP_WORD | LOOKUP_PREFIX;
      }
    }
    return LOOKUP_PREFIX;
  }
}

/** lookupWord's bits: the values of VOCAB_WORD and VOCAB_PREFIX in kernels/normalize.ts. */
const LOOKUP_WORD = 1;
const LOOKUP_PREFIX = 2;

/** Texts up to this many code units are segmented whole; longer ones around each match. */
const SEGMENT_WHOLE_BELOW = 64;
/** Context kept on each side of a match when segmenting a window. */
const SEGMENT_MARGIN = 16;

function wordSegments(text: string): Intl.Segments {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  return segmenter.segment(text);
}

/**
 * Whether offset i of a text of `length` units is a word boundary: the start or the end of one
 * of its segments. Asked of `containing(i)` instead of listing every segment: the list cost
 * ~105 µs per short Chinese memory, `segment()` and two `containing()` calls ~15 µs (scratch
 * bench; segmentBounded was 2.7% of a worker's profile, on 123 calls in 5,000 bench records).
 * test/text/automaton.test.ts checks it against the list on generated text.
 */
export function isBoundary(segments: Intl.Segments, length: number, i: number): boolean {
  if (length === 0) return false;
  if (i === 0 || i === length) return true;
  return segments.containing(i)!.index === i;
}
