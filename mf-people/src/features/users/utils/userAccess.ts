import type { TUser } from 'shared/contract';
import { BRANCH_MANAGED_ROLES, hasRole, PLATFORM_ROLES, ROLE } from 'shared/domain';

export interface Me {
  userId: string;
  roleId: number | null;
  branchIds: readonly string[];
}

/** May `me` open the users screens? Admins (3), branch managers (4), the platform operator (1). */
export const canOpenUsers = (roleId: number | null): boolean =>
  roleId === ROLE.ADMIN || roleId === ROLE.BRANCH_MANAGER || roleId === ROLE.PLATFORM_OPERATOR;

/** May `me` edit, deactivate or reset the MFA of `target`? Mirrors the server's canManage. */
export function canManageUser(me: Me, target: Pick<TUser, '_id' | 'roleId' | 'branchIds'>): boolean {
  if (target._id === me.userId) return false;
  if (me.roleId === ROLE.ADMIN) return true;
  if (me.roleId === ROLE.PLATFORM_OPERATOR) return target.roleId === ROLE.ADMIN || hasRole(target.roleId, PLATFORM_ROLES);
  if (me.roleId === ROLE.BRANCH_MANAGER) {
    return (
      hasRole(target.roleId, BRANCH_MANAGED_ROLES) &&
      target.branchIds.length > 0 &&
      target.branchIds.every((b) => me.branchIds.includes(b))
    );
  }
  return false;
}
