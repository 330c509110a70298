/**
 * `antidote bench quality [--catalog FILE] [--verbose]`: the quality table on the external corpora.
 * (Speed benchmarks are `npm run bench`.)
 */
import { parseArgs } from 'node:util';
import { UsageError } from '../../kernels/common/index.js';

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { catalog: { type: 'string' }, verbose: { type: 'boolean', short: 'v' } },
  });
  if (positionals[0] !== 'quality') throw new UsageError('usage: antidote bench quality [--catalog FILE] [--verbose]');
  const { runQuality, printQuality } = await import('../../bench/quality/quality.js');
  const report = runQuality(values.catalog);
  printQuality(report, values.verbose ?? false);
  return 0;
}
