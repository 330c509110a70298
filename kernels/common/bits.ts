/** Bit tricks shared by the gate and the model. */

/** The set bits of `m` above bit `i` (0 ≤ i ≤ 31), as an unsigned 32-bit number. */
export function bitsAbove(m: number, i: number): number {
  // (2 << 31 wraps to 0 in int32, so bit 31 has nothing above it by a test, not by the shift)
  return i === 31 ? 0 : (m & ~((2 << i) - 1)) >>> 0;
}
