/** Public surface of pipeline/judge/: the Tier-2 judge (HTTP client, batching, cache). The folder's other files are private to it. */
export { JUDGE_DEFAULTS, Judge, formatJudgeStats } from './judge.js';
export type { JudgeOptions, JudgeTicket } from './judge.js';
export { endpoint } from './client.js';
export type { ResponseFormatMode } from './client.js';
export { contentOf, judgeScreened } from './apply.js';
export type { Judgeable } from './apply.js';
