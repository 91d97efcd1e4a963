import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../../domain/messages';
import { callPayload, defineCall } from '../define-call';
import { ZAcceptedResult, ZAccountEmail, ZNewPassword } from './auth-schemas';

/**
 * Self-registration at a tenant's /register page: a petitioner (role 50, the default; the company
 * then waits for the firm's approval) or a beneficiary (role 51, SPEC §5). The account stays
 * `pending_verification` until the e-mailed link (/verify-email?token=…) is opened. The answer is
 * the same whether or not the address already has an account (no enumeration).
 */
export const ZSignupPayload = callPayload({
  firstName: z.string().trim().min(1, VALIDATION_MESSAGES.required('First Name')).max(100),
  lastName: z.string().trim().min(1, VALIDATION_MESSAGES.required('Last Name')).max(100),
  email: ZAccountEmail,
  password: ZNewPassword,
  phone: z.string().trim().max(40).optional(),
  roleId: z.union([z.literal(50), z.literal(51)]).default(50),
  /** Petitioners: the client company's name. */
  companyName: z.string().trim().min(1).max(200).optional(),
  /** e.g. 'Individual' (SPEC §3). */
  accountType: z.string().trim().max(50).optional(),
  /** e.g. 'Sponsor' (SPEC §3). */
  accountSubType: z.string().trim().max(50).optional(),
});
export type TSignupPayload = z.input<typeof ZSignupPayload>;

export const ZSignupResult = ZAcceptedResult;
export type TSignupResult = z.infer<typeof ZSignupResult>;

export const signupCall = defineCall({
  path: '/auth/signup',
  summary: 'Self-registration (petitioner or beneficiary); sends an e-mail verification link.',
  payload: ZSignupPayload,
  result: ZSignupResult,
  auth: { kind: 'public' },
  scope: 'tenant',
  creates: true,
  example: {
    firstName: 'Pat',
    lastName: 'Lee',
    email: 'pat@client.test',
    password: 'Secret@123',
    roleId: 50,
    companyName: 'Client Co',
  },
});
