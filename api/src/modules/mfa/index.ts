export { mfaRoutes } from './mfa.routes';
export { mfaSettings } from './mfa-settings.table';
export { mfaPolicy, mfaOverdue, hasMfa, verifySecondFactor, clearMfa } from './mfa.policy';
export type { MfaPolicy } from './mfa.policy';
