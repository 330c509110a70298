/** Public surface of kernels/judge/: the Tier-2 judge's pure pieces (prompt, reply check, band). The folder's other files are private to it. */
export { DEFAULT_JUDGE_BAND, JUDGE_FAIL_MODES, JUDGE_REASONS, emptyJudgeStats, isFailure } from './types.js';
export type { JudgeBand, JudgeFailMode, JudgeFailure, JudgeFinding, JudgeOutcome, JudgeReason, JudgeStats, ScoredVerdict } from './types.js';
export { JUDGE_UNAVAILABLE, applyOutcome, parseBand, wantsJudge } from './band.js';
export { JUDGE_PIECE_CHARS, JUDGE_PIECE_OVERLAP, JUDGE_REPLY_SCHEMA, JUDGE_SYSTEM_PROMPT, judgeMessages, judgeRequest, pieces } from './prompt.js';
export type { ChatMessage, JudgeItem } from './prompt.js';
export { checkReply } from './reply.js';
