import { hasRole, INTERNAL_ROLES, PLATFORM_ROLES, ROLE } from 'shared/domain';
import type { SessionInfo } from '../../platform/auth';
import { PLATFORM_TENANT_ID } from '../../platform/db';
import { forbidden, notFound, type CallContext } from '../../platform/http';
import { findTenantById } from '../tenants';
import type { UserRow } from './users.table';

/*
 * Who may manage users (docs/roles.md):
 * - the platform operator (role 1, app host): platform users (1, 2) there, and the admins (3) of
 *   a tenant named by `tenantId`;
 * - tenant admins (3): every user of their tenant;
 * - branch managers (4): users of roles 5–13, 49–51 whose branches all lie within his own.
 */

/** The tenant a users call acts in, and whether the platform operator acts. */
export interface UserScope {
  tenantId: string;
  /** The tenant's slug (null for the platform scope). */
  tenantSlug: string | null;
  operator: boolean;
  actor: SessionInfo;
}

const STAFF_AND_CLIENTS = [5, 6, 7, 8, 9, 10, 11, 12, 13, 49, 50, 51];

export const isOperatorSession = (ctx: CallContext<unknown>): boolean =>
  !ctx.tenant && ctx.session?.roleId === ROLE.PLATFORM_OPERATOR && ctx.session.tenantId === PLATFORM_TENANT_ID;

/**
 * Runs `fn` in the scope the call acts on: the host's tenant (a `tenantId` of another tenant is
 * NOT_FOUND), the platform scope at the app host, or — the operator only — a tenant named by
 * `tenantId`, entered with `ctx.asTenant`.
 */
export async function inUserScope<T>(
  ctx: CallContext<unknown>,
  requestedTenantId: string | undefined,
  fn: (scope: UserScope) => Promise<T>,
): Promise<T> {
  const actor = ctx.session;
  if (!actor) throw forbidden();
  if (ctx.tenant) {
    if (requestedTenantId && requestedTenantId !== ctx.tenant.id) throw notFound('Tenant not found');
    return fn({ tenantId: ctx.tenant.id, tenantSlug: ctx.tenant.slug, operator: false, actor });
  }
  const operator = isOperatorSession(ctx);
  if (!requestedTenantId || requestedTenantId === PLATFORM_TENANT_ID) {
    return fn({ tenantId: PLATFORM_TENANT_ID, tenantSlug: null, operator, actor });
  }
  if (!operator) throw forbidden();
  const tenant = await findTenantById(ctx.tx, requestedTenantId);
  if (!tenant) throw notFound('Tenant not found');
  return ctx.asTenant(tenant.id, () => fn({ tenantId: tenant.id, tenantSlug: tenant.slug, operator: true, actor }));
}

/** Roles the actor may give (register or change to). */
export function assignableRoles(scope: UserScope): number[] {
  if (scope.operator) return scope.tenantId === PLATFORM_TENANT_ID ? [1, 2] : [3];
  if (scope.tenantId === PLATFORM_TENANT_ID) return [];
  if (scope.actor.roleId === ROLE.ADMIN) return [...INTERNAL_ROLES, 49, 50, 51];
  if (scope.actor.roleId === ROLE.BRANCH_MANAGER) return [...STAFF_AND_CLIENTS];
  return [];
}

const within = (inner: readonly string[], outer: readonly string[]) =>
  inner.length > 0 && inner.every((b) => outer.includes(b));

/** May the actor change `target` (edit, role, status, MFA reset)? */
export function canManage(scope: UserScope, target: Pick<UserRow, 'roleId' | 'branchIds' | 'id'>): boolean {
  if (scope.operator) return scope.tenantId === PLATFORM_TENANT_ID ? hasRole(target.roleId, PLATFORM_ROLES) : target.roleId === ROLE.ADMIN;
  if (scope.tenantId === PLATFORM_TENANT_ID) return false;
  if (scope.actor.roleId === ROLE.ADMIN) return true;
  if (scope.actor.roleId === ROLE.BRANCH_MANAGER) return STAFF_AND_CLIENTS.includes(target.roleId) && within(target.branchIds, scope.actor.branchIds);
  return false;
}

/** May the actor see `target` (list, details)? Managers also see users sharing any branch. */
export function canView(scope: UserScope, target: Pick<UserRow, 'roleId' | 'branchIds' | 'id'>): boolean {
  if (target.id === scope.actor.userId) return true;
  if (canManage(scope, target)) return true;
  return scope.actor.roleId === ROLE.BRANCH_MANAGER && !scope.operator && target.branchIds.some((b) => scope.actor.branchIds.includes(b));
}

/** Branch ids the actor may give; undefined = any of the tenant's. */
export function assignableBranches(scope: UserScope): readonly string[] | undefined {
  return scope.actor.roleId === ROLE.BRANCH_MANAGER && !scope.operator ? scope.actor.branchIds : undefined;
}
