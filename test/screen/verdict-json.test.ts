/**
 * verdictJson (workers/batch/verdict-json.ts), the hand-built verdict line of the batch screen:
 * JSON.stringify's bytes for every value, on the shape the screen writes and on every other
 * shape (extra fields, errors, clusters, odd numbers, odd evidence, hostile strings), and on the
 * real verdicts of a screened corpus.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { verdictJson } from '../../workers/batch/verdict-json.js';
import { Screener } from '../../kernels/screen/index.js';
import { defaultImage, defaultModel } from '../../workers/batch/index.js';
import { records } from '../../bench/corpus-gen.js';
import type { Verdict } from '../../kernels/common/index.js';

const unit = fc.oneof(
  fc.integer({ min: 0x20, max: 0x7e }),
  fc.integer({ min: 0, max: 0xffff }),
  fc.constantFrom(0, 0x0a, 0x1f, 0x22, 0x5c, 0x7f, 0x2028, 0x2029, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xfeff, 0xffff),
);
const str = fc.oneof(fc.string(), fc.array(unit, { maxLength: 40 }).map((a) => String.fromCharCode(...a)));
const num = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-0, 0, 1e21, 1e-7, NaN, Infinity, -Infinity, 0.1234, 5e-324));
const anyValue = fc.oneof(str, num, fc.boolean(), fc.constant(null), fc.constant(undefined), fc.array(str, { maxLength: 3 }), fc.dictionary(str, str, { maxKeys: 2 }));

const evidence = fc.oneof(
  { weight: 8, arbitrary: fc.record({ start: fc.nat(), end: fc.nat(), rule: str }) },
  // other shapes: reordered, extra or missing keys, wrong types
  { weight: 1, arbitrary: fc.record({ end: fc.nat(), start: fc.nat(), rule: str }) },
  { weight: 1, arbitrary: fc.record({ start: num, end: anyValue, rule: anyValue, extra: anyValue }, { requiredKeys: ['start'] }) },
  { weight: 1, arbitrary: anyValue },
);

const verdict = fc
  .record(
    {
      id: fc.oneof(str, num),
      line: fc.nat(),
      action: fc.oneof(fc.constantFrom('keep', 'quarantine'), str),
      directive: fc.oneof({ weight: 9, arbitrary: fc.boolean() }, { weight: 1, arbitrary: anyValue }),
      trusted: fc.oneof({ weight: 9, arbitrary: fc.boolean() }, { weight: 1, arbitrary: anyValue }),
      reasons: fc.oneof({ weight: 9, arbitrary: fc.array(str, { maxLength: 4 }) }, { weight: 1, arbitrary: fc.array(anyValue, { maxLength: 3 }) }),
      score: fc.oneof({ weight: 9, arbitrary: fc.double({ min: 0, max: 1, noNaN: true }).map((x) => Math.round(x * 1e4) / 1e4) }, { weight: 1, arbitrary: num }),
      evidence: fc.array(evidence, { maxLength: 4 }),
      cluster: str,
      error: fc.record({ code: str, message: str }),
      source: anyValue,
    },
    { requiredKeys: ['action'] },
  )
  // also the screen's own key order, whatever the record generator chose
  .chain((v) => fc.shuffledSubarray(Object.keys(v), { minLength: Object.keys(v).length }).map((keys) => Object.fromEntries(keys.map((k) => [k, (v as Record<string, unknown>)[k]]))));

/** The screen's own shape and key order, with hostile strings and numbers: the fast path. */
const screenShaped = fc
  .tuple(
    fc.oneof(str, num),
    fc.constantFrom('keep', 'quarantine'),
    fc.boolean(),
    fc.boolean(),
    fc.array(str, { maxLength: 3 }),
    fc.option(fc.oneof(fc.double({ min: 0, max: 1, noNaN: true }).map((x) => Math.round(x * 1e4) / 1e4), num), { nil: undefined }),
    fc.option(fc.array(fc.record({ start: fc.oneof(fc.nat(), num), end: fc.nat(), rule: str }), { minLength: 1, maxLength: 3 }), { nil: undefined }),
  )
  .map(([id, action, directive, trusted, reasons, score, evidence]) => {
    const v: Record<string, unknown> = { id, action, directive, trusted, reasons };
    if (score !== undefined) v.score = score;
    if (evidence !== undefined) v.evidence = evidence;
    return v;
  });

describe('verdictJson', () => {
  it("equals JSON.stringify on the screen's shape with any strings and numbers", () => {
    fc.assert(
      fc.property(screenShaped, (v) => {
        expect(verdictJson(v as unknown as Verdict)).toBe(JSON.stringify(v));
      }),
      { numRuns: 3000, interruptAfterTimeLimit: 15_000 },
    );
  });

  it('equals JSON.stringify on any verdict-like object', () => {
    fc.assert(
      fc.property(verdict, (v) => {
        expect(verdictJson(v as unknown as Verdict)).toBe(JSON.stringify(v));
      }),
      { numRuns: 3000, interruptAfterTimeLimit: 15_000 },
    );
  });

  it('equals JSON.stringify on the verdicts of 3,000 screened bench records (model on)', () => {
    const screener = new Screener(defaultImage(), { model: defaultModel() });
    let n = 0;
    for (const r of records(11)) {
      const v = screener.screen(r).verdict;
      expect(verdictJson(v)).toBe(JSON.stringify(v));
      if (++n === 3000) break;
    }
  });
});
