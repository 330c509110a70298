/** Public surface of pipeline/model/: the intent corpus on disk, its splits and fingerprint. */
export { corpusFingerprint, modelSources, readSplit, readSplits, readWriter, toExample, writerFiles } from './corpus.js';
export type { CorpusItem, Splits } from './corpus.js';
