/**
 * The shipped intent model (data/model/intent.bin, made by `npm run train`): read once per
 * process into a SharedArrayBuffer that every worker views (like the automaton image), checked
 * against its SHA-256 on every parse.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeModel, type IntentModel } from '../../kernels/model/index.js';

/** The repository (or installed package) root, whether this module runs from dist/ or from source. */
function packageRoot(): string {
  const here = fileURLToPath(import.meta.url);
  const i = here.lastIndexOf(`${sep}dist${sep}`);
  return i >= 0 ? here.slice(0, i) : resolve(dirname(here), '..', '..');
}

export const DEFAULT_MODEL_FILE = join(packageRoot(), 'data', 'model', 'intent.bin');

let cached: SharedArrayBuffer | null | undefined;

/** The model file's bytes in shared memory; null when there is no model file. */
export function defaultModelBytes(file = DEFAULT_MODEL_FILE): SharedArrayBuffer | null {
  if (file === DEFAULT_MODEL_FILE && cached !== undefined) return cached;
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT' && file === DEFAULT_MODEL_FILE) return (cached = null);
    throw e;
  }
  const shared = new SharedArrayBuffer(bytes.length);
  new Uint8Array(shared).set(bytes);
  decodeModel(shared); // fail here, once, on a corrupt file
  if (file === DEFAULT_MODEL_FILE) cached = shared;
  return shared;
}

/** The default model, parsed (each thread parses the shared bytes once). */
let parsed: IntentModel | null | undefined;
export function defaultModel(): IntentModel | null {
  if (parsed === undefined) {
    const b = defaultModelBytes();
    parsed = b ? decodeModel(b) : null;
  }
  return parsed;
}
