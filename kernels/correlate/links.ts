/**
 * Link keys of one memory: what two memories of a campaign share even when neither says "the
 * same vendor". Two kinds:
 *
 *   party keys — who or what is named: e-mail addresses, domains (and their labels), IBANs,
 *     phone, account and invoice numbers, quoted code words and tags ('LV-frei', «согласовано-С»,
 *     「承認済」), capitalized names of one or more words (Brauneck & Vogt, Northway Commercial
 *     Ltd, Двинский экспорт), CamelCase names (DataLoire). Names are keyed by their first
 *     NAME_PREFIX letters, so inflected forms meet (Северный Путь / Северного Пути,
 *     Brindlefield's / Brindlefield).
 *   topic keys — what the memory is about, for campaigns whose oversight memory names no party
 *     ("she finds the payroll paperwork tiresome" beside "payroll documents now go to …"):
 *     content words of at least TOPIC_MIN letters by their first NAME_PREFIX letters, and Han
 *     character bigrams, Katakana words and Hangul stems in scripts without word spaces.
 *
 * Amounts, dates, times and years are never keys: they recur in unrelated memories. Runs only on
 * memories that carry a steering role (a few percent of a corpus), so regular expressions are
 * affordable here; each is linear (no nested quantifiers over the same characters).
 */
import { SENTENCE_STOPWORDS } from '../lexicon/index.js';

/** Letters that key a name or a topic word ("brind" for Brindlefield, Brindlefield's). */
export const NAME_PREFIX = 5;
/** A lower-case word of this many letters is a topic word ("payroll", "contrat", "договоров"). */
export const TOPIC_MIN = 6;
/** At most this many keys per memory: party keys first, then topics in order of appearance. */
export const MAX_KEYS = 40;
const MAX_TOPICS = 30;

const STOP = new Set(SENTENCE_STOPWORDS);

/**
 * Frequent long words that say nothing about a party or a matter (several languages): topic keys
 * from them would link every memory to every other.
 */
const TOPIC_STOP = new Set(
  [
    'alread', 'withou', 'throug', 'betwee', 'becaus', 'anythi', 'someth', 'nothin', 'everyt', 'around', 'should', 'people',
    'before', 'during', 'others', 'another', 'whethe', 'within', 'always', 'usuall', 'actual', 'really', 'thanks',
    'schon', 'immer', 'werde', 'wurde', 'nicht', 'keine', 'einen', 'einem', 'einer', 'diese', 'seine', 'ihren',
    'toujo', 'depui', 'avoir', 'cette', 'parce', 'comme', 'aussi', 'encor', 'toute', 'quand', 'selon',
    'siemp', 'desde', 'tambi', 'porqu', 'cuand', 'todos', 'toda', 'sobre', 'despu', 'puede', 'tiene',
    'sempr', 'desde', 'també', 'quand', 'porqu', 'todas', 'depoi', 'també', 'també', 'ainda',
    'всегд', 'котор', 'чтобы', 'потом', 'также', 'после', 'когда', 'больш', 'можно', 'очень', 'будет',
    'sempr', 'anche', 'quest', 'perch', 'quand', 'dopo', 'ancor', 'tutti', 'della', 'delle', 'degli',
    'olara', 'için', 'olduğ', 'sonra', 'şekil', 'kadar', 'bunun', 'ancak', 'gerek', 'değil',
    'user', 'usuar', 'utili', 'nutze', 'польз', 'usuár',
  ].map((w) => w.slice(0, NAME_PREFIX)),
);

const EMAIL_RE = /[\p{L}\p{N}._%+-]+@([\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+)/gu;
const DOMAIN_RE = /(?:https?:\/\/|sftp:\/\/|www\.)?((?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+[a-z]{2,12})(?![\p{L}\p{N}])/giu;
const IBAN_RE = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b/g;
/** Digit groups joined by single spaces, dashes, dots or slashes: phones, accounts. */
const DIGITS_RE = /\+?\d+(?:[ \-./]\d+)*/g;
/** Letters then digits: invoice and contract numbers (HJ-2291, INV/4471, №14-Б). */
const CODE_NUM_RE = /(?<![\p{L}\p{N}])[\p{L}]{1,6}[-_/#№ ]?\d{3,}(?![\p{N}])/gu;
const QUOTED_RE = /(?:^|[\s(:,])['‘’‚]([^'‘’\n]{2,40})['’‘]|["“”„]([^"“”„\n]{2,40})["“”]|[«‹]([^»›\n]{2,40})[»›]|[「『《〈【]([^」』》〉】\n]{1,20})[」』》〉】]/gu;
const HAS_DOT_RE = /\.[a-z]/i;
const HAS_DIGIT_RE = /\d/;
const HAS_QUOTE_RE = /['‘’‚"“”„«‹「『《〈【]/;
const WORD_RE = /[\p{L}\p{M}][\p{L}\p{M}\p{N}'’-]*/gu;

/** Upper case by code unit: Latin, Latin-1, Latin Extended-A (even units), Greek, Cyrillic. */
function isUpperUnit(c: number): boolean {
  if (c >= 0x41 && c <= 0x5a) return true;
  if (c < 0xc0) return false;
  if ((c >= 0xc0 && c <= 0xde && c !== 0xd7) || (c >= 0x391 && c <= 0x3ab) || (c >= 0x400 && c <= 0x42f)) return true;
  if (c >= 0x100 && c <= 0x17f) return (c & 1) === 0 && c !== 0x138;
  return false;
}

function sentenceStart(text: string, at: number): boolean {
  let i = at - 1;
  while (i >= 0 && (text[i] === ' ' || text[i] === '"' || text[i] === '«' || text[i] === '(' || text[i] === '„' || text[i] === '“' || text[i] === '*' || text[i] === '-')) i--;
  return i < 0 || '.!?:;\n—–'.includes(text[i]!);
}

/** A lower-case letter followed by an upper-case one (DataLoire, СеверЛес). */
function camel(w: string): boolean {
  for (let i = 1; i < w.length; i++) if (isUpperUnit(w.charCodeAt(i)) && !isUpperUnit(w.charCodeAt(i - 1))) return true;
  return false;
}

function isHan(c: number): boolean {
  return (c >= 0x4e00 && c <= 0x9fff) || (c >= 0x3400 && c <= 0x4dbf);
}
function isKatakana(c: number): boolean {
  return (c >= 0x30a0 && c <= 0x30ff) || c === 0x30fc;
}
function isHangul(c: number): boolean {
  return c >= 0xac00 && c <= 0xd7af;
}

function key(word: string): string {
  let w = word.toLowerCase();
  if (w.endsWith("'s") || w.endsWith('’s')) w = w.slice(0, -2);
  // Arabic article, Hebrew-style prefixes are not stripped; Arabic "ال" is (the same noun with and without it)
  if (w.startsWith('ال') && w.length > 4) w = w.slice(2);
  return w.length <= NAME_PREFIX ? w : w.slice(0, NAME_PREFIX);
}

/** Link keys of `content` (party keys `p:…`, topic keys `t:…`), deduplicated. */
export function linkKeys(content: string): string[] {
  const text = content.length > 2000 ? content.slice(0, 2000) : content;
  const party = new Set<string>();
  const topic = new Set<string>();
  const covered: [number, number][] = [];
  const inCovered = (at: number) => covered.length > 0 && covered.some(([a, b]) => at >= a && at < b);
  // each pattern only where its anchor character occurs (the domain pattern costs ~15 µs a memory)
  const hasAt = text.includes('@');
  const hasDot = HAS_DOT_RE.test(text);
  const hasDigit = HAS_DIGIT_RE.test(text);
  const hasQuote = HAS_QUOTE_RE.test(text);
  const label = (l: string) => {
    for (const part of l.split('-')) if (part.length >= 4 && /^\p{L}+$/u.test(part) && !STOP.has(part.toLowerCase())) party.add(`p:${key(part)}`);
  };
  if (hasAt) for (const m of text.matchAll(EMAIL_RE)) {
    party.add(`p:mail:${m[0].toLowerCase()}`);
    const dom = m[1]!.toLowerCase().split('.');
    if (dom.length >= 2) label(dom[dom.length - 2]!);
    covered.push([m.index!, m.index! + m[0].length]);
  }
  if (hasDot) for (const m of text.matchAll(DOMAIN_RE)) {
    const at = m.index!;
    if (inCovered(at)) continue;
    const labels = m[1]!.toLowerCase().split('.');
    if (labels.slice(0, -1).every((l) => /^\d+$/.test(l))) continue; // 14.300, 1.5
    if (/^\d/.test(labels.at(-1)!)) continue;
    covered.push([at, at + m[0].length]);
    party.add(`p:dom:${labels.slice(-2).join('.')}`);
    for (const l of labels.slice(0, -1)) if (l !== 'www') label(l);
  }
  if (hasDigit) for (const m of text.matchAll(IBAN_RE)) {
    if (inCovered(m.index!)) continue;
    party.add(`p:iban:${m[0].replace(/ /g, '').toLowerCase()}`);
    covered.push([m.index!, m.index! + m[0].length]);
  }
  if (hasDigit) for (const m of text.matchAll(CODE_NUM_RE)) {
    if (inCovered(m.index!)) continue;
    party.add(`p:no:${m[0].replace(/[-_/#№ ]/g, '').toLowerCase()}`);
    covered.push([m.index!, m.index! + m[0].length]);
  }
  if (hasDigit) for (const m of text.matchAll(DIGITS_RE)) {
    if (inCovered(m.index!)) continue;
    const digits = m[0].replace(/\D/g, '');
    // phones and accounts have many digits; amounts, dates and times rarely reach seven
    if (digits.length >= 7 && !/^\d{1,2}[./]\d{1,2}[./]\d{2,4}$/.test(m[0])) party.add(`p:no:${digits}`);
  }
  if (hasQuote) for (const m of text.matchAll(QUOTED_RE)) {
    const q = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').trim().toLowerCase();
    if (q.length >= 1 && q.split(/\s+/).length <= 4) party.add(`p:code:${q}`);
  }
  // words: capitalized ones name parties, long lower-case ones say what the memory is about
  for (const m of text.matchAll(WORD_RE)) {
    const w = m[0];
    const at = m.index!;
    if (inCovered(at)) continue;
    const c0 = w.charCodeAt(0);
    if (isHan(c0) || isKatakana(c0) || (c0 >= 0x3040 && c0 <= 0x309f)) {
      // a run without spaces: Han bigrams and Katakana words are the topic keys
      let prevHan = -1;
      let kata = '';
      for (let i = 0; i < w.length; i++) {
        const c = w.charCodeAt(i);
        if (isHan(c)) {
          if (prevHan >= 0 && topic.size < MAX_TOPICS) topic.add(`t:${String.fromCharCode(prevHan, c)}`);
          prevHan = c;
        } else prevHan = -1;
        if (isKatakana(c)) kata += w[i];
        else {
          if (kata.length >= 3) party.add(`p:${kata}`);
          kata = '';
        }
      }
      if (kata.length >= 3) party.add(`p:${kata}`);
      continue;
    }
    if (isHangul(c0)) {
      // Korean: a phrase is a stem and particles; the first two syllables stand for the stem
      if (w.length >= 3 && topic.size < MAX_TOPICS) topic.add(`t:${w.slice(0, 2)}`);
      continue;
    }
    const isCamel = camel(w);
    if (isUpperUnit(c0) || isCamel) {
      if (w.length < 3 || STOP.has(w.toLowerCase())) continue;
      // a capitalized word opening a sentence names something only when a name follows it
      // (or when it is CamelCase: DataLoire is a name wherever it stands)
      if (!isCamel && sentenceStart(text, at)) {
        const after = text.slice(at + w.length, at + w.length + 3);
        if (!/^ (?:&|\p{Lu})/u.test(after)) continue;
      }
      party.add(`p:${key(w)}`);
      continue;
    }
    if (w.length >= TOPIC_MIN && topic.size < MAX_TOPICS) {
      const k = key(w);
      if (!TOPIC_STOP.has(k)) topic.add(`t:${k}`);
    }
  }
  const out = [...party].slice(0, MAX_KEYS);
  for (const t of topic) {
    if (out.length >= MAX_KEYS) break;
    out.push(t);
  }
  return out;
}
