import { and, count, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { tenants, type NewTenantRow, type TenantRow } from './tenants.table';

export async function findTenantById(tx: Db, id: string): Promise<TenantRow | undefined> {
  const rows = await tx
    .select()
    .from(tenants)
    .where(and(eq(tenants.id, id), ne(tenants.status, 'deleted')))
    .limit(1);
  return rows[0];
}

export async function findTenantRowBySlug(tx: Db, slug: string, includeDeleted = false): Promise<TenantRow | undefined> {
  const rows = await tx
    .select()
    .from(tenants)
    .where(
      and(sql`lower(${tenants.slug}) = ${slug.toLowerCase()}`, includeDeleted ? undefined : ne(tenants.status, 'deleted')),
    )
    .limit(1);
  return rows[0];
}

export async function insertTenant(tx: Db, values: NewTenantRow): Promise<TenantRow> {
  const [row] = await tx.insert(tenants).values(values).returning();
  return row!;
}

export async function updateTenantRow(tx: Db, id: string, changes: Partial<NewTenantRow>): Promise<TenantRow | undefined> {
  const [row] = await tx
    .update(tenants)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(tenants.id, id), ne(tenants.status, 'deleted')))
    .returning();
  return row;
}

export async function listTenantRows(
  tx: Db,
  filter: { name?: string; status?: string; typeId?: number },
  page: number,
  perpage: number,
): Promise<{ rows: TenantRow[]; total: number }> {
  const parts: (SQL | undefined)[] = [ne(tenants.status, 'deleted')];
  if (filter.name) parts.push(ilike(tenants.name, `%${filter.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (filter.status) parts.push(eq(tenants.status, filter.status));
  if (filter.typeId !== undefined) parts.push(eq(tenants.typeId, filter.typeId));
  const where = and(...parts);
  const rows = await tx
    .select()
    .from(tenants)
    .where(where)
    .orderBy(desc(tenants.createdAt), tenants.slug)
    .limit(perpage)
    .offset((page - 1) * perpage);
  const [total] = await tx.select({ n: count() }).from(tenants).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function countTenants(tx: Db): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(tenants);
  return Number(row?.n ?? 0);
}
