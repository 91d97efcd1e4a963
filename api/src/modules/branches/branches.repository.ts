import { and, asc, count, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { branches, type BranchRow } from './branches.table';

export type NewBranch = typeof branches.$inferInsert;

export async function insertBranches(tx: Db, values: NewBranch[]): Promise<BranchRow[]> {
  if (!values.length) return [];
  return tx.insert(branches).values(values).returning();
}

export async function findBranchById(tx: Db, id: string): Promise<BranchRow | undefined> {
  const rows = await tx.select().from(branches).where(eq(branches.id, id)).limit(1);
  return rows[0];
}

export async function findBranchesByIds(tx: Db, ids: readonly string[]): Promise<BranchRow[]> {
  if (!ids.length) return [];
  return tx.select().from(branches).where(inArray(branches.id, [...ids]));
}

/** Branch id → name for the given ids (unknown ids are left out). */
export async function branchNames(tx: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = await findBranchesByIds(tx, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function nameTaken(tx: Db, name: string, exceptId?: string): Promise<boolean> {
  const rows = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(and(sql`lower(${branches.name}) = ${name.toLowerCase()}`, exceptId ? ne(branches.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

export async function updateBranchRow(tx: Db, id: string, changes: Partial<NewBranch>): Promise<BranchRow | undefined> {
  const [row] = await tx
    .update(branches)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(branches.id, id))
    .returning();
  return row;
}

/** Only one default branch per tenant. */
export async function clearDefault(tx: Db, exceptId?: string): Promise<void> {
  await tx
    .update(branches)
    .set({ isDefault: false })
    .where(and(eq(branches.isDefault, true), exceptId ? ne(branches.id, exceptId) : undefined));
}

export async function listBranchRows(
  tx: Db,
  filter: { search?: string; active?: boolean; onlyIds?: readonly string[] },
  page: number,
  perpage: number,
): Promise<{ rows: BranchRow[]; total: number }> {
  const parts: (SQL | undefined)[] = [];
  if (filter.search) parts.push(ilike(branches.name, `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (filter.active !== undefined) parts.push(eq(branches.active, filter.active));
  if (filter.onlyIds) parts.push(filter.onlyIds.length ? inArray(branches.id, [...filter.onlyIds]) : sql`false`);
  const where = and(...parts);
  const rows = await tx
    .select()
    .from(branches)
    .where(where)
    .orderBy(sql`${branches.isDefault} desc`, asc(branches.name))
    .limit(perpage)
    .offset((page - 1) * perpage);
  const [total] = await tx.select({ n: count() }).from(branches).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}
