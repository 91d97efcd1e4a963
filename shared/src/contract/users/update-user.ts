import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZOperatorTenantId, ZRoleId, ZUser } from './user-schemas';

/**
 * Edits a user. Everyone may edit their own name and phone; managers also role, branches and
 * flags of the users they manage. A role change ends the user's sessions (their next call answers
 * ROLE_CHANGED). Editing a petitioner's company name marks the company profile incomplete (SPEC §4).
 */
export const ZUpdateUserPayload = callPayload({
  tenantId: ZOperatorTenantId,
  /** Omit for the signed-in user. */
  userId: z.uuid().optional(),
  firstName: z.string().trim().min(1).max(100).optional(),
  lastName: z.string().trim().max(100).nullable().optional(),
  phone: z.string().trim().max(40).nullable().optional(),
  roleId: ZRoleId.optional(),
  branchIds: z.array(z.uuid()).max(50).optional(),
  isExternal: z.union([z.literal(0), z.literal(1)]).optional(),
  casesAccessforAllUsers: z.boolean().optional(),
  companyName: z.string().trim().max(200).nullable().optional(),
  /** Admins: master data company_status id (approve a petitioner's company: 4). */
  companyStatusId: z.number().int().min(1).max(5).nullable().optional(),
  accountType: z.string().trim().max(50).nullable().optional(),
  accountSubType: z.string().trim().max(50).nullable().optional(),
  registrationCompleted: z.boolean().optional(),
  companyRegistrationCompleted: z.boolean().optional(),
});
export type TUpdateUserPayload = z.input<typeof ZUpdateUserPayload>;

export const ZUpdateUserResult = ZUser;
export type TUpdateUserResult = z.infer<typeof ZUpdateUserResult>;

export const updateUserCall = defineCall({
  path: '/users/update',
  summary: 'Edit a user; a role change ends their sessions (ROLE_CHANGED).',
  payload: ZUpdateUserPayload,
  result: ZUpdateUserResult,
  auth: { kind: 'session' },
  ids: { userId: 'user', branchIds: 'branch', tenantId: 'tenant' },
  example: { userId: '00000000-0000-4000-8000-000000000001', roleId: 6 },
});
