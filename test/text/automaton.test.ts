import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Automaton, C, PF, compileLexicons, createMatchList } from '../../kernels/text/index.js';
import type { LexiconData } from '../../kernels/lexicon/index.js';
import { normalizeTerm } from '../../kernels/text/index.js';

const lex = (terms: LexiconData['terms'], extra: Partial<LexiconData> = {}): LexiconData => ({
  lang: 'xx', name: 'test', scripts: ['Latn'], gate: 'full', segmentation: 'space', terms, ...extra,
});

function matches(ac: Automaton, text: string): string[] {
  const ml = createMatchList(2);
  ac.scan(text, ml);
  const out: string[] = [];
  for (let i = 0; i < ml.n; i++) {
    const [s, e, p] = [ml.data[i * 3]!, ml.data[i * 3 + 1]!, ml.data[i * 3 + 2]!];
    if (ac.patFlags[p]! & PF.plain) out.push(`${s}-${e}:${ac.term(p)}`);
  }
  return out.sort();
}

describe('automaton', () => {
  const ac = new Automaton(
    compileLexicons(
      [lex({ abs: ['always', 'at all times'], verb: ['approve', 'pay', 'approv*'], 'neg-bypass': ["don't ask"], bypass: ['pre-approved'], imp: ['*aseyo'] })],
      normalizeTerm,
    ),
  );
  it('matches whole words only, case-insensitively', () => {
    expect(matches(ac, 'Always approve. ALWAYS pay!')).toEqual(['0-6:always', '16-22:always', '23-26:pay', '7-13:approv', '7-14:approve'].sort());
    expect(matches(ac, 'hallways repay payday')).toEqual([]);
  });
  it('stems match word prefixes, suffixes match word endings', () => {
    expect(matches(ac, 'approved approval')).toEqual(['0-6:approv', '9-15:approv']);
    expect(matches(ac, 'hasaseyo aseyo aseyox')).toEqual(['3-8:aseyo', '9-14:aseyo']);
  });
  it('multi-word terms match any run of whitespace', () => {
    expect(matches(ac, 'at  all\ttimes')).toEqual(['0-13:at all times']);
    expect(matches(ac, "Don't  ask")).toEqual(["0-10:don't ask"]);
  });
  it('hyphenated terms also match without the hyphen or with a space', () => {
    for (const t of ['pre-approved', 'preapproved', 'pre approved', 'PRE-APPROVED']) expect(matches(ac, t), t).toContain(`0-${t.length}:pre-approved`);
  });
  it('folds case for non-ASCII letters through the symbol table', () => {
    const ru = new Automaton(compileLexicons([lex({ abs: ['всегда'] }, { gate: 'script' })], normalizeTerm));
    expect(matches(ru, 'ВСЕГДА и Всегда')).toEqual(['0-6:всегда', '9-15:всегда']);
  });
  it('carries categories and flags', () => {
    const ml = createMatchList();
    ac.scan('always', ml);
    const p = ml.data[2]!;
    expect(ac.patCats[p]! & C.abs).toBeTruthy();
    expect(ac.patFlags[p]! & PF.full).toBeTruthy();
  });
  it('knows its vocabulary (for the normalizer)', () => {
    expect(ac.hasWord('always')).toBe(true);
    expect(ac.hasWord('Always')).toBe(true);
    expect(ac.hasWord('approvals')).toBe(true); // stem
    expect(ac.hasWord('alway')).toBe(false);
    expect(ac.hasWord('alwaysx')).toBe(false);
    expect(ac.hasWord('at')).toBe(false); // only inside a phrase
  });
  it('loads from a SharedArrayBuffer copy without recompiling', () => {
    const img = compileLexicons([lex({ abs: ['never'] })], normalizeTerm);
    expect(img).toBeInstanceOf(SharedArrayBuffer);
    const copy = new SharedArrayBuffer(img.byteLength);
    new Uint8Array(copy).set(new Uint8Array(img));
    expect(matches(new Automaton(copy), 'never')).toEqual(['0-5:never']);
    expect(() => new Automaton(new ArrayBuffer(256))).toThrow(/not an antidote automaton image/);
  });
  it('agrees with a brute-force matcher on random text (property)', () => {
    const words = ['ab', 'abc', 'b', 'bca', 'ca', 'cab', 'a b', 'bc a'];
    const stems = ['ac', 'cc'];
    const small = new Automaton(compileLexicons([lex({ verb: [...words, ...stems.map((s) => `${s}*`)] })], normalizeTerm));
    const isWord = (ch: string | undefined) => ch !== undefined && /[a-z]/i.test(ch);
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'A', ' ', '.', 'x'), { maxLength: 40 }), (chars) => {
        const text = chars.join('').replace(/ {2,}/g, ' ');
        const low = text.toLowerCase();
        const want: string[] = [];
        for (const w of [...words, ...stems]) {
          const stem = stems.includes(w);
          for (let i = low.indexOf(w); i >= 0; i = low.indexOf(w, i + 1)) {
            const end = i + w.length;
            if (isWord(low[i - 1])) continue;
            if (!stem && isWord(low[end])) continue;
            want.push(`${i}-${end}:${w}`);
          }
        }
        expect(matches(small, text)).toEqual(want.sort());
      }),
      { numRuns: 500 },
    );
  });
});
