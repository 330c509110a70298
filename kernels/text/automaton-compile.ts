/**
 * Compiles every language's lexicon into one automaton image (see automaton-image.ts for the
 * layout): terms are normalized like the screened text, turned into symbol sequences with
 * word-boundary symbols, merged, laid out as a double array and copied into one
 * SharedArrayBuffer that every worker thread maps without copying.
 */
import {
  BOUND_CLASS, C, CLASS_MASK, ENC_BIT, FIRST_CHAR_CLASS, HEADER_WORDS, IMAGE_MAGIC, MAX_TERM, N, PF, SPACE_CLASS, STOP_BIT, WORD_BIT,
  CATEGORY_BITS, isWordUnit,
} from './automaton-image.js';
import { rot13 } from './encoded.js';
import { compileVocabulary } from './vocabulary.js';
import type { Category, LexiconData } from '../lexicon/index.js';
import { CAPABILITIES } from '../common/index.js';

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
  /** Per language that lists the term: its own categories and capabilities. */
  perLang: Map<number, { cats: number; caps: number }>;
}

/** Scripts written without spaces between words. */
const UNSPACED_RE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}]/u;

function isAsciiLetters(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i) | 0x20;
    if (!((c >= 0x61 && c <= 0x7a) || s.charCodeAt(i) === 0x20)) return false;
  }
  return true;
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

/**
 * Compile lexicons into a shareable image. `normalizeTerm` must be the normalizer's term form
 * (the same folding as the screened text, fully lower-cased).
 */
export function compileLexicons(lexicons: readonly LexiconData[], normalizeTerm: TermNormalizer, vocabulary: Iterable<string> = []): SharedArrayBuffer {
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
      const own = d.perLang.get(lang);
      if (own) {
        own.cats |= cats;
        own.caps |= caps;
      } else d.perLang.set(lang, { cats, caps });
    } else {
      drafts.set(key, { text, display, syms, cats, caps, flags, lang, enc, perLang: new Map([[lang, { cats, caps }]]) });
    }
  };

  lexicons.forEach((lex, li) => {
    const gateFlag = lex.gate === 'full' ? PF.full : PF.script;
    const finalFlag = lex.finalInfinitive ? PF.finalVerb : 0;
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
        let flags = gateFlag | PF.plain | (cat === 'verb' ? finalFlag : 0);
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
  return buildImage(patterns, langs, compileVocabulary(vocabulary, normalizeTerm));
}

/** Terms of at most this many characters in `intl` languages need segmenter boundaries. */
const INTL_BOUNDED_MAX_LEN = 1;

function buildImage(patterns: PatternDraft[], langs: string[], vocab: Uint32Array): SharedArrayBuffer {
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
  if (numClasses > CLASS_MASK) throw new Error(`${numClasses} symbol classes do not fit the table's ${CLASS_MASK}`);
  for (let c = 0; c < 65536; c++) symTable[c] = classOf[c]! | (isWordUnit(c) ? WORD_BIT : 0);
  for (const ch of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/-_%') symTable[ch.charCodeAt(0)] |= ENC_BIT;
  for (const ch of '.!?;:\n') symTable[ch.charCodeAt(0)] |= STOP_BIT;

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
  // Depth-first placement: a term's states land next to each other, so scanning one word
  // touches few cache lines (breadth-first interleaved every language's states per depth).
  const order: number[] = [];
  const stack: number[] = [0];
  while (stack.length > 0) {
    const s = stack.pop()!;
    order.push(s);
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
    }
    for (let k = kids.length - 1; k >= 0; k--) stack.push(kids[k]![1]);
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
  // dictionary links need the failure state's link first: breadth-first order
  for (const s of queue) {
    const fs = fail[slotOf[s]!]!;
    dict[slotOf[s]!] = dOut[fs] ? fs : dict[fs]!;
  }
  const node = new Int32Array(size * N.stride);
  for (let t = 0; t < size; t++) {
    node[t * N.stride + N.base] = dBase[t]!;
    node[t * N.stride + N.check] = dCheck[t]!;
    node[t * N.stride + N.emit] = dOut[t] ? t : dict[t]!;
    node[t * N.stride + N.fail] = fail[t]!;
  }
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
  // terms several languages list keep each language's own reading, for the gate's per-language vote
  const patAlt = new Uint32Array(n + 1);
  let alts = 0;
  patterns.forEach((p, i) => {
    patAlt[i] = alts;
    if (p.perLang.size > 1) alts += p.perLang.size;
  });
  patAlt[n] = alts;
  const altLang = new Uint8Array(alts);
  const altCats = new Uint32Array(alts);
  const altCaps = new Uint8Array(alts);
  patterns.forEach((p, i) => {
    if (p.perLang.size < 2) return;
    let a = patAlt[i]!;
    for (const [lang, r] of [...p.perLang].sort((x, y) => x[0] - y[0])) {
      altLang[a] = lang;
      altCats[a] = r.cats >>> 0;
      altCaps[a] = r.caps;
      a++;
    }
  });
  const termText = new Uint16Array(termChars);
  patterns.forEach((p, i) => {
    for (let k = 0; k < p.display.length; k++) termText[patTerm[i]! + k] = p.display.charCodeAt(k);
  });
  const langJoined = langs.join('\u0000');
  const langText = new Uint16Array(langJoined.length);
  for (let k = 0; k < langJoined.length; k++) langText[k] = langJoined.charCodeAt(k);

  // --- lay out one SharedArrayBuffer --------------------------------------------------------
  // in Section order (automaton-image.ts)
  const sections: ArrayBufferView[] = [
    symTable, node, dOut, dict, patCats, patCaps, patFlags, patLen, patLang, patEnc, patTerm, termText, patNext,
    patAlt, altLang, altCats, altCaps, langText, vocab,
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
  header[6] = langText.length;
  header[7] = vocab.length;
  sections.forEach((s, i) => {
    header[8 + i] = offsets[i]!;
    new Uint8Array(buf, offsets[i]!, s.byteLength).set(new Uint8Array(s.buffer, s.byteOffset, s.byteLength));
  });
  return buf;
}
