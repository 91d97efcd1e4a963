import { z } from 'zod';
import { TENANT_PERMISSION_KEYS } from '../../domain/tenant-permissions';
import { ZFein } from '../people/fein';

export const ZTenantStatus = z.enum(['invited', 'active', 'inactive', 'deleted']);
export type TTenantStatus = z.infer<typeof ZTenantStatus>;

/** Tenant slug: the first label of its host name. */
export const ZTenantSlug = z
  .string()
  .trim()
  .toLowerCase()
  .min(2)
  .max(40)
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'Use lower-case letters, digits and dashes');

const hexColour = z.string().regex(/^#[0-9a-fA-F]{3,8}$/, 'Expected a hex colour like #1F6FEB');

export const ZTenantTheme = z.object({
  primaryColor: hexColour.optional(),
  secondaryColor: hexColour.optional(),
  accentColor: hexColour.optional(),
  mode: z.enum(['light', 'dark']).optional(),
});
export type TTenantTheme = z.infer<typeof ZTenantTheme>;

const roleIds = z.array(z.number().int().min(1).max(99)).max(30);

/** SPEC §3 permission map: each key lists the role ids allowed. */
export const ZTenantPermissions = z.object(
  Object.fromEntries(TENANT_PERMISSION_KEYS.map((k) => [k, roleIds])) as Record<
    (typeof TENANT_PERMISSION_KEYS)[number],
    typeof roleIds
  >,
);
export type TTenantPermissions = z.infer<typeof ZTenantPermissions>;

export const ZTenantGlobalConfig = z.object({
  isAllowExternalCases: z.union([z.literal(0), z.literal(1)]),
  employeeMngmt: z.union([z.literal(0), z.literal(1)]),
});
export type TTenantGlobalConfig = z.infer<typeof ZTenantGlobalConfig>;

export const ZTenantChecklist = z.object({
  petitionSetupCompleted: z.boolean(),
  workflowSetupCompleted: z.boolean(),
  branchSetupCompleted: z.boolean(),
});
export type TTenantChecklist = z.infer<typeof ZTenantChecklist>;

/** The white-label face of a tenant: what anyone at its host may read before signing in. */
export const ZTenantPublic = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  typeId: z.number().int(),
  status: ZTenantStatus,
  logo: z.string().nullable(),
  favicon: z.string().nullable(),
  contactEmail: z.string().nullable(),
  webApp: z.string().nullable(),
  whiteLabled: z.boolean(),
  theme: ZTenantTheme,
  globalConfig: ZTenantGlobalConfig,
  weeklyReports: z.boolean(),
});
export type TTenantPublic = z.infer<typeof ZTenantPublic>;

/** The full tenant record, for its admins and the platform operator. */
export const ZTenant = ZTenantPublic.extend({
  permissions: ZTenantPermissions,
  issueInvoiceRoleIds: z.array(z.number().int()),
  checklist: ZTenantChecklist,
  /** 'yes' when the admin completed the company profile (SPEC §4). */
  profCompleted: z.string(),
  defaultWorkflowComplted: z.boolean(),
  adminName: z.string().nullable(),
  adminEmail: z.string().nullable(),
  phone: z.string().nullable(),
  phoneCountryCode: z.object({ countryCallingCode: z.string().nullable() }),
  feiNumber: z.string().nullable(),
  address: z.record(z.string(), z.unknown()).nullable(),
  profileUpdatedOn: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTenant = z.infer<typeof ZTenant>;

/** Logo and favicon uploads: images only, at most this size. */
export const TENANT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const TENANT_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/x-icon', 'image/vnd.microsoft.icon', 'image/webp'];
export const TENANT_IMAGE_MESSAGE = 'Choose a PNG, JPG, SVG, WebP or ICO image of at most 2 MB.';

const optionalUrl = z.string().trim().max(2000).nullable().optional();

/** Fields an admin (or the operator) may edit. */
export const tenantEditableFields = {
  name: z.string().trim().min(2).max(200).optional(),
  logo: optionalUrl,
  favicon: optionalUrl,
  contactEmail: z.email().nullable().optional(),
  webApp: optionalUrl,
  theme: ZTenantTheme.optional(),
  permissions: ZTenantPermissions.partial().optional(),
  globalConfig: ZTenantGlobalConfig.partial().optional(),
  issueInvoiceRoleIds: roleIds.optional(),
  checklist: ZTenantChecklist.partial().optional(),
  profCompleted: z.enum(['yes', 'no']).optional(),
  defaultWorkflowComplted: z.boolean().optional(),
  adminName: z.string().trim().max(200).nullable().optional(),
  adminEmail: z.email().nullable().optional(),
  phone: z.string().trim().max(40).nullable().optional(),
  phoneCountryCode: z.string().trim().max(8).nullable().optional(),
  /** NN-NNNNNNN, the same rule as a petitioner company's FEIN. */
  feiNumber: ZFein.nullable().optional(),
  address: z.record(z.string(), z.unknown()).nullable().optional(),
};

/** Fields only the platform operator may set. */
export const tenantOperatorFields = {
  typeId: z.union([z.literal(1), z.literal(2)]).optional(),
  whiteLabled: z.boolean().optional(),
  weeklyReports: z.boolean().optional(),
};
