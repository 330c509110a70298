/** Public surface of pipeline/stores/: memory stores as sources (and, for SQL, write-back sinks). The folder's other files are private to it. */
export { MAPPABLE, applyMap, parseMap, parsePointer, resolvePointer, type Mapping } from './mapping.js';
export { SHAPES, parseShape, toRecords, wrapperKeys, type Shape } from './shapes.js';
export { shapedStream } from './file-source.js';
export { PAGE_ROWS, openStore, redact, type StoreSource, type Watermark } from './sql.js';
export { screenStore, type StoreRunHooks, type StoreRunOptions, type StoreSummary } from './run.js';
