/** Public surface of kernels/text/: what other folders use from it. The folder's other files are private to it. */
export { compileLexicons } from './automaton-compile.js';
export { C, PF } from './automaton-image.js';
export { Automaton, createMatchList } from './automaton.js';
export type { MatchList } from './automaton.js';
export { Ch } from './chars.js';
export { MIN_ACROSTIC_FRAGMENTS, MIN_BASE64, acrostic, findEncodedRuns, reverseText, rot13 } from './encoded.js';
export type { Encoding } from './encoded.js';
export { createNormalizer, normalizeTerm, toOriginalSpan } from './normalize.js';
export type { Normalized } from './normalize.js';
export { defaultVocabulary } from './vocabulary.js';
