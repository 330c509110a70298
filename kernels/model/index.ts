/** Public surface of kernels/model/: the learned intent model, its features, trainer and file format. */
export { BUCKETS, HASH_BITS, MAX_N, MIN_N, createFeatureBuffer, featurize, sumFeatures } from './features.js';
export type { FeatureBuffer, GateSignal } from './features.js';
export { IntentModel, MODEL_FORMAT, rawScore, sigmoid } from './model.js';
export type { ModelHeader, ModelSpan } from './model.js';
export { DEFAULT_TRAIN, calibrate, quantize, rawScores, train } from './train.js';
export type { Example, TrainOptions, Trained } from './train.js';
export { decodeModel, encodeModel } from './file.js';
