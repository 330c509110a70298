/**
 * The automaton's word-boundary test for segmenter-flagged terms (kernels/text/automaton.ts
 * isBoundary, asked of Intl.Segments#containing) says exactly what the list of every segment
 * says, at every offset of generated text: Han, kana, Thai, Khmer, Latin, digits, spaces,
 * punctuation, emoji and lone surrogates.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBoundary } from '../../kernels/text/automaton.js';

const seg = new Intl.Segmenter(undefined, { granularity: 'word' });

function listed(text: string): Uint8Array {
  const b = new Uint8Array(text.length + 1);
  for (const s of seg.segment(text)) {
    b[s.index] = 1;
    b[s.index + s.segment.length] = 1;
  }
  return b;
}

const piece = fc.oneof(
  fc.constantFrom('请', '一直', '批准', '付款', '，', '我说', '的', 'お支払い', 'を', '承認', 'อนุมัติ', 'การชำระเงิน', 'អនុម័ត', ' ', '  ', '。', 'always', 'pay', '42', '\ud83d\ude00', '\ud800', '\u200b', '-', "'"),
  fc.integer({ min: 0x4e00, max: 0x9fff }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0x0e01, max: 0x0e5b }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
);
const text = fc.array(piece, { maxLength: 40 }).map((a) => a.join(''));

describe('isBoundary', () => {
  it('equals the list of segments at every offset', () => {
    fc.assert(
      fc.property(text, (t) => {
        const b = listed(t);
        const s = seg.segment(t);
        for (let i = 0; i <= t.length; i++) expect(isBoundary(s, t.length, i), `${JSON.stringify(t)} @${i}`).toBe(b[i] === 1);
      }),
      { numRuns: 400, interruptAfterTimeLimit: 15_000 },
    );
  });
});
