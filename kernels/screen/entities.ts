/**
 * Salient entities of a memory: the payees, accounts, domains and codewords that an attacker
 * has to name again in every fragment of a split directive. Two untrusted memories that share
 * one are linked for clustering (in one recall) and correlation (across recalls).
 *
 * Entities are returned as short normalized keys with a kind prefix:
 *   id:4471  id:ac-9920  email:relay@aterna-mirror.io  domain:aterna-mirror.io
 *   name:fastlane  name:northgate  code:gamma
 * Amounts, percentages, times, dates and years are not entities: they recur in unrelated
 * memories and would link everything to everything.
 */
import { COMMON_ACRONYMS, SENTENCE_STOPWORDS } from '../lexicon/index.js';

const STOP = new Set(SENTENCE_STOPWORDS);
const ACRONYMS = new Set(COMMON_ACRONYMS);

/** A name shorter than this is too likely to be a common word in some language. */
const MIN_NAME = 4;
/** A label of a domain becomes a name key at this length ("fastlane" in payments-fastlane.io). */
const MIN_DOMAIN_LABEL = 5;
const MAX_ENTITIES = 16;

const EMAIL_RE = /[\p{L}\p{N}._%+-]+@([\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+)/gu;
const DOMAIN_RE = /\b(?:https?:\/\/)?((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,24})\b/giu;
const TOKEN_RE = /[\p{L}\p{N}][\p{L}\p{N}'’-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu;

export type WordTest = (word: string) => boolean;

function isSentenceStart(text: string, at: number): boolean {
  let i = at - 1;
  while (i >= 0 && /[\s"'“‘(\[*#>-]/.test(text[i]!)) i--;
  return i < 0 || /[.!?:;\n]/.test(text[i]!);
}

function numericKey(tok: string, text: string, at: number): string | null {
  const digits = tok.replace(/\D/g, '');
  if (digits.length < 3) return null;
  const prev = text[at - 1] ?? '';
  const next = text.slice(at + tok.length, at + tok.length + 3).toLowerCase();
  if (/[$€£¥₹₽]/.test(prev) || /^(%|am|pm|k\b|m\b|st|nd|rd|th)/.test(next) || /^[.,]\d/.test(next)) return null;
  if (/^\d+$/.test(tok)) {
    const v = Number(tok);
    if (tok.length === 4 && v >= 1900 && v <= 2100) return null; // a year
    if (/^[,.]\d{3}/.test(text.slice(at + tok.length))) return null; // 10,000
    if (/\d[,.]$/.test(text.slice(Math.max(0, at - 2), at))) return null;
  }
  if (/^\d{1,4}[-/]\d{1,2}([-/]\d{1,4})?$/.test(tok)) return null; // a date
  return `id:${tok.toLowerCase()}`;
}

/**
 * Entity keys of `content`, deduplicated, in order of appearance. `isCommonWord` tells a
 * lexicon word (never an entity) from a name.
 */
export function extractEntities(content: string, isCommonWord: WordTest): string[] {
  const out = new Set<string>();
  const add = (k: string) => {
    if (out.size < MAX_ENTITIES) out.add(k);
  };
  const covered: [number, number][] = [];
  for (const m of content.matchAll(EMAIL_RE)) {
    add(`email:${m[0].toLowerCase()}`);
    add(`domain:${m[1]!.toLowerCase()}`);
    covered.push([m.index!, m.index! + m[0].length]);
  }
  for (const m of content.matchAll(DOMAIN_RE)) {
    const at = m.index!;
    if (covered.some(([a, b]) => at >= a && at < b)) continue;
    const domain = m[1]!.toLowerCase();
    if (/^\d+(\.\d+)+$/.test(domain)) continue; // a version or an amount
    if (!/[a-z]/.test(domain.split('.').slice(0, -1).join(''))) continue;
    add(`domain:${domain}`);
    covered.push([at, at + m[0].length]);
    const labels = domain.split('.').slice(0, -1).flatMap((l) => l.split('-'));
    for (const l of labels) if (l.length >= MIN_DOMAIN_LABEL && /^\p{L}+$/u.test(l) && !isCommonWord(l)) add(`name:${l}`);
  }
  for (const m of content.matchAll(TOKEN_RE)) {
    const tok = m[0];
    const at = m.index!;
    if (covered.some(([a, b]) => at >= a && at < b)) continue;
    if (/\d/.test(tok)) {
      const k = numericKey(tok, content, at);
      if (k) add(k);
      continue;
    }
    const lower = tok.toLowerCase();
    if (tok.length >= 3 && tok === tok.toUpperCase() && tok !== lower && /^\p{Lu}[\p{Lu}'-]*$/u.test(tok)) {
      if (!ACRONYMS.has(lower) && !STOP.has(lower) && !isCommonWord(lower)) add(`code:${lower}`);
      continue;
    }
    const first = tok[0]!;
    if (first === first.toLowerCase() || first === first.toUpperCase() && tok.length < MIN_NAME) continue;
    if (first !== first.toUpperCase()) continue;
    if (STOP.has(lower) || isCommonWord(lower)) continue;
    if (isSentenceStart(content, at) && lower.length < MIN_NAME + 2) continue;
    add(`name:${lower.replace(/['’]s$/, '')}`);
  }
  return [...out];
}
