/**
 * A string's UTF-16 code units in a reusable Uint16Array, by one native copy.
 *
 * The hot loops (the automaton scan, the model's features) read code units. `charCodeAt` in a
 * loop that sees both one-byte and two-byte strings (the bench corpus: 594 of 2,000 normalized
 * texts are two-byte) cost 1.9–2.1 µs per record just to copy a 153-unit text, ~13 ns a unit;
 * Node's `Buffer#write(text, 'utf16le')` into a view of the same memory did it in 0.17–0.26 µs
 * (scratch bench, best of 25 interleaved rounds over the model bench's 2,000 texts). It copies
 * the code units as they are: lone surrogates stay lone (test/text/units.test.ts).
 *
 * On a big-endian machine (a Uint16Array there reads the bytes swapped) the copy is the charCodeAt
 * loop. `node:buffer` is the one Node module kernels may import besides `node:crypto`
 * (test/layout.test.ts).
 */
import { Buffer } from 'node:buffer';

const native = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/**
 * Shorter texts are copied by the charCodeAt loop: the native call has a fixed cost of ~0.14 µs,
 * which the loop beats up to ~24 units (scratch bench over texts of 2–64 units, one-byte and
 * two-byte mixed, median of 41 rounds: 16 units 0.11 µs loop vs 0.15 native; 32 units 0.19 vs 0.14).
 */
const NATIVE_FROM = 32;

/** One thread's scratch copy of a text's code units; `of(text)` is valid until the next call. */
export class CodeUnits {
  units: Uint16Array;
  private bytes: Buffer | null;

  constructor(capacity = 4096) {
    this.units = new Uint16Array(capacity);
    this.bytes = native ? Buffer.from(this.units.buffer) : null;
  }

  /** The code units of `text` in units[0 .. text.length) (the array may be longer). */
  of(text: string): Uint16Array {
    const n = text.length;
    if (n > this.units.length) {
      this.units = new Uint16Array(Math.max(n, 2 * this.units.length));
      this.bytes = native ? Buffer.from(this.units.buffer) : null;
    }
    const u = this.units;
    if (this.bytes !== null && n >= NATIVE_FROM) this.bytes.write(text, 0, 'utf16le');
    else for (let i = 0; i < n; i++) u[i] = text.charCodeAt(i);
    return u;
  }
}
