import { hasTenantPermission, isAdminRole, isCaseWorkerRole, isInternalRole, ROLE, type TenantPermissionKey } from 'shared/domain';
import { useSession } from 'shared/session';

/** What the signed-in user may do on the people pages (SPEC §6); the server enforces the same. */
export function usePermissions() {
  const roleId = useSession((s) => s.user?.roleId ?? null);
  const tenantDetails = useSession((s) => s.user?.tenantDetails ?? null);
  const can = (key: TenantPermissionKey) => hasTenantPermission(tenantDetails, key, roleId);
  return {
    roleId,
    isAdmin: isAdminRole(roleId),
    isInternal: isInternalRole(roleId),
    isPetitioner: roleId === ROLE.PETITIONER,
    isBeneficiary: roleId === ROLE.BENEFICIARY,
    can,
    /** /company/merge, /beneficiary/merge: admins (3, 4). */
    canMerge: isAdminRole(roleId),
    /** /beneficiary/delete: roles 3, 4, 5. */
    canDeleteBeneficiary: roleId === ROLE.ADMIN || roleId === ROLE.BRANCH_MANAGER || roleId === ROLE.FRONT_OFFICE,
    /** /company/update-status: roles 3, 4, 5. */
    canChangeCompanyStatus: roleId === ROLE.ADMIN || roleId === ROLE.BRANCH_MANAGER || roleId === ROLE.FRONT_OFFICE,
    /** /company/create and /people-import: internal staff 3–11. */
    canCreateCompany: isCaseWorkerRole(roleId),
    canImport: isCaseWorkerRole(roleId),
    /** /beneficiary/create: staff 3–11 and petitioners. */
    canCreateBeneficiary: isCaseWorkerRole(roleId) || roleId === ROLE.PETITIONER,
    /** /contact/category-save: roles 3, 4, 5. */
    canManageCategories: roleId === ROLE.ADMIN || roleId === ROLE.BRANCH_MANAGER || roleId === ROLE.FRONT_OFFICE,
    /** /company/documents-save, /beneficiary/documents-save: staff 3–11 and petitioners (beneficiaries: their own). */
    canUploadDocuments: isCaseWorkerRole(roleId) || roleId === ROLE.PETITIONER,
    /** /expiry/settings-save: admins. */
    canEditExpirySettings: isAdminRole(roleId),
  };
}
