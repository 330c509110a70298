/** Public surface of pipeline/correlate/: what other folders use from it. The folder's other files are private to it. */
export { Correlator, inShard, parseShard, parseWindow } from './correlator.js';
export type { CorrelationAlert, CorrelatorOptions, CorrelatorStats, ShardSpec, StateStore } from './correlator.js';
export { createCorrelateHook } from './hook.js';
export type { CorrelateHook, CorrelateHookOptions } from './hook.js';
export { SqliteStateStore, loadSqlite } from './state.js';
