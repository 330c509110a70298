/** Public surface of pipeline/screen/: what other folders use from it. The folder's other files are private to it. */
export { fractionOption, loadModelOption, openInput, runScreen, type ScreenRunHooks, type ScreenRunOptions, type ScreenSummary } from './run.js';
export { loadTrust, readKey } from './trust-options.js';
export { RecallCoordinator } from './recall-coordinator.js';
export { BATCH_BYTES, BATCH_RECORDS, INFLIGHT_PER_THREAD, ScreenPool, compileImageOffThread, workerHeapMb } from './pool.js';
export { BatchMerger, type RecordObserver } from './merge.js';
