import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZAccountEmail } from './auth-schemas';

/** Tenant permission PETITIONER_INVITE: creates an invited petitioner and mails an activation link. */
export const ZInvitePetitionerPayload = callPayload({
  email: ZAccountEmail,
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().max(100).optional(),
  companyName: z.string().trim().min(1).max(200).optional(),
  phone: z.string().trim().max(40).optional(),
  /** Branches the petitioner's cases belong to (defaults to the inviter's). */
  branchIds: z.array(z.uuid()).max(50).optional(),
});
export type TInvitePetitionerPayload = z.input<typeof ZInvitePetitionerPayload>;

export const ZInvitePetitionerResult = z.object({
  userId: z.string(),
  email: z.string(),
  /** When the invitation link stops working. */
  expiresAt: z.string(),
});
export type TInvitePetitionerResult = z.infer<typeof ZInvitePetitionerResult>;

export const invitePetitionerCall = defineCall({
  path: '/auth/invite-petitioner',
  summary: 'Invite a petitioner (client company user): the e-mail carries an activation link.',
  payload: ZInvitePetitionerPayload,
  result: ZInvitePetitionerResult,
  auth: { kind: 'session' },
  scope: 'tenant',
  creates: true,
  ids: { branchIds: 'branch' },
  example: { email: 'hr@client.test', firstName: 'Hana', lastName: 'Roe', companyName: 'Client Co' },
});
