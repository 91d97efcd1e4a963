import type { TTenant, TTenantPermissions, TTenantPublic, TTenantStatus } from 'shared/contract';
import { DEFAULT_TENANT_PERMISSIONS, TENANT_PERMISSION_KEYS } from 'shared/domain';
import type { TenantRow } from './tenants.table';
import { iso } from '../../platform/data';

/** Stored permissions completed with the defaults for keys never set. */
export function permissionsOf(row: Pick<TenantRow, 'permissions'>): TTenantPermissions {
  const out = {} as TTenantPermissions;
  for (const key of TENANT_PERMISSION_KEYS) {
    out[key] = [...(row.permissions?.[key] ?? DEFAULT_TENANT_PERMISSIONS[key])];
  }
  return out;
}

export function toTenantPublic(row: TenantRow): TTenantPublic {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    typeId: row.typeId,
    status: row.status as TTenantStatus,
    logo: row.logo,
    favicon: row.favicon,
    contactEmail: row.contactEmail,
    webApp: row.webApp,
    whiteLabled: row.whiteLabled,
    theme: row.theme ?? {},
    globalConfig: {
      isAllowExternalCases: row.globalConfig?.isAllowExternalCases === 1 ? 1 : 0,
      employeeMngmt: row.globalConfig?.employeeMngmt === 1 ? 1 : 0,
    },
    weeklyReports: row.weeklyReports,
  };
}

export function toTenant(row: TenantRow): TTenant {
  return {
    ...toTenantPublic(row),
    permissions: permissionsOf(row),
    issueInvoiceRoleIds: row.issueInvoiceRoleIds ?? [],
    checklist: {
      petitionSetupCompleted: !!row.checklist?.petitionSetupCompleted,
      workflowSetupCompleted: !!row.checklist?.workflowSetupCompleted,
      branchSetupCompleted: !!row.checklist?.branchSetupCompleted,
    },
    profCompleted: row.profCompleted,
    defaultWorkflowComplted: row.defaultWorkflowCompleted,
    adminName: row.adminName,
    adminEmail: row.adminEmail,
    phone: row.phone,
    phoneCountryCode: { countryCallingCode: row.phoneCountryCode },
    feiNumber: row.feiNumber,
    address: row.address ?? null,
    profileUpdatedOn: iso(row.profileUpdatedOn),
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  };
}
