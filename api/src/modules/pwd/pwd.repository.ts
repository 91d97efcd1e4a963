import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ROLE, PWD_RULES, type PwdPositionState } from 'shared/domain';
import type { TListPwdPayload } from 'shared/contract';
import type { Db } from '../../platform/db';
import { likePattern } from '../../platform/data';
import { beneficiaries } from '../beneficiaries';
import { companies } from '../companies';
import { beneficiaryNameSql, caseVisibility, petitions, type CaseAccess, type PetitionRow } from '../petitions';
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

function sortExpr(field: string): SQL {
  switch (field) {
    case 'createdAt':
      return sql`${petitions.createdAt}`;
    case 'caseNumber':
      return sql`${petitions.caseNumber}`;
    case 'statusId':
      return sql`${pwdDetails.statusId}`;
    case 'jobTitle':
      return sql`lower(coalesce(${pwdDetails.jobTitle}, ''))`;
    case 'validTo':
      return sql`${pwdDetails.validTo}`;
    case 'determinationDate':
      return sql`${pwdDetails.determinationDate}`;
    default:
      return sql`${petitions.updatedAt}`;
  }
}

export async function listPwds(tx: Db, a: CaseAccess, p: TListPwdPayload & { page: number; perpage: number; sort: { field: string; order: 1 | -1 } }, today: string) {
  const like = p.search?.trim() ? likePattern(p.search.trim()) : null;
  const state = positionStateSql(today);
  const where = and(
    pwdVisibility(a),
    p.statusIds?.length ? inArray(pwdDetails.statusId, p.statusIds) : undefined,
    p.positionStates?.length ? sql`(${state}) in (${sql.join(p.positionStates.map((s) => sql`${s}`), sql`, `)})` : undefined,
    p.petitionerId ? eq(petitions.petitionerId, p.petitionerId) : undefined,
    like
      ? or(
          ilike(petitions.caseNumber, like),
          ilike(petitions.customCaseNumber, like),
          ilike(pwdDetails.etaCaseNumber, like),
          ilike(pwdDetails.jobTitle, like),
          ilike(pwdDetails.socCode, like),
          ilike(companies.name, like),
          sql`${beneficiaryNameSql} ilike ${like}`,
        )
      : undefined,
  );
  const order = p.sort.order === 1 ? asc : desc;
  const rows = await tx
    .select({
      row: {
        id: petitions.id,
        caseNumber: sql<string>`coalesce(${petitions.customCaseNumber}, ${petitions.caseNumber})`,
        statusId: pwdDetails.statusId,
        petitionerName: companies.name,
        beneficiaryName: beneficiaryNameSql,
        jobTitle: pwdDetails.jobTitle,
        socCode: pwdDetails.socCode,
        areaName: areaNameSql,
        wageLevel: pwdDetails.wageLevel,
        wage: pwdDetails.wage,
        wageUnit: pwdDetails.wageUnit,
        determinationDate: pwdDetails.determinationDate,
        validTo: pwdDetails.validTo,
        positionState: state,
        updatedAt: petitions.updatedAt,
      },
      total: sql<number>`count(*) over ()::int`,
    })
    .from(petitions)
    .innerJoin(pwdDetails, eq(pwdDetails.petitionId, petitions.id))
    .leftJoin(companies, eq(companies.id, petitions.petitionerId))
    .leftJoin(beneficiaries, eq(beneficiaries.id, petitions.beneficiaryId))
    .where(where)
    .orderBy(order(sortExpr(p.sort.field)), order(petitions.id))
    .limit(p.perpage)
    .offset((p.page - 1) * p.perpage);
  let count = rows[0]?.total ?? 0;
  if (!rows.length && p.page > 1) {
    const [c] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(petitions)
      .innerJoin(pwdDetails, eq(pwdDetails.petitionId, petitions.id))
      .leftJoin(companies, eq(companies.id, petitions.petitionerId))
      .leftJoin(beneficiaries, eq(beneficiaries.id, petitions.beneficiaryId))
      .where(where);
    count = Number(c?.n ?? 0);
  }
  return { rows: rows.map((r) => r.row), count: Number(count) };
}
