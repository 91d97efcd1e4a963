import { and, asc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { ROLE } from 'shared/domain';
import type { TListLcaPayload } from 'shared/contract';
import type { Db } from '../../platform/db';
import { companies } from '../companies';
import { users } from '../users';
import { caseVisibility, kindListPage, kindListSearch, kindListSort, petitions, type CaseAccess, type PetitionRow } from '../petitions';
import { lcaDetails, lcaUsages, lcaWorksites, type LcaDetailsRow, type LcaUsageRow, type LcaWorksiteRow } from './lca.table';

/*
 * LCA queries (docs/lca.md). Visibility: an LCA is a case; the caller sees it when the kernel's
 * case visibility says so, and the LCA manager (role 11, not external) sees every LCA of the firm:
 * working them is the role's job (SPEC §6), while he still sees H-1B cases only when assigned.
 */

export const lcaVisibility = (a: CaseAccess): SQL => {
  const base = caseVisibility(a);
  const lcaManager = a.roleId === ROLE.LCA_MANAGER && !a.isExternal;
  return and(eq(petitions.kind, 'lca'), lcaManager ? isNull(petitions.deletedAt) : base)!;
};

/** Positions in use of an LCA, counted in SQL. */
export const usedSql = sql<number>`(select count(*)::int from ${lcaUsages} u where u.lca_id = ${petitions.id} and u.detached_at is null)`;

export async function findLca(tx: Db, a: CaseAccess, id: string, lock = false): Promise<{ row: PetitionRow; d: LcaDetailsRow } | undefined> {
  const q = tx
    .select({ row: petitions, d: lcaDetails })
    .from(petitions)
    .innerJoin(lcaDetails, eq(lcaDetails.petitionId, petitions.id))
    .where(and(eq(petitions.id, id), lcaVisibility(a)))
    .limit(1);
  const [hit] = lock ? await q.for('update', { of: petitions }) : await q;
  return hit;
}

export async function detailsById(tx: Db, id: string): Promise<LcaDetailsRow | undefined> {
  const [d] = await tx.select().from(lcaDetails).where(eq(lcaDetails.petitionId, id)).limit(1);
  return d;
}

export async function worksitesOf(tx: Db, lcaId: string): Promise<LcaWorksiteRow[]> {
  return tx.select().from(lcaWorksites).where(eq(lcaWorksites.petitionId, lcaId)).orderBy(asc(lcaWorksites.position));
}

/**
 * Writes the worksites in order: an input with the id of one of the LCA's worksites changes that
 * row in place (its id, and the posting notices keyed by it, stay); one without is inserted; the
 * LCA's worksites not sent are removed.
 */
export async function syncWorksites(
  tx: Db,
  lcaId: string,
  sites: (Omit<typeof lcaWorksites.$inferInsert, 'petitionId' | 'position' | 'id'> & { id?: string | undefined })[],
): Promise<void> {
  const existing = new Set((await worksitesOf(tx, lcaId)).map((w) => w.id));
  const kept = new Set<string>();
  for (const [i, { id, ...values }] of sites.entries()) {
    if (id && existing.has(id) && !kept.has(id)) {
      kept.add(id);
      await tx.update(lcaWorksites).set({ ...values, position: i }).where(and(eq(lcaWorksites.petitionId, lcaId), eq(lcaWorksites.id, id)));
    } else {
      await tx.insert(lcaWorksites).values({ ...values, petitionId: lcaId, position: i });
    }
  }
  const removed = [...existing].filter((id) => !kept.has(id));
  if (removed.length) await tx.delete(lcaWorksites).where(and(eq(lcaWorksites.petitionId, lcaId), inArray(lcaWorksites.id, removed)));
}

export async function usedPositions(tx: Db, lcaId: string): Promise<number> {
  const [r] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(lcaUsages)
    .where(and(eq(lcaUsages.lcaId, lcaId), isNull(lcaUsages.detachedAt)));
  return Number(r?.n ?? 0);
}

export async function liveUsages(tx: Db, lcaId: string): Promise<LcaUsageRow[]> {
  return tx.select().from(lcaUsages).where(and(eq(lcaUsages.lcaId, lcaId), isNull(lcaUsages.detachedAt))).orderBy(asc(lcaUsages.attachedAt));
}

export async function liveUsage(tx: Db, lcaId: string, caseId: string): Promise<LcaUsageRow | undefined> {
  const [u] = await tx
    .select()
    .from(lcaUsages)
    .where(and(eq(lcaUsages.lcaId, lcaId), eq(lcaUsages.caseId, caseId), isNull(lcaUsages.detachedAt)))
    .limit(1);
  return u;
}

/** The live LCA usages of a case (an H-1B served by an LCA). */
export async function usagesOfCase(tx: Db, caseId: string): Promise<LcaUsageRow[]> {
  return tx.select().from(lcaUsages).where(and(eq(lcaUsages.caseId, caseId), isNull(lcaUsages.detachedAt)));
}

export async function userName(tx: Db, id: string | null | undefined): Promise<string | null> {
  if (!id) return null;
  const [u] = await tx.select({ name: users.name }).from(users).where(eq(users.id, id)).limit(1);
  return u?.name ?? null;
}

export async function userRole(tx: Db, id: string): Promise<{ roleId: number; status: string } | undefined> {
  const [u] = await tx.select({ roleId: users.roleId, status: users.status }).from(users).where(eq(users.id, id)).limit(1);
  return u;
}

const parent = sql`(select coalesce(pp.custom_case_number, pp.case_number) from ${petitions} pp where pp.id = ${petitions.parentId})`;
const managerName = sql<string | null>`(select uu.name from ${users} uu where uu.id = ${lcaDetails.lcaManagerId})`;

const LCA_SORT: Record<string, SQL> = {
  statusId: sql`${lcaDetails.statusId}`,
  employerName: sql`lower(coalesce(${lcaDetails.employerName}, ${companies.name}, ''))`,
  jobTitle: sql`lower(coalesce(${lcaDetails.jobTitle}, ''))`,
  periodStart: sql`${lcaDetails.periodStart}`,
  periodEnd: sql`${lcaDetails.periodEnd}`,
};

/** /lca/list: one page, filtered, searched and sorted in SQL, with the total (kernel kindListPage). */
export async function listLcas(tx: Db, a: CaseAccess, p: TListLcaPayload & { page: number; perpage: number; sort: { field: string; order: 1 | -1 } }, today: string) {
  const where = and(
    lcaVisibility(a),
    p.statusIds?.length ? inArray(lcaDetails.statusId, p.statusIds) : undefined,
    p.petitionerId ? eq(petitions.petitionerId, p.petitionerId) : undefined,
    p.caseId
      ? or(eq(petitions.parentId, p.caseId), sql`exists (select 1 from ${lcaUsages} u2 where u2.lca_id = ${petitions.id} and u2.case_id = ${p.caseId} and u2.detached_at is null)`)
      : undefined,
    p.withFreePositions
      ? and(eq(lcaDetails.statusId, 2), sql`${usedSql} < ${lcaDetails.workers}`, or(isNull(lcaDetails.periodEnd), sql`${lcaDetails.periodEnd} >= ${today}`))
      : undefined,
    p.endingBy ? lte(lcaDetails.periodEnd, p.endingBy) : undefined,
    kindListSearch(p.search, [lcaDetails.etaCaseNumber, lcaDetails.employerName, lcaDetails.jobTitle, lcaDetails.socCode]),
  );
  return kindListPage(tx, {
    side: { table: lcaDetails, petitionId: lcaDetails.petitionId },
    columns: {
      statusId: lcaDetails.statusId,
      parentCaseNumber: sql<string | null>`${parent}`,
      employerName: lcaDetails.employerName,
      jobTitle: lcaDetails.jobTitle,
      socCode: lcaDetails.socCode,
      wageLevel: lcaDetails.wageLevel,
      periodStart: lcaDetails.periodStart,
      periodEnd: lcaDetails.periodEnd,
      etaCaseNumber: lcaDetails.etaCaseNumber,
      lcaManagerName: managerName,
      workers: lcaDetails.workers,
      used: usedSql,
    },
    where,
    sortBy: kindListSort(p.sort.field, LCA_SORT),
    order: p.sort.order,
    page: p.page,
    perpage: p.perpage,
  });
}
