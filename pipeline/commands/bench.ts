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
  let mod: typeof import('../../bench/quality/quality.js');
  try {
    mod = await import('../../bench/quality/quality.js');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw e;
    // the package ships no benchmarks (package.json "files"): they run from a clone
    throw new UsageError('antidote bench runs from a clone of the repository (the npm package ships no benchmarks): clone it, then npm ci && npm run build');
  }
  const { runQuality, printQuality } = mod;
  const report = runQuality(values.catalog);
  printQuality(report, values.verbose ?? false);
  return 0;
}
