/** SPEC §3: tenant permission keys; each maps to the role ids allowed. */
export const TENANT_PERMISSION_KEYS = [
  'PETITIONER_COMPLETE_PROFILE',
  'IMMIGRATION_OVERVIEW',
  'PETITIONER_INVITE',
  'TASK_LIST',
  'CASE_CREATE',
  'CAP_LCA_CREATE',
  'LCA_CREATE',
  'BENEFICIARY_INVITE',
] as const;
export type TenantPermissionKey = (typeof TENANT_PERMISSION_KEYS)[number];
export type TenantPermissions = Record<TenantPermissionKey, number[]>;

/** What a new tenant starts with; its admin can change each list. */
export const DEFAULT_TENANT_PERMISSIONS: TenantPermissions = {
  PETITIONER_COMPLETE_PROFILE: [50],
  IMMIGRATION_OVERVIEW: [3, 4, 5, 6, 7, 8, 9, 10, 11, 50, 51],
  PETITIONER_INVITE: [3, 4, 5],
  TASK_LIST: [3, 4, 5, 6, 7, 8, 9, 10, 11],
  CASE_CREATE: [3, 4, 5, 6, 8, 50],
  CAP_LCA_CREATE: [3, 4, 11, 50],
  LCA_CREATE: [3, 4, 11],
  BENEFICIARY_INVITE: [3, 4, 5, 50],
};

/** SPEC §1: tenant type 1 is a company or law firm, type 2 a petitioner-type tenant. */
export const TENANT_TYPE = { LAW_FIRM: 1, PETITIONER: 2 } as const;

/** SPEC §4: the tenant admin profile is complete only when profCompleted is 'yes'. */
export const isProfileCompleted = (profCompleted: string | null | undefined): boolean =>
  (profCompleted ?? '').trim().toLowerCase() === 'yes';
