/**
 * `antidote report VERDICTS [--input RECORDS] [--alerts ALERTS] --out FILE.html
 *                  [--max-items N] [--top-agents N] [--max-content N] [--seed N] [--title T] [--quiet]`
 *
 * A self-contained HTML report of a screen's verdicts (CONTRACT §4). VERDICTS `-` is standard
 * input. RECORDS is the JSONL input the verdicts answer, in the same order; without it the
 * page has no memory content, and channels, agents, languages and times only where the
 * verdicts carry them (`--echo`). A one-line summary goes to standard error.
 */
import { parseArgs } from 'node:util';
import { UsageError } from '../../kernels/common/index.js';
import { runReport, type ReportRunOptions } from '../report/index.js';

function intOption(v: string | undefined, name: string, min: number): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`${name} must be an integer ≥ ${min}, not '${v}'`);
  return n;
}

/** The report options of either command line (`report` and `screen --report` share them). */
export function reportOptions(values: Record<string, string | boolean | undefined>): Partial<ReportRunOptions> {
  const o: Partial<ReportRunOptions> = {};
  const maxItems = intOption(values['max-items'] as string | undefined, '--max-items', 0);
  const topAgents = intOption(values['top-agents'] as string | undefined, '--top-agents', 1);
  const maxContent = intOption(values['max-content'] as string | undefined, '--max-content', 16);
  const seed = intOption(values.seed as string | undefined, '--seed', 0);
  if (maxItems !== undefined) o.maxItems = maxItems;
  if (topAgents !== undefined) o.topAgents = topAgents;
  if (maxContent !== undefined) o.maxContent = maxContent;
  if (seed !== undefined) o.seed = seed;
  if (typeof values.title === 'string') o.title = values.title;
  return o;
}

export const REPORT_FLAGS = {
  'max-items': { type: 'string' },
  'top-agents': { type: 'string' },
  'max-content': { type: 'string' },
  seed: { type: 'string' },
  title: { type: 'string' },
} as const;

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      input: { type: 'string', short: 'i' },
      alerts: { type: 'string' },
      out: { type: 'string', short: 'o' },
      quiet: { type: 'boolean', short: 'q' },
      ...REPORT_FLAGS,
    },
  });
  if (positionals.length !== 1) throw new UsageError(`report takes one verdicts file (or -), got ${positionals.length}`);
  if (!values.out || values.out === '-') throw new UsageError('report needs --out FILE.html');
  const s = await runReport({ ...reportOptions(values), verdicts: positionals[0]!, input: values.input, alerts: values.alerts, out: values.out });
  process.stderr.write(
    `antidote report: ${s.verdicts.toLocaleString('en-US')} verdicts, ${s.quarantined.toLocaleString('en-US')} quarantined, ${s.shown.toLocaleString('en-US')} listed → ${values.out} (${(s.bytesWritten / 1024).toFixed(0)} KiB, ${s.seconds.toFixed(1)} s)\n`,
  );
  return 0;
}
