import { z } from 'zod';

/** users.status; master data user_status has the same codes. */
export const ZUserStatus = z.enum(['active', 'inactive', 'invited', 'pending_verification', 'locked']);
export type TUserStatus = z.infer<typeof ZUserStatus>;

export const ZUserBranchRef = z.object({ _id: z.string(), name: z.string() });

/** A user (an account) as the users screens show it. Never carries secrets. */
export const ZUser = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  roleId: z.number().int(),
  roleName: z.string(),
  status: ZUserStatus,
  /** 1 = external user (SPEC §6). */
  isExternal: z.union([z.literal(0), z.literal(1)]),
  branchIds: z.array(z.string()),
  branches: z.array(ZUserBranchRef),
  phone: z.string().nullable(),
  /** Storage key of the picture (fetch a signed address with /s3/get-signed-url). */
  profilePicture: z.string().nullable(),
  /** 'totp' once the user enrolled an authenticator app. */
  mfaType: z.enum(['totp']).nullable(),
  detailsId: z.string().nullable(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  companyStatusId: z.number().int().nullable(),
  accountType: z.string().nullable(),
  accountSubType: z.string().nullable(),
  casesAccessforAllUsers: z.boolean(),
  passwordUpdated: z.boolean(),
  registrationCompleted: z.boolean(),
  companyRegistrationCompleted: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

/** Role ids a user record may carry (SPEC §6). */
export const ZRoleId = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
  z.literal(7),
  z.literal(8),
  z.literal(9),
  z.literal(10),
  z.literal(11),
  z.literal(12),
  z.literal(13),
  z.literal(49),
  z.literal(50),
  z.literal(51),
]);

/**
 * The operator (role 1, app host) names the tenant whose admins he manages; at a tenant's host it
 * must be absent or that tenant.
 */
export const ZOperatorTenantId = z.uuid().optional();
