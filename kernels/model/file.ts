/**
 * The intent model's weights file: the common weights format (kernels/common/weights-file.ts)
 * with the int8 weights.
 */
import { decodeWeightsFile, encodeWeightsFile } from '../common/index.js';
import { IntentModel, type ModelHeader } from './model.js';

export function encodeModel(header: Omit<ModelHeader, 'sha256'>, weights: Int8Array): Uint8Array {
  return encodeWeightsFile(header, weights);
}

/** Parse and check a weights file held in `buf` (a SharedArrayBuffer shared by the workers, or any buffer). */
export function decodeModel(buf: ArrayBufferLike): IntentModel {
  const { header, offset } = decodeWeightsFile(buf, 'model', 8, 1);
  return new IntentModel(header as ModelHeader, new Int8Array(buf as ArrayBuffer, offset, buf.byteLength - offset));
}
