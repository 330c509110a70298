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
import { MerkleRange } from './merkle.js';

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
  /** Hash and time of the entry at `headAt`, when reached. */
  at?: { hash: string; tsMs: number };
}

export class ChainStitcher {
  private next = 0;
  private prev = GENESIS;
  private lastTsMs = -Infinity;
  private bytes = 0;
  private failure: ChainFailure | undefined;
  private readonly range: MerkleRange | undefined;
  private at: { hash: string; tsMs: number } | undefined;

  /**
   * @param merkleSize leaves to fold into the root: 0 for none, Infinity for the whole log
   * @param headAt position whose hash and time the caller wants (-1 for none)
   */
  constructor(
    readonly merkleSize = 0,
    readonly headAt = -1,
  ) {
    this.range = merkleSize > 0 ? new MerkleRange() : undefined;
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
    if (this.range && r.subtreeSizes) {
      for (let i = 0; i < r.subtreeSizes.length; i++) this.range.pushSubtree(r.subtreeSizes[i]!, r.subtreeHashes![i]!);
    }
    if (r.headHash !== undefined) this.at = { hash: r.headHash, tsMs: r.headTsMs! };
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
    const s: ChainSummary = { entries: this.next, bytes: this.bytes, head: this.prev, headTsMs: this.lastTsMs };
    if (this.failure) s.failure = this.failure;
    if (this.range && (this.merkleSize === Infinity ? !this.failure : this.range.size === this.merkleSize)) s.root = this.range.root();
    if (this.at) s.at = this.at;
    return s;
  }
}
