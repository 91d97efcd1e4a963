import { and, asc, count, desc, eq, getTableColumns, gte, ilike, inArray, lte, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CLOSED_STATUS_IDS, OWN_LIST_CASE_KINDS, type CaseKind, type TCaseFilter } from 'shared/domain';
import type { TCaseList, TCaseSort } from 'shared/contract';
import type { Db } from '../../platform/db';
import { CURRENT_TENANT_SQL } from '../../platform/db/security';
import { notFound } from '../../platform/http';
import { beneficiaries } from '../beneficiaries';
import { branches } from '../branches';
import { companies } from '../companies';
import { inList } from '../people';
import { finishPage, inConsts, isConst, keyset, likePattern, pageTotal, type SortSpec } from '../../platform/data';
import { users } from '../users';
import { caseVisibility, type CaseAccess } from './petitions.access';
import type { CaseLinkRow } from './petitions.mapper';
import { caseFilterHooks } from './petitions.filter-hooks';
import {
  petitionActivity,
  petitionCounters,
  petitions,
  type NewPetitionRow,
  type PetitionRow,
} from './petitions.table';

/*
 * SQL of the case module. Lists page by keyset on (sort key, id) so a page costs the same at row
 * 10 as at row 1,000,000; the sort keys are indexed columns (deadline, updated, created) or
 * cheap joins (names). See docs/cases.md "Performance".
 */

const attorneyUser = alias(users, 'attorney_user');
const paralegalUser = alias(users, 'paralegal_user');
const parentCase = alias(petitions, 'parent_case');

/**
 * The beneficiary's name as the people screens and pickers write it (first, middle, last:
 * `beneficiaryName` in the beneficiaries mapper), so a person reads the same on the case.
 */
export const beneficiaryNameSql = sql<string | null>`nullif(concat_ws(' ', nullif(trim(${beneficiaries.firstName}), ''), nullif(trim(${beneficiaries.middleName}), ''), nullif(trim(${beneficiaries.lastName}), '')), '')`;

/**
 * The case columns a list reads: everything but the JSON a list never shows (the workflow
 * snapshot, completion and LCA logs, free-form data), which was most of each row's bytes
 * (docs/performance.md: about 3.4 KB of workflow JSON per row).
 */
const { workflow: _w, completionLog: _c, lcaStatusLogs: _l, data: _d, ...listCaseColumns } = getTableColumns(petitions);
type HeavyColumn = 'workflow' | 'completionLog' | 'lcaStatusLogs' | 'data';
export type CaseListCase = Omit<PetitionRow, HeavyColumn>;

/** A list row: the case (without its JSON) plus the names lists show. */
export type CaseListRow = CaseListCase & {
  petitionerName: string | null;
  beneficiaryName: string | null;
  branchName: string | null;
  attorneyName: string | null;
  paralegalName: string | null;
  parentCaseNumber: string | null;
  /** The firm's own name of the type / subtype (case-config rename or own subtype), else null. */
  firmTypeName?: string | null;
  firmSubTypeName?: string | null;
};

/**
 * The firm's name of a case's type and subtype (issue 16.2: a rename or a subtype the firm added,
 * `case_configs.name`; deactivated rows keep theirs), null when the product's name applies. A
 * primary-key lookup per row; the table is named, not imported (case-config imports this module).
 * `tenant` is the case's tenant column by default; a grouped query (reports by type) passes
 * `CURRENT_TENANT` (the transaction's tenant), since it cannot read an ungrouped column.
 */
export const CURRENT_TENANT = sql.raw(CURRENT_TENANT_SQL);
export const firmTypeNameSql = (tenant: SQLWrapper = petitions.tenantId) =>
  sql<string | null>`(select cc.name from case_configs cc where cc.tenant_id = ${tenant} and cc.type_id = ${petitions.typeId} and cc.sub_type_id = 0)`;
export const firmSubTypeNameSql = (tenant: SQLWrapper = petitions.tenantId) =>
  sql<string | null>`(select cc.name from case_configs cc where cc.tenant_id = ${tenant} and cc.type_id = ${petitions.typeId} and cc.sub_type_id = ${petitions.subTypeId})`;

const listColumns = {
  firmTypeName: firmTypeNameSql(),
  firmSubTypeName: firmSubTypeNameSql(),
  petitionerName: companies.name,
  beneficiaryName: beneficiaryNameSql,
  branchName: branches.name,
  attorneyName: attorneyUser.name,
  paralegalName: paralegalUser.name,
  parentCaseNumber: sql<string | null>`coalesce(${parentCase.customCaseNumber}, ${parentCase.caseNumber})`,
};

function listSelect(tx: Db, extra: Record<string, SQL> = {}) {
  return tx
    .select({ p: listCaseColumns, ...listColumns, ...extra })
    .from(petitions)
    .leftJoin(companies, eq(companies.id, petitions.petitionerId))
    .leftJoin(beneficiaries, eq(beneficiaries.id, petitions.beneficiaryId))
    .leftJoin(branches, eq(branches.id, petitions.branchId))
    .leftJoin(attorneyUser, eq(attorneyUser.id, petitions.attorneyId))
    .leftJoin(paralegalUser, eq(paralegalUser.id, petitions.paralegalId))
    .leftJoin(parentCase, eq(parentCase.id, petitions.parentId));
}

type Joined = { p: CaseListCase } & { [K in keyof typeof listColumns]: string | null };
const flatten = (r: Joined): CaseListRow => ({
  ...r.p,
  petitionerName: r.petitionerName,
  beneficiaryName: r.beneficiaryName,
  branchName: r.branchName,
  attorneyName: r.attorneyName,
  paralegalName: r.paralegalName,
  parentCaseNumber: r.parentCaseNumber,
  firmTypeName: r.firmTypeName,
  firmSubTypeName: r.firmSubTypeName,
});

/** The sort expression of a sort field (never null, so the keyset comparison is total). */
export function sortSpec(field: TCaseSort['field']): SortSpec {
  switch (field) {
    case 'deadlineDate':
      return { expr: sql`coalesce(${petitions.deadlineDate}, '9999-12-31'::date)`, cast: 'date' };
    case 'createdAt':
      return { expr: sql`${petitions.createdAt}`, cast: 'timestamptz' };
    case 'caseNumber':
      return { expr: sql`lower(${petitions.caseNumber})`, cast: 'text' };
    case 'statusId':
      return { expr: sql`${petitions.statusId}`, cast: 'int' };
    case 'beneficiaryName':
      return { expr: sql`lower(coalesce(${beneficiaryNameSql}, ''))`, cast: 'text' };
    case 'petitionerName':
      return { expr: sql`lower(coalesce(${companies.name}, ''))`, cast: 'text' };
    default:
      return { expr: sql`${petitions.updatedAt}`, cast: 'timestamptz' };
  }
}

const RFE_STATUS_IDS = [24, 25, 26, 32, 33];
const LCA_PENDING_CODES = ['LCA_REQUEST', 'LCA_REQUIRED', 'LCA_SUBMIT'];

/** The SQL of a SPEC §3 matcher, field by field. */
export function filterSql(f: TCaseFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  // Fields a case-kind module answers for (caseFilterHooks) replace the kernel's own condition.
  const hooked = new Set(caseFilterHooks.entries.map((h) => h.field));
  for (const h of caseFilterHooks.entries) if (f[h.field] !== undefined && f[h.field] !== false) parts.push(h.sql(f));
  if (f.petitionerIds?.length) parts.push(inArray(petitions.petitionerId, f.petitionerIds));
  if (f.typeIds?.length) parts.push(inArray(petitions.typeId, f.typeIds));
  if (f.subTypeIds?.length) parts.push(inArray(petitions.subTypeId, f.subTypeIds));
  if (f.statusIds?.length) parts.push(inArray(petitions.statusId, f.statusIds));
  if (f.branchIds?.length) parts.push(inArray(petitions.branchId, f.branchIds));
  if (f.beneficiaryIds?.length) parts.push(inArray(petitions.beneficiaryId, f.beneficiaryIds));
  if (f.deadlineDateRange?.from) parts.push(gte(petitions.deadlineDate, f.deadlineDateRange.from));
  if (f.deadlineDateRange?.to) parts.push(lte(petitions.deadlineDate, f.deadlineDateRange.to));
  // Both flags (or neither) mean every case.
  if (f.getActiveCases && !f.getClosedCases) parts.push(inConsts(petitions.statusId, CLOSED_STATUS_IDS, true));
  if (f.getClosedCases && !f.getActiveCases) parts.push(inConsts(petitions.statusId, CLOSED_STATUS_IDS));
  if (f.premiumProcessing !== undefined) parts.push(eq(petitions.premiumProcessing, f.premiumProcessing));
  if (f.rfeCases) parts.push(or(isConst(petitions.kind, 'rfe'), inConsts(petitions.statusId, RFE_STATUS_IDS), isConst(petitions.uscisOutcome, 'rfe')));
  if (f.getPendingWithLCA && !hooked.has('getPendingWithLCA')) parts.push(inConsts(petitions.nextActivity, LCA_PENDING_CODES));
  if (f.validityDateRange?.from) parts.push(gte(petitions.validityTo, f.validityDateRange.from));
  if (f.validityDateRange?.to) parts.push(lte(petitions.validityTo, f.validityDateRange.to));
  if (f.pwdPositionTypeStatus && !hooked.has('pwdPositionTypeStatus')) parts.push(sql`lower(${petitions.pwdPositionTypeStatus}) = ${f.pwdPositionTypeStatus.toLowerCase()}`);
  if (f.title) parts.push(ilike(petitions.title, likePattern(f.title)));
  const real = parts.filter(Boolean);
  return real.length ? and(...real) : undefined;
}

/** Which list: /cases (live cases that are not RFE, old or external), /ref-cases, /old-cases, /external-cases. */
export function listKindSql(list: TCaseList): SQL {
  switch (list) {
    case 'rfe':
      return isConst(petitions.kind, 'rfe');
    case 'old':
      return and(inConsts(petitions.kind, OWN_LIST_CASE_KINDS, true), isConst(petitions.isOld, true))!;
    case 'external':
      return and(inConsts(petitions.kind, OWN_LIST_CASE_KINDS, true), isConst(petitions.isExternal, true))!;
    default:
      // LCAs and PWDs are worked in their own lists (OWN_LIST_CASE_KINDS), RFEs in the RFE tab.
      // Literals, not parameters: the list's generic plan is then costed right (platform/data/literals.ts).
      return and(inConsts(petitions.kind, ['rfe', ...OWN_LIST_CASE_KINDS], true), isConst(petitions.isOld, false), isConst(petitions.isExternal, false))!;
  }
}

const RECEIPT_LIKE = /^[A-Za-z]{3}\d{10}$/;
const CASE_NUMBER_LIKE = /^[A-Za-z0-9]+-\d{4}-\d{5,}$/;

/**
 * Search over case number, custom number, receipt number, title, beneficiary and petitioner names:
 * the cases `search_case_ids` returns (migration 0035). It applies these conditions, in the
 * current tenant only, each behind a trigram index: lower(case number, custom number or title)
 * like p, upper(receipt number) like P, lower(the beneficiary's trimmed full name or first + last
 * name) like p, lower(the petitioner's name) like p. Under row-level security LIKE cannot use an
 * index in the query itself (docs/query-layer.md "Search under RLS"); the list's own row-level
 * security still applies to the cases it returns.
 */
export function searchSql(term: string | undefined, form: 'page' | 'count' = 'page'): SQL | undefined {
  const t = term?.trim();
  if (!t) return undefined;
  // Receipt and generated case numbers are stored upper-case: exact, index-driven equalities.
  if (RECEIPT_LIKE.test(t)) return eq(petitions.receiptNumber, t.toUpperCase());
  if (CASE_NUMBER_LIKE.test(t)) return or(eq(petitions.caseNumber, t.toUpperCase()), eq(petitions.customCaseNumber, t));
  const p = likePattern(t);
  // The page: `IS TRUE` keeps the IN out of a semi-join: PostgreSQL then runs the function once
  // into a hashed SubPlan that filters the list's own index walk (a page of a common name stops
  // after a few hundred cases) instead of joining every matching case's names before sorting them.
  // The count: the plain IN, a semi-join that reads only the matching cases by primary key instead
  // of probing the hash with every case of the firm. Same rows either way.
  const candidates = sql`${petitions.id} IN (SELECT search_case_ids(${p}, ${p.toUpperCase()}))`;
  return form === 'count' ? candidates : sql`(${candidates}) IS TRUE`;
}

/**
 * The count of a /cases list a caller who sees every case filters by statuses and branches only:
 * read from `case_branch_tallies` (migration 0029: its `listed` is exactly the /cases list kind over
 * live cases) instead of counting the firm's cases (a sequential scan on PGlite, which has no
 * autovacuum to make index-only counts cheap). See docs/query-layer.md "Case list count".
 */
export interface TallyCount {
  statusIds?: readonly number[];
  notStatusIds?: readonly number[];
  branchIds?: readonly string[];
}

export interface ListQuery {
  where: SQL | undefined;
  /** Count from the tallies instead of `where` (same answer; see TallyCount). */
  tally?: TallyCount;
  sort: TCaseSort;
  cursor?: string | null;
  perpage: number;
  withCount: boolean;
  /** The count's condition when it is written differently from the page's (a search: `searchSql(term, 'count')`). */
  countWhere?: SQL | undefined;
  /** Choose the page's ids before joining the names (listPageQuery); pass `plansKept(ctx.database)`. */
  pageFirst?: boolean;
}

/**
 * The count of a list as one SQL expression: a scalar subquery that PostgreSQL runs once (an
 * InitPlan), so the page and its count are one statement (issue 21.2). Inside it `petitions`
 * names the subquery's own table.
 */
function listCountSql(tx: Db, q: ListQuery): SQL<number> {
  if (q.tally) {
    const w = tallyWhere(q.tally);
    return (w ? sql`(select coalesce(sum(n), 0)::int from case_branch_tallies where ${w})` : sql`0`).mapWith(Number) as SQL<number>;
  }
  // Conditions read petitions only (a search reads names through search_case_ids): no joins.
  const counted = tx
    .select({ n: count() })
    .from(petitions)
    .where(q.countWhere ?? q.where);
  return sql`${counted}`.mapWith(Number) as SQL<number>;
}

/** Sorts on a joined table's column (the others read the case row alone). */
const JOINED_SORTS: ReadonlySet<TCaseSort['field']> = new Set(['beneficiaryName', 'petitionerName']);

/**
 * The page query of a list (exported for EXPLAIN in performance checks); `total` carries the count when asked.
 * When the sort reads the case row alone (the conditions always do), the page's ids are chosen
 * first from `petitions` alone (its index, a top-N sort) and the names are joined for those rows
 * only: otherwise PostgreSQL joins the six name lookups to every matching case before sorting
 * (a status + branch filter of the 200,000-case firm: 2,593 rows joined for 26 shown, 277 ms →
 * 5 ms; docs/performance.md, session 11). That form takes ~1.5 ms more to plan (three uses of
 * `petitions`), paid once per connection on PostgreSQL (named statements) but on every call on
 * PGlite, whose firms are small (20,000-case firm: p50 13 → 20 ms): `pageFirst` is PostgreSQL's.
 */
export function listPageQuery(tx: Db, q: ListQuery) {
  const spec = sortSpec(q.sort.field);
  const ks = keyset(spec, petitions.id, q.sort.order, q.cursor);
  const page = listSelect(tx, { sortKey: ks.sortKey, ...(q.withCount ? { total: listCountSql(tx, q) } : {}) });
  const where = and(q.where, ks.after);
  if (!q.pageFirst || JOINED_SORTS.has(q.sort.field)) return page.where(where).orderBy(...ks.orderBy).limit(q.perpage + 1);
  // Inside the subquery `petitions` names the subquery's own table, as in listCountSql.
  const ids = tx.select({ id: petitions.id }).from(petitions).where(where).orderBy(...ks.orderBy).limit(q.perpage + 1);
  return page.where(inArray(petitions.id, ids)).orderBy(...ks.orderBy).limit(q.perpage + 1);
}

/** The count alone, run only when awaited (an empty page past a cursor carries none). */
const listCountQuery = (tx: Db, q: ListQuery) => tx.select({ n: listCountSql(tx, q) }).from(sql`(select 1) as one`);

export async function listCases(tx: Db, q: ListQuery): Promise<{ rows: CaseListRow[]; count: number | null; nextCursor: string | null }> {
  const rows = (await listPageQuery(tx, q)) as unknown as (Joined & { sortKey: string; total?: number })[];
  const page = finishPage(
    rows.map((r) => ({ ...flatten(r), sortKey: r.sortKey })),
    q.perpage,
  );
  const total = q.withCount ? await pageTotal(rows, listCountQuery(tx, q), Boolean(q.cursor)) : null;
  return { rows: page.rows, count: total, nextCursor: page.nextCursor };
}

/** The tallies' condition for these statuses and branches; null when a list is empty (nothing counts). */
function tallyWhere(t: TallyCount): SQL | null {
  if (t.statusIds?.length === 0 || t.branchIds?.length === 0) return null;
  const parts: SQL[] = [sql`listed`];
  if (t.statusIds) parts.push(sql`status_id in (${sql.join(t.statusIds.map((x) => sql`${x}`), sql`, `)})`);
  if (t.notStatusIds) parts.push(sql`status_id not in (${sql.join(t.notStatusIds.map((x) => sql`${x}`), sql`, `)})`);
  if (t.branchIds) parts.push(sql`branch_key in (${sql.join(t.branchIds.map((x) => sql`${x}::uuid`), sql`, `)})`);
  return sql.join(parts, sql` and `);
}

/** Every row of a query (exports), up to `limit`. */
export async function allCases(tx: Db, where: SQL | undefined, sort: TCaseSort, limit: number): Promise<CaseListRow[]> {
  const spec = sortSpec(sort.field);
  const dir = sort.order === 1 ? asc : desc;
  const rows = await listSelect(tx).where(where).orderBy(dir(spec.expr), dir(petitions.id)).limit(limit);
  return rows.map((r) => flatten(r as unknown as Joined));
}

/** One list row by id (no visibility check: the caller has done it). */
export async function caseListRow(tx: Db, id: string): Promise<CaseListRow> {
  const [r] = await listSelect(tx).where(eq(petitions.id, id)).limit(1);
  if (!r) throw notFound('Case not found');
  return flatten(r as unknown as Joined);
}

/** A case the caller may see, else 404 (another tenant's id is unknown by RLS). `lock` takes a row lock. */
export async function findVisibleCase(tx: Db, a: CaseAccess, id: string, opts: { lock?: boolean; kind?: CaseKind } = {}): Promise<PetitionRow> {
  const base = tx
    .select()
    .from(petitions)
    .where(and(eq(petitions.id, id), caseVisibility(a), opts.kind ? eq(petitions.kind, opts.kind) : undefined))
    .limit(1);
  const [row] = opts.lock ? await base.for('update') : await base;
  if (!row) throw notFound(opts.kind === 'rfe' ? 'RFE case not found' : 'Case not found');
  return row;
}

/** A case link (parent or child case in the details) as one JSON object of `t`'s columns. */
const caseLinkJson = (t: typeof parentCase) =>
  sql`json_build_object('id', ${t.id}, 'caseNumber', ${t.caseNumber}, 'customCaseNumber', ${t.customCaseNumber}, 'kind', ${t.kind}, 'typeId', ${t.typeId}, 'statusId', ${t.statusId}, 'parentRelation', ${t.parentRelation}, 'deadlineDate', ${t.deadlineDate})`;
const childCase = alias(petitions, 'child_case') as unknown as typeof parentCase;
const UUID_TEXT = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/**
 * What the details show beside the case, read in the case's own statement (issue 21.2: one round
 * trip instead of four): the parent case (as caseById: deleted or not), the live child cases
 * oldest first (as childCases), and the names of the users the case names — its six slots, its
 * creator and last editor, and whoever completed a step (as usersByIds over those ids; a
 * completion entry whose `by` is not a user id names nobody). Every subquery runs under the
 * request's row-level security, like the statements it replaces.
 */
const detailsColumns = {
  parentLink: sql<CaseLinkRow | null>`case when ${parentCase.id} is null then null else ${caseLinkJson(parentCase)} end`,
  childLinks: sql<CaseLinkRow[]>`(select coalesce(json_agg(${caseLinkJson(childCase)} order by ${childCase.createdAt}), '[]'::json) from petitions as child_case where ${childCase.parentId} = ${petitions.id} and ${childCase.deletedAt} is null)`,
  userNames: sql<[string, string][]>`(select coalesce(json_agg(json_build_array(named_user.id, named_user.name)), '[]'::json) from users as named_user
    where named_user.id = any(array[${petitions.attorneyId}, ${petitions.paralegalId}, ${petitions.supervisorId}, ${petitions.docManagerId}, ${petitions.docExecutiveId}, ${petitions.frontOfficeId}, ${petitions.createdBy}, ${petitions.updatedBy}]
      || array(select (e->>'by')::uuid from jsonb_array_elements(${petitions.completionLog}) e where e->>'by' ~* ${sql.raw(`'${UUID_TEXT}'`)})))`,
};

export interface CaseDetailsRead {
  row: PetitionRow;
  list: CaseListRow;
  parent: CaseLinkRow | undefined;
  children: CaseLinkRow[];
  /** Name by user id of the users the case names (slots, creator, editor, completions). */
  names: Map<string, string>;
}

/**
 * The details read: the case the caller may see (every column), its list row (the names), its
 * parent and child cases and the names of its people, in one statement instead of
 * findVisibleCase + caseListRow + caseById + childCases + usersByIds (issue 21: the details call
 * is BEGIN+scope, this, COMMIT). 404 as findVisibleCase.
 */
export async function findVisibleCaseWithNames(tx: Db, a: CaseAccess, id: string): Promise<CaseDetailsRead> {
  const [r] = await tx
    .select({ p: petitions, ...listColumns, ...detailsColumns })
    .from(petitions)
    .leftJoin(companies, eq(companies.id, petitions.petitionerId))
    .leftJoin(beneficiaries, eq(beneficiaries.id, petitions.beneficiaryId))
    .leftJoin(branches, eq(branches.id, petitions.branchId))
    .leftJoin(attorneyUser, eq(attorneyUser.id, petitions.attorneyId))
    .leftJoin(paralegalUser, eq(paralegalUser.id, petitions.paralegalId))
    .leftJoin(parentCase, eq(parentCase.id, petitions.parentId))
    .where(and(eq(petitions.id, id), caseVisibility(a)))
    .limit(1);
  if (!r) throw notFound('Case not found');
  const { parentLink, childLinks, userNames, ...joined } = r;
  const { workflow: _w2, completionLog: _c2, lcaStatusLogs: _l2, data: _d2, ...listCase } = r.p;
  return {
    row: r.p,
    list: flatten({ ...joined, p: listCase } as Joined),
    parent: parentLink ?? undefined,
    children: childLinks,
    names: new Map(userNames),
  };
}

/** The next sequence number of a case number prefix (gap-free per tenant and prefix). */
export async function nextCaseSequence(tx: Db, prefix: string): Promise<number> {
  const [row] = await tx
    .insert(petitionCounters)
    .values({ prefix, value: 1 })
    .onConflictDoUpdate({ target: [petitionCounters.tenantId, petitionCounters.prefix], set: { value: sql`${petitionCounters.value} + 1` } })
    .returning({ value: petitionCounters.value });
  return row!.value;
}

export async function insertCase(tx: Db, values: NewPetitionRow): Promise<PetitionRow> {
  const [row] = await tx.insert(petitions).values(values).returning();
  return row!;
}

export async function updateCase(tx: Db, id: string, set: Partial<NewPetitionRow>): Promise<PetitionRow> {
  const [row] = await tx
    .update(petitions)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(petitions.id, id))
    .returning();
  if (!row) throw notFound('Case not found');
  return row;
}

/** Is a (custom or generated) case number taken by another case of the tenant? */
export async function caseNumberTaken(tx: Db, value: string, exceptId?: string): Promise<boolean> {
  const v = value.toLowerCase();
  const [row] = await tx
    .select({ id: petitions.id })
    .from(petitions)
    .where(
      and(
        or(sql`lower(${petitions.caseNumber}) = ${v}`, sql`lower(${petitions.customCaseNumber}) = ${v}`),
        exceptId ? ne(petitions.id, exceptId) : undefined,
        sql`${petitions.deletedAt} is null`,
      ),
    )
    .limit(1);
  return !!row;
}

export async function insertActivity(
  tx: Db,
  values: {
    petitionId: string;
    action: string;
    activityCode?: string | null;
    userId: string | null;
    userName: string | null;
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown> | null;
    note?: string | null;
  },
): Promise<void> {
  await tx.insert(petitionActivity).values(values);
}

export async function listActivity(tx: Db, petitionId: string, page: number, perpage: number) {
  const where = eq(petitionActivity.petitionId, petitionId);
  const rows = await tx
    .select()
    .from(petitionActivity)
    .where(where)
    .orderBy(desc(petitionActivity.at), desc(petitionActivity.id))
    .limit(perpage)
    .offset((page - 1) * perpage);
  const [n] = await tx.select({ n: count() }).from(petitionActivity).where(where);
  return { rows, count: Number(n?.n ?? 0) };
}

/** Child cases (RFEs, follow-ons) of a case. */
export async function childCases(tx: Db, parentId: string): Promise<PetitionRow[]> {
  return tx
    .select()
    .from(petitions)
    .where(and(eq(petitions.parentId, parentId), sql`${petitions.deletedAt} is null`))
    .orderBy(asc(petitions.createdAt));
}

export async function caseById(tx: Db, id: string | null): Promise<PetitionRow | undefined> {
  if (!id) return undefined;
  const [row] = await tx.select().from(petitions).where(eq(petitions.id, id)).limit(1);
  return row;
}

/** Active users of the tenant with these roles (optionally only these ids). */
export async function usersByRoles(tx: Db, roleIds: number[], opts: { ids?: string[] } = {}) {
  if (!roleIds.length) return [];
  return tx
    .select({ id: users.id, name: users.name, email: users.email, roleId: users.roleId, branchIds: users.branchIds })
    .from(users)
    .where(and(inArray(users.roleId, roleIds), eq(users.status, 'active'), opts.ids ? inList(users.id, opts.ids) : undefined));
}

export async function usersByIds(tx: Db, ids: (string | null | undefined)[]) {
  const list = [...new Set(ids.filter((x): x is string => !!x))];
  if (!list.length) return [];
  return tx
    .select({ id: users.id, name: users.name, email: users.email, roleId: users.roleId, status: users.status, isExternal: users.isExternal })
    .from(users)
    .where(inArray(users.id, list));
}

