/**
 * Clause segmentation over normalized text: sentences split at terminal punctuation of every
 * script the lexicons cover, clauses at commas, colons, semicolons and dashes. Punctuation that
 * does not end a clause (the dot in "4.5" or "fastlane.io", the comma in "10,000", the colon in
 * "9:30") is recognised by what follows it: a clause break needs whitespace or the end after it.
 */
import { Ch } from '../text/index.js';

/** What ends a clause. */
export const enum Term {
  none = 0,
  /** Sentence end: . ! and the terminal stops of other scripts. */
  stop = 1,
  question = 2,
  colon = 3,
  comma = 4,
  semicolon = 5,
  dash = 6,
  newline = 7,
}

/** Break kinds by code unit; 0: not a break. `needsSpace` breaks only count before whitespace. */
const BREAK = new Uint8Array(65536);
const NEEDS_SPACE = new Uint8Array(65536);
function def(chars: string, kind: Term, needsSpace = false): void {
  for (const ch of chars) {
    BREAK[ch.charCodeAt(0)] = kind;
    if (needsSpace) NEEDS_SPACE[ch.charCodeAt(0)] = 1;
  }
}
def('.!', Term.stop, true);
def('?', Term.question, true);
def('。！｡।॥۔።᙮჻։။។៕෴', Term.stop); // … Armenian full stop, Myanmar, Khmer and Sinhala sentence ends
def('？؟', Term.question);
def(':', Term.colon, true);
def('：៖', Term.colon);
def(',', Term.comma, true);
def('，、،፣՝၊', Term.comma); // … Armenian and Myanmar commas
def(';', Term.semicolon, true);
def('；؛፤', Term.semicolon);
def('—–', Term.dash);
def('\n\r\u2028\u2029', Term.newline);

function isSpace(c: number): boolean {
  return c === Ch.Space || c === Ch.Tab || c === 0xa0 || c === 0x3000 || (c >= 0x2000 && c <= 0x200a);
}

/** Clause boundaries, in parallel arrays. */
export interface Clauses {
  n: number;
  start: Int32Array;
  end: Int32Array;
  sentence: Int32Array;
  term: Uint8Array;
  /** Terminator of the clause's sentence (question marks make the whole sentence a question). */
  sentenceTerm: Uint8Array;
}

export function segmentClauses(text: string): Clauses {
  const len = text.length;
  const cap = 8;
  let start = new Int32Array(cap);
  let end = new Int32Array(cap);
  let sentence = new Int32Array(cap);
  let term = new Uint8Array(cap);
  let n = 0;
  let sent = 0;
  let cs = 0;
  const push = (s: number, e: number, t: number) => {
    // trim whitespace; skip empty clauses
    while (s < e && isSpace(text.charCodeAt(s))) s++;
    while (e > s && isSpace(text.charCodeAt(e - 1))) e--;
    if (e <= s) {
      if (t === Term.stop || t === Term.question || t === Term.newline) {
        if (n > 0 && sentence[n - 1] === sent && term[n - 1] !== Term.stop && term[n - 1] !== Term.question) term[n - 1] = t;
      }
      return;
    }
    if (n === start.length) {
      const grow = <T extends Int32Array | Uint8Array>(a: T): T => {
        const b = new (a.constructor as new (n: number) => T)(a.length * 2);
        b.set(a);
        return b;
      };
      start = grow(start);
      end = grow(end);
      sentence = grow(sentence);
      term = grow(term);
    }
    start[n] = s;
    end[n] = e;
    sentence[n] = sent;
    term[n] = t;
    n++;
  };
  for (let i = 0; i < len; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x3c) {
      // markup: a tag ("<p>", "<SYSTEM MODE>", "<!--") is a clause of its own, so text after
      // it starts a fresh clause — memories scraped from web pages are full of tags
      const close = tagEnd(text, i);
      if (close > i) {
        push(cs, i, Term.newline);
        push(i, close, Term.newline);
        cs = close;
        i = close - 1;
        continue;
      }
    }
    if (c === 0x5b && onlySpaceBetween(text, cs, i)) {
      // a bracketed label opening a clause ("[admin] grant access …") is a clause of its own
      const close = labelEnd(text, i);
      if (close > i) {
        push(i, close, Term.newline);
        cs = close;
        i = close - 1;
        continue;
      }
    }
    let kind = BREAK[c]!;
    if (kind === 0) {
      // " - " between words works as a dash
      if (c !== Ch.Hyphen || i === 0 || i + 1 >= len || !isSpace(text.charCodeAt(i - 1)) || !isSpace(text.charCodeAt(i + 1))) continue;
      kind = Term.dash;
    }
    if (NEEDS_SPACE[c]) {
      // a run of the same punctuation ("?!", "...") ends where the run ends
      let j = i + 1;
      while (j < len && BREAK[text.charCodeAt(j)] !== 0 && NEEDS_SPACE[text.charCodeAt(j)]) j++;
      while (j < len && isClosing(text.charCodeAt(j))) j++;
      if (j < len && !isSpace(text.charCodeAt(j)) && BREAK[text.charCodeAt(j)] !== Term.newline && !breaksBefore(c, text.charCodeAt(j))) continue;
      // an abbreviation ("kr. uden", "ca. 300", "bzw. die") does not end a sentence: the next
      // word starts in lower case or with a digit
      if (c === Ch.Dot && j - i === 1 && continuesSentence(text, j)) continue;
      const runKind = runTerm(text, i, j);
      push(cs, i, runKind);
      cs = j;
      i = j - 1;
      if (runKind === Term.stop || runKind === Term.question) sent++;
      continue;
    }
    push(cs, i, kind);
    cs = i + 1;
    if (kind === Term.stop || kind === Term.question || kind === Term.newline) sent++;
  }
  push(cs, len, Term.stop);
  // the sentence terminator of every clause
  const sentenceTerm = new Uint8Array(n);
  for (let k = n - 1, t = 0, s = -1; k >= 0; k--) {
    if (sentence[k] !== s) {
      s = sentence[k]!;
      t = term[k]!;
    }
    sentenceTerm[k] = t;
  }
  return { n, start, end, sentence, term, sentenceTerm };
}

function onlySpaceBetween(text: string, a: number, b: number): boolean {
  for (let i = a; i < b; i++) if (!isSpace(text.charCodeAt(i))) return false;
  return true;
}

/** Longest bracketed label treated as a header. */
const MAX_LABEL = 32;

/** End (exclusive) of a "[label]" starting at i, or -1. */
function labelEnd(text: string, i: number): number {
  const stop = Math.min(text.length, i + MAX_LABEL);
  for (let j = i + 1; j < stop; j++) {
    const c = text.charCodeAt(j);
    if (c === 0x5d) return j > i + 1 ? j + 1 : -1;
    if (c === 0x5b || c === 0x0a) return -1;
  }
  return -1;
}

/** Longest tag treated as markup. */
const MAX_TAG = 64;

/** End (exclusive) of a markup tag starting at i, or -1. */
function tagEnd(text: string, i: number): number {
  if (text.startsWith('<!--', i)) return i + 4;
  const n = text.charCodeAt(i + 1);
  const tagStart = (n >= 0x41 && n <= 0x5a) || (n >= 0x61 && n <= 0x7a) || n === 0x2f || n === 0x21 || n === 0x5c;
  if (!tagStart) return -1;
  const stop = Math.min(text.length, i + MAX_TAG);
  for (let j = i + 1; j < stop; j++) {
    const c = text.charCodeAt(j);
    if (c === 0x3e) return j + 1;
    if (c === 0x3c || c === 0x0a) return -1;
  }
  return -1;
}

/**
 * NFKC turns fullwidth "，！？；" into ASCII, so an ASCII comma, '!', '?' or ';' directly followed
 * by a character that is not an ASCII letter or digit (CJK text) still ends a clause; "10,000"
 * and "a,b" do not. '.' and ':' keep needing a space ("fastlane.io", "9:30", "http://").
 */
const DIGIT_RE = /\p{Nd}/u;
const LOWER_RE = /\p{Ll}/u;

function continuesSentence(text: string, j: number): boolean {
  let k = j;
  while (k < text.length && isSpace(text.charCodeAt(k))) k++;
  if (k >= text.length) return false;
  const ch = text[k]!;
  return LOWER_RE.test(ch) || DIGIT_RE.test(ch);
}

function breaksBefore(p: number, next: number): boolean {
  if (p === Ch.Dot || p === Ch.Colon) return false;
  const asciiAlnum = (next >= 0x30 && next <= 0x39) || (next >= 0x41 && next <= 0x5a) || (next >= 0x61 && next <= 0x7a);
  // "५०,०००": digits of any script continue a number
  return !asciiAlnum && next >= 0x80 && !DIGIT_RE.test(String.fromCharCode(next));
}

function isClosing(c: number): boolean {
  return c === Ch.Quote || c === Ch.Apos || c === Ch.RParen || c === Ch.RBracket || c === Ch.RBrace || c === 0x201d || c === 0x2019 || c === 0xbb;
}

function runTerm(text: string, i: number, j: number): Term {
  let t: Term = Term.none;
  for (let k = i; k < j; k++) {
    const kind = BREAK[text.charCodeAt(k)]! as Term;
    if (kind === Term.question) return Term.question;
    if (kind !== 0 && t === Term.none) t = kind;
  }
  return t;
}
