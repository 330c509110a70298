/**
 * Evasion transforms for metamorphic tests (issue 10): each rewrites a memory the way an
 * attacker would to slip a directive past a lexicon, and must not change the screen's answer.
 * Deterministic for a seed. A transform touches only the characters it applies to (look-alikes
 * only Latin letters, for example), so on some texts it is the identity; callers skip those.
 */

export { mulberry32 as rng } from '../../kernels/common/index.js';

type R = () => number;
export type Transform = (text: string, r: R) => string;

const LETTER = /\p{L}/u;
const isLetter = (ch: string) => LETTER.test(ch);
const WORD = /[\p{L}\p{M}]+/gu;

/** Insert `ins` at one random inner position of every word of 2+ letters. */
const insideWords = (ins: string): Transform => (t, r) =>
  t.replace(WORD, (w) => {
    const cps = [...w];
    if (cps.length < 2) return w;
    const k = 1 + Math.floor(r() * (cps.length - 1));
    return cps.slice(0, k).join('') + ins + cps.slice(k).join('');
  });

/** Put `sep` between every two letters of every word. */
const betweenLetters = (sep: string): Transform => (t) => t.replace(WORD, (w) => [...w].join(sep));

/** Spaced across words: every letter apart, words apart by a wider gap, or not at all. */
const spacedAcross: Transform = (t) => t.replace(WORD, (w) => [...w].join(' ')).replace(/ {2,}/g, ' ');

const mapLetters = (f: (ch: string, r: R) => string): Transform => (t, r) => [...t].map((ch) => f(ch, r)).join('');

const FULLWIDTH: Transform = mapLetters((ch) => {
  const c = ch.codePointAt(0)!;
  return c >= 0x21 && c <= 0x7e ? String.fromCodePoint(c - 0x21 + 0xff01) : ch;
});

/** Mathematical alphanumeric styles: the offset of capital A and small a in U+1D400.. */
const MATH_STYLES: Record<string, [number, number]> = {
  bold: [0x1d400, 0x1d41a],
  italic: [0x1d434, 0x1d44e],
  'bold italic': [0x1d468, 0x1d482],
  script: [0x1d49c, 0x1d4b6],
  'bold script': [0x1d4d0, 0x1d4ea],
  fraktur: [0x1d504, 0x1d51e],
  'double-struck': [0x1d538, 0x1d552],
  'bold fraktur': [0x1d56c, 0x1d586],
  'sans-serif': [0x1d5a0, 0x1d5ba],
  'sans-serif bold': [0x1d5d4, 0x1d5ee],
  'sans-serif italic': [0x1d608, 0x1d622],
  'sans-serif bold italic': [0x1d63c, 0x1d656],
  monospace: [0x1d670, 0x1d68a],
};
/** Letters the styles leave in the Letterlike Symbols block (holes of the math block). */
const MATH_HOLES: Record<number, number> = {
  0x1d455: 0x210e, 0x1d49d: 0x212c, 0x1d4a0: 0x2130, 0x1d4a1: 0x2131, 0x1d4a3: 0x210b, 0x1d4a4: 0x2110, 0x1d4a7: 0x2112,
  0x1d4a8: 0x2133, 0x1d4ad: 0x211b, 0x1d4ba: 0x212f, 0x1d4bc: 0x210a, 0x1d4c4: 0x2134, 0x1d506: 0x212d, 0x1d50b: 0x210c,
  0x1d50c: 0x2111, 0x1d515: 0x211c, 0x1d51d: 0x2128, 0x1d53a: 0x2102, 0x1d53f: 0x210d, 0x1d545: 0x2115, 0x1d547: 0x2119,
  0x1d548: 0x211a, 0x1d549: 0x211d, 0x1d551: 0x2124,
};
const math = ([cap, small]: [number, number]): Transform =>
  mapLetters((ch) => {
    const c = ch.charCodeAt(0);
    let cp = -1;
    if (c >= 0x41 && c <= 0x5a) cp = cap + c - 0x41;
    else if (c >= 0x61 && c <= 0x7a) cp = small + c - 0x61;
    if (cp < 0) return ch;
    return String.fromCodePoint(MATH_HOLES[cp] ?? cp);
  });

const SMALL_CAPS = 'ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘꞯʀꜱᴛᴜᴠᴡxʏᴢ';
const smallCaps: Transform = mapLetters((ch) => {
  const c = ch.toLowerCase().charCodeAt(0);
  return c >= 0x61 && c <= 0x7a && ch.length === 1 ? [...SMALL_CAPS][c - 0x61]! : ch;
});
const circled: Transform = mapLetters((ch) => {
  const c = ch.charCodeAt(0);
  if (c >= 0x61 && c <= 0x7a) return String.fromCodePoint(0x24d0 + c - 0x61);
  if (c >= 0x41 && c <= 0x5a) return String.fromCodePoint(0x24b6 + c - 0x41);
  return ch;
});
const parenthesized: Transform = mapLetters((ch) => {
  const c = ch.toLowerCase().charCodeAt(0);
  return c >= 0x61 && c <= 0x7a && ch.length === 1 ? String.fromCodePoint(0x249c + c - 0x61) : ch;
});

const lookalikes = (table: Record<string, string>, share = 0.6): Transform =>
  mapLetters((ch, r) => (table[ch] !== undefined && r() < share ? table[ch]! : ch));
const CYRILLIC: Record<string, string> = { a: 'а', c: 'с', e: 'е', o: 'о', p: 'р', x: 'х', y: 'у', i: 'і', s: 'ѕ', j: 'ј', h: 'һ', A: 'А', B: 'В', C: 'С', E: 'Е', H: 'Н', K: 'К', M: 'М', O: 'О', P: 'Р', T: 'Т', X: 'Х' };
const GREEK: Record<string, string> = { o: 'ο', v: 'ν', i: 'ι', k: 'κ', u: 'υ', A: 'Α', B: 'Β', E: 'Ε', H: 'Η', I: 'Ι', K: 'Κ', M: 'Μ', N: 'Ν', O: 'Ο', P: 'Ρ', T: 'Τ', X: 'Χ', Y: 'Υ', Z: 'Ζ' };
const ARMENIAN: Record<string, string> = { o: 'օ', n: 'ո', u: 'ս', h: 'հ', q: 'զ', g: 'ց', d: 'ժ', S: 'Տ', O: 'Օ', U: 'Ս' };
const LEET: Record<string, string> = { a: '4', e: '3', i: '1', o: '0', s: '5', t: '7', A: '4', E: '3', I: '1', O: '0', S: '5', T: '7' };

const alternatingCase: Transform = (t) => {
  let up = false;
  return [...t].map((ch) => (isLetter(ch) ? ((up = !up) ? ch.toUpperCase() : ch.toLowerCase()) : ch)).join('');
};
const combiningMarks: Transform = mapLetters((ch, r) => (isLetter(ch) && r() < 0.5 ? ch + String.fromCharCode(0x0300 + Math.floor(r() * 0x70)) : ch));
const BIDI = ['\u202a', '\u202b', '\u202d', '\u2066', '\u2067', '\u2068'];
const bidiControls: Transform = (t, r) => t.replace(WORD, (w) => BIDI[Math.floor(r() * BIDI.length)]! + w + (r() < 0.5 ? '\u202c' : '\u2069'));
const variationSelectors: Transform = mapLetters((ch, r) => (isLetter(ch) && r() < 0.5 ? ch + String.fromCharCode(0xfe00 + Math.floor(r() * 16)) : ch));

/** Like insideWords, with a fresh inserted string per word from `make` (seeded through r). */
function insideWordsRandom(make: (r: R) => string): Transform {
  return (t, r) =>
    t.replace(WORD, (w) => {
      const cps = [...w];
      if (cps.length < 2) return w;
      const k = 1 + Math.floor(r() * (cps.length - 1));
      return cps.slice(0, k).join('') + make(r) + cps.slice(k).join('');
    });
}

export const TRANSFORMS: Record<string, Transform> = {
  'ZWSP inside words': insideWords('\u200b'),
  'ZWJ inside words': insideWords('\u200d'),
  'ZWNJ inside words': insideWords('\u200c'),
  'word joiner inside words': insideWords('\u2060'),
  'soft hyphen inside words': insideWords('\u00ad'),
  'ZWSP between every letter': betweenLetters('\u200b'),
  'ZWJ between every letter': betweenLetters('\u200d'),
  'ZWNJ between every letter': betweenLetters('\u200c'),
  'word joiner between every letter': betweenLetters('\u2060'),
  'soft hyphen between every letter': betweenLetters('\u00ad'),
  'spaced letters within words': betweenLetters(' '),
  'spaced letters across words': spacedAcross,
  'dotted letters': betweenLetters('.'),
  'hyphenated letters': betweenLetters('-'),
  'underscored letters': betweenLetters('_'),
  fullwidth: FULLWIDTH,
  ...Object.fromEntries(Object.entries(MATH_STYLES).map(([k, v]) => [`math ${k}`, math(v)])),
  'small capitals': smallCaps,
  'circled letters': circled,
  'parenthesized letters': parenthesized,
  'Cyrillic look-alikes': lookalikes(CYRILLIC),
  'Greek look-alikes': lookalikes(GREEK),
  'Armenian look-alikes': lookalikes(ARMENIAN),
  leetspeak: lookalikes(LEET, 0.7),
  'alternating case': alternatingCase,
  'combining marks': combiningMarks,
  'bidi controls': bidiControls,
  'tag characters': insideWordsRandom((r) => String.fromCodePoint(0xe0020 + Math.floor(r() * 0x5f))),
  'variation selectors': variationSelectors,
};
