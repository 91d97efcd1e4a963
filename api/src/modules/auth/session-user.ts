import type { TSessionTenantDetails, TSessionUser } from 'shared/domain';
import { PLATFORM_TENANT_ID, type Db } from '../../platform/db';
import { findTenantById } from '../tenants';
import { permissionsOf } from '../tenants';
import type { TenantRow } from '../tenants';
import { branchNames } from '../branches';
import { roleName, toUser } from '../users';
import type { UserRow } from '../users';
import { iso } from '../../platform/data';
import { ROLE } from 'shared/domain';

/**
 * Adds fields other modules own to the session user (e.g. the cases module's capCaseCount).
 * Register at import time of the module; contributors run in order, in the call's transaction.
 */
export type SessionUserContributor = (tx: Db, user: UserRow, base: TSessionUser) => Promise<Partial<TSessionUser>>;
const contributors: SessionUserContributor[] = [];
export function registerSessionUserContributor(fn: SessionUserContributor): void {
  contributors.push(fn);
}

export function tenantDetailsOf(tenant: TenantRow): TSessionTenantDetails {
  return {
    profCompleted: tenant.profCompleted,
    defaultWorkflowComplted: tenant.defaultWorkflowCompleted,
    adminName: tenant.adminName,
    adminEmail: tenant.adminEmail,
    phone: tenant.phone,
    phoneCountryCode: { countryCallingCode: tenant.phoneCountryCode },
    typeId: tenant.typeId,
    slug: tenant.slug,
    favicon: tenant.favicon,
    issueInvoiceRoleIds: tenant.issueInvoiceRoleIds ?? [],
    whiteLabled: tenant.whiteLabled,
    feiNumber: tenant.feiNumber,
    petitionerInfo: { feiNumber: tenant.feiNumber },
    profileUpdatedOn: iso(tenant.profileUpdatedOn),
    permissions: permissionsOf(tenant),
  };
}

/**
 * The SPEC §3 session user, always rebuilt from the current rows (so a profile edited since
 * sign-in, SPEC §4, shows at once). `tenant` may be passed when already loaded.
 */
export async function buildSessionUser(tx: Db, user: UserRow, token: string, tenant?: TenantRow | null): Promise<TSessionUser> {
  const tenantRow = user.tenantId === PLATFORM_TENANT_ID ? null : (tenant ?? (await findTenantById(tx, user.tenantId)) ?? null);
  const names = await branchNames(tx, user.branchIds);
  const base: TSessionUser = {
    token,
    user: toUser(user, names) as unknown as Record<string, unknown>,
    userId: user.id,
    userName: user.name,
    userRole: roleName(user.roleId),
    loginRoleId: user.roleId,
    roleId: user.roleId,
    detailsId: user.detailsId ?? user.id,
    tenantId: tenantRow ? tenantRow.id : null,
    name: user.name,
    email: user.email,
    phone: user.phone,
    profilePicture: user.profilePicture,
    passwordUpdated: user.passwordUpdated,
    isExternal: user.isExternal === 1 ? 1 : 0,
    casesAccessforAllUsers: user.casesAccessForAllUsers,
    capCaseCount: 0,
    registrationCompleted: user.registrationCompleted,
    companyRegistrationCompleted: user.companyRegistrationCompleted,
    companyId: user.companyId,
    companyStatusId: user.companyStatusId,
    accountType: user.accountType,
    accountSubType: user.accountSubType,
    globalConfig: {
      isAllowExternalCases: tenantRow?.globalConfig?.isAllowExternalCases === 1 ? 1 : 0,
      employeeMngmt: tenantRow?.globalConfig?.employeeMngmt === 1 ? 1 : 0,
    },
    tenantDetails: tenantRow ? tenantDetailsOf(tenantRow) : null,
    companyDetails: user.roleId === ROLE.PETITIONER ? { profileUpdatedOn: iso(user.companyProfileUpdatedOn) } : null,
  };
  let out = base;
  for (const contribute of contributors) out = { ...out, ...(await contribute(tx, user, out)) };
  return out;
}
