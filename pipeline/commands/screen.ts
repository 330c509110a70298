/**
 * `antidote screen`: one verdict per input record, in input order (CONTRACT §2, §4).
 *
 * Exit codes: 0 done; 1 with --fail-on-quarantine when something was quarantined; 2 usage or
 * I/O error, or an input document that is cut short or not a document of records (the
 * verdicts of every record read are written first); 130 interrupted (SIGINT): the verdicts of
 * a prefix of the input are written, each line whole. A second SIGINT exits at once.
 */
import { parseArgs } from 'node:util';
import { UsageError } from '../../kernels/common/index.js';
import { runReport } from '../report/index.js';
import { runScreen } from '../screen/index.js';
import { detectFormat } from '../sources/index.js';
import { REPORT_FLAGS, reportOptions } from './report.js';

export const EXIT_INTERRUPTED = 130;

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      out: { type: 'string', short: 'o' },
      format: { type: 'string' },
      trust: { type: 'string' },
      'trust-config': { type: 'string' },
      key: { type: 'string' },
      'allow-insecure-key': { type: 'boolean' },
      threshold: { type: 'string' },
      model: { type: 'string' },
      threads: { type: 'string' },
      correlate: { type: 'boolean' },
      alerts: { type: 'string' },
      quiet: { type: 'boolean', short: 'q' },
      'fail-on-quarantine': { type: 'boolean' },
      'max-record-bytes': { type: 'string' },
      'batch-size': { type: 'string' },
      report: { type: 'string' },
      ...REPORT_FLAGS,
      // Tier 2 (pipeline/judge): the key comes from ANTIDOTE_JUDGE_KEY, never from a flag
      judge: { type: 'string' },
      'judge-model': { type: 'string' },
      'judge-band': { type: 'string' },
      'judge-batch': { type: 'string' },
      'judge-concurrency': { type: 'string' },
      'judge-timeout': { type: 'string' },
      'judge-retries': { type: 'string' },
      'judge-fail': { type: 'string' },
      'judge-key-env': { type: 'string' },
    },
  });
  if (positionals.length > 1) throw new UsageError(`screen takes one input, got ${positionals.length}`);
  // the report re-reads the verdicts (and the input, for content) once the screen is done
  if (values.report !== undefined && (!values.out || values.out === '-')) throw new UsageError('--report needs --out FILE: the report reads the verdicts back');
  const { report, ...screenValues } = values;
  const abort = new AbortController();
  const onSigint = () => {
    if (abort.signal.aborted) process.exit(EXIT_INTERRUPTED);
    abort.abort();
  };
  process.on('SIGINT', onSigint);
  try {
    const summary = await runScreen({ ...screenValues, input: positionals[0] }, { signal: abort.signal });
    if (summary.interrupted) return EXIT_INTERRUPTED;
    if (report !== undefined) {
      const input = positionals[0];
      // content comes from a JSONL input file; from standard input or another format the page has none
      const joinable = input !== undefined && input !== '-' && detectFormat(input, values.format) === 'jsonl';
      if (!joinable && !values.quiet) process.stderr.write('antidote screen: --report without memory content: it reads content back from a JSONL input file\n');
      const s = await runReport({ ...reportOptions(values), verdicts: values.out!, input: joinable ? input : undefined, alerts: values.alerts, out: report });
      if (!values.quiet) process.stderr.write(`antidote screen: report → ${report} (${s.shown} of ${s.quarantined} quarantined listed)\n`);
    }
    if (summary.inputError) return 2;
    return values['fail-on-quarantine'] && summary.quarantined > 0 ? 1 : 0;
  } finally {
    process.off('SIGINT', onSigint);
  }
}
