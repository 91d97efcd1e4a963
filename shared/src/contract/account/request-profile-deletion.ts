import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { TENANT_ROLES } from '../../domain/roles';
import { PROFILE_DELETION_CONFIRM_WORD, PROFILE_DELETION_GRACE_DAYS, ZProfileDeletionStatus } from './account-schemas';

export const ZRequestProfileDeletionPayload = callPayload({
  /** The user types DELETE to confirm. */
  confirm: z.literal(PROFILE_DELETION_CONFIRM_WORD, { error: `Type ${PROFILE_DELETION_CONFIRM_WORD} to confirm` }),
  reason: z.string().trim().max(500).optional(),
});
export type TRequestProfileDeletionPayload = z.input<typeof ZRequestProfileDeletionPayload>;

export const requestProfileDeletionCall = defineCall({
  path: '/delete-my-profile/request',
  summary: `Ask for the signed-in account to be anonymised after ${PROFILE_DELETION_GRACE_DAYS} days (can be taken back until then).`,
  payload: ZRequestProfileDeletionPayload,
  result: ZProfileDeletionStatus,
  auth: { kind: 'session', roles: TENANT_ROLES },
  scope: 'tenant',
  example: { confirm: PROFILE_DELETION_CONFIRM_WORD },
});
