import { and, asc, desc, ilike, ne, or, sql, count, eq, type SQL } from 'drizzle-orm';
import type { TListTenantUsageResult, TTenantUsageRow, ZListTenantUsagePayload } from 'shared/contract';
import { ROLE } from 'shared/domain';
import { asTenant, type Db } from '../../platform/db';
import type { CallContext, Ctx } from '../../platform/http';
import { mailAccountLink } from '../auth';
import { disconnectUsers, usersRepository } from '../users';
import { tenants, type TenantRow } from './tenants.table';

/**
 * The operator console's calls and steps (issue 16 point 6). The operator works at the app host
 * (platform scope); a firm's rows are reached only through `asTenant`, one firm at a time, so
 * RLS still decides what each query sees.
 */

const SORT_COLUMNS = {
  name: tenants.name,
  slug: tenants.slug,
  status: tenants.status,
  createdAt: tenants.createdAt,
} as const;

/** Usage sorts: counted in each firm's own scope (RLS), so sorted after counting, not in one query. */
const USAGE_SORTS = ['users', 'cases', 'storageBytes'] as const;
type UsageSort = (typeof USAGE_SORTS)[number];
const isUsageSort = (s: string): s is UsageSort => (USAGE_SORTS as readonly string[]).includes(s);

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

interface Usage {
  users: number;
  cases: number;
  storageBytes: number;
}

/** One firm's usage, counted in SQL in the firm's own scope (RLS shows only its rows). */
export async function usageOf(tx: Db, tenantId: string): Promise<Usage> {
  return asTenant(tx, tenantId, async () => {
    const r = await tx.execute(sql`select
      (select count(*) from users)::int as users,
      (select count(*) from petitions where deleted_at is null)::int as cases,
      (select coalesce(sum(size), 0) from files where status = 'active')::bigint as bytes`);
    const row = (r as unknown as { rows: { users: number; cases: number; bytes: string | number }[] }).rows[0];
    return { users: Number(row?.users ?? 0), cases: Number(row?.cases ?? 0), storageBytes: Number(row?.bytes ?? 0) };
  });
}

export async function listTenantUsage(ctx: Ctx<typeof ZListTenantUsagePayload>): Promise<TListTenantUsageResult> {
  const { page, perpage, search, status, sortBy, sortDir } = ctx.payload;
  const parts: (SQL | undefined)[] = [ne(tenants.status, 'deleted')];
  if (search) {
    const like = `%${escapeLike(search)}%`;
    parts.push(or(ilike(tenants.name, like), ilike(tenants.slug, like), ilike(tenants.adminEmail, like)));
  }
  if (status) parts.push(eq(tenants.status, status));
  const where = and(...parts);
  const [total] = await ctx.tx.select({ n: count() }).from(tenants).where(where);
  const rowOf = async (t: TenantRow): Promise<TTenantUsageRow> => ({
    id: t.id,
    slug: t.slug,
    name: t.name,
    status: t.status as TTenantUsageRow['status'],
    typeId: t.typeId,
    adminName: t.adminName ?? null,
    adminEmail: t.adminEmail ?? null,
    createdAt: t.createdAt.toISOString(),
    ...(await usageOf(ctx.tx, t.id)),
  });
  if (isUsageSort(sortBy)) {
    // Every matching firm is counted (one small query per firm, in its scope), then sorted and
    // paged here: the platform scope sees no firm's rows, so no single query can order by them.
    const all: TTenantUsageRow[] = [];
    for (const t of await ctx.tx.select().from(tenants).where(where)) all.push(await rowOf(t));
    const dir = sortDir === 'asc' ? 1 : -1;
    all.sort((x, y) => (x[sortBy] - y[sortBy]) * dir || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
    return { data: all.slice((page - 1) * perpage, page * perpage), count: Number(total?.n ?? 0), page, perpage };
  }
  const column = SORT_COLUMNS[sortBy];
  const rows = await ctx.tx
    .select()
    .from(tenants)
    .where(where)
    .orderBy(sortDir === 'asc' ? asc(column) : desc(column), asc(tenants.id))
    .limit(perpage)
    .offset((page - 1) * perpage);
  const data: TTenantUsageRow[] = [];
  for (const t of rows) data.push(await rowOf(t));
  return { data, count: Number(total?.n ?? 0), page, perpage };
}

/**
 * The invited firm's admin: an `invited` admin account in the firm's scope, mailed an
 * account-activation link to the firm's host. Activating it activates the firm
 * (`activateInvitedTenant`). A resend reissues the link (older ones stop working).
 */
export async function mailFirmAdminActivation(ctx: CallContext<unknown>, tenant: TenantRow): Promise<void> {
  if (!tenant.adminEmail) return;
  await asTenant(ctx.tx, tenant.id, async () => {
    const accounts = await usersRepository.findAccountsByEmail(ctx.tx, tenant.adminEmail!);
    let admin = accounts.find((a) => a.roleId === ROLE.ADMIN);
    if (!admin) {
      admin = await usersRepository.insertUser(ctx.tx, {
        email: tenant.adminEmail!,
        name: tenant.adminName ?? tenant.adminEmail!,
        firstName: tenant.adminName ?? null,
        roleId: ROLE.ADMIN,
        status: 'invited',
        branchIds: [],
      });
    }
    if (admin.status === 'invited') {
      await mailAccountLink(ctx, admin, 'account-activation', { tenant: { id: tenant.id, slug: tenant.slug } });
    }
  });
}

/** The firm's admin activated the account: an invited firm becomes active (called by /users/activate). */
export async function activateInvitedTenant(tx: Db, tenantId: string): Promise<void> {
  await tx
    .update(tenants)
    .set({ status: 'active', activationKeyHash: null, updatedAt: new Date() })
    .where(and(eq(tenants.id, tenantId), eq(tenants.status, 'invited')));
}

/** Revokes every live session of the firm (in an open scoped transaction); answers their user ids. */
export async function endFirmSessionsIn(tx: Db, tenantId: string): Promise<string[]> {
  return asTenant(tx, tenantId, async () => {
    const r = await tx.execute(
      sql`update sessions set revoked_at = now(), revoke_reason = 'admin' where revoked_at is null returning user_id`,
    );
    return [...new Set((r as unknown as { rows: { user_id: string }[] }).rows.map((x) => x.user_id))];
  });
}

/** A suspended firm's sessions stop at once: every live session revoked, sockets closed. */
export async function endFirmSessions(ctx: CallContext<unknown>, tenantId: string): Promise<number> {
  const ids = await endFirmSessionsIn(ctx.tx, tenantId);
  disconnectUsers(ctx, tenantId, ids);
  return ids.length;
}
