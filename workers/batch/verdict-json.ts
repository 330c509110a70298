/**
 * A verdict's JSON line, `JSON.stringify(v)` byte for byte, built by hand for the shape the
 * screen writes (id, action, directive, trusted, reasons, score, evidence); any other field or
 * value (echo fields, errors, clusters, a non-finite number, an evidence entry of another shape)
 * goes to JSON.stringify whole.
 *
 * Why: in a CPU profile of a worker (`--threads 2`, 200,000 bench records) JSON.stringify of
 * the verdict was 78% of screenBatch's self time, ~4% of the worker's; over the first 20,000
 * verdicts of the bench corpus this built them in 0.58 µs each where JSON.stringify took 1.03
 * (scratch bench, best of 15 rounds). test/screen/verdict-json.test.ts checks it against
 * JSON.stringify on generated verdicts, hostile strings included.
 */
import type { Evidence, Verdict } from '../../kernels/common/index.js';

/** A string literal as JSON.stringify writes it; the common case (nothing to escape) without a call. */
function str(s: string): string {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    // JSON.stringify escapes controls, '"', '\\' and lone surrogates; anything in the surrogate
    // range (paired or not) is left to it
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) return JSON.stringify(s);
  }
  return '"' + s + '"';
}

function num(n: number): string {
  return Number.isFinite(n) ? String(n) : 'null';
}

/** One evidence entry, or null when it is not exactly {start, end, rule} of numbers and a string. */
function evidence(e: Evidence): string | null {
  let k = 0;
  for (const key in e) {
    if (key !== (k === 0 ? 'start' : k === 1 ? 'end' : k === 2 ? 'rule' : '')) return null;
    k++;
  }
  if (k !== 3 || typeof e.start !== 'number' || typeof e.end !== 'number' || typeof e.rule !== 'string') return null;
  return '{"start":' + num(e.start) + ',"end":' + num(e.end) + ',"rule":' + str(e.rule) + '}';
}

export function verdictJson(v: Verdict): string {
  let o = '{';
  let first = true;
  for (const key in v) {
    const x = (v as unknown as Record<string, unknown>)[key];
    let part: string | null = null;
    switch (key) {
      case 'id':
        part = typeof x === 'string' ? '"id":' + str(x) : typeof x === 'number' ? '"id":' + num(x) : null;
        break;
      case 'action':
        part = typeof x === 'string' ? '"action":' + str(x) : null;
        break;
      case 'directive':
        part = typeof x === 'boolean' ? (x ? '"directive":true' : '"directive":false') : null;
        break;
      case 'trusted':
        part = typeof x === 'boolean' ? (x ? '"trusted":true' : '"trusted":false') : null;
        break;
      case 'score':
        part = typeof x === 'number' ? '"score":' + num(x) : null;
        break;
      case 'reasons': {
        if (!Array.isArray(x)) break;
        let r = '"reasons":[';
        for (let i = 0; i < x.length; i++) {
          const s = x[i];
          if (typeof s !== 'string') return JSON.stringify(v);
          r += (i === 0 ? '' : ',') + str(s);
        }
        part = r + ']';
        break;
      }
      case 'evidence': {
        if (!Array.isArray(x)) break;
        let r = '"evidence":[';
        for (let i = 0; i < x.length; i++) {
          const e = x[i] !== null && typeof x[i] === 'object' && !Array.isArray(x[i]) ? evidence(x[i] as Evidence) : null;
          if (e === null) return JSON.stringify(v);
          r += (i === 0 ? '' : ',') + e;
        }
        part = r + ']';
        break;
      }
    }
    if (part === null) return JSON.stringify(v);
    o += first ? part : ',' + part;
    first = false;
  }
  return o + '}';
}
