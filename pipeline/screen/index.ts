/** Public surface of pipeline/screen/: what other folders use from it. The folder's other files are private to it. */
export { loadModelOption, openInput, runScreen } from './run.js';
export { loadTrust, readKey } from './trust-options.js';
export { RecallCoordinator } from './recall-coordinator.js';
