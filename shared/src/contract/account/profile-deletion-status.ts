import { callPayload, defineCall } from '../define-call';
import { TENANT_ROLES } from '../../domain/roles';
import { ZProfileDeletionStatus } from './account-schemas';

export const ZProfileDeletionStatusPayload = callPayload({});
export const profileDeletionStatusCall = defineCall({
  path: '/delete-my-profile/status',
  summary: 'Whether the signed-in account has a pending deletion request, and when it takes effect.',
  payload: ZProfileDeletionStatusPayload,
  result: ZProfileDeletionStatus,
  auth: { kind: 'session', roles: TENANT_ROLES },
  scope: 'tenant',
  example: {},
});
