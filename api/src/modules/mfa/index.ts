import { defineModule } from '../../platform/modules';
import { mfaRoutes } from './mfa.routes';

export { mfaRoutes } from './mfa.routes';
export { mfaSettings } from './mfa-settings.table';
export { mfaPolicy, mfaOverdue, hasMfa, verifySecondFactor, clearMfa } from './mfa.policy';
export type { MfaPolicy } from './mfa.policy';

/** The mfa module: what it brings to the app (docs/modules.md). */
export const mfaModule = defineModule(() => ({
  name: 'mfa',
  calls: mfaRoutes,
}));
