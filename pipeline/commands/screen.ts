/**
 * `antidote screen`: one verdict per input record, in input order (CONTRACT §2, §4).
 */
import { parseArgs } from 'node:util';
import { UsageError } from '../../kernels/errors.js';
import { runScreen } from '../screen-run.js';

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
      threads: { type: 'string' },
      correlate: { type: 'boolean' },
      alerts: { type: 'string' },
      quiet: { type: 'boolean', short: 'q' },
      'fail-on-quarantine': { type: 'boolean' },
      'max-record-bytes': { type: 'string' },
      'batch-size': { type: 'string' },
    },
  });
  if (positionals.length > 1) throw new UsageError(`screen takes one input, got ${positionals.length}`);
  const summary = await runScreen({ ...values, input: positionals[0] });
  return values['fail-on-quarantine'] && summary.quarantined > 0 ? 1 : 0;
}
