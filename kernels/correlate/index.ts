/** Public surface of kernels/correlate/: what other folders use from it. The folder's other files are private to it. */
export { DEFAULT_WINDOW_MS, campaignParams, emptyState, observe } from './campaign.js';
export type { AgentState, CampaignParams } from './campaign.js';
export { attachSteer, readSteer, signalOf } from './signals.js';
export type { Signal, SteerReading } from './signals.js';
export { HEADS, ROLES, ROLE_TRAIN, RoleModel, decodeRoles, encodeRoles, trainRoles } from './roles.js';
export type { Role, RoleExample, RoleHeader } from './roles.js';
export { linkKeys } from './links.js';
