import { defineModule } from '../../platform/modules';
import { authRoutes } from './auth.routes';
import { deferredWorkPlugin } from './deferred';
import { AUTH_MAIL_TEMPLATES } from './mail';

export { authRoutes } from './auth.routes';
export { deferredWorkPlugin, runAfterTransaction } from './deferred';
export { assertRouteAllowed, routeDecision, guarded } from './route-access';
export { buildSessionUser, registerSessionUserContributor, tenantDetailsOf } from './session-user';
export type { SessionUserContributor } from './session-user';
export { THROTTLE } from './throttle';
export { ACCOUNT_LINKS, issueAccountLink, liveAccountLink, consumeAccountLink } from './links';
export type { AccountLinkPurpose } from './links';
export { mailAccountLink } from './account-links';
export { mailboxProven } from './mailbox-proof';
export { authThrottle } from './auth-throttle.table';

// Used by other modules (issue 15.5: modules import each other only through index.ts).
export { publicOrigin } from './links';
/** The account calls users' routes reuse (log-in details, activation, verify link). */
export * as authService from './auth.service';

/** The auth module: what it brings to the app (docs/modules.md). */
export const authModule = defineModule(() => ({
  name: 'auth',
  calls: authRoutes,
  mailTemplates: AUTH_MAIL_TEMPLATES,
  // Work a refused call must still do after its rollback (failed sign-in counters).
  earlyPlugins: [deferredWorkPlugin],
}));
