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
 * Image layout (all sections 8-byte aligned, offsets in the header):
 *   header    Uint32 × HEADER_WORDS
 *   sym       Uint16 × 65536     code unit → symbol class (0: in no term) | WORD_BIT for word characters
 *   base      Int32  × slots     double array: the child of state s on class c is base[s] + c …
 *   check     Int32  × slots     … if check[base[s] + c] === s (-1: free slot)
 *   fail      Int32  × slots     failure link
 *   out       Uint32 × slots     pattern id + 1 of the term ending exactly here, or 0
 *   dict      Uint32 × slots     nearest proper suffix state with an output, or 0
 *   emitFrom  Uint32 × slots     the state itself if it has an output, else dict: one load per symbol
 *   patCats   Uint32 × patterns  category bits (see CAT)
 *   patCaps   Uint8  × patterns  capability bits (index in CAPABILITIES)
 *   patFlags  Uint16 × patterns  PF_* flags
 *   patLen    Uint16 × patterns  length in symbols (code units, single spaces, boundary symbols)
 *   patLang   Uint8  × patterns  index of the first language that lists the term
 *   patEnc    Uint32 × patterns  category bits of the term this is an encoded (rot13/reversed) form of
 *   patTerm   Uint32 × patterns  offset into the term text
 *   termText  Uint16 × chars     the lexicon terms as written (normalized), for evidence
 *   patNext   Int32  × patterns  next pattern with the same text (different boundary rule), or -1
 *   langText  Uint16 × chars     language codes, '\0'-separated, in index order
 */
import type { Category, LexiconData } from './lexicon/schema.js';
import { CAPABILITIES } from './types.js';

/** Category bits of non-capability categories. Order is the bit index. */
export const CATEGORY_BITS = [
  'abs', 'verb', 'override', 'override-obj', 'neg-bypass', 'approval', 'waiver', 'bypass', 'standing',
  'autonomy', 'autonomy-weak', 'authority', 'mode', 'you', 'modal', 'permit', 'speaker', 'normative',
  'report', 'subj1', 'subj3', 'habit', 'quant', 'cond', 'question', 'neg', 'past', 'trust', 'idiom', 'imp',
  'lead',
] as const satisfies readonly Category[];

/** Category bit masks, by name. */
export const enum C {
  abs = 1 << 0,
  verb = 1 << 1,
  override = 1 << 2,
  overrideObj = 1 << 3,
  negBypass = 1 << 4,
  approval = 1 << 5,
  waiver = 1 << 6,
  bypass = 1 << 7,
  standing = 1 << 8,
  autonomy = 1 << 9,
  autonomyWeak = 1 << 10,
  authority = 1 << 11,
  mode = 1 << 12,
  you = 1 << 13,
  modal = 1 << 14,
  permit = 1 << 15,
  speaker = 1 << 16,
  normative = 1 << 17,
  report = 1 << 18,
  subj1 = 1 << 19,
  subj3 = 1 << 20,
  habit = 1 << 21,
  quant = 1 << 22,
  cond = 1 << 23,
  question = 1 << 24,
  neg = 1 << 25,
  past = 1 << 26,
  trust = 1 << 27,
  idiom = 1 << 28,
  imp = 1 << 29,
  lead = 1 << 30,
}

/** Pattern flags. */
export const enum PF {
  /** Needs a word boundary before the match. */
  leftBound = 1,
  /** Needs a word boundary after the match. */
  rightBound = 2,
  /** Boundaries are those of Intl.Segmenter (languages written without spaces). */
  segmenter = 4,
  /** From a fully mood-gated language. */
  full = 8,
  /** From a script-signal language. */
  script = 16,
  /** The term is a stem (`approv*`). */
  stem = 32,
  /** The term contains a space. */
  multiword = 64,
  /** This pattern is the ROT13 form of a term. */
  rot13 = 128,
  /** This pattern is the reversed form of a term. */
  reversed = 256,
  /** Plain (not only encoded) pattern. */
  plain = 512,
}

/** Symbol class of whitespace: runs of whitespace are consumed as one symbol. */
const SPACE_CLASS = 1;
/**
 * The virtual word-boundary symbol, fed between a word and a non-word character (and at both
 * ends of the text). A whole-word term is compiled as ⟨B⟩word⟨B⟩, so it can only start at a word
 * start: mid-word letters fall straight back to the root, and a one-letter term like "i" is no
 * longer reported (and rejected) inside every word — measured 2.3 → see bench/automaton.bench.ts.
 */
const BOUND_CLASS = 2;
const FIRST_CHAR_CLASS = 3;
/** In the per-code-unit symbol table: bit 15 marks word characters, the low bits are the class. */
const WORD_BIT = 0x8000;
const CLASS_MASK = 0x7fff;
/** Longest term, in symbols (code units plus boundary symbols); also the size of the position ring. */
export const MAX_TERM = 64;
const RING = 64;
const HEADER_WORDS = 32;

/** Terms of these categories (Latin-script, ≥ this length) also get ROT13 and reversed forms. */
const ENCODED_CATS = C.abs | C.verb | C.override | C.overrideObj | C.bypass | C.negBypass | C.approval;
const ENCODED_MIN_LEN = 4;

export type TermNormalizer = (term: string) => string;

interface PatternDraft {
  text: string;
  /** The lexicon term this pattern comes from (a hyphen variant shows the hyphenated term). */
  display: string;
  /** Symbol sequence, with boundary symbols marked as -1 until classes are assigned. */
  syms: number[];
  cats: number;
  caps: number;
  flags: number;
  lang: number;
  enc: number;
}

const WORD_RE = /[\p{L}\p{M}\p{N}]/u;
/** Scripts written without spaces between words. */
const UNSPACED_RE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}]/u;

function isAsciiLetters(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i) | 0x20;
    if (!((c >= 0x61 && c <= 0x7a) || s.charCodeAt(i) === 0x20)) return false;
  }
  return true;
}

/** Word characters for boundary symbols: letters, marks and digits. */
function isWordUnit(c: number): boolean {
  return !(c >= 0xd800 && c <= 0xdfff) && WORD_RE.test(String.fromCharCode(c));
}

/**
 * A term as symbols: code units (as themselves, classes assigned later) with the boundary
 * symbol (-1) wherever the scan would feed one — between word and non-word characters, plus a
 * leading one for a left-bounded term and a trailing one for a right-bounded term.
 */
function termSymbols(text: string, left: boolean, right: boolean): number[] {
  const syms: number[] = [];
  let prevWord = !left; // an unbounded start behaves as if inside a word
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const w = isWordUnit(c);
    if (i === 0 ? w && left : w !== prevWord) syms.push(-1);
    syms.push(c);
    prevWord = w;
  }
  if (right && prevWord) syms.push(-1);
  return syms;
}

function rot13(s: string): string {
  let r = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x61 && c <= 0x7a) r += String.fromCharCode(((c - 0x61 + 13) % 26) + 0x61);
    else r += s[i];
  }
  return r;
}

/**
 * Compile lexicons into a shareable image. `normalizeTerm` must be the normalizer's term form
 * (the same folding as the screened text, fully lower-cased).
 */
export function compileLexicons(lexicons: readonly LexiconData[], normalizeTerm: TermNormalizer): SharedArrayBuffer {
  const drafts = new Map<string, PatternDraft>();
  const langs = lexicons.map((l) => l.lang);

  const add = (text: string, flags: number, cats: number, caps: number, lang: number, enc: number, display = text) => {
    const syms = termSymbols(text, (flags & PF.leftBound) !== 0, (flags & PF.rightBound) !== 0);
    if (text.length === 0 || syms.length > MAX_TERM) return;
    const key = syms.join(',');
    const d = drafts.get(key);
    if (d) {
      d.cats |= cats;
      d.caps |= caps;
      d.flags |= flags;
      d.enc |= enc;
    } else {
      drafts.set(key, { text, display, syms, cats, caps, flags, lang, enc });
    }
  };

  lexicons.forEach((lex, li) => {
    const gateFlag = lex.gate === 'full' ? PF.full : PF.script;
    for (const [cat, terms] of Object.entries(lex.terms) as [Category, readonly string[]][]) {
      let cats = 0;
      let caps = 0;
      if (cat.startsWith('cap:')) {
        const ci = CAPABILITIES.indexOf(cat.slice(4) as (typeof CAPABILITIES)[number]);
        if (ci < 0) throw new Error(`lexicon ${lex.lang}: unknown capability ${cat}`);
        caps = 1 << ci;
      } else {
        const bi = (CATEGORY_BITS as readonly string[]).indexOf(cat);
        if (bi < 0) throw new Error(`lexicon ${lex.lang}: unknown category ${cat}`);
        cats = (1 << bi) >>> 0;
      }
      for (const raw of terms) {
        let t = raw.trim();
        let flags = gateFlag | PF.plain;
        let left = true;
        let right = true;
        if (t.startsWith('*')) {
          left = false;
          t = t.slice(1);
        }
        if (t.endsWith('*')) {
          right = false;
          t = t.slice(0, -1);
          flags |= PF.stem;
        }
        const norm = normalizeTerm(t).replace(/\s+/g, ' ').trim();
        if (!norm) continue;
        // A Latin (or other spaced-script) term inside an unsegmented language's lexicon ("ok",
        // "cc" in Japanese) is still a word: it gets word boundaries like any spaced term.
        const seg = lex.segmentation === 'intl' && !UNSPACED_RE.test(norm) ? 'space' : lex.segmentation;
        if (seg === 'intl') {
          // Short terms inside unsegmented scripts collide with longer words (请 in 请求): for
          // them the match must fall on Intl.Segmenter word boundaries. Longer terms match as
          // substrings, since the segmenter's dictionary may glue a term to its neighbours.
          if ([...norm].length <= INTL_BOUNDED_MAX_LEN) flags |= PF.segmenter; // checked against Intl.Segmenter boundaries, not boundary symbols
        } else if (seg === 'space') {
          if (left) flags |= PF.leftBound;
          if (right) flags |= PF.rightBound;
        }
        if (norm.includes(' ')) flags |= PF.multiword;
        const variants = new Set([norm]);
        if (norm.includes('-')) {
          variants.add(norm.replace(/-/g, ''));
          variants.add(norm.replace(/-/g, ' '));
        }
        for (const v of variants) {
          add(v, flags, cats, caps, li, 0, norm);
          if (cats & ENCODED_CATS && v.length >= ENCODED_MIN_LEN && isAsciiLetters(v) && lex.segmentation === 'space') {
            const encFlags = (flags & ~(PF.plain | PF.full | PF.script)) | PF.leftBound | PF.rightBound;
            add(rot13(v), encFlags | PF.rot13, 0, 0, li, cats & ENCODED_CATS);
            if (!v.includes(' ')) add([...v].reverse().join(''), encFlags | PF.reversed, 0, 0, li, cats & ENCODED_CATS);
          }
        }
      }
    }
  });

  const patterns = [...drafts.values()];
  return buildImage(patterns, langs);
}

/** Terms of at most this many characters in `intl` languages need segmenter boundaries. */
const INTL_BOUNDED_MAX_LEN = 1;

function buildImage(patterns: PatternDraft[], langs: string[]): SharedArrayBuffer {
  // --- symbol classes: every code unit that occurs in a term, case-folded -------------------
  const classOf = new Uint16Array(65536);
  let nextClass = FIRST_CHAR_CLASS; // 0: not in any term; 1: whitespace; 2: word boundary
  const freq = new Map<number, number>();
  for (const p of patterns) for (const c of p.syms) {
    if (c >= 0 && c !== 0x20) freq.set(c, (freq.get(c) ?? 0) + 1);
  }
  // Frequent symbols get small class numbers (denser double-array rows).
  for (const [c] of [...freq].sort((a, b) => b[1] - a[1] || a[0] - b[0])) classOf[c] = nextClass++;
  const numClasses = nextClass;
  for (let c = 0; c < 65536; c++) {
    if (classOf[c] !== 0) continue;
    if (c >= 0xd800 && c <= 0xdfff) continue;
    const ch = String.fromCharCode(c);
    if (/\s/.test(ch)) {
      classOf[c] = SPACE_CLASS;
      continue;
    }
    const lower = ch.toLowerCase();
    if (lower.length === 1 && lower !== ch && classOf[lower.charCodeAt(0)] !== 0) classOf[c] = classOf[lower.charCodeAt(0)]!;
  }
  // Folds toLowerCase does not give as one unit: dotted capital I, final sigma.
  if (classOf[0x69]) classOf[0x130] = classOf[0x69]!;
  if (classOf[0x3c3]) classOf[0x3c2] = classOf[0x3c3]!;

  const symTable = new Uint16Array(65536);
  for (let c = 0; c < 65536; c++) symTable[c] = classOf[c]! | (isWordUnit(c) ? WORD_BIT : 0);

  // --- trie ----------------------------------------------------------------------------------
  const children: Map<number, number>[] = [new Map()];
  const out: number[] = [0];
  // Several patterns may share one text (different boundary rules): chained through patNext.
  const patNext = new Int32Array(patterns.length).fill(-1);
  patterns.forEach((p, pid) => {
    let s = 0;
    for (const sym of p.syms) {
      const cls = sym < 0 ? BOUND_CLASS : sym === 0x20 ? SPACE_CLASS : classOf[sym]!;
      let t = children[s]!.get(cls);
      if (t === undefined) {
        t = children.length;
        children.push(new Map());
        out.push(0);
        children[s]!.set(cls, t);
      }
      s = t;
    }
    if (out[s]) patNext[pid] = out[s]! - 1;
    out[s] = pid + 1;
  });
  const numTrie = children.length;

  // --- double-array placement (BFS, first fit over a linked list of free slots) --------------
  // Walking the free list (instead of trying every base in turn) keeps placement near-linear:
  // a first cut that incremented the base one slot at a time took 20 s for all languages.
  let cap = Math.max(1024, numTrie * 2 + numClasses);
  let check = new Int32Array(cap).fill(-1);
  let base = new Int32Array(cap);
  let freeNext = new Int32Array(cap);
  let freePrev = new Int32Array(cap);
  const FREE_END = -1;
  let freeHead = 1; // slot 0 is the root
  const linkFree = (from: number, to: number) => {
    for (let i = from; i < to; i++) {
      freeNext[i] = i + 1 < to ? i + 1 : FREE_END;
      freePrev[i] = i - 1;
    }
  };
  linkFree(1, cap);
  let freeTail = cap - 1;
  const take = (i: number) => {
    const p = freePrev[i]!;
    const n = freeNext[i]!;
    if (p >= 1) freeNext[p] = n;
    else freeHead = n;
    if (n !== FREE_END) freePrev[n] = p;
    else freeTail = p;
  };
  const grow = (need: number) => {
    const ncap = Math.max(cap * 2, need + numClasses);
    const nc = new Int32Array(ncap).fill(-1);
    nc.set(check);
    const nb = new Int32Array(ncap);
    nb.set(base);
    const nn = new Int32Array(ncap);
    nn.set(freeNext);
    const np = new Int32Array(ncap);
    np.set(freePrev);
    check = nc;
    base = nb;
    freeNext = nn;
    freePrev = np;
    linkFree(cap, ncap);
    freePrev[cap] = freeTail;
    if (freeTail >= 1) freeNext[freeTail] = cap;
    else freeHead = cap;
    freeTail = ncap - 1;
    cap = ncap;
  };
  const slotOf = new Int32Array(numTrie).fill(-1);
  slotOf[0] = 0;
  check[0] = 0x7fffffff; // the root's own slot is taken
  const order: number[] = [0];
  for (let qi = 0; qi < order.length; qi++) {
    const s = order[qi]!;
    const kids = [...children[s]!].sort((x, y) => x[0] - y[0]);
    if (kids.length === 0) continue;
    const c0 = kids[0]![0];
    const cMax = kids[kids.length - 1]![0];
    let b = -1;
    for (let f = freeHead; ; f = freeNext[f]!) {
      if (f === FREE_END) {
        grow(cap + cMax + 1);
        f = freeHead;
        while (f !== FREE_END && f - c0 < 1) f = freeNext[f]!;
        if (f === FREE_END) continue;
      }
      const cand = f - c0;
      if (cand < 1) continue;
      if (cand + cMax >= cap) grow(cand + cMax + 1);
      let ok = true;
      for (let k = 1; k < kids.length; k++) if (check[cand + kids[k]![0]] !== -1) {
        ok = false;
        break;
      }
      if (ok) {
        b = cand;
        break;
      }
    }
    const sSlot = slotOf[s]!;
    base[sSlot] = b;
    for (const [cls, t] of kids) {
      check[b + cls] = sSlot;
      take(b + cls);
      slotOf[t] = b + cls;
      order.push(t);
    }
  }
  // Pad so base[s] + c never reads past the end for any class.
  let size = 0;
  for (let i = 0; i < cap; i++) if (check[i] !== -1) size = i + 1;
  size += numClasses + 1;
  const dBase = new Int32Array(size);
  const dCheck = new Int32Array(size).fill(-1);
  dBase.set(base.subarray(0, Math.min(size, cap)));
  dCheck.set(check.subarray(0, Math.min(size, cap)));
  dCheck[0] = -1; // nothing transitions into the root
  const dOut = new Uint32Array(size);
  for (let t = 0; t < numTrie; t++) dOut[slotOf[t]!] = out[t]!;

  // --- failure and dictionary links (BFS over the trie, stored by slot) ------------------------
  const fail = new Int32Array(size);
  const dict = new Uint32Array(size);
  const failTrie = new Int32Array(numTrie);
  const queue: number[] = [];
  for (const t of children[0]!.values()) queue.push(t);
  for (let qi = 0; qi < queue.length; qi++) {
    const s = queue[qi]!;
    for (const [cls, t] of children[s]!) {
      let f = failTrie[s]!;
      while (f !== 0 && !children[f]!.has(cls)) f = failTrie[f]!;
      const ft = children[f]!.get(cls);
      failTrie[t] = ft !== undefined && ft !== t ? ft : 0;
      queue.push(t);
    }
  }
  for (const s of order) {
    if (s === 0) continue;
    const f = failTrie[s]!;
    fail[slotOf[s]!] = slotOf[f]!;
  }
  for (const s of order) {
    if (s === 0) continue;
    const fs = fail[slotOf[s]!]!;
    dict[slotOf[s]!] = dOut[fs] ? fs : dict[fs]!;
  }
  const emitFrom = new Uint32Array(size);
  for (let t = 0; t < size; t++) emitFrom[t] = dOut[t] ? t : dict[t]!;
  const numStates = size;

  // --- patterns ------------------------------------------------------------------------------
  const n = patterns.length;
  const patCats = new Uint32Array(n);
  const patCaps = new Uint8Array(n);
  const patFlags = new Uint16Array(n);
  const patLen = new Uint16Array(n);
  const patLang = new Uint8Array(n);
  const patEnc = new Uint32Array(n);
  const patTerm = new Uint32Array(n + 1);
  let termChars = 0;
  patterns.forEach((p, i) => {
    patCats[i] = p.cats >>> 0;
    patCaps[i] = p.caps;
    patFlags[i] = p.flags;
    patLen[i] = p.syms.length;
    patLang[i] = p.lang;
    patEnc[i] = p.enc >>> 0;
    patTerm[i] = termChars;
    termChars += p.display.length;
  });
  patTerm[n] = termChars;
  const termText = new Uint16Array(termChars);
  patterns.forEach((p, i) => {
    for (let k = 0; k < p.display.length; k++) termText[patTerm[i]! + k] = p.display.charCodeAt(k);
  });
  const langJoined = langs.join('\u0000');
  const langText = new Uint16Array(langJoined.length);
  for (let k = 0; k < langJoined.length; k++) langText[k] = langJoined.charCodeAt(k);

  // --- lay out one SharedArrayBuffer --------------------------------------------------------
  const sections: ArrayBufferView[] = [
    symTable, dBase, dCheck, fail, dOut, dict, emitFrom, patCats, patCaps, patFlags, patLen, patLang, patEnc, patTerm, termText, patNext, langText,
  ];
  let bytes = HEADER_WORDS * 4;
  const offsets: number[] = [];
  for (const s of sections) {
    bytes = (bytes + 7) & ~7;
    offsets.push(bytes);
    bytes += s.byteLength;
  }
  const buf = new SharedArrayBuffer((bytes + 7) & ~7);
  const header = new Uint32Array(buf, 0, HEADER_WORDS);
  header[0] = IMAGE_MAGIC;
  header[1] = numClasses;
  header[2] = numStates;
  header[3] = numTrie;
  header[4] = n;
  header[5] = langs.length;
  sections.forEach((s, i) => {
    header[8 + i] = offsets[i]!;
    new Uint8Array(buf, offsets[i]!, s.byteLength).set(new Uint8Array(s.buffer, s.byteOffset, s.byteLength));
  });
  return buf;
}

const IMAGE_MAGIC = 0x41434d31; // "ACM1"

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
  readonly patEnc: Uint32Array;
  readonly langs: string[];
  private readonly base: Int32Array;
  private readonly check: Int32Array;
  private readonly fail: Int32Array;
  private readonly out: Uint32Array;
  private readonly dict: Uint32Array;
  private readonly emitFrom: Uint32Array;
  private readonly patTerm: Uint32Array;
  private readonly termText: Uint16Array;
  private readonly patNext: Int32Array;
  private readonly ring = new Int32Array(RING);
  private termCache: (string | undefined)[];
  /** Scratch: Intl.Segmenter word boundaries of the current text (1 = boundary). */
  private segBounds: Uint8Array | null = null;

  constructor(buffer: SharedArrayBuffer | ArrayBuffer) {
    this.buffer = buffer;
    const h = new Uint32Array(buffer, 0, HEADER_WORDS);
    if (h[0] !== IMAGE_MAGIC) throw new Error('not an antidote automaton image');
    this.numClasses = h[1]!;
    this.numStates = h[2]!;
    const n = (this.numPatterns = h[4]!);
    const nl = h[5]!;
    const o = (i: number) => h[8 + i]!;
    this.sym = new Uint16Array(buffer, o(0), 65536);
    this.base = new Int32Array(buffer, o(1), this.numStates);
    this.check = new Int32Array(buffer, o(2), this.numStates);
    this.fail = new Int32Array(buffer, o(3), this.numStates);
    this.out = new Uint32Array(buffer, o(4), this.numStates);
    this.dict = new Uint32Array(buffer, o(5), this.numStates);
    this.emitFrom = new Uint32Array(buffer, o(6), this.numStates);
    this.patCats = new Uint32Array(buffer, o(7), n);
    this.patCaps = new Uint8Array(buffer, o(8), n);
    this.patFlags = new Uint16Array(buffer, o(9), n);
    this.patLen = new Uint16Array(buffer, o(10), n);
    this.patLang = new Uint8Array(buffer, o(11), n);
    this.patEnc = new Uint32Array(buffer, o(12), n);
    this.patTerm = new Uint32Array(buffer, o(13), n + 1);
    this.termText = new Uint16Array(buffer, o(14), this.patTerm[n]!);
    this.patNext = new Int32Array(buffer, o(15), n);
    const langChars = new Uint16Array(buffer, o(16), (buffer.byteLength - o(16)) >> 1);
    let ls = '';
    for (let i = 0; i < langChars.length; i++) ls += String.fromCharCode(langChars[i]!);
    this.langs = ls.split('\u0000').slice(0, nl);
    this.termCache = new Array(n);
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
    const base = this.base;
    const check = this.check;
    const fail = this.fail;
    const emitFrom = this.emitFrom;
    const ring = this.ring;
    const len = text.length;
    let state = 0;
    let consumed = 0;
    let prevSpace = true;
    let prevWord = 0;
    list.n = 0;
    this.segBounds = null;
    for (let i = 0; i <= len; i++) {
      const sc = i < len ? sym[text.charCodeAt(i)]! : SPACE_CLASS;
      const w = sc & WORD_BIT;
      if (w !== prevWord) {
        // feed the zero-width boundary symbol at position i
        prevWord = w;
        ring[consumed++ & (RING - 1)] = i;
        for (;;) {
          const t = base[state]! + BOUND_CLASS;
          if (check[t] === state) {
            state = t;
            break;
          }
          if (state === 0) break;
          state = fail[state]!;
        }
        const e = emitFrom[state]!;
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
        const t = base[state]! + cls;
        if (check[t] === state) {
          state = t;
          break;
        }
        if (state === 0) break;
        state = fail[state]!;
      }
      const e = emitFrom[state]!;
      if (e !== 0) this.emit(text, list, e, consumed, i + 1);
    }
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
    const b = this.segBounds ?? (this.segBounds = segmentBounds(text));
    return b[start] === 1 && b[end] === 1;
  }

  /** Whether the code unit at i is part of a word (astral letters count via their surrogates). */
  isWordAt(text: string, i: number): boolean {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdfff) return WORD_RE.test(String.fromCodePoint(text.codePointAt(c <= 0xdbff ? i : i - 1)!));
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
    let state = this.base[0]! + BOUND_CLASS;
    if (this.check[state] !== 0) return false;
    for (let i = 0; i < word.length; i++) {
      const sc = this.sym[word.charCodeAt(i)]!;
      const cls = sc & CLASS_MASK;
      if (cls === 0 || !(sc & WORD_BIT)) return false;
      const next = this.base[state]! + cls;
      if (this.check[next] !== state) return false;
      state = next;
      for (let pid = this.out[state]! - 1; pid >= 0; pid = this.patNext[pid]!) {
        if (this.patFlags[pid]! & PF.plain && this.patFlags[pid]! & PF.stem) return true;
      }
    }
    const end = this.base[state]! + BOUND_CLASS;
    if (this.check[end] !== state) return false;
    for (let pid = this.out[end]! - 1; pid >= 0; pid = this.patNext[pid]!) {
      if (this.patFlags[pid]! & PF.plain) return true;
    }
    return false;
  }
}

function segmentBounds(text: string): Uint8Array {
  const b = new Uint8Array(text.length + 1);
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  for (const seg of segmenter.segment(text)) {
    b[seg.index] = 1;
    b[seg.index + seg.segment.length] = 1;
  }
  return b;
}
