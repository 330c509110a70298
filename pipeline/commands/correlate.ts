/**
 * `antidote correlate [IN] [--out OUT] [--state DB] [--window 30d] [--shard i/n]
 *                     [--trust prefix|signed] [--trust-config FILE] [--key KEY] [--quiet]`
 *
 * Cross-recall correlation over memory histories (CONTRACT §4, §6): every record is screened
 * with the same Screener as `antidote screen`, each agent's signals are processed in time
 * order, and one alert per detected campaign is written as JSONL, sorted by the time of the
 * memory that completed it. With `--state`, the per-agent state is read before and written
 * after the run, and memories a previous run already processed are skipped (nightly mode).
 * With `--shard i/n`, only the agents of that shard are correlated.
 */
import { stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { DEFAULT_WINDOW_MS } from '../../kernels/correlate/index.js';
import { IoError, UsageError } from '../../kernels/common/index.js';
import { defaultImage } from '../../workers/batch/index.js';
import { screenLine } from '../../kernels/screen/index.js';
import { DEFAULT_THRESHOLD, DEFAULT_VETO, Screener } from '../../kernels/screen/index.js';
import { decodeModel } from '../../kernels/model/index.js';
import { SqliteStateStore } from '../correlate/index.js';
import { Correlator, inShard, parseShard, parseWindow, type CorrelationAlert, type CorrelatorStats } from '../correlate/index.js';
import { LineWriter } from '../output/index.js';
import { openInput } from '../screen/index.js';
import { DEFAULT_MAX_LINE_BYTES, LineSplitter, type RawLine } from '../sources/index.js';
import { fractionOption, loadModelOption, loadTrust } from '../screen/index.js';

export interface CorrelateRunOptions {
  input?: string;
  out?: string;
  state?: string;
  window?: string;
  shard?: string;
  format?: string;
  trust?: string;
  'trust-config'?: string;
  key?: string;
  quiet?: boolean;
  'allow-insecure-key'?: boolean;
  threshold?: string;
  veto?: string;
  model?: string;
}

export interface CorrelateSummary extends CorrelatorStats {
  records: number;
  seconds: number;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The agent of a line, for shard filtering before the (costlier) screen; 'default' when unreadable. */
function agentOfLine(bytes: Uint8Array): string {
  try {
    const v = JSON.parse(utf8.decode(bytes)) as { agentId?: unknown } | null;
    return v && typeof v === 'object' && typeof v.agentId === 'string' && v.agentId ? v.agentId : 'default';
  } catch {
    return 'default';
  }
}

export async function runCorrelate(opts: CorrelateRunOptions, write?: (a: CorrelationAlert) => void): Promise<CorrelateSummary> {
  const format = opts.format ?? 'jsonl';
  if (format !== 'jsonl' && format !== 'ndjson') throw new UsageError(`correlate reads JSONL; --format ${format} is not supported`);
  const shard = opts.shard ? parseShard(opts.shard) : undefined;
  const windowMs = parseWindow(opts.window);
  const { config, key } = loadTrust(opts);
  if (opts.input && opts.input !== '-') {
    try {
      await stat(opts.input);
    } catch (e) {
      throw new IoError(`${opts.input}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}`);
    }
  }
  const store = opts.state ? new SqliteStateStore(opts.state, windowMs, DEFAULT_WINDOW_MS) : undefined;
  const t0 = performance.now();
  const out = write ? null : LineWriter.open(opts.out);
  const correlator = new Correlator({ windowMs: store ? store.windowMs : windowMs, shard, store }, () => {});
  // every memory's features, recallId or not: correlation works across recalls
  const modelBytes = loadModelOption(opts.model);
  const threshold = fractionOption(opts.threshold, '--threshold', DEFAULT_THRESHOLD);
  const veto = fractionOption(opts.veto, '--veto', DEFAULT_VETO);
  const screener = new Screener(defaultImage(), { trust: config, key, features: 'always', model: modelBytes ? decodeModel(modelBytes) : null, threshold, veto });
  let records = 0;
  const take = (l: RawLine) => {
    records++;
    if (shard && shard.count > 1 && l.tooLong === undefined && !inShard(agentOfLine(l.bytes), shard)) return;
    correlator.stash(screenLine(screener, l.line, l.bytes, l.tooLong, DEFAULT_MAX_LINE_BYTES));
  };
  try {
    const { stream, name } = openInput(opts.input);
    const splitter = new LineSplitter(DEFAULT_MAX_LINE_BYTES);
    const lines: RawLine[] = [];
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        lines.length = 0;
        for (const l of splitter.push(chunk, lines)) take(l);
      }
    } catch (e) {
      throw new IoError(`${name}: ${(e as Error).message}`);
    }
    lines.length = 0;
    for (const l of splitter.end(lines)) take(l);
    const alerts = correlator.drain();
    for (const a of alerts) {
      if (write) write(a);
      else {
        const w = out!.line(JSON.stringify(a));
        if (w) await w;
      }
    }
    if (out) await out.close();
    // state after output: a run that dies before this line is redone in full next time, so an
    // alert may be written twice but never lost
    correlator.save();
  } finally {
    store?.close();
  }
  const summary: CorrelateSummary = { ...correlator.stats, records, seconds: (performance.now() - t0) / 1000 };
  // the summary is printed even with --quiet (as for screen: --quiet silences progress only)
  process.stderr.write(formatSummary(summary, shard ? opts.shard! : undefined) + '\n');
  return summary;
}

export function formatSummary(s: CorrelateSummary, shard?: string): string {
  return (
    `antidote correlate: ${s.records} records${shard ? ` (shard ${shard})` : ''}, ${s.signals} signals from ${s.agents} agents` +
    `${s.skipped ? `, ${s.skipped} at or before the previous run's watermark skipped` : ''}, ${s.alerts} alert${s.alerts === 1 ? '' : 's'}, ${s.seconds.toFixed(2)} s`
  );
}

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      out: { type: 'string', short: 'o' },
      state: { type: 'string' },
      window: { type: 'string' },
      shard: { type: 'string' },
      format: { type: 'string' },
      trust: { type: 'string' },
      'trust-config': { type: 'string' },
      key: { type: 'string' },
      'allow-insecure-key': { type: 'boolean' },
      threshold: { type: 'string' },
      veto: { type: 'string' },
      model: { type: 'string' },
      quiet: { type: 'boolean', short: 'q' },
    },
  });
  if (positionals.length > 1) throw new UsageError(`correlate takes one input, got ${positionals.length}`);
  await runCorrelate({ ...values, input: positionals[0] });
  return 0;
}
