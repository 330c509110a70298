/**
 * RFC 8785 JSON Canonicalization Scheme (JCS): one byte-exact text for one JSON value, so the
 * audit chain can hash an entry and any other implementation can recompute the same hash.
 *
 * - numbers: ECMAScript Number.prototype.toString (RFC 8785 §3.2.2.3 adopts it verbatim); `-0`
 *   prints as `0`; NaN and ±Infinity are errors.
 * - strings: `"` and `\` escaped, U+0000–U+001F as \b \t \n \f \r or \u00xx (lowercase hex),
 *   everything else literal (§3.2.2.2). Lone surrogates are errors: RFC 8785 builds on I-JSON
 *   (RFC 7493), which forbids them, and they would not survive a UTF-8 round trip anyway.
 * - objects: members sorted by the UTF-16 code units of their names (§3.2.3), which is exactly
 *   what the default `Array.prototype.sort` compares. `Object.keys` alone is not enough: V8 lists
 *   integer-like names ("9", "10") first in numeric order, JCS wants "10" before "9".
 *
 * Pure: no imports. JSON.stringify is used only for strings, where its escaping is RFC 8785's
 * for well-formed strings (and native, so it costs ~0.1 µs for a typical key).
 */

declare global {
  interface String {
    /** ES2024; Node ≥ 20 has it, the ES2023 lib typings do not. */
    isWellFormed(): boolean;
  }
}

/** Nesting depth limit: a hostile value cannot blow the stack of the writer or the verifier. */
export const MAX_DEPTH = 64;

export class CanonicalError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CanonicalError';
  }
}

/** The JCS text of `value`. Throws {@link CanonicalError} for anything that is not I-JSON. */
export function canonicalize(value: unknown): string {
  return encode(value, 0);
}

/** The JCS text of one string (quotes included). */
export function canonicalString(s: string): string {
  if (!s.isWellFormed()) throw new CanonicalError('string holds a lone surrogate (not I-JSON)');
  return JSON.stringify(s);
}

/** The JCS text of one number. */
export function canonicalNumber(n: number): string {
  if (!Number.isFinite(n)) throw new CanonicalError(`number ${n} is not representable in JSON`);
  // String(-0) is "0" already; String() is Number.prototype.toString, which RFC 8785 adopts.
  return String(n);
}

function encode(value: unknown, depth: number): string {
  switch (typeof value) {
    case 'string':
      return canonicalString(value);
    case 'number':
      return canonicalNumber(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object': {
      if (value === null) return 'null';
      if (depth >= MAX_DEPTH) throw new CanonicalError(`nesting deeper than ${MAX_DEPTH}`);
      if (Array.isArray(value)) {
        let out = '[';
        for (let i = 0; i < value.length; i++) {
          if (i) out += ',';
          out += encode(value[i], depth + 1);
        }
        return out + ']';
      }
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) {
        throw new CanonicalError(`a ${proto?.constructor?.name ?? 'non-plain'} object is not JSON`);
      }
      const obj = value as Record<string, unknown>;
      const keys = Object.keys(obj).sort();
      let out = '{';
      let first = true;
      for (const k of keys) {
        const v = obj[k];
        if (v === undefined) throw new CanonicalError(`member ${JSON.stringify(k)} is undefined (not JSON)`);
        if (!first) out += ',';
        first = false;
        out += canonicalString(k) + ':' + encode(v, depth + 1);
      }
      return out + '}';
    }
    default:
      throw new CanonicalError(`a ${typeof value} is not JSON`);
  }
}
