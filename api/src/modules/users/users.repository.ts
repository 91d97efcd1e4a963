import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { users, type UserRow } from './users.table';
import { ROLE } from 'shared/domain';

export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'tenantId' | 'id' | 'createdAt'>>;

const emailIs = (email: string): SQL => sql`lower(${users.email}) = ${email.toLowerCase()}`;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Rows whose branch list holds `branchId` (jsonb containment). */
export const inBranch = (branchId: string): SQL => sql`${users.branchIds} @> ${JSON.stringify([branchId])}::jsonb`;
/** Rows in any of `branchIds`; false for an empty list. */
export const inAnyBranch = (branchIds: readonly string[]): SQL =>
  branchIds.length ? or(...branchIds.map(inBranch))! : sql`false`;

/**
 * What tells same-role accounts of one e-mail apart (users_account_key): the company for
 * petitioners, the sorted branch list for everyone else.
 */
export function accountKeyOf(row: { roleId: number; companyId?: string | null; branchIds?: readonly string[] | null }): string {
  if (row.roleId === ROLE.PETITIONER) return row.companyId ?? '';
  return [...(row.branchIds ?? [])].sort().join(',');
}

export async function insertUser(tx: Db, values: NewUser): Promise<UserRow> {
  const [row] = await tx
    .insert(users)
    .values({ accountKey: accountKeyOf({ roleId: values.roleId, companyId: values.companyId, branchIds: values.branchIds }), ...values })
    .returning();
  return row!;
}

/** The e-mail's first account (oldest); see findAccountsByEmail for all of them. */
export async function findUserByEmail(tx: Db, email: string): Promise<UserRow | undefined> {
  const rows = await tx.select().from(users).where(emailIs(email)).orderBy(asc(users.createdAt)).limit(1);
  return rows[0];
}

/** Every account of an e-mail in the current scope, by role then age. */
export async function findAccountsByEmail(tx: Db, email: string): Promise<UserRow[]> {
  return tx.select().from(users).where(emailIs(email)).orderBy(asc(users.roleId), asc(users.createdAt));
}

export async function findUserById(tx: Db, id: string): Promise<UserRow | undefined> {
  const rows = await tx.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function findUserByDetailsId(tx: Db, detailsId: string): Promise<UserRow | undefined> {
  const uuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(detailsId);
  const rows = await tx
    .select()
    .from(users)
    .where(uuidLike ? or(eq(users.detailsId, detailsId), eq(users.id, detailsId)) : eq(users.detailsId, detailsId))
    .limit(1);
  return rows[0];
}

/** Updates one row; recomputes the account key when role, company or branches change. */
export async function updateUserRow(tx: Db, id: string, changes: UserChanges, current?: UserRow): Promise<UserRow | undefined> {
  const set: UserChanges = { ...changes, updatedAt: new Date() };
  if (current && (changes.roleId !== undefined || changes.companyId !== undefined || changes.branchIds !== undefined)) {
    set.accountKey = accountKeyOf({
      roleId: changes.roleId ?? current.roleId,
      companyId: changes.companyId !== undefined ? changes.companyId : current.companyId,
      branchIds: changes.branchIds ?? current.branchIds,
    });
  }
  const [row] = await tx.update(users).set(set).where(eq(users.id, id)).returning();
  return row;
}

/** Sets fields on every account of an e-mail (password, MFA are per e-mail identity). */
export async function updateAccountsOfEmail(tx: Db, email: string, changes: UserChanges): Promise<UserRow[]> {
  return tx
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(emailIs(email))
    .returning();
}

export async function emailRoleTaken(
  tx: Db,
  /** Without `accountKey`, any account of that role counts. */
  input: { email: string; roleId: number; accountKey?: string; exceptId?: string },
): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        emailIs(input.email),
        eq(users.roleId, input.roleId),
        input.accountKey === undefined ? undefined : eq(users.accountKey, input.accountKey),
        input.exceptId ? ne(users.id, input.exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export interface UserListFilter {
  search?: string;
  roleIds?: number[];
  statuses?: string[];
  branchId?: string;
  isExternal?: number;
  /** Limit to users in any of these branches (branch managers). */
  withinBranchIds?: readonly string[];
  /** Limit to these roles (the operator sees tenant admins). */
  onlyRoleIds?: readonly number[];
}

const SORT_COLUMNS = {
  name: users.name,
  email: users.email,
  roleId: users.roleId,
  status: users.status,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
} as const;

export async function listUserRows(
  tx: Db,
  filter: UserListFilter,
  sort: { field: keyof typeof SORT_COLUMNS; order: 1 | -1 },
  page: number,
  perpage: number,
): Promise<{ rows: UserRow[]; total: number }> {
  const parts: (SQL | undefined)[] = [];
  if (filter.search) {
    const like = `%${escapeLike(filter.search)}%`;
    parts.push(or(ilike(users.name, like), ilike(users.email, like)));
  }
  if (filter.roleIds?.length) parts.push(inArray(users.roleId, filter.roleIds));
  if (filter.onlyRoleIds) parts.push(inArray(users.roleId, [...filter.onlyRoleIds]));
  if (filter.statuses?.length) parts.push(inArray(users.status, filter.statuses));
  if (filter.branchId) parts.push(inBranch(filter.branchId));
  if (filter.isExternal !== undefined) parts.push(eq(users.isExternal, filter.isExternal));
  if (filter.withinBranchIds) parts.push(inAnyBranch(filter.withinBranchIds));
  const where = and(...parts);
  const column = SORT_COLUMNS[sort.field];
  const order = sort.order === -1 ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  const rows = await tx
    .select()
    .from(users)
    .where(where)
    .orderBy(order, asc(users.id))
    .limit(perpage)
    .offset((page - 1) * perpage);
  const [total] = await tx.select({ n: count() }).from(users).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Users of one branch, by name. */
export async function listUsersOfBranch(tx: Db, branchId: string, page: number, perpage: number): Promise<UserRow[]> {
  return tx
    .select()
    .from(users)
    .where(inBranch(branchId))
    .orderBy(asc(users.name), asc(users.id))
    .limit(perpage)
    .offset((page - 1) * perpage);
}

/** How many users each branch has. */
export async function countUsersByBranch(tx: Db, branchIds: readonly string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>(branchIds.map((id) => [id, 0]));
  if (!branchIds.length) return out;
  const rows = await tx
    .select({ branchId: sql<string>`b.value`, n: sql<number>`count(*)::int` })
    .from(sql`${users}, jsonb_array_elements_text(${users.branchIds}) as b(value)`)
    .where(inArray(sql`b.value`, [...branchIds]))
    .groupBy(sql`b.value`);
  for (const r of rows) out.set(r.branchId, Number(r.n));
  return out;
}


/** Pickers: active internal users (roles 3–13, not external), by name; `ids` are always included. */
export async function lookupUserRows(
  tx: Db,
  input: { search?: string; roleIds?: readonly number[]; ids?: readonly string[]; limit: number },
): Promise<Pick<UserRow, 'id' | 'name' | 'roleId'>[]> {
  const roles = (input.roleIds?.length ? input.roleIds : [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]).filter((r) => r >= 3 && r <= 13);
  const base = and(eq(users.status, 'active'), eq(users.isExternal, 0), inArray(users.roleId, roles));
  const like = input.search ? `%${escapeLike(input.search)}%` : undefined;
  const matching = like ? and(base, or(ilike(users.name, like), ilike(users.email, like))) : base;
  const cols = { id: users.id, name: users.name, roleId: users.roleId };
  const rows = await tx.select(cols).from(users).where(matching).orderBy(asc(users.name), asc(users.id)).limit(input.limit);
  const missing = (input.ids ?? []).filter((id) => !rows.some((r) => r.id === id));
  if (missing.length === 0) return rows;
  const named = await tx.select(cols).from(users).where(and(base, inArray(users.id, missing)));
  return [...named, ...rows];
}
