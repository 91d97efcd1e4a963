import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZAccountEmail, ZNewPassword } from '../auth/auth-schemas';
import { ZOperatorTenantId, ZRoleId, ZUser } from './user-schemas';

/**
 * Creates a user. Admins (3) any tenant role; branch managers (4) roles 5–13, 49–51 inside their
 * branches; the operator tenant admins (3, with `tenantId`) or platform users (1, 2, app host);
 * users with the tenant permission BENEFICIARY_INVITE register beneficiaries (roleId forced to 51,
 * SPEC §5). Without `password` the user is `invited` and gets an activation link by mail.
 */
export const ZRegisterUserPayload = callPayload({
  tenantId: ZOperatorTenantId,
  email: ZAccountEmail,
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().max(100).optional(),
  roleId: ZRoleId,
  branchIds: z.array(z.uuid()).max(50).optional(),
  phone: z.string().trim().max(40).optional(),
  isExternal: z.union([z.literal(0), z.literal(1)]).optional(),
  casesAccessforAllUsers: z.boolean().optional(),
  companyName: z.string().trim().max(200).optional(),
  accountType: z.string().trim().max(50).optional(),
  accountSubType: z.string().trim().max(50).optional(),
  /** Set the password now (active at once) instead of mailing an activation link. */
  password: ZNewPassword.optional(),
});
export type TRegisterUserPayload = z.input<typeof ZRegisterUserPayload>;

export const ZRegisterUserResult = ZUser.extend({
  /** Set when an activation link was mailed. */
  activationExpiresAt: z.string().nullable(),
});
export type TRegisterUserResult = z.infer<typeof ZRegisterUserResult>;

export const registerUserCall = defineCall({
  path: '/users/register',
  summary: 'Create a user (staff, petitioner or beneficiary); mails an activation link unless a password is set.',
  payload: ZRegisterUserPayload,
  result: ZRegisterUserResult,
  auth: { kind: 'session' },
  creates: true,
  ids: { branchIds: 'branch', tenantId: 'tenant' },
  example: { email: 'new.paralegal@demo.test', firstName: 'Nia', lastName: 'Park', roleId: 8 },
});
