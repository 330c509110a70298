/**
 * The default compiled lexicon image: every language, compiled once per process and shared
 * with worker threads as a SharedArrayBuffer (workers never recompile it).
 */
import { compileLexicons } from './automaton.js';
import { LEXICONS } from './lexicon/index.js';
import { normalizeTerm } from './normalize.js';

let cached: SharedArrayBuffer | undefined;

export function defaultImage(): SharedArrayBuffer {
  cached ??= compileLexicons(LEXICONS, normalizeTerm);
  return cached;
}
