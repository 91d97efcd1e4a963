import type { TenantPermissionKey } from 'shared/domain';

/** What each SPEC §3 tenant permission key opens, in the words of the roles page. */
export const PERMISSION_LABELS: Record<TenantPermissionKey, string> = {
  PETITIONER_COMPLETE_PROFILE: 'Complete the petitioner’s company profile',
  IMMIGRATION_OVERVIEW: 'See the immigration overview',
  PETITIONER_INVITE: 'Invite petitioners',
  TASK_LIST: 'See the task list',
  CASE_CREATE: 'Create cases',
  CAP_LCA_CREATE: 'Create CAP registrations and their LCAs',
  LCA_CREATE: 'Create LCAs',
  BENEFICIARY_INVITE: 'Invite beneficiaries',
};

/** The roles a tenant's permission lists may name (SPEC §6: internal 3–13, I-9 49, petitioner 50, beneficiary 51). */
export const TENANT_ROLE_IDS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 49, 50, 51] as const;

/** Roles a tenant may add to the invoice issuers (3 and 4 always may: SPEC §6). */
export const INVOICE_ROLE_IDS = [5, 6, 7, 8, 9, 10, 11, 12, 13] as const;
