/* Delete my profile (issue 16.7): the account calls, one per file (docs/contracts.md). */
import { requestProfileDeletionCall } from './request-profile-deletion';
import { revertProfileDeletionCall } from './revert-profile-deletion';
import { profileDeletionStatusCall } from './profile-deletion-status';

export * from './account-schemas';
export * from './request-profile-deletion';
export * from './revert-profile-deletion';
export * from './profile-deletion-status';

export const ACCOUNT_CALLS = [requestProfileDeletionCall, revertProfileDeletionCall, profileDeletionStatusCall] as const;
