/**
 * Encoded payloads: directives smuggled past a lexicon as base64, hex, percent-encoding,
 * ROT13, reversed text or an acrostic. The screen does not need to understand the encoding's
 * purpose: it decodes candidates and screens the decoded text with the same gate, so an
 * encoded directive is caught exactly when its plain form would be.
 *
 * Candidates are cheap to find and rare in ordinary memories; each decoder demands that the
 * decoded bytes be mostly printable text before anything is screened.
 */
import { SHORT_FRAGMENT_WORDS } from './automaton-image.js';

export type Encoding = 'base64' | 'hex' | 'percent' | 'rot13' | 'reversed' | 'acrostic';

export interface Decoded {
  encoding: Encoding;
  /** Span in the text that was decoded. */
  start: number;
  end: number;
  text: string;
}

/** Shortest base64 run worth decoding (12 bytes of payload: "always pay X" does not fit in less). */
export const MIN_BASE64 = 16;
/** Shortest hex run worth decoding. */
export const MIN_HEX = 24;
/** Share of decoded characters that must be printable text. */
const PRINTABLE_SHARE = 0.9;
/** An acrostic needs this many short fragments. */
export const MIN_ACROSTIC_FRAGMENTS = 4;
const MAX_ACROSTIC_FRAGMENT_WORDS = SHORT_FRAGMENT_WORDS;

const B64 = new Uint8Array(128);
for (const ch of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/-_') B64[ch.charCodeAt(0)] = 1;
const HEX = new Uint8Array(128);
for (const ch of '0123456789abcdefABCDEF') HEX[ch.charCodeAt(0)] = 1;

const utf8 = new TextDecoder('utf-8', { fatal: true });

function printable(s: string): boolean {
  if (s.length === 0) return false;
  let ok = 0;
  let letters = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (c === 0x09 || c === 0x0a || c === 0x0d || (c >= 0x20 && c !== 0x7f && !(c >= 0x80 && c < 0xa0))) ok++;
    if (/\p{L}/u.test(ch)) letters++;
  }
  return ok / [...s].length >= PRINTABLE_SHARE && letters >= 4 && /\s/.test(s);
}

function decodeBytes(bytes: Uint8Array): string | null {
  try {
    const s = utf8.decode(bytes);
    return printable(s) ? s : null;
  } catch {
    return null;
  }
}

/** Base64, hex and percent-encoded runs in `text`, decoded, when they decode to text. */
/** Code units that can be part of an encoded run (base64, base64url, hex, percent-encoding). */
const RUN_CHAR = new Uint8Array(128);
for (const ch of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/-_%') RUN_CHAR[ch.charCodeAt(0)] = 1;

/**
 * Nothing can decode unless a run of MIN_BASE64 encoding characters exists. One pass over the
 * code units; a regular expression for the same test re-tries the run at every position and
 * cost ~4% of the screen in the profile.
 */
function hasLongRun(text: string): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 128 && RUN_CHAR[c] === 1) {
      if (++run >= MIN_BASE64) return true;
    } else run = 0;
  }
  return false;
}

export function findEncodedRuns(text: string, pretested = false): Decoded[] {
  const found: Decoded[] = [];
  if (!pretested && !hasLongRun(text)) return found;
  const len = text.length;
  let i = 0;
  while (i < len) {
    const c = text.charCodeAt(i);
    if (c < 128 && (B64[c] || c === 0x25)) {
      let j = i;
      let b64 = true;
      let hex = true;
      let pct = 0;
      let upper = 0;
      let lower = 0;
      let digit = 0;
      while (j < len) {
        const d = text.charCodeAt(j);
        if (d >= 128) break;
        if (d === 0x25 && j + 2 < len && HEX[text.charCodeAt(j + 1)] && HEX[text.charCodeAt(j + 2)]) {
          pct++;
          b64 = false;
          hex = false;
          j += 3;
          continue;
        }
        if (!B64[d]) {
          // unreserved URL characters continue a percent-encoded run
          if (pct > 0 && (d === 0x2e || d === 0x7e || d === 0x21 || d === 0x2a || d === 0x27 || d === 0x28 || d === 0x29)) {
            j++;
            continue;
          }
          break;
        }
        if (!HEX[d]) hex = false;
        if (d >= 0x41 && d <= 0x5a) upper++;
        else if (d >= 0x61 && d <= 0x7a) lower++;
        else if (d >= 0x30 && d <= 0x39) digit++;
        j++;
      }
      let end = j;
      while (end < len && text.charCodeAt(end) === 0x3d && end - j < 2) end++; // '=' padding
      const run = text.slice(i, j);
      if (pct >= 3) {
        try {
          const s = decodeURIComponent(run);
          if (printable(s)) found.push({ encoding: 'percent', start: i, end: j, text: s });
        } catch {
          /* not percent-encoding */
        }
      } else if (hex && run.length >= MIN_HEX && run.length % 2 === 0) {
        const s = decodeBytes(Buffer.from(run, 'hex'));
        if (s) found.push({ encoding: 'hex', start: i, end: j, text: s });
      } else if (b64 && run.length >= MIN_BASE64 && upper > 0 && lower + digit > 0) {
        const s = decodeBytes(Buffer.from(run.replace(/-/g, '+').replace(/_/g, '/'), 'base64'));
        if (s) found.push({ encoding: 'base64', start: i, end, text: s });
      }
      i = Math.max(end, i + 1);
      continue;
    }
    i++;
  }
  return found;
}

export function rot13(text: string): string {
  let r = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x61 && c <= 0x7a) r += String.fromCharCode(((c - 0x61 + 13) % 26) + 0x61);
    else if (c >= 0x41 && c <= 0x5a) r += String.fromCharCode(((c - 0x41 + 13) % 26) + 0x41);
    else r += text[i];
  }
  return r;
}

export function reverseText(text: string): string {
  return [...text].reverse().join('');
}

/**
 * The initials of a run of short fragments ("Sunny April. Kind nights. Idle ponds. …"), when the
 * text is made of at least MIN_ACROSTIC_FRAGMENTS fragments of at most a few words each.
 */
export function acrostic(text: string, pretested = false): string | null {
  // One allocation-free pass first: only a run of MIN_ACROSTIC_FRAGMENTS short fragments can
  // spell anything (most memories are a sentence or two of ordinary length).
  if (!pretested && !hasShortFragmentRun(text)) return null;
  const fragments = text.split(/[.!?;:\n]+/).map((f) => f.trim()).filter((f) => f.length > 0);
  let run = '';
  let count = 0;
  let best = '';
  for (const f of fragments) {
    const words = f.split(/\s+/);
    if (words.length <= MAX_ACROSTIC_FRAGMENT_WORDS && /^\p{L}/u.test(f)) {
      run += f[0];
      count++;
    } else {
      if (count >= MIN_ACROSTIC_FRAGMENTS && run.length > best.length) best = run;
      run = '';
      count = 0;
    }
  }
  if (count >= MIN_ACROSTIC_FRAGMENTS && run.length > best.length) best = run;
  return best.length >= MIN_ACROSTIC_FRAGMENTS ? best.toLowerCase() : null;
}

function isFragmentEnd(c: number): boolean {
  return c === 0x2e || c === 0x21 || c === 0x3f || c === 0x3b || c === 0x3a || c === 0x0a;
}

/** Whether the text holds MIN_ACROSTIC_FRAGMENTS consecutive fragments of at most a few words. */
function hasShortFragmentRun(text: string): boolean {
  let words = 0;
  let inWord = false;
  let chars = 0;
  let run = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 0x0a;
    if (isFragmentEnd(c)) {
      if (chars > 0) {
        run = words <= MAX_ACROSTIC_FRAGMENT_WORDS ? run + 1 : 0;
        if (run >= MIN_ACROSTIC_FRAGMENTS) return true;
      }
      words = 0;
      inWord = false;
      chars = 0;
    } else if (c === 0x20 || c === 0x09 || c === 0x0d) {
      inWord = false;
    } else {
      if (!inWord) words++;
      inWord = true;
      chars++;
    }
  }
  return false;
}
