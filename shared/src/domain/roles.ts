/** Role ids of SPEC §6. Names of 1, 2, 12 and 13 are Passage's own choice (see docs/roles.md). */
export const ROLE = {
  PLATFORM_OPERATOR: 1,
  PLATFORM_SUPPORT: 2,
  ADMIN: 3,
  BRANCH_MANAGER: 4,
  FRONT_OFFICE: 5,
  ATTORNEY: 6,
  SUPERVISOR: 7,
  PARALEGAL: 8,
  DOCUMENTATION_MANAGER: 9,
  DOCUMENTATION_EXECUTIVE: 10,
  LCA_MANAGER: 11,
  BILLING_MANAGER: 12,
  READ_ONLY_STAFF: 13,
  I9_USER: 49,
  PETITIONER: 50,
  BENEFICIARY: 51,
} as const;

export type RoleId = (typeof ROLE)[keyof typeof ROLE];

export const ROLE_NAMES: Record<RoleId, string> = {
  1: 'Platform Operator',
  2: 'Platform Support',
  3: 'Admin',
  4: 'Branch Manager',
  5: 'Front Office User',
  6: 'Attorney',
  7: 'Supervisor',
  8: 'Paralegal',
  9: 'Documentation Manager',
  10: 'Documentation Executive',
  11: 'LCA Manager',
  12: 'Billing Manager',
  13: 'Read-only Staff',
  49: 'I-9 User',
  50: 'Petitioner',
  51: 'Beneficiary',
};

/** SPEC §6: roles 3 and 4 are admins and override most checks. */
export const ADMIN_ROLES: readonly RoleId[] = [3, 4];
/** SPEC §6: internal roles are 3 to 13. */
export const INTERNAL_ROLES: readonly RoleId[] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];
/** SPEC §6/§9: roles 50 and 51 are company or external (non-law-office). */
export const NON_LAW_ROLES: readonly RoleId[] = [50, 51];
/** SPEC §7: change-password defaults roleId to 7 when absent. */
export const DEFAULT_ROLE_ID: RoleId = 7;

export const isAdminRole = (roleId: number | null | undefined): boolean =>
  roleId === 3 || roleId === 4;
export const isInternalRole = (roleId: number | null | undefined): boolean =>
  typeof roleId === 'number' && roleId >= 3 && roleId <= 13;
