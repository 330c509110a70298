import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CanonicalError } from '../../kernels/audit/index.js';
import { canonicalize, MAX_DEPTH } from '../../kernels/audit/canonical.js';

/** IEEE-754 bit pattern (hex) → number. */
function f64(hex: string): number {
  const b = Buffer.from(hex.padStart(16, '0'), 'hex');
  return b.readDoubleBE(0);
}

describe('RFC 8785 known answers', () => {
  it('§3.2.2 sample: literals, numbers, string escapes', () => {
    // The RFC's input, written with the same escapes it uses.
    const input = JSON.parse(
      '{"numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],' +
        ' "string": "\\u20ac$\\u000F\\u000aA\'\\u0042\\u0022\\u005c\\\\\\"\\/",' +
        ' "literals": [null, true, false]}',
    );
    expect(canonicalize(input)).toBe(
      '{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\\u000f\\nA\'B\\"\\\\\\\\\\"/"}',
    );
  });

  it('§3.2.3 sorting: member names by UTF-16 code units', () => {
    const input = JSON.parse(
      '{"\\u20ac":"Euro Sign","\\r":"Carriage Return","\\ufb33":"Hebrew Letter Dalet With Dagesh","1":"One",' +
        '"\\ud83d\\ude00":"Emoji: Grinning Face","\\u0080":"Control","\\u00f6":"Latin Small Letter O With Diaeresis"}',
    );
    const out = canonicalize(input);
    const names = Object.keys(JSON.parse(out) as object);
    // JSON.parse re-orders "1" first (integer-like); read the order from the text instead.
    const order = [...out.matchAll(/"((?:[^"\\]|\\.)*)":"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string);
    expect(order).toEqual(['\r', '1', '\u0080', '\u00f6', '\u20ac', '\ud83d\ude00', '\ufb33']);
    expect(names).toHaveLength(7);
    expect(out.startsWith('{"\\r":"Carriage Return","1":"One","\u0080":"Control"')).toBe(true);
  });

  // RFC 8785 Appendix B: IEEE-754 bit patterns and their serialization.
  const appendixB: Array<[string, string]> = [
    ['0000000000000000', '0'],
    ['8000000000000000', '0'],
    ['0000000000000001', '5e-324'],
    ['8000000000000001', '-5e-324'],
    ['7fefffffffffffff', '1.7976931348623157e+308'],
    ['ffefffffffffffff', '-1.7976931348623157e+308'],
    ['4340000000000000', '9007199254740992'],
    ['c340000000000000', '-9007199254740992'],
    ['4430000000000000', '295147905179352830000'],
    ['44b52d02c7e14af5', '9.999999999999997e+22'],
    ['44b52d02c7e14af6', '1e+23'],
    ['44b52d02c7e14af7', '1.0000000000000001e+23'],
    ['444b1ae4d6e2ef4e', '999999999999999700000'],
    ['444b1ae4d6e2ef4f', '999999999999999900000'],
    ['444b1ae4d6e2ef50', '1e+21'],
    ['3eb0c6f7a0b5ed8c', '9.999999999999997e-7'],
    ['3eb0c6f7a0b5ed8d', '0.000001'],
    ['41b3de4355555553', '333333333.3333332'],
    ['41b3de4355555554', '333333333.33333325'],
    ['41b3de4355555555', '333333333.3333333'],
    ['41b3de4355555556', '333333333.3333334'],
    ['41b3de4355555557', '333333333.33333343'],
    ['becbf647612f3696', '-0.0000033333333333333333'],
    ['43143ff3c1cb0959', '1424953923781206.2'],
  ];
  it.each(appendixB)('Appendix B %s → %s', (hex, text) => {
    expect(canonicalize(f64(hex))).toBe(text);
  });

  it.each([['7fffffffffffffff'], ['7ff0000000000000'], ['fff0000000000000']])('Appendix B %s (NaN/Infinity) is an error', (hex) => {
    expect(() => canonicalize(f64(hex))).toThrow(CanonicalError);
  });
});

describe('canonicalize: what is not I-JSON is refused', () => {
  it('lone surrogates, in values and in names', () => {
    expect(() => canonicalize('a\ud800b')).toThrow(/lone surrogate/);
    expect(() => canonicalize({ ['\udc00']: 1 })).toThrow(/lone surrogate/);
    expect(canonicalize('\ud83d\ude00')).toBe('"😀"');
  });
  it('undefined members, functions, bigints, class instances', () => {
    expect(() => canonicalize({ a: undefined })).toThrow(/undefined/);
    expect(() => canonicalize(() => 1)).toThrow(CanonicalError);
    expect(() => canonicalize(1n)).toThrow(CanonicalError);
    expect(() => canonicalize(new Date(0))).toThrow(/Date/);
    expect(() => canonicalize(new Map())).toThrow(/Map/);
  });
  it('nesting beyond MAX_DEPTH, and exactly at it', () => {
    let ok: unknown = 1;
    for (let i = 0; i < MAX_DEPTH; i++) ok = [ok];
    expect(() => canonicalize(ok)).not.toThrow();
    expect(() => canonicalize([ok])).toThrow(/deeper/);
  });
  it('a __proto__ member is data, encoded like any other', () => {
    const o = JSON.parse('{"__proto__":{"admin":true},"a":1}') as object;
    expect(canonicalize(o)).toBe('{"__proto__":{"admin":true},"a":1}');
    expect(({} as { admin?: boolean }).admin).toBeUndefined();
  });
  it('integer-like names sort as strings ("10" before "9"), not in V8 property order', () => {
    expect(canonicalize({ 9: 'a', 10: 'b', b: 1, a: 2 })).toBe('{"10":"b","9":"a","a":2,"b":1}');
  });
  it('control characters use the short escapes or lowercase \\u00xx', () => {
    expect(canonicalize('\b\t\n\f\r\u0000\u001f\u007f')).toBe('"\\b\\t\\n\\f\\r\\u0000\\u001f\u007f"');
  });
});

describe('canonicalize: properties', () => {
  it('round-trips through JSON.parse to the same value, and is idempotent', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const text = canonicalize(v);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(v)));
        expect(canonicalize(JSON.parse(text))).toBe(text);
      }),
      { numRuns: 500 },
    );
  });
  it('does not depend on member order', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 })), (o) => {
        const reversed = Object.fromEntries(Object.entries(o).reverse());
        expect(canonicalize(reversed)).toBe(canonicalize(o));
      }),
      { numRuns: 300 },
    );
  });
  it('never emits whitespace outside strings', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const outside = canonicalize(v).replace(/"(?:[^"\\]|\\.)*"/g, '""');
        expect(/\s/.test(outside)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
