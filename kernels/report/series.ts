/**
 * Quarantines over time and the score histogram: fixed-size summaries of any number of verdicts.
 */

/** Bucket widths tried in turn, finest first; past the last one the width doubles. */
const STEPS_MS = [3_600_000, 6 * 3_600_000, 86_400_000, 7 * 86_400_000, 30 * 86_400_000, 365 * 86_400_000];

/** Most buckets a time series holds; one more makes it coarsen (an SVG of 400 bars is readable). */
export const MAX_BUCKETS = 400;

export interface TimeBucket {
  /** Epoch milliseconds of the bucket's start. */
  start: number;
  kept: number;
  quarantined: number;
}

export interface TimeSeriesResult {
  widthMs: number;
  buckets: TimeBucket[];
  /** Memories with a readable `ts`. */
  dated: number;
}

/** Counts per time bucket; the width grows so that at most MAX_BUCKETS buckets exist. */
export class TimeSeries {
  private width = STEPS_MS[0]!;
  private step = 0;
  private buckets = new Map<number, [number, number]>();
  private dated = 0;

  add(ts: number, quarantined: boolean): void {
    if (!Number.isFinite(ts)) return;
    this.dated++;
    const k = Math.floor(ts / this.width);
    let b = this.buckets.get(k);
    if (!b) {
      b = [0, 0];
      this.buckets.set(k, b);
    }
    b[quarantined ? 1 : 0]++;
    while (this.buckets.size > MAX_BUCKETS) this.coarsen();
  }

  private coarsen(): void {
    const old = this.width;
    this.step++;
    this.width = this.step < STEPS_MS.length ? STEPS_MS[this.step]! : old * 2;
    const next = new Map<number, [number, number]>();
    for (const [k, [kept, q]] of this.buckets) {
      const nk = Math.floor((k * old) / this.width);
      const b = next.get(nk);
      if (b) {
        b[0] += kept;
        b[1] += q;
      } else next.set(nk, [kept, q]);
    }
    this.buckets = next;
  }

  result(): TimeSeriesResult {
    const buckets = [...this.buckets].sort((a, b) => a[0] - b[0]).map(([k, [kept, quarantined]]) => ({ start: k * this.width, kept, quarantined }));
    return { widthMs: this.width, buckets, dated: this.dated };
  }
}

/** Score bins of width 1/SCORE_BINS over [0, 1]; a score of exactly 1 falls in the last. */
export const SCORE_BINS = 20;

export interface ScoreHistogramResult {
  bins: number;
  kept: number[];
  quarantined: number[];
  /** Verdicts that carried a score (the others are not in the histogram). */
  scored: number;
}

export class ScoreHistogram {
  private readonly kept = new Array<number>(SCORE_BINS).fill(0);
  private readonly quarantined = new Array<number>(SCORE_BINS).fill(0);
  private scored = 0;

  add(score: number, quarantined: boolean): void {
    if (!Number.isFinite(score)) return;
    const s = score < 0 ? 0 : score > 1 ? 1 : score;
    const bin = Math.min(SCORE_BINS - 1, Math.floor(s * SCORE_BINS));
    (quarantined ? this.quarantined : this.kept)[bin]!++;
    this.scored++;
  }

  result(): ScoreHistogramResult {
    return { bins: SCORE_BINS, kept: [...this.kept], quarantined: [...this.quarantined], scored: this.scored };
  }
}
