/**
 * The part of a quarantined memory the report shows, cut into plain and highlighted segments
 * from the verdict's evidence (UTF-16 offsets into the original `content`, CONTRACT §2).
 *
 * Offsets come from a file and are not trusted: a span that is not a pair of integers with
 * 0 ≤ start < end ≤ length is counted as out of range and not drawn (it says the verdicts and
 * the records do not belong together). Overlapping spans merge into one mark naming every rule.
 * A cut never splits a surrogate pair, so no lone surrogate reaches the page.
 */
import type { Evidence } from '../common/index.js';

export interface Segment {
  text: string;
  /** Rules of the evidence covering this segment; absent for plain text. */
  rules?: string[];
}

export interface Excerpt {
  segments: Segment[];
  /** The window shown, in UTF-16 offsets of the content. */
  start: number;
  end: number;
  /** The content's full length. */
  length: number;
  /** Evidence spans drawn (inside the content). */
  spans: number;
  /** Evidence spans that do not fit the content. */
  outOfRange: number;
}

/** Code units shown before the first evidence span when the content is cut. */
export const LEAD_CONTEXT = 160;

function isHigh(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

/** Move a cut at `i` off the middle of a surrogate pair (towards `dir`). */
function snap(s: string, i: number, dir: -1 | 1): number {
  if (i > 0 && i < s.length && isHigh(s.charCodeAt(i - 1)) && !isHigh(s.charCodeAt(i)) && s.charCodeAt(i) >= 0xdc00 && s.charCodeAt(i) <= 0xdfff) {
    return i + (dir < 0 ? -1 : 1);
  }
  return i;
}

/** Valid spans of `evidence` for a content of `length` code units, sorted and merged. */
export function spansOf(evidence: readonly Evidence[] | undefined, length: number): { spans: { start: number; end: number; rules: string[] }[]; outOfRange: number } {
  const ok: { start: number; end: number; rule: string }[] = [];
  let outOfRange = 0;
  for (const e of evidence ?? []) {
    if (!e || !Number.isInteger(e.start) || !Number.isInteger(e.end) || e.start < 0 || e.end <= e.start || e.end > length) {
      outOfRange++;
      continue;
    }
    ok.push({ start: e.start, end: e.end, rule: typeof e.rule === 'string' ? e.rule : '' });
  }
  ok.sort((a, b) => a.start - b.start || a.end - b.end);
  const spans: { start: number; end: number; rules: string[] }[] = [];
  for (const e of ok) {
    const last = spans[spans.length - 1];
    if (last && e.start < last.end) {
      last.end = Math.max(last.end, e.end);
      if (e.rule && !last.rules.includes(e.rule)) last.rules.push(e.rule);
    } else spans.push({ start: e.start, end: e.end, rules: e.rule ? [e.rule] : [] });
  }
  return { spans, outOfRange };
}

/**
 * At most `max` code units of `content` (around the first evidence span when it must be cut),
 * as segments ready to be escaped and drawn.
 */
export function excerpt(content: string, evidence: readonly Evidence[] | undefined, max: number): Excerpt {
  const length = content.length;
  const { spans, outOfRange } = spansOf(evidence, length);
  let start = 0;
  let end = length;
  if (length > max) {
    const first = spans.length ? spans[0]!.start : 0;
    start = Math.max(0, Math.min(first - LEAD_CONTEXT, length - max));
    end = start + max;
    start = snap(content, start, 1);
    end = snap(content, end, -1);
  }
  const segments: Segment[] = [];
  let at = start;
  let drawn = 0;
  for (const s of spans) {
    if (s.end <= start || s.start >= end) continue;
    const a = snap(content, Math.max(s.start, start), -1);
    const b = snap(content, Math.min(s.end, end), 1);
    const from = Math.max(a, at);
    if (from > at) segments.push({ text: content.slice(at, from) });
    if (b > from) segments.push({ text: content.slice(from, b), rules: s.rules });
    at = Math.max(at, b);
    drawn++;
  }
  if (end > at) segments.push({ text: content.slice(at, end) });
  return { segments, start, end, length, spans: drawn, outOfRange };
}
