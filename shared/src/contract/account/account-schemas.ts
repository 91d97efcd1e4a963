import { z } from 'zod';

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
