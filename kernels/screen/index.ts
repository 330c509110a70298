/** Public surface of kernels/screen/: what other folders use from it. The folder's other files are private to it. */
export { CLUSTER_CAUTION, clusterRecall } from './cluster.js';
export type { ClusterInput, RecallCluster } from './cluster.js';
export { DEFAULT_TRUSTED, MIN_KEY_BYTES, TrustPolicy, computeTag, parseSource, parseTrustConfig, signSource, verifyTag } from './provenance.js';
export type { TrustConfig, TrustMode } from './provenance.js';
export { assembleRecall, screenBeforeEncodeWith, screenRecallWith } from './recall.js';
export type { EncodeCheck, RecallClusterResult, RecallOptions, RecallResult } from './recall.js';
export { MAX_DEPTH, duplicateKeyRecord, duplicateTopLevelKey, lineContentEnd, screenLine } from './records.js';
export { DEFAULT_THRESHOLD, DEFAULT_VETO, SCREEN_WINDOW, Screener, WINDOW_OVERLAP, agentIdOf, channelOf, errorVerdict } from './screen.js';
export type { MemoryFeatures, ScreenedRecord, TextScreen } from './screen.js';
export { addPairs, gate } from './mood.js';
