import { asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../../platform/db';
import { likePattern } from '../../platform/data';
import { beneficiaries } from '../beneficiaries';
import { companies } from '../companies';
import type { CaseAccess } from './petitions.access';
import type { KindCaseDraft } from './petitions.kind-cases';
import { shownCaseNumber } from './petitions.mapper';
import { beneficiaryNameSql } from './petitions.repository';
import { petitions, type PetitionRow } from './petitions.table';

/*
 * A kind's list over petitions + its side table (LCA, PWD…; docs/case-kinds.md "Kind lists"), and
 * the small pieces every kind module with a side table repeats: the status log entry, the case
 * opened from a parent case, the head of its details view.
 */

/** A kind's side table, keyed by the case it belongs to. */
export interface KindSideTable {
  table: PgTable;
  petitionId: PgColumn;
}

/** The columns every kind list row starts with (case number shown, petitioner, beneficiary). */
export interface KindListHead {
  id: string;
  caseNumber: string;
  petitionerName: string | null;
  beneficiaryName: string | null;
  updatedAt: Date;
}

const headColumns: SelectedFieldsFlat = {
  id: petitions.id,
  caseNumber: sql<string>`coalesce(${petitions.customCaseNumber}, ${petitions.caseNumber})`,
  petitionerName: companies.name,
  beneficiaryName: beneficiaryNameSql,
  updatedAt: petitions.updatedAt,
};

/**
 * The search of a kind list: the term (trimmed; none → no condition) in the case number, the own
 * case number, the petitioner's name, the beneficiary's name, and the kind's own columns.
 */
export function kindListSearch(search: string | null | undefined, own: PgColumn[]): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const like = likePattern(term);
  return or(
    ilike(petitions.caseNumber, like),
    ilike(petitions.customCaseNumber, like),
    ...own.map((c) => ilike(c, like)),
    ilike(companies.name, like),
    sql`${beneficiaryNameSql} ilike ${like}`,
  );
}

/** The sort of a kind list: the kind's own fields, then createdAt and caseNumber, else updatedAt. */
export function kindListSort(field: string, own: Record<string, SQL>): SQL {
  if (Object.hasOwn(own, field)) return own[field]!;
  if (field === 'createdAt') return sql`${petitions.createdAt}`;
  if (field === 'caseNumber') return sql`${petitions.caseNumber}`;
  return sql`${petitions.updatedAt}`;
}

export interface KindListQuery<F extends SelectedFieldsFlat> {
  side: KindSideTable;
  /** The kind's own columns of a row (after the head columns). */
  columns: F;
  where: SQL | undefined;
  sortBy: SQL;
  order: 1 | -1;
  page: number;
  perpage: number;
}

/**
 * One page of a kind's list: petitions joined to its side table, the petitioner and the
 * beneficiary, filtered by `where` (the kind's visibility among it), sorted by `sortBy` then id,
 * with the total from the window count; a page past the end counts apart (its window is empty).
 */
export async function kindListPage<F extends SelectedFieldsFlat>(tx: Db, q: KindListQuery<F>): Promise<{ rows: (KindListHead & SelectResultFields<F>)[]; count: number }> {
  const from = (fields: SelectedFields) =>
    tx
      .select(fields)
      .from(petitions)
      .innerJoin(q.side.table, eq(q.side.petitionId, petitions.id))
      .leftJoin(companies, eq(companies.id, petitions.petitionerId))
      .leftJoin(beneficiaries, eq(beneficiaries.id, petitions.beneficiaryId))
      .where(q.where);
  const order = q.order === 1 ? asc : desc;
  const rows = (await from({ row: { ...headColumns, ...q.columns }, total: sql<number>`count(*) over ()::int` })
    .orderBy(order(q.sortBy), order(petitions.id))
    .limit(q.perpage)
    .offset((q.page - 1) * q.perpage)) as unknown as { row: KindListHead & SelectResultFields<F>; total: number }[];
  let count = rows[0]?.total ?? 0;
  if (!rows.length && q.page > 1) {
    const [c] = (await from({ n: sql<number>`count(*)::int` })) as unknown as { n: number }[];
    count = Number(c?.n ?? 0);
  }
  return { rows: rows.map((r) => r.row), count: Number(count) };
}

/** One entry of a kind's status log (side table `status_logs`). */
export const kindStatusLog = (a: Pick<CaseAccess, 'userId' | 'userName'>, statusId: number, note: string | null) => ({
  statusId,
  createdBy: a.userId,
  createdByName: a.userName,
  at: new Date().toISOString(),
  note,
});

/**
 * What a kind case opened from `parent` (an LCA or PWD requested from an H-1B case) takes of it:
 * beneficiary, branch, the parent link, the creation note and the parent's team (who then see
 * it). Without a parent: the branch given, no link, `<label> requested`.
 */
export function kindCaseFromParent(
  parent: PetitionRow | undefined,
  o: { relation: string; label: string; branchId: string | null },
): Pick<KindCaseDraft, 'beneficiaryId' | 'branchId' | 'parentId' | 'parentRelation' | 'note' | 'staff'> {
  return {
    beneficiaryId: parent?.beneficiaryId ?? null,
    branchId: parent?.branchId ?? o.branchId,
    parentId: parent?.id ?? null,
    parentRelation: parent ? o.relation : null,
    note: parent ? `${o.label} requested for case ${shownCaseNumber(parent)}` : `${o.label} requested`,
    staff: parent
      ? {
          attorneyId: parent.attorneyId,
          paralegalId: parent.paralegalId,
          supervisorId: parent.supervisorId,
          docManagerId: parent.docManagerId,
          docExecutiveId: parent.docExecutiveId,
          frontOfficeId: parent.frontOfficeId,
        }
      : {},
  };
}

/** The petitioner's and the beneficiary's names of a case (null where it has none). */
export async function caseNames(tx: Db, row: Pick<PetitionRow, 'petitionerId' | 'beneficiaryId'>): Promise<{ petitionerName: string | null; beneficiaryName: string | null }> {
  const [petitionerName, beneficiaryName] = await Promise.all([companyNameOf(tx, row.petitionerId), beneficiaryNameOf(tx, row.beneficiaryId)]);
  return { petitionerName, beneficiaryName };
}

export async function companyNameOf(tx: Db, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [c] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, id)).limit(1);
  return c?.name ?? null;
}

export async function beneficiaryNameOf(tx: Db, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [b] = await tx.select({ name: beneficiaryNameSql }).from(beneficiaries).where(eq(beneficiaries.id, id)).limit(1);
  return b?.name ?? null;
}

type StatusLogEntry = { statusId: number; createdBy: string; createdByName: string | null; at: string; note: string | null };

/**
 * The head of a kind case's details view: id, case number shown, the kind's status and its log
 * (named by `statusName`), petitioner, beneficiary, the case it was opened from.
 */
export function kindCaseHead(
  row: PetitionRow,
  d: { statusId: number; statusLogs: StatusLogEntry[] },
  statusName: (id: number) => string,
  names: { petitionerName: string | null; beneficiaryName: string | null },
  parent: PetitionRow | undefined,
) {
  return {
    id: row.id,
    caseNumber: shownCaseNumber(row),
    statusId: d.statusId,
    statusName: statusName(d.statusId),
    statusLogs: d.statusLogs.map((l) => ({ ...l, statusName: statusName(l.statusId) })),
    petitioner: row.petitionerId ? { id: row.petitionerId, name: names.petitionerName ?? '' } : null,
    beneficiary: row.beneficiaryId ? { id: row.beneficiaryId, name: names.beneficiaryName ?? '' } : null,
    parentCase: parent ? { id: parent.id, caseNumber: shownCaseNumber(parent) } : null,
  };
}

/** The later of the case's and its side row's change times (a kind view's `updatedAt`). */
export const kindUpdatedAt = (row: Pick<PetitionRow, 'updatedAt'>, d: { updatedAt: Date }): string => (d.updatedAt > row.updatedAt ? d.updatedAt : row.updatedAt).toISOString();
