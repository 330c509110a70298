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
let shared: SharedArrayBuffer | null | undefined;

/**
 * The file's bytes in shared memory (read once per process), for the screen workers that read
 * roles beside the screen (screen --correlate --threads); null when the file is absent.
 */
export function defaultRolesBytes(): SharedArrayBuffer | null {
  if (shared !== undefined) return shared;
  let bytes: Buffer;
  try {
    bytes = readFileSync(DEFAULT_ROLES_FILE);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return (shared = null);
    throw e;
  }
  const buf = new SharedArrayBuffer(bytes.length);
  new Uint8Array(buf).set(bytes);
  return (shared = buf);
}

/** The default roles model; null when the file is absent (a corrupt file is an error). */
export function defaultRoles(): RoleModel | null {
  if (cached !== undefined) return cached;
  const bytes = defaultRolesBytes();
  return (cached = bytes ? decodeRoles(bytes) : null);
}
