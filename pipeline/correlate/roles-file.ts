/**
 * The shipped roles model (data/correlate/roles.bin, made by `npm run train:roles`): read and
 * checked once per process. Without the file, correlation runs on the screen's signals alone.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeRoles, type RoleModel } from '../../kernels/correlate/index.js';

/** The repository (or installed package) root, whether this module runs from dist/ or from source. */
export function packageRoot(): string {
  const here = fileURLToPath(import.meta.url);
  const i = here.lastIndexOf(`${sep}dist${sep}`);
  return i >= 0 ? here.slice(0, i) : resolve(dirname(here), '..', '..');
}

export const DEFAULT_ROLES_FILE = join(packageRoot(), 'data', 'correlate', 'roles.bin');

let cached: RoleModel | null | undefined;

/** The default roles model; null when the file is absent (a corrupt file is an error). */
export function defaultRoles(): RoleModel | null {
  if (cached !== undefined) return cached;
  let bytes: Buffer;
  try {
    bytes = readFileSync(DEFAULT_ROLES_FILE);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return (cached = null);
    throw e;
  }
  const buf = new ArrayBuffer(bytes.length);
  new Uint8Array(buf).set(bytes);
  return (cached = decodeRoles(buf));
}
