/** Public surface of kernels/common/: what other folders use from it. The folder's other files are private to it. */
export { AntidoteError, AuditError, IoError, UsageError, fromErrorData, toErrorData } from './errors.js';
export type { ErrorCode, ErrorData } from './errors.js';
export { CAPABILITIES } from './types.js';
export type { Action, Capability, Evidence, MemoryRecord, Verdict } from './types.js';
export { mulberry32 } from './random.js';
export { decodeWeightsFile, encodeWeightsFile } from './weights-file.js';
export { CodeUnits } from './units.js';
export { bitsAbove } from './bits.js';
