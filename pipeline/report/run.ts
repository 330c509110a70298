/**
 * `antidote report`: one self-contained HTML page from the verdicts of a screen, optionally
 * joined to the records they answer and the alerts of `correlate`.
 *
 *   alerts (small, read first) ──▶ ReportAggregator.addAlert ── members to describe
 *   verdicts ──LineCursor──┐
 *                          ├─ zip: verdict n ↔ record n (CONTRACT §2: one verdict per record,
 *   records ──LineCursor───┘   in input order; the id, or for a malformed line its number,
 *                              must agree or the content is not shown)
 *                          ▼
 *                ReportAggregator.add (kernels/report: bounded tallies, series, sample)
 *                          ▼
 *                renderReport ──▶ LineWriter ──▶ --out FILE.html
 *
 * Memory: two read chunks, one line of each, and the aggregator's fixed caps. Nothing grows
 * with the number of verdicts (bench/report and test/report/report-memory.test.ts).
 */
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { IoError } from '../../kernels/common/index.js';
import { ReportAggregator, type ReportData, type ReportOptions } from '../../kernels/report/index.js';
import { LineWriter } from '../output/index.js';
import { DEFAULT_MAX_LINE_BYTES } from '../sources/index.js';
import { LineCursor, openLines } from './lines.js';
import { renderReport } from './template.js';

/** Longest verdict line read (a verdict is small; evidence lists are bounded by the screen). */
export const MAX_VERDICT_LINE_BYTES = DEFAULT_MAX_LINE_BYTES;
/** Longest record line read: a screen may run with a larger --max-record-bytes than the default. */
export const MAX_RECORD_LINE_BYTES = 16 * DEFAULT_MAX_LINE_BYTES;

export interface ReportRunOptions extends ReportOptions {
  verdicts: string;
  input?: string;
  alerts?: string;
  out: string;
  title?: string;
}

export interface ReportRunHooks {
  /** Read verdicts / records from these instead of the named files (benchmarks, tests). */
  verdictStream?: Readable;
  inputStream?: Readable;
  /** The page's "generated" time (tests pin it). */
  now?: Date;
  /** Write the page here instead of --out. */
  writer?: LineWriter;
}

export interface ReportSummary {
  verdicts: number;
  quarantined: number;
  shown: number;
  bytesRead: number;
  bytesWritten: number;
  seconds: number;
  data: ReportData;
}

async function mustExist(path: string | undefined): Promise<void> {
  if (!path || path === '-') return;
  try {
    const st = await stat(path);
    if (st.isDirectory()) throw new IoError(`${path}: is a directory`);
  } catch (e) {
    if (e instanceof IoError) throw e;
    throw new IoError(`${path}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}`);
  }
}

const decoder = new TextDecoder();

function parse(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(decoder.decode(bytes));
  } catch {
    return undefined;
  }
}

async function readAlerts(path: string, agg: ReportAggregator): Promise<void> {
  const { stream, name } = openLines(path);
  const c = new LineCursor(stream, name, MAX_VERDICT_LINE_BYTES);
  for (;;) {
    let l = c.next();
    if (l instanceof Promise) l = await l;
    if (!l) break;
    agg.addAlert(l.tooLong === undefined ? parse(l.bytes) : undefined);
  }
}

export async function runReport(opts: ReportRunOptions, hooks: ReportRunHooks = {}): Promise<ReportSummary> {
  const t0 = performance.now();
  if (opts.input === '-' && (opts.verdicts === '-' || !opts.verdicts)) throw new IoError('the verdicts and the records cannot both be standard input');
  if (!hooks.verdictStream) await mustExist(opts.verdicts);
  if (!hooks.inputStream) await mustExist(opts.input);
  await mustExist(opts.alerts);
  const agg = new ReportAggregator(opts);
  if (opts.alerts) await readAlerts(opts.alerts, agg);

  const v = hooks.verdictStream ? { stream: hooks.verdictStream, name: opts.verdicts } : openLines(opts.verdicts);
  const verdicts = new LineCursor(v.stream, v.name, MAX_VERDICT_LINE_BYTES);
  const r = hooks.inputStream ? { stream: hooks.inputStream, name: opts.input ?? 'records' } : opts.input ? openLines(opts.input) : undefined;
  const records = r ? new LineCursor(r.stream, r.name, MAX_RECORD_LINE_BYTES) : undefined;
  let missingRecords = 0;
  let extraRecords = 0;
  try {
    for (;;) {
      let l = verdicts.next();
      if (l instanceof Promise) l = await l;
      if (!l) break;
      const verdict = l.tooLong === undefined ? parse(l.bytes) : undefined;
      let join: { line: number; record: unknown } | undefined;
      if (records) {
        let rec = records.next();
        if (rec instanceof Promise) rec = await rec;
        if (rec) join = { line: rec.line, record: rec.tooLong === undefined ? parse(rec.bytes) : undefined };
        else {
          missingRecords++;
          join = { line: -1, record: undefined };
        }
      }
      agg.add(verdict, join);
    }
    if (records) {
      for (;;) {
        let rec = records.next();
        if (rec instanceof Promise) rec = await rec;
        if (!rec) break;
        extraRecords++;
      }
    }
  } finally {
    await verdicts.close();
    await records?.close();
  }

  const data = agg.result();
  const parts = renderReport(data, {
    generated: hooks.now ?? new Date(),
    verdicts: v.name,
    input: r?.name,
    alerts: opts.alerts,
    missingRecords,
    extraRecords,
    title: opts.title,
  });
  const out = hooks.writer ?? LineWriter.open(opts.out);
  let bytesWritten = 0;
  for (const p of parts) {
    const b = Buffer.from(p, 'utf8');
    bytesWritten += b.length;
    const w = out.bytes(b);
    if (w) await w;
  }
  await out.close();
  return {
    verdicts: data.totals.verdicts,
    quarantined: data.totals.quarantined,
    shown: data.items.shown.length,
    bytesRead: verdicts.bytes + (records?.bytes ?? 0),
    bytesWritten,
    seconds: (performance.now() - t0) / 1000,
    data,
  };
}
