import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { TENANT_ROLES } from '../../domain/roles';

/**
 * Delete my profile (issue 16.7). A user asks; for this many days the request can be taken back;
 * then a background job anonymises the account (name, e-mail, phone, picture, password, MFA) and
 * ends its sessions. Records the law requires to keep (cases, signatures, activity log) keep the
 * user id, which now points at the anonymised account.
 */
export const PROFILE_DELETION_GRACE_DAYS = 14;
export const PROFILE_DELETION_GRACE_MS = PROFILE_DELETION_GRACE_DAYS * 24 * 60 * 60 * 1000;
/** The name an anonymised account shows wherever it is referenced. */
export const ANONYMISED_USER_NAME = 'Deleted user';
/** The typed confirmation the request needs. */
export const PROFILE_DELETION_CONFIRM_WORD = 'DELETE';

export const ZProfileDeletionState = z.enum(['none', 'pending', 'reverted', 'completed']);
export type TProfileDeletionState = z.infer<typeof ZProfileDeletionState>;

export const ZProfileDeletionStatus = z.object({
  state: ZProfileDeletionState,
  requestedAt: z.string().nullable(),
  /** When the account will be anonymised (requestedAt + grace period); null when nothing is pending. */
  effectiveAt: z.string().nullable(),
  graceDays: z.number().int(),
});
export type TProfileDeletionStatus = z.infer<typeof ZProfileDeletionStatus>;

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

export const ACCOUNT_CALLS = [requestProfileDeletionCall, revertProfileDeletionCall, profileDeletionStatusCall] as const;
