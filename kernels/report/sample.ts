/**
 * A uniform sample of at most `cap` items from a stream of unknown length (reservoir sampling,
 * Vitter's algorithm R), with a seeded generator so a report is reproducible.
 */

export class Reservoir<T> {
  private readonly items: T[] = [];
  private seen = 0;
  private state: number;

  constructor(
    readonly cap: number,
    seed = 0x9e3779b9,
  ) {
    this.state = seed >>> 0 || 1;
  }

  /** xorshift32: fast, seedable, good enough to pick sample slots. */
  private random(): number {
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x >>> 0;
    return this.state / 0x1_0000_0000;
  }

  /**
   * The slot the next item goes to, or -1 when it is not sampled. Call `put` with the slot to
   * store it: the item is built only when it is kept (its content is copied only then).
   */
  offer(): number {
    this.seen++;
    if (this.items.length < this.cap) return this.items.length;
    const j = Math.floor(this.random() * this.seen);
    return j < this.cap ? j : -1;
  }

  put(slot: number, item: T): void {
    this.items[slot] = item;
  }

  /** Items offered so far. */
  get offered(): number {
    return this.seen;
  }

  values(): T[] {
    return [...this.items];
  }
}
