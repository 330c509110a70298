/**
 * `antidote keygen --out KEY`: 32 random bytes for signed provenance, in a new file of mode 0600.
 * An existing file is never overwritten (a replaced key silently invalidates every signature).
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { IoError, UsageError } from '../../kernels/common/index.js';

export const KEY_BYTES = 32;

export async function run(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { out: { type: 'string', short: 'o' } } });
  if (!values.out) throw new UsageError('keygen needs --out KEY');
  try {
    writeFileSync(values.out, randomBytes(KEY_BYTES), { mode: 0o600, flag: 'wx' });
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    throw new IoError(`${values.out}: ${err.code === 'EEXIST' ? 'already exists; refusing to overwrite a key' : err.message}`);
  }
  process.stderr.write(`antidote keygen: wrote a ${KEY_BYTES}-byte key to ${values.out} (mode 0600)\n`);
  return 0;
}
