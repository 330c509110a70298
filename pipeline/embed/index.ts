/** Public surface of pipeline/embed/: antidote as a stage of someone else's program. The folder's other files are private to it. */
export { createScreener, judgeVerdicts, screenRecall, screenBeforeEncode, screenerFor, SCREENER_OPTIONS, type AntidoteScreener, type ScreenerOptions } from './screener.js';
export { createPool, encodeBatches, type AntidotePool, type PoolOptions } from './pool.js';
export { createScreenStream, screenIterable, type ScreenResult, type StageOptions } from './stream.js';
export { beforeWrite, createBeforeWrite, createMem0Hook, scoreOf, type BeforeWriteOptions, type BeforeWriteResult, type Mem0HookOptions, type Mem0Memory, type PendingMemory } from './hooks.js';
export { guardStore, QuarantinedWriteError, type GuardStoreOptions, type StoreItem, type StoreLike } from './guard-store.js';
export { resolveTrust, type TrustOptions } from './options.js';
