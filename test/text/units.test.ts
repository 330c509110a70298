/**
 * CodeUnits (kernels/common/units.ts), the native copy the automaton scan and the model's
 * features read: it must give exactly charCodeAt's code units for any UTF-16 string — lone
 * surrogates, NUL, U+FFFF, one-byte and two-byte strings, below and above the native threshold,
 * after the array grew and after a longer text left units behind.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CodeUnits } from '../../kernels/common/index.js';

const unit = fc.oneof(
  fc.integer({ min: 0x20, max: 0x7e }),
  fc.integer({ min: 0, max: 0xff }),
  fc.integer({ min: 0, max: 0xffff }),
  fc.constantFrom(0, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xfffe, 0xffff, 0x0430, 0x4e00),
);
const text = fc.array(unit, { maxLength: 300 }).map((a) => String.fromCharCode(...a));

function expectUnits(u: Uint16Array, s: string): void {
  const want = Array.from({ length: s.length }, (_, i) => s.charCodeAt(i));
  expect(Array.from(u.subarray(0, s.length))).toEqual(want);
}

describe('CodeUnits', () => {
  it('copies exactly the code units of any UTF-16 string, one call after another', () => {
    const cu = new CodeUnits(8); // small, so it grows during the run
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 8 }), (texts) => {
        for (const s of texts) expectUnits(cu.of(s), s);
      }),
      { numRuns: 300, interruptAfterTimeLimit: 10_000 },
    );
  });

  it('at every length around the native threshold, one-byte and two-byte, sliced and concatenated', () => {
    const cu = new CodeUnits(4);
    for (let n = 0; n <= 80; n++) {
      const one = 'abcdefghij'.repeat(8).slice(0, n);
      const two = ('\u0430\ud83d\ude00x\ud800'.repeat(20)).slice(0, n);
      const cons = one.slice(0, n >> 1) + two.slice(0, n - (n >> 1));
      for (const s of [one, two, cons, two + one]) expectUnits(cu.of(s), s);
    }
  });

  it('a long string whole (the array grows past its capacity)', () => {
    const cu = new CodeUnits(16);
    const s = 'x\u00e9\u0430\udfff'.repeat(70_000);
    expectUnits(cu.of(s), s);
    expectUnits(cu.of('short \ud800'), 'short \ud800');
  });
});
