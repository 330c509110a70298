/**
 * RFC 6962 (Certificate Transparency) Merkle tree hash, as RFC 9162 §2.1 restates it:
 *
 *   MTH({})        = SHA-256()
 *   MTH({d0})      = SHA-256(0x00 || d0)                      leaf
 *   MTH(D[0:n])    = SHA-256(0x01 || MTH(D[0:k]) || MTH(D[k:n]))  k = largest power of 2 < n
 *
 * The 0x00/0x01 prefixes keep a leaf from being passed off as an interior node (the
 * second-preimage attack on naive Merkle trees), and RFC 6962 promotes a lone right node instead
 * of duplicating it (Bitcoin's duplication allowed CVE-2012-2459's two-trees-one-root).
 *
 * Why a Merkle root on top of the hash chain: a chain proves each entry follows the one before,
 * but says nothing about where it ends, and whoever can write the file can rewrite it from any
 * point and recompute every hash. A signed (size, root) pins the whole history at that size, and
 * an inclusion proof lets a third party check one entry against it with log2(n) hashes instead
 * of the whole log.
 *
 * Streaming: {@link MerkleRange} keeps the perfect subtrees of a prefix as a stack (one per set
 * bit of its size: O(log n) memory) and folds them right to left for the root. Subtrees that
 * start at a multiple of their own size can be pushed whole, which is how the verifier's workers
 * hand in one root per segment.
 */
import { isHex64, sha256Hex } from './digest.js';

/** MTH of the empty tree: SHA-256 of no bytes. */
export const EMPTY_ROOT = sha256Hex(new Uint8Array(0));

// Reused per thread: every call is synchronous, so no two calls share them at once.
const leafBuf = Buffer.alloc(33);
const nodeBuf = Buffer.alloc(65);
nodeBuf[0] = 1;

/** Leaf hash of arbitrary data: SHA-256(0x00 || data). */
export function leafHash(data: Uint8Array): string {
  const b = Buffer.allocUnsafe(data.length + 1);
  b[0] = 0;
  b.set(data, 1);
  return sha256Hex(b);
}

/** Leaf hash whose data is the 32 bytes a 64-digit hex hash spells (an audit entry's `hash`). */
export function leafHashOfHex(hex: string): string {
  leafBuf[0] = 0;
  leafBuf.write(hex, 1, 32, 'hex');
  return sha256Hex(leafBuf);
}

/** Interior node: SHA-256(0x01 || left || right), children as hex. */
export function nodeHash(left: string, right: string): string {
  nodeBuf.write(left, 1, 32, 'hex');
  nodeBuf.write(right, 33, 32, 'hex');
  return sha256Hex(nodeBuf);
}

/** Largest power of two strictly below n (n ≥ 2). */
export function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/**
 * The perfect subtrees of a leaf sequence, as a stack of (size, hash): push leaves (or aligned
 * subtrees) in order, read {@link root} at any time.
 */
export class MerkleRange {
  readonly sizes: number[] = [];
  readonly hashes: string[] = [];
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** Append one leaf hash. */
  push(leaf: string): void {
    this.pushSubtree(1, leaf);
  }

  /**
   * Append a perfect subtree of `size` leaves (a power of two). It must start at a multiple of
   * its size; every subtree a worker returns for a segment that starts at a multiple of the
   * (power-of-two) segment length does.
   */
  pushSubtree(size: number, hash: string): void {
    if (this.count % size !== 0) throw new Error(`subtree of ${size} at ${this.count} is not aligned`);
    let s = size;
    let h = hash;
    const sizes = this.sizes;
    const hashes = this.hashes;
    while (sizes.length && sizes[sizes.length - 1] === s) {
      sizes.pop();
      h = nodeHash(hashes.pop()!, h);
      s *= 2;
    }
    sizes.push(s);
    hashes.push(h);
    this.count += size;
  }

  /** MTH of everything pushed so far. */
  root(): string {
    const hashes = this.hashes;
    if (!hashes.length) return EMPTY_ROOT;
    let h = hashes[hashes.length - 1]!;
    for (let i = hashes.length - 2; i >= 0; i--) h = nodeHash(hashes[i]!, h);
    return h;
  }
}

/** MTH of a list of leaf hashes. */
export function rootOfLeafHashes(leaves: readonly string[]): string {
  const r = new MerkleRange();
  for (const l of leaves) r.push(l);
  return r.root();
}

/**
 * The leaf ranges [start, end) whose MTHs form the RFC 6962 audit path of leaf `m` in a tree of
 * `n`, from the leaf's sibling up to the root's other child. They are disjoint and cover every
 * leaf but `m`, so one streaming pass can hash them all.
 */
export function inclusionRanges(m: number, n: number): Array<[number, number]> {
  if (!(Number.isSafeInteger(m) && Number.isSafeInteger(n) && m >= 0 && m < n)) {
    throw new RangeError(`leaf ${m} is outside a tree of ${n}`);
  }
  const out: Array<[number, number]> = [];
  let lo = 0;
  let hi = n;
  while (hi - lo > 1) {
    const k = splitPoint(hi - lo);
    if (m - lo < k) {
      out.push([lo + k, hi]);
      hi = lo + k;
    } else {
      out.push([lo, lo + k]);
      lo = lo + k;
    }
  }
  return out.reverse();
}

/**
 * Streaming builder of an inclusion proof: feed every leaf hash of the tree in order, then read
 * {@link path}. Memory O(log² n) at worst (one compact range per proof node).
 */
export class InclusionProofBuilder {
  private readonly ranges: Array<[number, number]>;
  private readonly order: number[];
  private readonly acc: MerkleRange[];
  private cursor = 0;
  private seen = 0;
  leaf: string | undefined;

  constructor(
    readonly index: number,
    readonly size: number,
  ) {
    this.ranges = inclusionRanges(index, size);
    this.order = this.ranges.map((_, i) => i).sort((a, b) => this.ranges[a]![0] - this.ranges[b]![0]);
    this.acc = this.ranges.map(() => new MerkleRange());
  }

  /** The next leaf hash (leaves 0, 1, 2, … in order). */
  push(leaf: string): void {
    const i = this.seen++;
    if (i >= this.size) return;
    if (i === this.index) {
      this.leaf = leaf;
      return;
    }
    while (this.ranges[this.order[this.cursor]!]![1] <= i) this.cursor++;
    this.acc[this.order[this.cursor]!]!.push(leaf);
  }

  get complete(): boolean {
    return this.seen >= this.size;
  }

  /** The audit path, leaf's sibling first. */
  path(): string[] {
    if (!this.complete) throw new Error(`proof needs ${this.size} leaves, saw ${this.seen}`);
    return this.acc.map((r) => r.root());
  }
}

/**
 * RFC 9162 §2.1.3.2: does `path` prove that `leaf` is leaf `index` of the tree of `size` whose
 * MTH is `root`? Pure and constant-memory; any malformed input is simply `false`.
 */
export function verifyInclusion(index: number, size: number, leaf: string, path: readonly string[], root: string): boolean {
  if (!(Number.isSafeInteger(index) && Number.isSafeInteger(size) && index >= 0 && index < size)) return false;
  // Hex is checked up front: Buffer.write stops at the first non-hex digit and would leave the
  // previous node's bytes in place.
  if (!isHex64(leaf) || !isHex64(root) || !path.every(isHex64)) return false;
  let fn = index;
  let sn = size - 1;
  let r = leaf;
  for (const p of path) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = nodeHash(p, r);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      r = nodeHash(r, p);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && r === root;
}

/**
 * The leaf ranges whose MTHs form the RFC 6962 §2.1.2 consistency proof PROOF(m, D[0:n]), in
 * proof order (SUBPROOF's recursion, unrolled). Disjoint, so one streaming pass hashes them all.
 * Empty for m = 0 or m = n.
 */
export function consistencyRanges(m: number, n: number): Array<[number, number]> {
  if (!(Number.isSafeInteger(m) && Number.isSafeInteger(n) && m >= 0 && m <= n)) {
    throw new RangeError(`no consistency proof from ${m} to ${n}`);
  }
  if (m === 0 || m === n) return [];
  const out: Array<[number, number]> = [];
  // SUBPROOF(m, D[lo:hi], b), iteratively: the nodes are collected leaf side first, so the
  // right-hand siblings found on the way down are emitted last.
  const tail: Array<[number, number]> = [];
  let lo = 0;
  let hi = n;
  let mm = m;
  let b = true;
  for (;;) {
    const size = hi - lo;
    if (mm === size) {
      if (!b) out.push([lo, hi]);
      break;
    }
    const k = splitPoint(size);
    if (mm <= k) {
      tail.push([lo + k, hi]);
      hi = lo + k;
    } else {
      tail.push([lo, lo + k]);
      lo = lo + k;
      mm -= k;
      b = false;
    }
  }
  return out.concat(tail.reverse());
}

/**
 * Streaming builder of the MTHs of a set of disjoint leaf ranges: feed every leaf hash in order,
 * read {@link hashes}. Memory O(log n) per range.
 */
export class RangeHasher {
  private readonly order: number[];
  private readonly acc: MerkleRange[];
  private cursor = 0;
  private seen = 0;
  readonly end: number;

  constructor(readonly ranges: ReadonlyArray<readonly [number, number]>) {
    this.order = ranges.map((_, i) => i).sort((a, b) => ranges[a]![0] - ranges[b]![0]);
    this.acc = ranges.map(() => new MerkleRange());
    this.end = ranges.reduce((e, r) => Math.max(e, r[1]), 0);
  }

  push(leaf: string): void {
    const i = this.seen++;
    while (this.cursor < this.order.length && this.ranges[this.order[this.cursor]!]![1] <= i) this.cursor++;
    if (this.cursor >= this.order.length) return;
    const r = this.ranges[this.order[this.cursor]!]!;
    if (i >= r[0]) this.acc[this.order[this.cursor]!]!.push(leaf);
  }

  get complete(): boolean {
    return this.seen >= this.end;
  }

  hashes(): string[] {
    if (!this.complete) throw new Error(`proof needs ${this.end} leaves, saw ${this.seen}`);
    return this.acc.map((r) => r.root());
  }
}

/**
 * RFC 9162 §2.1.4.2: does `path` prove that the tree of `m` leaves with root `r1` is a prefix of
 * the tree of `n` leaves with root `r2`? Any malformed input is simply `false`.
 */
export function verifyConsistency(m: number, n: number, r1: string, r2: string, path: readonly string[]): boolean {
  if (!(Number.isSafeInteger(m) && Number.isSafeInteger(n) && m >= 0 && m <= n)) return false;
  if (!isHex64(r1) || !isHex64(r2) || !path.every(isHex64)) return false;
  if (m === n) return path.length === 0 && r1 === r2;
  if (m === 0) return path.length === 0 && r1 === EMPTY_ROOT;
  if (path.length === 0) return false;
  let odd = m;
  while (odd % 2 === 0) odd /= 2;
  const p = odd === 1 ? [r1, ...path] : path; // m a power of two: its root is a node of the proof
  let fn = m - 1;
  let sn = n - 1;
  while (fn % 2 === 1) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  let fr = p[0]!;
  let sr = p[0]!;
  for (let i = 1; i < p.length; i++) {
    const c = p[i]!;
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      sr = nodeHash(sr, c);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && fr === r1 && sr === r2;
}
