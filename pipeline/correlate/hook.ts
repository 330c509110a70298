/**
 * `screen --correlate`: cross-recall correlation as the screen streams. The screen job calls
 * `observe` for every ScreenedRecord in input order and `finish` at the end; alerts (CONTRACT §6)
 * are written as they are found, to `--alerts FILE` (JSONL) or standard error.
 *
 * Records are taken in arrival order (a stream cannot be sorted); for an input in time order per
 * agent this gives exactly the alerts of `antidote correlate` (test/correlate-stream.test.ts).
 * `--state DB` resumes from, and saves to, the same state file as `antidote correlate`.
 */
import { DEFAULT_WINDOW_MS } from '../../kernels/correlate/index.js';
import type { ScreenedRecord } from '../../kernels/screen/index.js';
import { SqliteStateStore } from './state.js';
import { Correlator, parseShard, parseWindow, type CorrelationAlert } from './correlator.js';
import { LineWriter } from '../output/index.js';

export interface CorrelateHookOptions {
  /** JSONL file for alerts; standard error when absent. */
  alerts?: string;
  /** Window: `30d`, `12h`, … or milliseconds (default 30 days). */
  window?: string | number;
  /** State file (SQLite) to resume from and save to. */
  state?: string;
  /** `i/n`: correlate only the agents of this shard. */
  shard?: string;
  /** Alerts go here instead of a file or standard error (tests, library use). */
  onAlert?: (a: CorrelationAlert) => void;
  /** Standard error as the screen job sees it (alerts go there without --alerts). */
  stderr?: { write(s: string): boolean };
}

export interface CorrelateHook {
  observe(rec: ScreenedRecord): void;
  finish(): Promise<void>;
  /** Alerts so far. */
  readonly alerts: number;
}

/**
 * Records the hook takes before it correlates them together (Correlator.observeAll: the roles
 * model reads the chunk, then the campaign state takes it). Alerts come at most this many records
 * late, and all of them by `finish`. Measured with the hook inside the single-threaded screen
 * (as bench/correlate runs it): chunks of 200 and 1,000 were within noise of each other and both
 * well under one record at a time; 256 is between them (README "Cost").
 */
export const HOOK_CHUNK = 256;

export function createCorrelateHook(opts: CorrelateHookOptions = {}): CorrelateHook {
  const windowMs = parseWindow(opts.window);
  const shard = opts.shard ? parseShard(opts.shard) : undefined;
  const store = opts.state ? new SqliteStateStore(opts.state, windowMs, DEFAULT_WINDOW_MS) : undefined;
  const file = opts.alerts && !opts.onAlert ? LineWriter.open(opts.alerts) : null;
  let failure: unknown = null;
  let pending: Promise<void> = Promise.resolve();
  let count = 0;
  const emit = (a: CorrelationAlert) => {
    count++;
    if (opts.onAlert) return opts.onAlert(a);
    const line = JSON.stringify(a);
    if (!file) {
      (opts.stderr ?? process.stderr).write(line + '\n');
      return;
    }
    const w = file.line(line);
    // alerts are rare: chain the occasional flush instead of stalling the screen on it
    if (w) pending = pending.then(() => w).catch((e) => void (failure ??= e));
  };
  const correlator = new Correlator({ windowMs: store ? store.windowMs : windowMs, shard, store }, emit);
  const chunk: ScreenedRecord[] = [];
  const flush = () => {
    if (chunk.length === 0) return;
    try {
      correlator.observeAll(chunk);
    } finally {
      chunk.length = 0;
    }
  };
  return {
    observe(rec: ScreenedRecord): void {
      chunk.push(rec);
      if (chunk.length >= HOOK_CHUNK) flush();
    },
    async finish(): Promise<void> {
      try {
        flush();
        await pending;
        if (file) await file.close();
        if (failure) throw failure;
        correlator.save();
      } finally {
        store?.close();
      }
    },
    get alerts() {
      return count;
    },
  };
}
