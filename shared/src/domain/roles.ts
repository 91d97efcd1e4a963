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

/*
 * Named role sets. Pages (`RouteDef.roles` in the route catalogue) and calls (`auth.roles` in the
 * contract) name one of these, never numbers; docs/roles.md shows the role × page matrix built
 * from them (a test keeps it true).
 */

/** Every role id: pages every signed-in user may open (profile, notifications) and public pages. */
export const ALL_ROLES: readonly RoleId[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 49, 50, 51];
/** Platform staff at the app host (no tenant): operator and support. */
export const PLATFORM_ROLES: readonly RoleId[] = [ROLE.PLATFORM_OPERATOR, ROLE.PLATFORM_SUPPORT];
/** The platform operator alone: the operator console (firms, their usage, invitations, suspension, export, deletion). */
export const OPERATOR_ROLES: readonly RoleId[] = [ROLE.PLATFORM_OPERATOR];
/** SPEC §6: roles 3 and 4 are admins and override most checks. */
export const ADMIN_ROLES: readonly RoleId[] = [ROLE.ADMIN, ROLE.BRANCH_MANAGER];
/** Who manages user accounts: the platform operator (tenant admins, platform users) and the admins. */
export const USER_ADMIN_ROLES: readonly RoleId[] = [ROLE.PLATFORM_OPERATOR, ...ADMIN_ROLES];
/** SPEC §6: internal roles are 3 to 13 (the firm's staff). */
export const INTERNAL_ROLES: readonly RoleId[] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];
/** Staff who work on cases: internal roles except billing (12) and read-only (13). */
export const CASE_WORKER_ROLES: readonly RoleId[] = [3, 4, 5, 6, 7, 8, 9, 10, 11];
/** LCA and prevailing-wage work: admins, attorneys, supervisors, paralegals and the LCA manager. */
export const LCA_ROLES: readonly RoleId[] = [
  ...ADMIN_ROLES,
  ROLE.ATTORNEY,
  ROLE.SUPERVISOR,
  ROLE.PARALEGAL,
  ROLE.LCA_MANAGER,
];
/** I-9 verifications: admins and the I-9 user. */
export const I9_ROLES: readonly RoleId[] = [...ADMIN_ROLES, ROLE.I9_USER];
/** Invoices and QuickBooks at the firm: admins and the billing manager. */
export const BILLING_ROLES: readonly RoleId[] = [...ADMIN_ROLES, ROLE.BILLING_MANAGER];
/** SPEC §6/§9: roles 50 and 51 are company or external (non-law-office). */
export const NON_LAW_ROLES: readonly RoleId[] = [ROLE.PETITIONER, ROLE.BENEFICIARY];
/** The firm's clients: petitioners and beneficiaries (same ids as NON_LAW_ROLES). */
export const CLIENT_ROLES: readonly RoleId[] = NON_LAW_ROLES;
export const PETITIONER_ROLES: readonly RoleId[] = [ROLE.PETITIONER];
export const BENEFICIARY_ROLES: readonly RoleId[] = [ROLE.BENEFICIARY];
/** Case pages: the firm's staff and its clients (the server shows clients only their own cases). */
export const STAFF_AND_CLIENT_ROLES: readonly RoleId[] = [...INTERNAL_ROLES, ...CLIENT_ROLES];
/** Company pages (beneficiaries of a company, its questionnaires): staff and the petitioner. */
export const STAFF_AND_PETITIONER_ROLES: readonly RoleId[] = [...INTERNAL_ROLES, ROLE.PETITIONER];
/** Invoices: the firm's billing people and the petitioner (his company's invoices). */
export const INVOICE_ROLES: readonly RoleId[] = [...BILLING_ROLES, ROLE.PETITIONER];
/** Dashboards: platform staff, the firm's staff and the petitioner (who lands there). */
export const DASHBOARD_ROLES: readonly RoleId[] = [...PLATFORM_ROLES, ...INTERNAL_ROLES, ROLE.PETITIONER];
/**
 * /dashboard itself: the dashboard roles and the beneficiary (issue 17 point 2: his own cases and
 * what is asked of him). He lands on /cases (SPEC §6) and opens it from the sidebar.
 */
export const WIDGET_DASHBOARD_ROLES: readonly RoleId[] = [...DASHBOARD_ROLES, ROLE.BENEFICIARY];
/** SPEC §2 company details & settings: platform staff, the admins and the petitioner (his company profile). */
export const COMPANY_SETTINGS_ROLES: readonly RoleId[] = [...PLATFORM_ROLES, ...ADMIN_ROLES, ROLE.PETITIONER];

/** The case team below the admins: front office, attorney, supervisor, paralegal, documentation (5–10). */
export const TEAM_ROLES: readonly RoleId[] = [
  ROLE.FRONT_OFFICE,
  ROLE.ATTORNEY,
  ROLE.SUPERVISOR,
  ROLE.PARALEGAL,
  ROLE.DOCUMENTATION_MANAGER,
  ROLE.DOCUMENTATION_EXECUTIVE,
];
/** Who prepares cases (the preparer list, e-signature senders, RFE editors): admins and the case team (3–10). */
export const PREPARER_ROLES: readonly RoleId[] = [...ADMIN_ROLES, ...TEAM_ROLES];
/** Admins and attorneys (3, 4, 6): approve RFE filings, sign as the attorney, manage letter templates. */
export const ATTORNEY_ROLES: readonly RoleId[] = [...ADMIN_ROLES, ROLE.ATTORNEY];
/** Staff who see but do not change cases or people: billing manager and read-only staff (12, 13). */
export const NON_CASE_STAFF_ROLES: readonly RoleId[] = [ROLE.BILLING_MANAGER, ROLE.READ_ONLY_STAFF];
/** Every role of a tenant (3–13, 49–51): what a tenant admin may give. */
export const TENANT_ROLES: readonly RoleId[] = [...INTERNAL_ROLES, ROLE.I9_USER, ...CLIENT_ROLES];
/** Roles a branch manager manages (SPEC §6: 5–13 and 49–51, within his branches). */
export const BRANCH_MANAGED_ROLES: readonly RoleId[] = TENANT_ROLES.filter((r) => !ADMIN_ROLES.includes(r));
/** Support tickets (issue 18.5): clients open them to the firm, staff to the operator, platform staff work the latter. */
export const SUPPORT_TICKET_ROLES: readonly RoleId[] = [...PLATFORM_ROLES, ...STAFF_AND_CLIENT_ROLES];

/** The named sets, by name: docs/roles.md and the tests name a set by finding it here. */
export const ROLE_SETS = {
  ALL_ROLES,
  PLATFORM_ROLES,
  OPERATOR_ROLES,
  ADMIN_ROLES,
  USER_ADMIN_ROLES,
  INTERNAL_ROLES,
  CASE_WORKER_ROLES,
  LCA_ROLES,
  I9_ROLES,
  BILLING_ROLES,
  CLIENT_ROLES,
  PETITIONER_ROLES,
  BENEFICIARY_ROLES,
  STAFF_AND_CLIENT_ROLES,
  STAFF_AND_PETITIONER_ROLES,
  INVOICE_ROLES,
  DASHBOARD_ROLES,
  WIDGET_DASHBOARD_ROLES,
  COMPANY_SETTINGS_ROLES,
  TEAM_ROLES,
  PREPARER_ROLES,
  ATTORNEY_ROLES,
  NON_CASE_STAFF_ROLES,
  TENANT_ROLES,
  BRANCH_MANAGED_ROLES,
  SUPPORT_TICKET_ROLES,
} as const satisfies Record<string, readonly RoleId[]>;
export type RoleSetName = keyof typeof ROLE_SETS;

/** The name of a named set (by identity), or undefined for an array that is not one of them. */
export const roleSetName = (roles: readonly number[]): RoleSetName | undefined =>
  (Object.keys(ROLE_SETS) as RoleSetName[]).find((name) => ROLE_SETS[name] === roles);
/** SPEC §7: change-password defaults roleId to 7 when absent. */
export const DEFAULT_ROLE_ID: RoleId = 7;

export const isAdminRole = (roleId: number | null | undefined): boolean => roleId === 3 || roleId === 4;
export const isInternalRole = (roleId: number | null | undefined): boolean =>
  typeof roleId === 'number' && roleId >= 3 && roleId <= 13;

/** True when `roleId` is in `set` (a named set above); false for a missing role. */
export const hasRole = (roleId: number | null | undefined, set: readonly RoleId[]): boolean =>
  typeof roleId === 'number' && (set as readonly number[]).includes(roleId);
/** Staff who work on cases (3–11): create companies and beneficiaries, import, pick assignees. */
export const isCaseWorkerRole = (roleId: number | null | undefined): boolean => hasRole(roleId, CASE_WORKER_ROLES);
/** Platform staff (1, 2). */
export const isPlatformRole = (roleId: number | null | undefined): boolean => hasRole(roleId, PLATFORM_ROLES);
