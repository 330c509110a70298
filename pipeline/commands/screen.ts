/**
 * `antidote screen`: one verdict per input record, in input order (CONTRACT §2, §4).
 *
 * Exit codes: 0 done; 1 with --fail-on-quarantine when something was quarantined; 2 usage or
 * I/O error, or an input document that is cut short or not a document of records, or an input
 * in which every record is malformed (a gzip or binary file read as JSONL, JSONL read with
 * --format msgpack: a warning names the likely cause) — the verdicts of every record read are
 * written first; 130 interrupted (SIGINT): the verdicts of
 * a prefix of the input are written, each line whole. A second SIGINT exits at once.
 */
import { parseArgs } from 'node:util';
import { UsageError } from '../../kernels/common/index.js';
import { runScreen } from '../screen/index.js';

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
      threads: { type: 'string' },
      correlate: { type: 'boolean' },
      alerts: { type: 'string' },
      quiet: { type: 'boolean', short: 'q' },
      'fail-on-quarantine': { type: 'boolean' },
      'max-record-bytes': { type: 'string' },
      'batch-size': { type: 'string' },
      echo: { type: 'string' },
    },
  });
  if (positionals.length > 1) throw new UsageError(`screen takes one input, got ${positionals.length}`);
  const input = positionals[0];
  if ((input === undefined || input === '-') && process.stdin.isTTY) {
    process.stderr.write('antidote screen: reading JSONL records from the terminal; end with Ctrl-D (or give a file: antidote screen FILE)\n');
  }
  const abort = new AbortController();
  const onSigint = () => {
    if (abort.signal.aborted) process.exit(EXIT_INTERRUPTED);
    abort.abort();
  };
  process.on('SIGINT', onSigint);
  try {
    const summary = await runScreen({ ...values, input: positionals[0] }, { signal: abort.signal });
    if (summary.interrupted) return EXIT_INTERRUPTED;
    if (summary.inputError || summary.noRecords) return 2;
    return values['fail-on-quarantine'] && summary.quarantined > 0 ? 1 : 0;
  } finally {
    process.off('SIGINT', onSigint);
  }
}
