/* Account (issue 16.7): delete my profile — request, take back, and the anonymising job (docs/settings.md). */
import { defineModule } from '../../platform/modules';
import { accountPlugin } from './account.plugin';
import { accountRoutes } from './account.routes';
import { ACCOUNT_VICTIM_FIXTURES } from './testing/victim-fixtures';

export { accountRoutes } from './account.routes';
export { profileDeletionRequests } from './account.table';
export { completeProfileDeletion, PROFILE_DELETION_QUEUE } from './account.service';
export type { ProfileDeletionJob } from './account.service';

/** The account module: what it brings to the app (docs/modules.md). */
export const accountModule = defineModule(() => ({
  name: 'account',
  calls: accountRoutes,
  plugins: [accountPlugin],
  isolationFixtures: ACCOUNT_VICTIM_FIXTURES,
}));
