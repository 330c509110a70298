/**
 * The compiled automaton image: its layout, category bits and pattern flags, shared by the
 * compiler (automaton-compile.ts) and the scanner (automaton.ts).
 *
 * One Aho–Corasick automaton over every term of every language's lexicon.
 *
 * Image layout (all sections 8-byte aligned, offsets in the header):
 *   header    Uint32 × HEADER_WORDS
 *   sym       Uint16 × 65536     code unit → symbol class (0: in no term) | WORD_BIT for word characters
 *   node      Int32  × 4·slots   per state, side by side: base, check, emitFrom, fail. The child of
 *                                 state s on class c is t = base(s) + c if check(t) === s (-1: free);
 *                                 emitFrom is t itself if a term ends at t, else the nearest suffix
 *                                 state with one; fail is the failure link. One cache line holds
 *                                 what a step reads next (automaton bench: 5–15% per character).
 *   out       Uint32 × slots     pattern id + 1 of the term ending exactly here, or 0
 *   dict      Uint32 × slots     nearest proper suffix state with an output, or 0
 *   patCats   Uint32 × patterns  category bits (see CAT)
 *   patCaps   Uint8  × patterns  capability bits (index in CAPABILITIES)
 *   patFlags  Uint16 × patterns  PF_* flags
 *   patLen    Uint16 × patterns  length in symbols (code units, single spaces, boundary symbols)
 *   patLang   Uint8  × patterns  index of the first language that lists the term
 *   patEnc    Uint32 × patterns  category bits of the term this is an encoded (rot13/reversed) form of
 *   patTerm   Uint32 × patterns  offset into the term text
 *   termText  Uint16 × chars     the lexicon terms as written (normalized), for evidence
 *   patNext   Int32  × patterns  next pattern with the same text (different boundary rule), or -1
 *   patAlt    Uint32 × patterns+1  for a term several languages list: its entries in alt* are
 *                                 [patAlt[p], patAlt[p+1]), one per language, with that language's
 *                                 own categories and capabilities (none for a one-language term)
 *   altLang   Uint8  × entries   language index
 *   altCats   Uint32 × entries   the categories that language gives the term
 *   altCaps   Uint8  × entries   the capabilities that language gives the term
 *   langText  Uint16 × chars     language codes, '\0'-separated, in index order
 *   vocab     Uint32 × 2·vslots  the normalizer's general vocabulary (vocabulary.ts): hash pairs
 */
import type { Category } from '../lexicon/index.js';

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
  /** A verb of a language whose instructions may end in a bare infinitive. */
  finalVerb = 1024,
}

/** Symbol class of whitespace: runs of whitespace are consumed as one symbol. */
export const SPACE_CLASS = 1;
/**
 * The virtual word-boundary symbol, fed between a word and a non-word character (and at both
 * ends of the text). A whole-word term is compiled as ⟨B⟩word⟨B⟩, so it can only start at a word
 * start: mid-word letters fall straight back to the root, and a one-letter term like "i" is no
 * longer reported (and rejected) inside every word — measured 2.3 → see bench/automaton.bench.ts.
 */
export const BOUND_CLASS = 2;
export const FIRST_CHAR_CLASS = 3;
/**
 * In the per-code-unit symbol table: bit 15 marks word characters, bit 14 characters of an
 * encoded run (base64, base64url, hex, percent-encoding), bit 13 fragment ends (. ! ? ; : and
 * newline); the low 13 bits are the class. The two statistics bits let the scan tell, in the
 * same pass, whether a text can hold an encoded payload or an acrostic at all: separate passes
 * over the text cost ~0.7 µs each per memory (bench/e2e.bench.ts stage table).
 */
export const WORD_BIT = 0x8000;
export const ENC_BIT = 0x4000;
export const STOP_BIT = 0x2000;
export const CLASS_MASK = 0x1fff;
/** Words (at most) of a fragment that counts as short for acrostics (kernels/encoded.ts uses the same). */
export const SHORT_FRAGMENT_WORDS = 4;
/** Longest term, in symbols (code units plus boundary symbols); also the size of the position ring. */
export const MAX_TERM = 64;
export const RING = 64;
export const HEADER_WORDS = 32;

export const IMAGE_MAGIC = 0x41434d32; // "ACM2"

/** Sections of the image, in layout order (header word 8 + index holds each offset). */
export const enum Section {
  sym = 0,
  node = 1,
  out = 2,
  dict = 3,
  patCats = 4,
  patCaps = 5,
  patFlags = 6,
  patLen = 7,
  patLang = 8,
  patEnc = 9,
  patTerm = 10,
  termText = 11,
  patNext = 12,
  patAlt = 13,
  altLang = 14,
  altCats = 15,
  altCaps = 16,
  langText = 17,
  /** The normalizer's general vocabulary (vocabulary.ts): Uint32 pairs, header word 7 holds their count × 2. */
  vocab = 18,
}

/** Fields of a state's record in the node section. */
export const enum N {
  stride = 4,
  base = 0,
  check = 1,
  emit = 2,
  fail = 3,
}

const WORD_RE = /[\p{L}\p{M}\p{N}]/u;

/** Word characters for boundary symbols: letters, marks and digits. */
export function isWordUnit(c: number): boolean {
  return !(c >= 0xd800 && c <= 0xdfff) && WORD_RE.test(String.fromCharCode(c));
}

/** Whether a code point (for astral characters) is a word character. */
export function isWordCodePoint(cp: number): boolean {
  return WORD_RE.test(String.fromCodePoint(cp));
}
