/**
 * Counts per key (channel, agent, language, reason) within a fixed number of keys.
 *
 * Ten million verdicts may carry ten million agents: a plain map would grow with the input.
 * When the map is full, the half of the keys with the fewest quarantines (then the fewest
 * memories) is dropped and its counts go to `dropped`; the keys kept after a prune count from
 * the moment they were last (re)inserted, so their counts are lower bounds and the report says
 * so (`pruned`). Pruning sorts once per cap/2 new keys: amortised O(log cap) per new key.
 */

export interface TallyRow {
  key: string;
  total: number;
  quarantined: number;
}

export interface TallyResult {
  rows: TallyRow[];
  /** Distinct keys tracked at the end (after pruning). */
  tracked: number;
  /** True when keys were dropped to stay within the cap: counts are lower bounds. */
  pruned: boolean;
  /** Memories and quarantines counted under dropped keys. */
  droppedTotal: number;
  droppedQuarantined: number;
}

/** Longest key kept (a key is a label; hostile input may make it a megabyte). */
export const MAX_KEY = 120;

interface Counts {
  total: number;
  quarantined: number;
}

export class BoundedTally {
  private readonly map = new Map<string, Counts>();
  private droppedTotal = 0;
  private droppedQuarantined = 0;
  private pruned = false;

  constructor(readonly cap: number) {
    if (!(cap >= 2)) throw new RangeError('BoundedTally cap must be at least 2');
  }

  add(key: string, quarantined: boolean): void {
    let k = key;
    if (k.length > MAX_KEY) {
      const c = k.charCodeAt(MAX_KEY - 1);
      k = k.slice(0, c >= 0xd800 && c <= 0xdbff ? MAX_KEY - 1 : MAX_KEY) + '…';
    }
    let c = this.map.get(k);
    if (!c) {
      if (this.map.size >= this.cap) this.prune();
      c = { total: 0, quarantined: 0 };
      this.map.set(k, c);
    }
    c.total++;
    if (quarantined) c.quarantined++;
  }

  private prune(): void {
    const entries = [...this.map].sort((a, b) => a[1].quarantined - b[1].quarantined || a[1].total - b[1].total);
    const drop = entries.length >> 1;
    for (let i = 0; i < drop; i++) {
      const [k, c] = entries[i]!;
      this.droppedTotal += c.total;
      this.droppedQuarantined += c.quarantined;
      this.map.delete(k);
    }
    this.pruned = true;
  }

  /** The `limit` keys with the most quarantines (ties: most memories, then by key). */
  result(limit = Infinity, by: 'quarantined' | 'total' = 'quarantined'): TallyResult {
    const rows = [...this.map].map(([key, c]) => ({ key, total: c.total, quarantined: c.quarantined }));
    rows.sort((a, b) => (by === 'quarantined' ? b.quarantined - a.quarantined || b.total - a.total : b.total - a.total || b.quarantined - a.quarantined) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return {
      rows: rows.slice(0, limit),
      tracked: this.map.size,
      pruned: this.pruned,
      droppedTotal: this.droppedTotal,
      droppedQuarantined: this.droppedQuarantined,
    };
  }
}
