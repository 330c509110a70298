/** Public surface of pipeline/output/: what other folders use from it. The folder's other files are private to it. */
export { Progress } from './progress.js';
export { LineWriter } from './writer.js';
