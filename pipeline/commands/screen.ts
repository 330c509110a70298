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
import { runReport } from '../report/index.js';
import { openInput, runScreen } from '../screen/index.js';
import { detectFormat } from '../sources/index.js';
import { parseMap, parseShape, screenStore, shapedStream } from '../stores/index.js';
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
      veto: { type: 'string' },
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
      echo: { type: 'string' },
      // memory stores (pipeline/stores)
      from: { type: 'string' },
      table: { type: 'string' },
      query: { type: 'string' },
      order: { type: 'string' },
      map: { type: 'string' },
      shape: { type: 'string' },
      'write-back': { type: 'boolean' },
      resume: { type: 'boolean' },
      'page-rows': { type: 'string' },
    },
  });
  if (positionals.length > 1) throw new UsageError(`screen takes one input, got ${positionals.length}`);
  const input = positionals[0];
  if ((input === undefined || input === '-') && values.from === undefined && process.stdin.isTTY) {
    process.stderr.write('antidote screen: reading JSONL records from the terminal; end with Ctrl-D (or give a file: antidote screen FILE)\n');
  }
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
    const { from, table, query, order, map: mapSpec, shape: shapeName, 'write-back': writeBack, resume, 'page-rows': pageRows, ...screenOpts } = screenValues;
    const map = mapSpec !== undefined ? parseMap(mapSpec) : undefined;
    const shape = parseShape(shapeName);
    let summary;
    let documentError: () => string | undefined = () => undefined;
    if (from !== undefined) {
      if (input !== undefined) throw new UsageError('--from reads a store: give no input file');
      if (shape) throw new UsageError('--shape is for exported files; a store table is recognised by its columns (or mapped with --map)');
      summary = await screenStore({ ...screenOpts, from, table, query, order, map, 'write-back': writeBack, resume, 'page-rows': pageRows }, { signal: abort.signal });
    } else {
      if (table !== undefined || query !== undefined || writeBack || resume || order !== undefined) throw new UsageError('--table, --query, --order, --write-back and --resume need --from postgres://… or --from sqlite:PATH');
      if (shape || map) {
        const format = detectFormat(input, screenOpts.format);
        const opened = openInput(input);
        const shaped = shapedStream(opened.stream, format, shape, map);
        documentError = shaped.documentError;
        summary = await runScreen({ ...screenOpts, format: 'jsonl', input: opened.name }, { signal: abort.signal, stream: shaped.stream });
      } else summary = await runScreen({ ...screenOpts, input }, { signal: abort.signal });
    }
    if (summary.interrupted) return EXIT_INTERRUPTED;
    if (report !== undefined) {
      // content comes from a JSONL input file; from standard input or another format the page has none
      const joinable = input !== undefined && input !== '-' && detectFormat(input, values.format) === 'jsonl';
      if (!joinable && !values.quiet) process.stderr.write('antidote screen: --report without memory content: it reads content back from a JSONL input file\n');
      const s = await runReport({ ...reportOptions(values), verdicts: values.out!, input: joinable ? input : undefined, alerts: values.alerts, out: report });
      if (!values.quiet) process.stderr.write(`antidote screen: report → ${report} (${s.shown} of ${s.quarantined} quarantined listed)\n`);
    }
    const docErr = documentError();
    if (docErr) process.stderr.write(`antidote screen: ${input ?? 'standard input'}: ${docErr}\n`);
    if (summary.inputError || summary.noRecords || docErr) return 2;
    return values['fail-on-quarantine'] && summary.quarantined > 0 ? 1 : 0;
  } finally {
    process.off('SIGINT', onSigint);
  }
}
