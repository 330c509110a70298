/** Public surface of workers/batch/: what other folders use from it. The folder's other files are private to it. */
export { defaultImage, precompiledImage } from './image.js';
export { DEFAULT_MODEL_FILE, defaultModel, defaultModelBytes } from './model-file.js';
export { failedBatch, screenBatch } from './screen.js';
export { addTally, emptySummary, formatSummary, tally } from './tally.js';
export type { ScreenSummary } from './tally.js';
export type { BatchIssue, BatchOptions, BatchResult, InputFormat, JudgeCandidates, RecordBatch } from './types.js';
