import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ROLE, PWD_RULES, type PwdPositionState } from 'shared/domain';
import type { TListPwdPayload } from 'shared/contract';
import type { Db } from '../../platform/db';
import { caseVisibility, kindListPage, kindListSearch, kindListSort, petitions, type CaseAccess, type PetitionRow } from '../petitions';
import { pwdDetails, pwdWageAreas, pwdWageImports, type PwdDetailsRow } from './pwd.table';

/*
 * PWD queries (docs/pwd.md). Visibility: a PWD is a case (kernel visibility); the LCA manager
 * (role 11, not external) sees every PWD of the firm, as he sees every LCA.
 */
export const pwdVisibility = (a: CaseAccess): SQL => {
  const manager = a.roleId === ROLE.LCA_MANAGER && !a.isExternal;
  return and(eq(petitions.kind, 'pwd'), manager ? isNull(petitions.deletedAt) : caseVisibility(a))!;
};

/** The position state of a PWD row in SQL (pwdPositionState of shared/domain, same thresholds). */
export const positionStateSql = (today: string): SQL<PwdPositionState> =>
  sql<PwdPositionState>`case when ${pwdDetails.validTo} is null then 'pending'
    when ${pwdDetails.validTo} < ${today}::date then 'expired'
    when ${pwdDetails.validTo} <= ${today}::date + ${PWD_RULES.expiringWithinDays}::int then 'expiring'
    else 'valid' end`;

export async function findPwd(tx: Db, a: CaseAccess, id: string, lock = false): Promise<{ row: PetitionRow; d: PwdDetailsRow } | undefined> {
  const q = tx
    .select({ row: petitions, d: pwdDetails })
    .from(petitions)
    .innerJoin(pwdDetails, eq(pwdDetails.petitionId, petitions.id))
    .where(and(eq(petitions.id, id), pwdVisibility(a)))
    .limit(1);
  const [hit] = lock ? await q.for('update', { of: petitions }) : await q;
  return hit;
}

/** The PWD of a case: one opened from it (parent) or the case itself; the newest first. */
export async function pwdOfCase(tx: Db, caseId: string): Promise<{ row: PetitionRow; d: PwdDetailsRow } | undefined> {
  const [hit] = await tx
    .select({ row: petitions, d: pwdDetails })
    .from(petitions)
    .innerJoin(pwdDetails, eq(pwdDetails.petitionId, petitions.id))
    .where(and(eq(petitions.kind, 'pwd'), isNull(petitions.deletedAt), or(eq(petitions.parentId, caseId), eq(petitions.id, caseId))))
    .orderBy(desc(petitions.createdAt))
    .limit(1);
  return hit;
}

export async function areaName(tx: Db, code: string | null): Promise<string | null> {
  if (!code) return null;
  const [a] = await tx
    .select({ name: pwdWageAreas.areaName })
    .from(pwdWageAreas)
    .innerJoin(pwdWageImports, and(eq(pwdWageImports.id, pwdWageAreas.importId), eq(pwdWageImports.state, 'active')))
    .where(eq(pwdWageAreas.areaCode, code))
    .orderBy(desc(pwdWageImports.year))
    .limit(1);
  return a?.name ?? null;
}

const areaNameSql = sql<string | null>`(select wa.area_name from ${pwdWageAreas} wa join ${pwdWageImports} wi on wi.id = wa.import_id and wi.tenant_id = wa.tenant_id and wi.state = 'active' where wa.area_code = ${pwdDetails.areaCode} order by wi.year desc limit 1)`;

const PWD_SORT: Record<string, SQL> = {
  statusId: sql`${pwdDetails.statusId}`,
  jobTitle: sql`lower(coalesce(${pwdDetails.jobTitle}, ''))`,
  validTo: sql`${pwdDetails.validTo}`,
  determinationDate: sql`${pwdDetails.determinationDate}`,
};

/** /pwd/list: one page, filtered, searched and sorted in SQL, with the total (kernel kindListPage). */
export async function listPwds(tx: Db, a: CaseAccess, p: TListPwdPayload & { page: number; perpage: number; sort: { field: string; order: 1 | -1 } }, today: string) {
  const state = positionStateSql(today);
  const where = and(
    pwdVisibility(a),
    p.statusIds?.length ? inArray(pwdDetails.statusId, p.statusIds) : undefined,
    p.positionStates?.length ? sql`(${state}) in (${sql.join(p.positionStates.map((s) => sql`${s}`), sql`, `)})` : undefined,
    p.petitionerId ? eq(petitions.petitionerId, p.petitionerId) : undefined,
    kindListSearch(p.search, [pwdDetails.etaCaseNumber, pwdDetails.jobTitle, pwdDetails.socCode]),
  );
  return kindListPage(tx, {
    side: { table: pwdDetails, petitionId: pwdDetails.petitionId },
    columns: {
      statusId: pwdDetails.statusId,
      jobTitle: pwdDetails.jobTitle,
      socCode: pwdDetails.socCode,
      areaName: areaNameSql,
      wageLevel: pwdDetails.wageLevel,
      wage: pwdDetails.wage,
      wageUnit: pwdDetails.wageUnit,
      determinationDate: pwdDetails.determinationDate,
      validTo: pwdDetails.validTo,
      positionState: state,
    },
    where,
    sortBy: kindListSort(p.sort.field, PWD_SORT),
    order: p.sort.order,
    page: p.page,
    perpage: p.perpage,
  });
}
