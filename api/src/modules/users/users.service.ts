import {
  type ZListUsersPayload,
  type ZLookupUsersPayload,
  type TLookupUsersResult,
  type ZManageUserStatusPayload,
  type ZRegisterUserPayload,
  type ZResetUserMfaPayload,
  type ZRolesListPayload,
  type ZUpdateProfilePicturePayload,
  type ZUpdateUserPayload,
  type ZUserDetailsPayload,
  type TListUsersResult,
  type TRegisterUserResult,
  type TResetUserMfaResult,
  type TRolesListResult,
  type TUser,
} from 'shared/contract';
import { hasTenantPermission, ROLE, type RoleId } from 'shared/domain';
import { hashPassword, revokeUserSessions, type SessionRevokeReason } from '../../platform/auth';
import { PLATFORM_TENANT_ID, type Db } from '../../platform/db';
import { AppError, conflict, forbidden, notFound, validationFailed, type CallContext, type Ctx } from '../../platform/http';
import type { Realtime } from '../../platform/realtime';
import { releaseFiles, type FileService } from '../../platform/storage';
import { mailAccountLink } from '../auth';
import { assertRouteAllowed } from '../auth';
import { branchNames } from '../branches';
import { clearMfa } from '../mfa';
import { findTenantById } from '../tenants';
import { assignableBranches, assignableRoles, canManage, canView, inUserScope, type UserScope } from './users.access';
import { fullName, toUser } from './users.mapper';
import * as repo from './users.repository';
import { ALL_ROLE_IDS, roleInfo } from './roles';
import type { UserRow } from './users.table';

/** Route whose data the users screens show (external users may not open it: SPEC §6). */
const USERS_ROUTE = 'people.users';
const PROFILE_ROUTE = 'account.profile';

/** Closes the sockets of users whose sessions were revoked (when the real-time plugin runs). */
export function disconnectUsers(ctx: CallContext<unknown>, tenantId: string, userIds: readonly string[]): void {
  const server = ctx.request.server;
  const realtime: Realtime | undefined = server.hasDecorator('realtime') ? server.realtime : undefined;
  if (!realtime) return;
  for (const id of userIds) realtime.service.disconnectUser(tenantId, id);
}

/** Revokes the users' sessions with a reason and closes their sockets. */
export async function endSessions(
  ctx: CallContext<unknown>,
  tenantId: string,
  userIds: readonly string[],
  reason: SessionRevokeReason,
  exceptSessionId?: string,
): Promise<void> {
  await revokeUserSessions(ctx.tx, userIds, reason, { exceptSessionId });
  disconnectUsers(ctx, tenantId, userIds);
}

async function present(tx: Db, row: UserRow): Promise<TUser> {
  return toUser(row, await branchNames(tx, row.branchIds));
}

async function presentAll(tx: Db, rows: UserRow[]): Promise<TUser[]> {
  const names = await branchNames(tx, rows.flatMap((r) => r.branchIds));
  return rows.map((r) => toUser(r, names));
}

async function loadTarget(ctx: CallContext<unknown>, scope: UserScope, userId: string | undefined): Promise<UserRow> {
  const id = userId ?? scope.actor.userId;
  const row = await repo.findUserById(ctx.tx, id);
  // Out of sight is not found: no hint that the id exists.
  if (!row || !canView(scope, row)) throw notFound('User not found');
  return row;
}

async function assertBranchesExist(tx: Db, branchIds: readonly string[], path = 'branchIds'): Promise<void> {
  const unique = [...new Set(branchIds)];
  const names = await branchNames(tx, unique);
  if (names.size !== unique.length) throw validationFailed([{ path, message: 'Unknown branch' }]);
}

async function assertAccountFree(tx: Db, input: { email: string; roleId: number; accountKey: string; exceptId?: string }) {
  if (await repo.emailRoleTaken(tx, input)) throw conflict('This e-mail already has an account with this role.');
}

// ───────────────────────────── register ─────────────────────────────

export async function registerUser(ctx: Ctx<typeof ZRegisterUserPayload>): Promise<TRegisterUserResult> {
  const p = ctx.payload;
  await assertRouteAllowed(ctx, USERS_ROUTE);
  return inUserScope(ctx, p.tenantId, async (scope) => {
    let roleId: number = p.roleId;
    const roles = assignableRoles(scope);
    if (roles.length === 0) {
      // SPEC §5: beneficiary registration forces roleId 51 — for users allowed to invite beneficiaries.
      const tenant = ctx.tenant ? await findTenantById(ctx.tx, ctx.tenant.id) : undefined;
      if (!tenant || !hasTenantPermission(tenant, 'BENEFICIARY_INVITE', scope.actor.roleId)) throw forbidden();
      roleId = 51;
    } else if (!roles.includes(roleId)) {
      throw forbidden('You may not give this role.');
    }
    let branchIds = p.branchIds ?? [];
    const limit = assignableBranches(scope);
    if (limit) {
      if (branchIds.length === 0) branchIds = [...limit];
      if (!branchIds.every((b) => limit.includes(b))) throw forbidden('You may only add users to your own branches.');
    } else if (roles.length === 0) {
      branchIds = [...scope.actor.branchIds];
    }
    if (scope.tenantId === PLATFORM_TENANT_ID) branchIds = [];
    await assertBranchesExist(ctx.tx, branchIds);

    const companyId = null;
    const accountKey = repo.accountKeyOf({ roleId, companyId, branchIds });
    await assertAccountFree(ctx.tx, { email: p.email, roleId, accountKey });
    const row = await repo.insertUser(ctx.tx, {
      email: p.email,
      name: fullName(p.firstName, p.lastName),
      firstName: p.firstName,
      lastName: p.lastName ?? null,
      roleId,
      accountKey,
      branchIds,
      phone: p.phone ?? null,
      isExternal: p.isExternal ?? 0,
      casesAccessForAllUsers: p.casesAccessforAllUsers ?? false,
      companyName: roleId === ROLE.PETITIONER ? (p.companyName ?? null) : null,
      companyStatusId: roleId === ROLE.PETITIONER ? 1 : null,
      accountType: p.accountType ?? null,
      accountSubType: p.accountSubType ?? null,
      status: p.password ? 'active' : 'invited',
      passwordHash: p.password ? await hashPassword(p.password) : null,
      passwordUpdated: !p.password,
      passwordChangedAt: p.password ? new Date() : null,
    });
    let activationExpiresAt: string | null = null;
    if (!p.password) {
      const sent = await mailAccountLink(ctx, row, roleId === ROLE.PETITIONER ? 'invitation' : 'account-activation', {
        tenant: scope.tenantSlug && !ctx.tenant ? { id: scope.tenantId, slug: scope.tenantSlug } : undefined,
        inviterName: scope.actor.name,
        createdBy: scope.actor.userId,
      });
      activationExpiresAt = sent.expiresAt.toISOString();
    }
    return { ...(await present(ctx.tx, row)), activationExpiresAt };
  });
}

// ───────────────────────────── list, details ─────────────────────────────

export async function listUsers(ctx: Ctx<typeof ZListUsersPayload>): Promise<TListUsersResult> {
  const { page, perpage, matcher, sort } = ctx.payload;
  await assertRouteAllowed(ctx, USERS_ROUTE);
  return inUserScope(ctx, ctx.payload.tenantId, async (scope) => {
    const filter: repo.UserListFilter = { ...matcher };
    if (scope.operator) filter.onlyRoleIds = scope.tenantId === PLATFORM_TENANT_ID ? [1, 2] : [3];
    else if (scope.tenantId === PLATFORM_TENANT_ID) throw forbidden();
    else if (scope.actor.roleId === ROLE.BRANCH_MANAGER) filter.withinBranchIds = scope.actor.branchIds;
    else if (scope.actor.roleId !== ROLE.ADMIN) throw forbidden();
    const { rows, total } = await repo.listUserRows(ctx.tx, filter, sort, page, perpage);
    return { data: await presentAll(ctx.tx, rows), count: total, page, perpage };
  });
}

export async function userDetails(ctx: Ctx<typeof ZUserDetailsPayload>): Promise<TUser> {
  const self = !ctx.payload.userId || ctx.payload.userId === ctx.session?.userId;
  await assertRouteAllowed(ctx, self ? PROFILE_ROUTE : USERS_ROUTE);
  return inUserScope(ctx, ctx.payload.tenantId, async (scope) => present(ctx.tx, await loadTarget(ctx, scope, ctx.payload.userId)));
}

// ───────────────────────────── update ─────────────────────────────

const SELF_FIELDS = new Set(['firstName', 'lastName', 'phone']);

export async function updateUser(ctx: Ctx<typeof ZUpdateUserPayload>): Promise<TUser> {
  const p = ctx.payload;
  const self = !p.userId || p.userId === ctx.session?.userId;
  await assertRouteAllowed(ctx, self ? PROFILE_ROUTE : USERS_ROUTE);
  return inUserScope(ctx, p.tenantId, async (scope) => {
    const target = await loadTarget(ctx, scope, p.userId);
    const given = Object.entries(p).filter(([k, v]) => v !== undefined && !['userId', 'tenantId', 'timezone', 'today'].includes(k));
    const manages = canManage(scope, target);
    const isSelf = target.id === scope.actor.userId;
    if (!manages && !(isSelf && given.every(([k]) => SELF_FIELDS.has(k)))) {
      throw forbidden(isSelf ? 'You may change only your name and phone.' : undefined);
    }
    const changes: repo.UserChanges = {};
    if (p.firstName !== undefined || p.lastName !== undefined) {
      const first = p.firstName ?? target.firstName ?? target.name;
      const last = p.lastName !== undefined ? p.lastName : target.lastName;
      changes.firstName = first;
      changes.lastName = last;
      changes.name = fullName(first, last);
    }
    if (p.phone !== undefined) changes.phone = p.phone;
    let roleChanged = false;
    if (p.roleId !== undefined && p.roleId !== target.roleId) {
      if (isSelf) throw forbidden('You cannot change your own role.');
      if (!assignableRoles(scope).includes(p.roleId)) throw forbidden('You may not give this role.');
      changes.roleId = p.roleId;
      roleChanged = true;
    }
    if (p.branchIds !== undefined) {
      const limit = assignableBranches(scope);
      if (limit && !p.branchIds.every((b) => limit.includes(b))) throw forbidden('You may only assign your own branches.');
      if (limit && p.branchIds.length === 0) throw forbidden('You may only assign your own branches.');
      await assertBranchesExist(ctx.tx, p.branchIds);
      changes.branchIds = [...new Set(p.branchIds)];
    }
    if (p.isExternal !== undefined) changes.isExternal = p.isExternal;
    if (p.casesAccessforAllUsers !== undefined) changes.casesAccessForAllUsers = p.casesAccessforAllUsers;
    if (p.accountType !== undefined) changes.accountType = p.accountType;
    if (p.accountSubType !== undefined) changes.accountSubType = p.accountSubType;
    if (p.registrationCompleted !== undefined) changes.registrationCompleted = p.registrationCompleted;
    if (p.companyStatusId !== undefined) changes.companyStatusId = p.companyStatusId;
    if (p.companyRegistrationCompleted !== undefined) changes.companyRegistrationCompleted = p.companyRegistrationCompleted;
    if (p.companyName !== undefined && p.companyName !== target.companyName) {
      changes.companyName = p.companyName;
      // SPEC §4: editing company details marks the profile incomplete, unless completed now.
      if (p.companyRegistrationCompleted === undefined) changes.companyRegistrationCompleted = false;
      changes.companyProfileUpdatedOn = new Date();
    }
    if (Object.keys(changes).length === 0) return present(ctx.tx, target);
    const roleId = changes.roleId ?? target.roleId;
    const accountKey = repo.accountKeyOf({ roleId, companyId: target.companyId, branchIds: changes.branchIds ?? target.branchIds });
    await assertAccountFree(ctx.tx, { email: target.email, roleId, accountKey, exceptId: target.id });
    const row = await repo.updateUserRow(ctx.tx, target.id, changes, target);
    if (!row) throw new AppError('CONFLICT', 'Unable to update');
    if (roleChanged) await endSessions(ctx, scope.tenantId, [row.id], 'role_changed');
    return present(ctx.tx, row);
  });
}

const KEY = /^t\/([0-9a-f-]{36})\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/i;

export async function updateProfilePicture(ctx: Ctx<typeof ZUpdateProfilePicturePayload>): Promise<TUser> {
  const p = ctx.payload;
  const self = !p.userId || p.userId === ctx.session?.userId;
  await assertRouteAllowed(ctx, self ? PROFILE_ROUTE : USERS_ROUTE);
  return inUserScope(ctx, p.tenantId, async (scope) => {
    const target = await loadTarget(ctx, scope, p.userId);
    if (target.id !== scope.actor.userId && !canManage(scope, target)) throw forbidden();
    let key: string | null = null;
    if (p.fileKey !== null) {
      const raw = p.fileKey.replace(/^.*?(t\/[0-9a-f-]{36}\/)/i, '$1');
      const m = KEY.exec(raw);
      if (!m) throw validationFailed([{ path: 'fileKey', message: 'Not a stored file key' }]);
      if (m[1]!.toLowerCase() !== scope.tenantId) throw forbidden();
      const server = ctx.request.server;
      const storage: FileService | undefined = server.hasDecorator('storage') ? server.storage : undefined;
      if (storage) {
        const [file] = await storage.findOwned(ctx.tx, scope.tenantId, [raw]);
        // Another record's file (one the caller may not see) cannot become a picture everyone sees.
        if (file && file.key !== target.profilePicture) await storage.access.assertAttachable(ctx, [file]);
        if (!file?.mimetype.startsWith('image/')) {
          throw validationFailed([{ path: 'fileKey', message: 'The profile picture must be an image' }]);
        }
      } else if (!/\.(png|jpe?g|gif|webp|svg)$/i.test(raw)) {
        throw validationFailed([{ path: 'fileKey', message: 'The profile picture must be an image' }]);
      }
      key = raw;
    }
    const row = await repo.updateUserRow(ctx.tx, target.id, { profilePicture: key });
    // The picture it replaces goes, unless another record holds it (docs/documents.md).
    if (target.profilePicture && target.profilePicture !== key) await releaseFiles(ctx, [target.profilePicture]);
    return present(ctx.tx, row!);
  });
}

// ───────────────────────────── status, MFA reset ─────────────────────────────

export async function manageUserStatus(ctx: Ctx<typeof ZManageUserStatusPayload>): Promise<TUser> {
  const p = ctx.payload;
  await assertRouteAllowed(ctx, USERS_ROUTE);
  return inUserScope(ctx, p.tenantId, async (scope) => {
    const target = await loadTarget(ctx, scope, p.userId);
    if (target.id === scope.actor.userId) throw forbidden('You cannot change your own status.');
    if (!canManage(scope, target)) throw forbidden();
    if (target.status === p.status) return present(ctx.tx, target);
    if (p.status === 'active' && !['inactive', 'locked'].includes(target.status)) {
      throw conflict('The user has not activated the account yet.');
    }
    const row = await repo.updateUserRow(ctx.tx, target.id, { status: p.status });
    if (p.status === 'inactive') await endSessions(ctx, scope.tenantId, [target.id], 'user_inactive');
    return present(ctx.tx, row!);
  });
}

export async function resetUserMfa(ctx: Ctx<typeof ZResetUserMfaPayload>): Promise<TResetUserMfaResult> {
  const p = ctx.payload;
  await assertRouteAllowed(ctx, USERS_ROUTE);
  return inUserScope(ctx, p.tenantId, async (scope) => {
    const target = await loadTarget(ctx, scope, p.userId);
    if (target.id === scope.actor.userId || !canManage(scope, target)) {
      throw forbidden(target.id === scope.actor.userId ? 'Use “turn off two-factor authentication” for your own account.' : undefined);
    }
    await clearMfa(ctx.tx, target.id);
    return { reset: true, userId: target.id };
  });
}

// ───────────────────────────── roles ─────────────────────────────

export async function rolesList(ctx: Ctx<typeof ZRolesListPayload>): Promise<TRolesListResult> {
  return inUserScope(ctx, undefined, async (scope) => {
    const assignable = new Set(assignableRoles(scope));
    const visible = ctx.tenant ? ALL_ROLE_IDS.filter((id) => id !== 1 && id !== 2) : ALL_ROLE_IDS;
    return { data: visible.map((id: RoleId) => roleInfo(id, assignable.has(id))) };
  });
}

// ───────────────────────────── lookup (pickers) ─────────────────────────────

/** Any internal user (roles 3–13, not external): active internal users by name, for pickers. */
export async function lookupUsers(ctx: Ctx<typeof ZLookupUsersPayload>): Promise<TLookupUsersResult> {
  const actor = ctx.session;
  if (!actor || !ctx.tenant || actor.isExternal === 1) throw forbidden();
  const p = ctx.payload;
  const rows = await repo.lookupUserRows(ctx.tx, { search: p.search, roleIds: p.roleIds, ids: p.ids, limit: p.limit });
  return { data: rows.map((r) => ({ id: r.id, name: r.name, roleId: r.roleId })) };
}
