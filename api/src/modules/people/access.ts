import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';
import { decideRoute, hasTenantPermission, isInternalRole, ROLE, type TenantPermissionKey } from 'shared/domain';
import type { TPeopleTerm } from 'shared/contract';
import type { Db } from '../../platform/db';
import { forbidden, type CallContext } from '../../platform/http';
import { tenants } from '../tenants';
import { users } from '../users';
import { companyUsers } from '../companies';
import { beneficiaries } from '../beneficiaries';

/*
 * SPEC §6 record rules for the people calls, decided on the server for every call:
 * - internal roles (3, 5–13, isExternal ≠ 1) see all of the tenant's records; the branch
 *   manager (4) only records of his branches;
 * - a petitioner (50) only his company (company_users, or users.company_id) and its beneficiaries;
 * - a beneficiary (51) only himself (beneficiaries.user_id, or users.details_id);
 * - external users (isExternal 1), I-9 users (49) and anyone else: nothing here (the guard keeps
 *   them to cases, messages, profile…).
 * Roles 12 (billing) and 13 (read-only) read but never write.
 */

export type PeopleAccessKind = 'internal' | 'branch' | 'petitioner' | 'beneficiary';

export interface PeopleAccess {
  kind: PeopleAccessKind;
  userId: string;
  userName: string;
  roleId: number;
  /** Branch manager: his branches. */
  branchIds: string[];
  /** Petitioner: his companies. */
  companyIds: string[];
  /** Beneficiary: his own record(s). */
  beneficiaryIds: string[];
  /** May create and change records (internal roles except 12, 13; petitioners on their own company). */
  canWrite: boolean;
}

const READ_ONLY_ROLES = [12, 13];

export interface TenantPeopleInfo {
  id: string;
  typeId: number;
  permissions: Record<string, number[]>;
  employeeMngmt: 0 | 1;
}

/** The tenant's type, permissions and employee-management flag (the `tenants` row). */
export async function tenantInfo(ctx: CallContext<unknown>): Promise<TenantPeopleInfo> {
  const tenantId = ctx.tenant?.id;
  if (!tenantId) throw forbidden('This call is only available at a tenant’s host.');
  // The call pipeline's tenant carries the row's permissions and settings (kept current by the
  // request caches: docs/adr/0012-request-caches.md); a hand-made context reads the row.
  const known = ctx.tenant!;
  if (known.permissions && known.globalConfig) {
    return {
      id: tenantId,
      typeId: known.typeId,
      permissions: known.permissions,
      employeeMngmt: known.globalConfig.employeeMngmt === 1 ? 1 : 0,
    };
  }
  const [row] = await ctx.tx
    .select({ typeId: tenants.typeId, permissions: tenants.permissions, globalConfig: tenants.globalConfig })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return {
    id: tenantId,
    typeId: row?.typeId ?? ctx.tenant!.typeId,
    permissions: (row?.permissions ?? {}) as Record<string, number[]>,
    employeeMngmt: row?.globalConfig?.employeeMngmt === 1 ? 1 : 0,
  };
}

/**
 * The word the tenant's UI uses, decided by the route guard itself (SPEC §6): 'beneficiary' when
 * /beneficiaries is open, 'employee' when /employees is; null when the guard blocks both.
 */
export function peopleTermFor(tenant: { typeId: number; employeeMngmt: 0 | 1 }): TPeopleTerm | null {
  const open = (pathname: string) =>
    decideRoute({
      pathname,
      search: '',
      user: { roleId: 3, isExternal: 0, profileComplete: true },
      tenant: { typeId: tenant.typeId, employeeMngmt: tenant.employeeMngmt, weeklyReports: false },
      tenantResolved: 'found',
    }).kind === 'allow';
  if (open('/beneficiaries')) return 'beneficiary';
  if (open('/employees')) return 'employee';
  return null;
}

/** The term, or 403 when the tenant may use neither the beneficiary nor the employee pages. */
export async function requirePeopleTerm(ctx: CallContext<unknown>): Promise<TPeopleTerm> {
  const term = peopleTermFor(await tenantInfo(ctx));
  if (!term) throw forbidden('Beneficiaries are not available for this account.');
  return term;
}

export async function requireTenantPermission(ctx: CallContext<unknown>, key: TenantPermissionKey): Promise<void> {
  const t = await tenantInfo(ctx);
  if (!hasTenantPermission({ permissions: t.permissions as never }, key, ctx.session?.roleId)) {
    throw forbidden();
  }
}

/** Who the caller is for the people calls, or 403. */
export async function peopleAccess(ctx: CallContext<unknown>): Promise<PeopleAccess> {
  const s = ctx.session;
  if (!s || !ctx.tenant) throw forbidden();
  if (s.isExternal === 1) throw forbidden();
  const base = {
    userId: s.userId,
    userName: s.name,
    roleId: s.roleId,
    branchIds: [] as string[],
    companyIds: [] as string[],
    beneficiaryIds: [] as string[],
  };
  if (s.roleId === ROLE.BRANCH_MANAGER) return { ...base, kind: 'branch', branchIds: s.branchIds ?? [], canWrite: true };
  if (isInternalRole(s.roleId)) return { ...base, kind: 'internal', canWrite: !READ_ONLY_ROLES.includes(s.roleId) };
  if (s.roleId === ROLE.PETITIONER) return { ...base, kind: 'petitioner', companyIds: await petitionerCompanyIds(ctx.tx, s.userId), canWrite: true };
  if (s.roleId === ROLE.BENEFICIARY) return { ...base, kind: 'beneficiary', beneficiaryIds: await ownBeneficiaryIds(ctx.tx, s.userId), canWrite: true };
  throw forbidden();
}

/** Only internal staff (and the branch manager), e.g. individuals, contacts, leads, settings. */
export async function internalAccess(ctx: CallContext<unknown>, opts: { write?: boolean } = {}): Promise<PeopleAccess> {
  const a = await peopleAccess(ctx);
  if (a.kind !== 'internal' && a.kind !== 'branch') throw forbidden();
  if (opts.write && !a.canWrite) throw forbidden();
  return a;
}

export function requireWrite(a: PeopleAccess): void {
  if (!a.canWrite) throw forbidden();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function petitionerCompanyIds(tx: Db, userId: string): Promise<string[]> {
  const linked = await tx.select({ id: companyUsers.companyId }).from(companyUsers).where(eq(companyUsers.userId, userId));
  const [u] = await tx.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId)).limit(1);
  const ids = new Set(linked.map((r) => r.id));
  if (u?.companyId && UUID.test(u.companyId)) ids.add(u.companyId);
  return [...ids];
}

export async function ownBeneficiaryIds(tx: Db, userId: string): Promise<string[]> {
  const [u] = await tx.select({ detailsId: users.detailsId }).from(users).where(eq(users.id, userId)).limit(1);
  const detailsId = u?.detailsId && UUID.test(u.detailsId) ? u.detailsId : null;
  const rows = await tx
    .select({ id: beneficiaries.id })
    .from(beneficiaries)
    .where(
      and(
        isNull(beneficiaries.deletedAt),
        detailsId ? or(eq(beneficiaries.userId, userId), eq(beneficiaries.id, detailsId)) : eq(beneficiaries.userId, userId),
      ),
    );
  return rows.map((r) => r.id);
}

/** `col IN (list)`, or false for an empty list. */
export const inList = (col: AnyColumn | SQL, list: readonly string[]): SQL =>
  list.length ? inArray(col as AnyColumn, [...list]) : sql`false`;
