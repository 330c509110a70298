/** Public surface of pipeline/correlate/: what other folders use from it. The folder's other files are private to it. */
export { Correlator, inShard, parseShard, parseWindow } from './correlator.js';
export type { CorrelationAlert, CorrelatorOptions, CorrelatorStats, ShardSpec, StateStore } from './correlator.js';
export { createCorrelateHook } from './hook.js';
export type { CorrelateHook, CorrelateHookOptions } from './hook.js';
export { SqliteStateStore, loadSqlite } from './state.js';
export { DEFAULT_ROLES_FILE, defaultRoles, defaultRolesBytes } from './roles-file.js';
export { trainRolesModel } from './train.js';
export type { RolesReport } from './train.js';
export { DEV_EVERY, TRAIN_WRITERS, historyBytes, historyExamples, historyRecords, readHistories, roleFileExamples, splitH1 } from './histories.js';
export type { History, HistoryMemory } from './histories.js';
