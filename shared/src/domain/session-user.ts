import { z } from 'zod';
import { TENANT_PERMISSION_KEYS, type TenantPermissionKey } from './tenant-permissions';

/*
 * The session user of SPEC §3: what a login answer carries and the session store keeps. Ids are
 * strings (the API's record ids); flags the spec compares with 1 (isExternal, employeeMngmt,
 * isAllowExternalCases) are 0 | 1; the rest are booleans. Values a user may lack (a platform
 * operator has no tenant, a law-firm user no company) are nullable.
 */

const ZFlag = z.union([z.literal(0), z.literal(1)]);
const roleIds = z.array(z.number().int());

/** SPEC §3 tenant permissions map: each key lists the role ids allowed. */
export const ZSessionTenantPermissions = z.object(
  Object.fromEntries(TENANT_PERMISSION_KEYS.map((key) => [key, roleIds])) as Record<
    TenantPermissionKey,
    typeof roleIds
  >,
);

export const ZSessionGlobalConfig = z.object({
  /** The external-cases feature (SPEC §6). */
  isAllowExternalCases: ZFlag,
  /** Tenant type 1: 0 shows beneficiary pages, 1 employee pages (SPEC §6). */
  employeeMngmt: ZFlag,
});

export const ZSessionTenantDetails = z.object({
  /** 'yes' once the admin completed the company profile; compared trimmed, case-insensitive. */
  profCompleted: z.string(),
  /** Spelling as in SPEC §3. */
  defaultWorkflowComplted: z.boolean(),
  adminName: z.string().nullable(),
  adminEmail: z.string().nullable(),
  phone: z.string().nullable(),
  phoneCountryCode: z.object({ countryCallingCode: z.string().nullable() }),
  /** 1 law firm or company, 2 petitioner-type tenant. */
  typeId: z.number().int(),
  slug: z.string(),
  favicon: z.string().nullable(),
  /** Roles that may issue invoices besides 3 and 4. */
  issueInvoiceRoleIds: roleIds,
  /** Spelling as in SPEC §3. */
  whiteLabled: z.boolean(),
  feiNumber: z.string().nullable(),
  petitionerInfo: z.object({ feiNumber: z.string().nullable() }).nullable(),
  /** ISO date-time of the last profile edit. */
  profileUpdatedOn: z.string().nullable(),
  permissions: ZSessionTenantPermissions,
});

export const ZSessionUser = z.object({
  token: z.string().min(1),
  /** The raw user record as the login answer gives it. */
  user: z.record(z.string(), z.unknown()),
  userId: z.string(),
  userName: z.string(),
  /** The role's display name. */
  userRole: z.string(),
  /** The role chosen at login (an account may hold several). */
  loginRoleId: z.number().int(),
  roleId: z.number().int(),
  /** The petitioner, beneficiary or staff details record of this user. */
  detailsId: z.string().nullable(),
  tenantId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  profilePicture: z.string().nullable(),
  passwordUpdated: z.boolean(),
  /** 1 = external user; anything else is internal (SPEC §6). */
  isExternal: ZFlag,
  casesAccessforAllUsers: z.boolean(),
  capCaseCount: z.number().int().min(0),
  registrationCompleted: z.boolean(),
  companyRegistrationCompleted: z.boolean(),
  companyId: z.string().nullable(),
  companyStatusId: z.number().int().nullable(),
  /** e.g. 'Individual'. */
  accountType: z.string().nullable(),
  /** e.g. 'Sponsor'. */
  accountSubType: z.string().nullable(),
  globalConfig: ZSessionGlobalConfig,
  tenantDetails: ZSessionTenantDetails.nullable(),
  companyDetails: z.object({ profileUpdatedOn: z.string().nullable() }).nullable(),
});

export type TSessionUser = z.infer<typeof ZSessionUser>;
export type TSessionTenantDetails = z.infer<typeof ZSessionTenantDetails>;
export type TSessionGlobalConfig = z.infer<typeof ZSessionGlobalConfig>;
