/**
 * The screen job: read records, screen them, write verdicts in order, report a summary.
 * This is the single-threaded path; the worker pool plugs in behind the same interface.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { IoError, UsageError } from '../kernels/errors.js';
import { defaultImage } from '../kernels/image.js';
import { screenLine } from '../kernels/records.js';
import { Screener, type ScreenedRecord } from '../kernels/screen.js';
import type { Verdict } from '../kernels/types.js';
import { LineWriter } from './output.js';
import { RecallCoordinator } from './recall-coordinator.js';
import { DEFAULT_MAX_LINE_BYTES, LineSplitter, type RawLine } from './sources/jsonl.js';
import { loadTrust } from './trust-options.js';

export interface ScreenRunOptions {
  input?: string;
  out?: string;
  format?: string;
  trust?: string;
  'trust-config'?: string;
  key?: string;
  threads?: string;
  quiet?: boolean;
  'max-record-bytes'?: string;
}

export interface ScreenSummary {
  records: number;
  kept: number;
  quarantined: number;
  errors: number;
  directives: number;
  clusters: number;
  byReason: Record<string, number>;
  seconds: number;
}

export function openInput(path: string | undefined): { stream: Readable; name: string } {
  if (!path || path === '-') return { stream: process.stdin, name: 'standard input' };
  const stream = createReadStream(path);
  return { stream, name: path };
}

export async function runScreen(opts: ScreenRunOptions): Promise<ScreenSummary> {
  const format = opts.format ?? 'jsonl';
  if (format !== 'jsonl' && format !== 'ndjson') throw new UsageError(`--format ${format} is not supported yet`);
  const maxLine = opts['max-record-bytes'] ? Number(opts['max-record-bytes']) : DEFAULT_MAX_LINE_BYTES;
  if (!Number.isInteger(maxLine) || maxLine <= 0) throw new UsageError('--max-record-bytes must be a positive integer');
  const { config, key } = loadTrust(opts);
  if (opts.input && opts.input !== '-') {
    try {
      await stat(opts.input);
    } catch (e) {
      throw new IoError(`${opts.input}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}`);
    }
  }
  const screener = new Screener(defaultImage(), { trust: config, key });
  const out = LineWriter.open(opts.out);
  const summary: ScreenSummary = { records: 0, kept: 0, quarantined: 0, errors: 0, directives: 0, clusters: 0, byReason: {}, seconds: 0 };
  const t0 = performance.now();
  let pendingWrite: Promise<void> | undefined;
  const coord = new RecallCoordinator((v: Verdict) => {
    tally(summary, v);
    const w = out.line(JSON.stringify(v));
    if (w) pendingWrite = w;
  });
  const { stream, name } = openInput(opts.input);
  const splitter = new LineSplitter(maxLine);
  const lines: RawLine[] = [];
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      lines.length = 0;
      splitter.push(chunk, lines);
      for (const l of lines) {
        coord.push(screenLine(screener, l.line, l.bytes, l.tooLong, maxLine));
        if (pendingWrite) {
          await pendingWrite;
          pendingWrite = undefined;
        }
      }
    }
  } catch (e) {
    throw new IoError(`${name}: ${(e as Error).message}`);
  }
  lines.length = 0;
  for (const l of splitter.end(lines)) coord.push(screenLine(screener, l.line, l.bytes, l.tooLong, maxLine));
  coord.finish();
  if (pendingWrite) await pendingWrite;
  await out.close();
  summary.clusters = coord.clusters.length;
  summary.seconds = (performance.now() - t0) / 1000;
  // the summary line is printed even with --quiet, which silences only the progress display
  process.stderr.write(formatSummary(summary) + '\n');
  return summary;
}

export function tally(s: ScreenSummary, v: Verdict): void {
  s.records++;
  if (v.error) s.errors++;
  if (v.directive) s.directives++;
  if (v.action === 'quarantine') {
    s.quarantined++;
    const reasons = v.error ? [`error:${v.error.code}`] : (v.reasons ?? []);
    for (const r of reasons) s.byReason[r] = (s.byReason[r] ?? 0) + 1;
  } else s.kept++;
}

export function formatSummary(s: ScreenSummary): string {
  const rate = s.seconds > 0 ? Math.round(s.records / s.seconds) : 0;
  const reasons = Object.entries(s.byReason)
    .sort((a, b) => b[1] - a[1])
    .map(([r, n]) => `${r}=${n}`)
    .join(', ');
  return `antidote screen: ${s.records} records, ${s.kept} kept, ${s.quarantined} quarantined (${s.errors} malformed), ${s.directives} directives, ${s.clusters} clusters, ${rate} records/s${reasons ? `; quarantined by reason: ${reasons}` : ''}`;
}

export type { ScreenedRecord };
