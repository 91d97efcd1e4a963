import { externalCasesEnabled, hasTenantPermission } from 'shared/domain/permissions';
import { isAdminRole, isCaseWorkerRole, isInternalRole } from 'shared/domain/roles';
import { ROLE } from 'shared/guard';
import { useSession } from 'shared/session';

/** What the signed-in user may do on the case lists (SPEC §6); the server checks the same again. */
export function useCasePermissions() {
  const roleId = useSession((s) => s.user?.roleId ?? null);
  const tenantDetails = useSession((s) => s.user?.tenantDetails ?? null);
  const globalConfig = useSession((s) => s.user?.globalConfig ?? null);
  return {
    roleId,
    /** SPEC §3 tenant permission CASE_CREATE. */
    canCreate: hasTenantPermission(tenantDetails, 'CASE_CREATE', roleId),
    /** /petition/entity-bulk-replace, /petition/transfer, old-case import: roles 3 and 4. */
    canManage: isAdminRole(roleId),
    /** /petition/export: internal roles and petitioners. */
    canExport: isInternalRole(roleId) || roleId === ROLE.PETITIONER,
    /** /petition/get-preparer-list: staff 3–11. */
    canListStaff: isCaseWorkerRole(roleId),
    /** SPEC §6: the external-cases feature is the global config flag isAllowExternalCases. */
    externalCases: externalCasesEnabled(globalConfig),
  };
}
