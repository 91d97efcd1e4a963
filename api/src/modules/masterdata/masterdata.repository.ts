import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { PLATFORM_TENANT_ID, type Db } from '../../platform/db';
import { masterdata, masterdataTenantIdSeq, type MasterdataRow, type NewMasterdataRow } from './masterdata.table';

export interface MasterdataFilter {
  category: string;
  name?: string;
  ids?: number[];
  code?: string;
  countryId?: number;
  stateId?: number;
  parentId?: number;
  active?: boolean;
  owner?: 'global' | 'own';
}

function whereOf(f: MasterdataFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(masterdata.category, f.category)];
  if (f.name) {
    const like = `%${f.name.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      sql`(lower(${masterdata.name}) like ${like} or lower(coalesce(${masterdata.code}, '')) like ${like} or lower(coalesce(${masterdata.designation}, '')) like ${like})`,
    );
  }
  if (f.ids) parts.push(f.ids.length ? inArray(masterdata.id, f.ids) : sql`false`);
  if (f.code !== undefined) parts.push(eq(masterdata.code, f.code));
  if (f.countryId !== undefined) parts.push(eq(masterdata.countryId, f.countryId));
  if (f.stateId !== undefined) parts.push(eq(masterdata.stateId, f.stateId));
  if (f.parentId !== undefined) parts.push(eq(masterdata.parentId, f.parentId));
  if (f.active !== undefined) parts.push(eq(masterdata.active, f.active));
  // RLS shows global rows and the scope's own: "own" is every row that is not the platform's.
  if (f.owner) parts.push(f.owner === 'global' ? eq(masterdata.tenantId, PLATFORM_TENANT_ID) : ne(masterdata.tenantId, PLATFORM_TENANT_ID));
  return and(...parts);
}

/** Rows visible in the scope (RLS: global plus the tenant's own), one page. */
export async function listMasterdata(
  tx: Db,
  filter: MasterdataFilter,
  page: number,
  perpage: number,
): Promise<{ rows: MasterdataRow[]; total: number }> {
  const where = whereOf(filter);
  const rows = await tx
    .select()
    .from(masterdata)
    .where(where)
    .orderBy(asc(masterdata.sortOrder), asc(masterdata.name), asc(masterdata.id))
    .limit(perpage)
    .offset((page - 1) * perpage);
  const [totalRow] = await tx.select({ n: count() }).from(masterdata).where(where);
  return { rows, total: Number(totalRow?.n ?? 0) };
}

export async function findMasterdata(tx: Db, category: string, id: number): Promise<MasterdataRow | undefined> {
  const rows = await tx
    .select()
    .from(masterdata)
    .where(and(eq(masterdata.category, category), eq(masterdata.id, id)))
    .limit(1);
  return rows[0];
}

export async function nextTenantMasterdataId(tx: Db): Promise<number> {
  const res = await tx.execute(sql`select nextval(${sql.raw(`'${masterdataTenantIdSeq.seqName}'`)})::int as id`);
  return Number((res as unknown as { rows: { id: number }[] }).rows[0]!.id);
}

export async function nextGlobalMasterdataId(tx: Db, category: string): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number>`coalesce(max(${masterdata.id}) filter (where ${masterdata.id} < 1000000), 0)::int` })
    .from(masterdata)
    .where(eq(masterdata.category, category));
  return Number(row?.max ?? 0) + 1;
}

export async function insertMasterdata(tx: Db, values: NewMasterdataRow): Promise<MasterdataRow> {
  const [row] = await tx.insert(masterdata).values(values).returning();
  return row!;
}

/** Updates a row of the current scope; RLS makes other scopes' rows unreachable. */
export async function updateMasterdata(
  tx: Db,
  category: string,
  id: number,
  changes: Partial<NewMasterdataRow>,
): Promise<MasterdataRow | undefined> {
  const [row] = await tx
    .update(masterdata)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(masterdata.category, category), eq(masterdata.id, id)))
    .returning();
  return row;
}

/** Bulk insert for seeding, in chunks. */
export async function insertMasterdataBatch(tx: Db, rows: NewMasterdataRow[], chunk = 2000): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) {
    await tx.insert(masterdata).values(rows.slice(i, i + chunk)).onConflictDoNothing();
  }
}

export async function countMasterdata(tx: Db): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(masterdata);
  return Number(row?.n ?? 0);
}
