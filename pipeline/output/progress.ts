/**
 * The progress line on standard error: records done, records/s, bytes read, and the percentage
 * and ETA when the input's size is known. Drawn only on a terminal and not with --quiet; redrawn
 * at most PROGRESS_INTERVAL_MS apart from a timer, so the hot path only stores two numbers.
 */

/** Redraw interval: smooth enough to read, rare enough to cost nothing. */
export const PROGRESS_INTERVAL_MS = 200;

export interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(s: string): boolean;
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  const units = ['KiB', 'MiB', 'GiB', 'TiB'];
  let v = n;
  let u = -1;
  do {
    v /= 1024;
    u++;
  } while (v >= 1024 && u < units.length - 1);
  return `${v.toFixed(v < 10 ? 1 : 0)} ${units[u]}`;
}

function formatDuration(s: number): string {
  if (!Number.isFinite(s) || s < 0) return '--:--';
  const t = Math.round(s);
  const h = Math.floor(t / 3600);
  const m = Math.floor((t % 3600) / 60);
  const sec = t % 60;
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${String(sec).padStart(2, '0')}` : `${m}:${String(sec).padStart(2, '0')}`;
}

export class Progress {
  private records = 0;
  private bytes = 0;
  private readonly t0 = performance.now();
  private timer: NodeJS.Timeout | undefined;
  private drawn = false;

  constructor(
    private readonly stream: ProgressStream,
    /** Input size in bytes, when known (a file). */
    private readonly total: number | undefined,
    readonly enabled: boolean,
  ) {
    if (enabled) {
      this.timer = setInterval(() => this.draw(), PROGRESS_INTERVAL_MS);
      this.timer.unref();
    }
  }

  /** Whether a progress line should be drawn: a terminal, and not --quiet. */
  static wanted(stream: ProgressStream, quiet: boolean | undefined): boolean {
    return !quiet && stream.isTTY === true;
  }

  update(records: number, bytes: number): void {
    this.records = records;
    this.bytes = bytes;
  }

  /** The line as it would be drawn now (exported for tests). */
  line(now = performance.now()): string {
    const secs = (now - this.t0) / 1000;
    const rate = secs > 0 ? this.records / secs : 0;
    const parts = [`antidote screen: ${this.records.toLocaleString('en-US')} records`, `${Math.round(rate).toLocaleString('en-US')} records/s`];
    if (this.total !== undefined && this.total > 0) {
      const frac = Math.min(1, this.bytes / this.total);
      const width = 20;
      const fill = Math.round(frac * width);
      const bps = secs > 0 ? this.bytes / secs : 0;
      const eta = bps > 0 ? (this.total - this.bytes) / bps : NaN;
      parts.unshift(`[${'#'.repeat(fill)}${'.'.repeat(width - fill)}] ${(frac * 100).toFixed(0).padStart(3)}%`);
      parts.push(`${formatBytes(this.bytes)} / ${formatBytes(this.total)}`, `ETA ${formatDuration(eta)}`);
    } else parts.push(formatBytes(this.bytes));
    return parts.join('  ');
  }

  private draw(): void {
    let s = this.line();
    const cols = this.stream.columns ?? 100;
    if (s.length > cols - 1) s = s.slice(0, cols - 1);
    this.stream.write(`\r${s}\x1b[K`);
    this.drawn = true;
  }

  /** Print a message above the progress line. */
  log(message: string): void {
    if (this.drawn) this.stream.write('\r\x1b[K');
    this.stream.write(message.endsWith('\n') ? message : message + '\n');
    if (this.drawn) this.draw();
  }

  /** Erase the line and stop redrawing. */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    if (this.drawn) this.stream.write('\r\x1b[K');
    this.drawn = false;
  }
}
