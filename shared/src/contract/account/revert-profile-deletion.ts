import { callPayload, defineCall } from '../define-call';
import { TENANT_ROLES } from '../../domain/roles';
import { ZProfileDeletionStatus } from './account-schemas';

export const ZRevertProfileDeletionPayload = callPayload({});
export const revertProfileDeletionCall = defineCall({
  path: '/delete-my-profile/revert',
  summary: 'Take back a pending request to delete the signed-in account.',
  payload: ZRevertProfileDeletionPayload,
  result: ZProfileDeletionStatus,
  auth: { kind: 'session', roles: TENANT_ROLES },
  scope: 'tenant',
  example: {},
});
