import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZPeopleEmail } from '../people/people-base';

export const ZInviteBeneficiaryPayload = callPayload({
  beneficiaryId: z.uuid(),
  /** Overrides (and stores) the beneficiary’s e-mail. */
  email: ZPeopleEmail.optional(),
});
export type TInviteBeneficiaryPayload = z.input<typeof ZInviteBeneficiaryPayload>;
export const ZInviteBeneficiaryResult = z.object({
  beneficiaryId: z.string(),
  userId: z.string(),
  email: z.string(),
  /** Outbox id of the invitation mail. */
  mailId: z.string().nullable(),
  expiresAt: z.string(),
});
export type TInviteBeneficiaryResult = z.infer<typeof ZInviteBeneficiaryResult>;

export const inviteBeneficiaryCall = defineCall({
  path: '/beneficiary/invite',
  summary:
    'Create the role-51 login of a beneficiary (status invited) and mail the activation link (tenant permission BENEFICIARY_INVITE).',
  payload: ZInviteBeneficiaryPayload,
  result: ZInviteBeneficiaryResult,
  auth: { kind: 'session' },
  scope: 'tenant',
  creates: true,
  ids: { beneficiaryId: 'beneficiary' },
  example: { beneficiaryId: '6c0f3a52-2f7e-4a8e-9d7b-2d6f1e0b9a11' },
});
