/**
 * Stitching segment results back into one chain, in order.
 *
 * Each entry carries its own `prev`, so every check but two is local to a segment: workers check
 * their segments independently and in parallel, and only each segment's first link and first
 * time step (against the last entry of the segment before) are checked here, in order. The
 * Merkle root is assembled here too, from each segment's aligned subtrees.
 *
 * The first failure in log order wins: a segment's own failure at its first line is reported
 * before the boundary link (per-entry check order ENTRY → HASH → GAP → LINK → TIME), a boundary
 * failure before anything later in the segment.
 */
import { GENESIS, type ChainFailure, type SegmentResult } from './hashchain.js';
import { EMPTY_ROOT, MerkleRange } from './merkle.js';

/** The tree at one size: its root, and the hash and time of its last entry. */
export interface CutRoot {
  root: string;
  hash: string;
  tsMs: number;
}

export interface ChainSummary {
  /** Entries verified (all of them when there is no failure). */
  entries: number;
  bytes: number;
  /** Hash and time of the last verified entry (64 zeros and -Infinity for an empty log). */
  head: string;
  headTsMs: number;
  failure?: ChainFailure;
  /** RFC 6962 root of the first `merkleSize` entries, when the log reached that size. */
  root?: string;
  /** Roots at the requested sizes the log reached (checkpoints', the trust state's). */
  cuts: Map<number, CutRoot>;
}

export class ChainStitcher {
  private next = 0;
  private prev = GENESIS;
  private lastTsMs = -Infinity;
  private bytes = 0;
  private failure: ChainFailure | undefined;
  private readonly range: MerkleRange | undefined;
  private readonly cuts = new Map<number, CutRoot>();

  /**
   * @param merkleSize leaves to fold into the root: 0 for none, Infinity for the whole log
   * @param cutSizes tree sizes whose roots the caller wants (each ≤ merkleSize)
   */
  constructor(
    readonly merkleSize = 0,
    cutSizes: readonly number[] = [],
  ) {
    this.range = merkleSize > 0 ? new MerkleRange() : undefined;
    if (cutSizes.includes(0)) this.cuts.set(0, { root: EMPTY_ROOT, hash: GENESIS, tsMs: -Infinity });
  }

  /** Expected start of the next segment. */
  get position(): number {
    return this.next;
  }

  get failed(): boolean {
    return this.failure !== undefined;
  }

  /** Add the next segment's result; false once a failure is known (later segments are moot). */
  add(r: SegmentResult): boolean {
    if (this.failure) return false;
    if (r.start !== this.next) throw new Error(`segment starts at ${r.start}, expected ${this.next}`);
    this.bytes += r.bytes;
    if (r.count > 0) {
      if (r.firstPrev !== this.prev) {
        this.failure = { code: 'E_AUDIT_LINK', seq: r.start, message: `entry ${r.start}: prev does not match the hash of entry ${r.start - 1}` };
        return false;
      }
      if (r.firstTsMs! < this.lastTsMs) {
        this.failure = { code: 'E_AUDIT_TIME', seq: r.start, message: `entry ${r.start}: ts is before the previous entry's` };
        return false;
      }
    }
    if (this.range && r.cuts) {
      for (const c of r.cuts) {
        // The tree at a size inside this segment: everything before the segment, then the
        // segment's own subtrees below that size (aligned, since the segment start is).
        const at = new MerkleRange();
        for (let i = 0; i < this.range.sizes.length; i++) at.pushSubtree(this.range.sizes[i]!, this.range.hashes[i]!);
        for (let i = 0; i < c.subtreeSizes.length; i++) at.pushSubtree(c.subtreeSizes[i]!, c.subtreeHashes[i]!);
        this.cuts.set(c.size, { root: at.root(), hash: c.hash, tsMs: c.tsMs });
      }
    }
    if (this.range && r.subtreeSizes) {
      for (let i = 0; i < r.subtreeSizes.length; i++) this.range.pushSubtree(r.subtreeSizes[i]!, r.subtreeHashes![i]!);
    }
    this.next += r.count;
    if (r.count > 0) {
      this.prev = r.lastHash!;
      this.lastTsMs = r.lastTsMs!;
    }
    if (r.failure) {
      this.failure = r.failure;
      return false;
    }
    return true;
  }

  summary(): ChainSummary {
    const s: ChainSummary = { entries: this.next, bytes: this.bytes, head: this.prev, headTsMs: this.lastTsMs, cuts: this.cuts };
    if (this.failure) s.failure = this.failure;
    if (this.range && (this.merkleSize === Infinity ? !this.failure : this.range.size === this.merkleSize)) s.root = this.range.root();
    return s;
  }
}
