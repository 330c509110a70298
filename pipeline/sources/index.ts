/** Public surface of pipeline/sources/: what other folders use from it. The folder's other files are private to it. */
export { BatchBuffers, BatchBuilder } from './batch-builder.js';
export { detectFormat } from './detect.js';
export { JsonDocumentFramer } from './json-document.js';
export { DEFAULT_MAX_LINE_BYTES, JsonlBatcher, LineSplitter } from './jsonl.js';
export type { RawLine } from './jsonl.js';
export { MsgpackFramer } from './msgpack.js';
