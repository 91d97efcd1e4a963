import { and, eq, inArray, isNotNull, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CAP_REGISTRATION_STATUSES,
  CASE_STATUSES,
  CASE_SUB_TYPE,
  CASE_SUB_TYPES,
  CASE_TYPE,
  CASE_TYPES,
  CLOSED_STATUS_IDS,
  type CustomReportEntity,
  type ReportDef,
} from 'shared/domain';
import { EXPIRY_KIND_LABELS, type TReportChartData, type TReportRow, type TReportSort } from 'shared/contract';
import type { Db } from '../../platform/db';
import { rowsOf } from '../../platform/db';
import { addDaysIso, andAll, likePattern, limitSql } from '../../platform/data';
import { users } from '../users';
import { branches } from '../branches';
import { companies, companyVisibility } from '../companies';
import { beneficiaries, beneficiaryVisibility } from '../beneficiaries';
import { individuals, individualVisibility } from '../individuals';
import type { PeopleAccess } from '../people';
import { assignedTo, caseVisibility, CURRENT_TENANT, firmSubTypeNameSql, firmTypeNameSql, petitionActivity, petitions, type CaseAccess } from '../petitions';
import { expiryDateValues } from '../expiries';
import { processingTimeSql } from './reports.processing';
import { caseBranchTallies, caseOpenDeadlineTallies, casePetitionerTallies, NO_BRANCH_KEY } from './reports.table';

/*
 * The SQL of each report of the registry (docs/reports.md). A report is a plan: FROM, WHERE, the
 * selected expressions by column key, the sortable expressions, and aggregate expressions for the
 * totals and chart groups. `runPlan` turns a plan into four queries (page, count, totals, groups);
 * every count and sum is SQL, nothing is counted in Node.
 */

export interface Plan {
  from: SQL;
  /** FROM for the count, totals and chart groups when the filters need none of the page's joins. */
  baseFrom?: SQL;
  where: SQL | undefined;
  /** Output cells by key (strings, numbers, dates as text). */
  select: Record<string, SQL>;
  /** Aggregate reports: rows are groups of the base rows; the first `select` entry must be this expression. */
  groupBy?: SQL;
  /** Sort expressions by key; keys missing here are not sortable. */
  sort: Record<string, SQL>;
  /** Final tie-break keeping pages stable (same direction as the sort, so one index serves both). */
  tieBreak: SQL;
  /** Aggregate expressions over the base rows (not the groups), by total key. */
  totals: Record<string, SQL>;
  /** Expression whose values the chart counts (source 'groups'). */
  chartGroup?: SQL;
}

export interface ReportScope {
  tx: Db;
  cases: CaseAccess;
  people: PeopleAccess;
  today: string;
  /** The firm's name: the author of its exported files (white label: never the product's). */
  firmName?: string;
}

type Filters = Record<string, unknown>;

const CLOSED = [...CLOSED_STATUS_IDS];
const STATUS_APPROVED = 22;
const STATUS_DENIED = 23;
const STATUS_WITHDRAWN = 31;
const RFE_STATUSES = [24, 25, 26];
/** Submitted to USCIS / DOL, receipt received, PWD filed, PERM submitted: filed and waiting. */
const FILED_STATUSES = [12, 13, 15, 21];

/** `case <col> when id then 'name' … end`: names sort in SQL without a lookup table. */
const nameCase = (col: SQL, list: readonly { id: number; name: string }[]): SQL =>
  sql`(case ${col} ${sql.join(
    list.map((x) => sql`when ${x.id} then ${x.name}`),
    sql` `,
  )} else null end)`;

// The firm's name first (its rename or own subtype, issue 16.2), else the product's.
const typeNameSql = sql`coalesce(${firmTypeNameSql(CURRENT_TENANT)}, ${nameCase(sql`${petitions.typeId}`, CASE_TYPES)})`;
const subTypeNameSql = sql`coalesce(${firmSubTypeNameSql(CURRENT_TENANT)}, ${nameCase(sql`${petitions.subTypeId}`, CASE_SUB_TYPES)})`;
const statusNameSql = nameCase(sql`${petitions.statusId}`, CASE_STATUSES);
const personName = (t: { firstName: unknown; lastName: unknown }): SQL =>
  sql`nullif(trim(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')), '')`;
const isoDate = (e: SQL | unknown): SQL => sql`to_char(${e}, 'YYYY-MM-DD')`;
const isoTime = (e: SQL | unknown): SQL => sql`to_char(${e} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const lower = (e: SQL): SQL => sql`lower(${e})`;

const attorney = alias(users, 'ra');
const paralegal = alias(users, 'rp');
const principal = alias(beneficiaries, 'rpr');

/** The case joins: petitioner, beneficiary, branch, attorney, paralegal. */
const caseFrom = sql`${petitions}
  left join ${companies} on ${companies.id} = ${petitions.petitionerId}
  left join ${beneficiaries} on ${beneficiaries.id} = ${petitions.beneficiaryId}
  left join ${branches} on ${branches.id} = ${petitions.branchId}
  left join ${users} as "ra" on ${attorney.id} = ${petitions.attorneyId}
  left join ${users} as "rp" on ${paralegal.id} = ${petitions.paralegalId}`;

const caseCells = {
  caseId: sql`${petitions.id}`,
  caseNumber: sql`coalesce(${petitions.customCaseNumber}, ${petitions.caseNumber})`,
  typeName: typeNameSql,
  subTypeName: subTypeNameSql,
  statusName: statusNameSql,
  petitionerName: sql`${companies.name}`,
  beneficiaryName: personName(beneficiaries),
  branchName: sql`${branches.name}`,
  attorneyName: sql`${attorney.name}`,
  paralegalName: sql`${paralegal.name}`,
  createdAt: isoDate(petitions.createdAt),
  deadlineDate: isoDate(petitions.deadlineDate),
  receiptNumber: sql`${petitions.receiptNumber}`,
} satisfies Record<string, SQL>;

const caseSorts: Record<string, SQL> = {
  caseNumber: sql`${petitions.caseNumber}`,
  typeName: typeNameSql,
  statusName: statusNameSql,
  petitionerName: lower(sql`${companies.name}`),
  beneficiaryName: lower(personName(beneficiaries)),
  branchName: lower(sql`${branches.name}`),
  attorneyName: lower(sql`${attorney.name}`),
  paralegalName: lower(sql`${paralegal.name}`),
  createdAt: sql`${petitions.createdAt}`,
  deadlineDate: sql`${petitions.deadlineDate}`,
  receiptNumber: sql`${petitions.receiptNumber}`,
};

const dateFrom = (col: unknown, v: unknown): SQL | undefined => {
  const r = v as { from?: string; to?: string } | undefined;
  if (!r) return undefined;
  return andAll([r.from ? sql`${col} >= ${r.from}::date` : undefined, r.to ? sql`${col} < (${r.to}::date + 1)` : undefined]);
};
const ids = (v: unknown): number[] | undefined => (Array.isArray(v) && v.length ? (v as number[]) : undefined);
const uuids = (v: unknown): string[] | undefined => (Array.isArray(v) && v.length ? (v as string[]) : undefined);

/** The common case filters (keys of the registry's case reports and the custom cases entity). */
export function caseFilterSql(f: Filters): SQL | undefined {
  const types = ids(f.caseTypes);
  const statuses = ids(f.statuses);
  const br = uuids(f.branches);
  const pet = uuids(f.petitioners);
  const who = uuids(f.assignees);
  const search = typeof f.search === 'string' && f.search.trim() ? f.search.trim() : undefined;
  return andAll([
    dateFrom(petitions.createdAt, f.created),
    dateFrom(petitions.deadlineDate, f.deadline),
    types ? inArray(petitions.typeId, types) : undefined,
    statuses ? inArray(petitions.statusId, statuses) : undefined,
    br ? inArray(petitions.branchId, br) : undefined,
    pet ? inArray(petitions.petitionerId, pet) : undefined,
    who ? or(...who.map((u) => assignedTo(u))) : undefined,
    f.state === 'open' ? notInArray(petitions.statusId, CLOSED) : f.state === 'closed' ? inArray(petitions.statusId, CLOSED) : undefined,
    search
      ? or(
          eq(petitions.caseNumber, search.toUpperCase()),
          eq(petitions.receiptNumber, search.toUpperCase()),
          sql`lower(${beneficiaries.firstName} || ' ' || ${beneficiaries.lastName}) like ${likePattern(search)}`,
          sql`lower(${companies.name}) like ${likePattern(search)}`,
        )
      : undefined,
  ]);
}

const visibleCases = (s: ReportScope): SQL => and(caseVisibility(s.cases), eq(petitions.isOld, false))!;
const countIf = (cond: SQL): SQL => sql`(count(*) filter (where ${cond}))::int`;

// ─────────────────────────── the plans ───────────────────────────

/** The count and groups of a case plan skip the name joins unless the search filter reads them. */
const caseBaseFrom = (f: Filters): SQL | undefined => (typeof f.search === 'string' && f.search.trim() ? undefined : sql`${petitions}`);

function caseListPlan(s: ReportScope, f: Filters): Plan {
  return {
    from: caseFrom,
    baseFrom: caseBaseFrom(f),
    where: and(visibleCases(s), caseFilterSql(f)),
    select: caseCells,
    sort: caseSorts,
    tieBreak: sql`${petitions.id}`,
    totals: {},
    chartGroup: statusNameSql,
  };
}

/** The custom report's cases: the case list's cells plus outcome, premium processing and closing date. */
function customCasesPlan(s: ReportScope, f: Filters): Plan {
  const extra = {
    uscisOutcome: sql`${petitions.uscisOutcome}`,
    premiumProcessing: sql`(case when ${petitions.premiumProcessing} then 'Yes' else 'No' end)`,
    closedAt: isoDate(petitions.closedAt),
  };
  return {
    from: caseFrom,
    where: and(visibleCases(s), caseFilterSql(f)),
    select: { ...caseCells, ...extra },
    sort: { ...caseSorts, ...extra, closedAt: sql`${petitions.closedAt}` },
    tieBreak: sql`${petitions.id}`,
    totals: {},
    chartGroup: statusNameSql,
  };
}

const daysOverdueSql = (today: string): SQL => sql`(${today}::date - ${petitions.deadlineDate})`;
const ageGroupSql = (today: string): SQL =>
  sql`(case when ${daysOverdueSql(today)} < 7 then '<1 Week' when ${daysOverdueSql(today)} < 21 then '1 Week' else '3+ Weeks' end)`;

function overduePlan(s: ReportScope, f: Filters): Plan {
  const minDays = typeof f.minDays === 'number' ? f.minDays : 1;
  return {
    from: caseFrom,
    baseFrom: caseBaseFrom(f),
    where: and(
      visibleCases(s),
      notInArray(petitions.statusId, CLOSED),
      isNotNull(petitions.deadlineDate),
      sql`${petitions.deadlineDate} <= ${addDaysIso(s.today, -minDays)}::date`,
      caseFilterSql(f),
    ),
    select: { ...caseCells, daysOverdue: sql`${daysOverdueSql(s.today)}::int`, ageGroup: ageGroupSql(s.today) },
    sort: { ...caseSorts, daysOverdue: daysOverdueSql(s.today) },
    tieBreak: sql`${petitions.id}`,
    totals: { maxDaysOverdue: sql`coalesce(max(${daysOverdueSql(s.today)}), 0)::int` },
    chartGroup: ageGroupSql(s.today),
  };
}

/** Monday of the week holding `day` (YYYY-MM-DD). */
export function weekStart(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const dow = (d.getUTCDay() + 6) % 7;
  return addDaysIso(day, -dow);
}

function weeklyPlan(s: ReportScope, f: Filters): Plan {
  const from = weekStart(typeof f.weekOf === 'string' ? f.weekOf : s.today);
  const to = addDaysIso(from, 7);
  const inWeek = (col: unknown): SQL => sql`(${col} >= ${from}::date and ${col} < ${to}::date)`;
  const br = uuids(f.branches);
  const moved = sql`exists (select 1 from ${petitionActivity} where ${petitionActivity.petitionId} = ${petitions.id}
      and ${inWeek(petitionActivity.at)} and (${petitionActivity.after} ->> 'statusId') is not null)`;
  const agg = {
    opened: countIf(inWeek(petitions.createdAt)),
    closed: countIf(inWeek(petitions.closedAt)),
    moved: countIf(moved),
    approved: countIf(sql`${petitions.uscisOutcome} = 'approved' and ${inWeek(petitions.uscisOutcomeDate)}`),
    denied: countIf(sql`${petitions.uscisOutcome} = 'denied' and ${inWeek(petitions.uscisOutcomeDate)}`),
    rfe: countIf(sql`${petitions.uscisOutcome} = 'rfe' and ${inWeek(petitions.uscisOutcomeDate)}`),
    openAtEnd: countIf(sql`${petitions.createdAt} < ${to}::date and (${petitions.closedAt} is null or ${petitions.closedAt} >= ${to}::date)`),
  };
  return {
    from: sql`${petitions}`,
    // Only cases that existed by the week's end matter.
    where: and(visibleCases(s), sql`${petitions.createdAt} < ${to}::date`, br ? inArray(petitions.branchId, br) : undefined),
    select: { typeId: sql`${petitions.typeId}`, typeName: typeNameSql, ...agg },
    groupBy: sql`${petitions.typeId}`,
    sort: { typeName: typeNameSql, ...agg },
    tieBreak: sql`${petitions.typeId}`,
    totals: agg,
  };
}

function activityPlan(s: ReportScope, f: Filters): Plan {
  const who = uuids(f.users);
  const actions = Array.isArray(f.actions) && f.actions.length ? (f.actions as string[]) : undefined;
  const types = ids(f.caseTypes);
  return {
    from: sql`${petitionActivity} join ${petitions} on ${petitions.id} = ${petitionActivity.petitionId}`,
    where: andAll([
      visibleCases(s),
      dateFrom(petitionActivity.at, f.at),
      who ? inArray(petitionActivity.userId, who) : undefined,
      actions ? inArray(petitionActivity.action, actions) : undefined,
      types ? inArray(petitions.typeId, types) : undefined,
    ]),
    select: {
      caseId: sql`${petitions.id}`,
      at: isoTime(petitionActivity.at),
      userName: sql`${petitionActivity.userName}`,
      caseNumber: sql`coalesce(${petitions.customCaseNumber}, ${petitions.caseNumber})`,
      typeName: typeNameSql,
      action: sql`${petitionActivity.action}`,
      activityCode: sql`${petitionActivity.activityCode}`,
      note: sql`${petitionActivity.note}`,
    },
    sort: {
      at: sql`${petitionActivity.at}`,
      userName: lower(sql`coalesce(${petitionActivity.userName}, '')`),
      caseNumber: sql`${petitions.caseNumber}`,
      action: sql`${petitionActivity.action}`,
      activityCode: sql`${petitionActivity.activityCode}`,
    },
    tieBreak: sql`${petitionActivity.id}`,
    totals: {},
    chartGroup: sql`coalesce(${petitionActivity.userName}, 'System')`,
  };
}

const outcomeCounts = (today: string) => ({
  total: sql`count(*)::int`,
  open: countIf(notInArray(petitions.statusId, CLOSED)),
  filed: countIf(inArray(petitions.statusId, FILED_STATUSES)),
  approved: countIf(eq(petitions.statusId, STATUS_APPROVED)),
  denied: countIf(eq(petitions.statusId, STATUS_DENIED)),
  rfe: countIf(inArray(petitions.statusId, RFE_STATUSES)),
  withdrawn: countIf(eq(petitions.statusId, STATUS_WITHDRAWN)),
  overdue: countIf(sql`${notInArray(petitions.statusId, CLOSED)} and ${petitions.deadlineDate} < ${today}::date`),
});

function branchwisePlan(s: ReportScope, f: Filters): Plan {
  if (tallyServes(s, f)) return branchwiseTallyPlan(s);
  const agg = outcomeCounts(s.today);
  return {
    from: sql`${petitions} left join ${branches} on ${branches.id} = ${petitions.branchId}`,
    where: and(visibleCases(s), caseFilterSql(f)),
    select: { branchId: sql`${petitions.branchId}`, branchName: sql`coalesce(min(${branches.name}), 'No branch')`, ...agg },
    groupBy: sql`${petitions.branchId}`,
    sort: { branchName: lower(sql`coalesce(min(${branches.name}), '')`), ...agg },
    tieBreak: sql`${petitions.branchId}`,
    totals: agg,
  };
}

/**
 * Whether an aggregate report can read the case tallies (reports.table.ts) instead of the cases:
 * the caller sees every live case (admin) and no filter narrows them. Any other view (a scoped
 * role, a date range, a search) counts the cases themselves with the indexed statement.
 */
export const tallyServes = (s: ReportScope, f: Filters): boolean =>
  s.cases.kind === 'all' && Object.values(f).every((v) => v === undefined || v === null || v === '' || (Array.isArray(v) && !v.length));

const tallySum = (e: SQL): SQL => sql`coalesce(${e}, 0)::int`;

/** The branch-wise summary from the tallies: branch × status counts plus the open deadlines before today. */
function branchwiseTallyPlan(s: ReportScope): Plan {
  const b = caseBranchTallies;
  const d = caseOpenDeadlineTallies;
  const src = sql`(select ${b.branchKey} as branch_key, ${b.statusId} as status_id, ${b.n} as n, 0 as overdue from ${b} where ${b.n} <> 0
    union all select ${d.branchKey}, null, 0, ${d.n} from ${d} where ${d.n} <> 0 and ${d.deadlineDate} < ${s.today}::date) t`;
  const n = (cond?: SQL): SQL => tallySum(cond ? sql`sum(t.n) filter (where ${cond})` : sql`sum(t.n)`);
  const inList = (list: number[]): SQL => sql`t.status_id in (${sql.join(list.map((x) => sql`${x}`), sql`, `)})`;
  const agg = {
    total: n(),
    open: n(sql`not (${inList(CLOSED)})`),
    filed: n(inList(FILED_STATUSES)),
    approved: n(sql`t.status_id = ${STATUS_APPROVED}`),
    denied: n(sql`t.status_id = ${STATUS_DENIED}`),
    rfe: n(inList(RFE_STATUSES)),
    withdrawn: n(sql`t.status_id = ${STATUS_WITHDRAWN}`),
    overdue: tallySum(sql`sum(t.overdue)`),
  };
  // A literal, not a parameter: the group expression must match in SELECT, ORDER BY and GROUP BY.
  const branchId = sql`nullif(t.branch_key, ${sql.raw(`'${NO_BRANCH_KEY}'::uuid`)})`;
  return {
    from: sql`${src} left join ${branches} on ${branches.id} = t.branch_key`,
    where: undefined,
    select: { branchId, branchName: sql`coalesce(min(${branches.name}), 'No branch')`, ...agg },
    groupBy: branchId,
    sort: { branchName: lower(sql`coalesce(min(${branches.name}), '')`), ...agg },
    tieBreak: branchId,
    totals: agg,
  };
}

/**
 * The case list report's status chart and row count from `case_branch_tallies`, for an admin
 * whose only filters are branches, statuses and open/closed (the bench's "open cases of one
 * branch"): a few tally rows instead of counting tens of thousands of cases. Null otherwise (the
 * chart and count are then counted from the cases, `planGroups`).
 */
export async function caseListTallyGroups(s: ReportScope, f: Filters, label: string): Promise<{ chart: TReportChartData; total: number } | null> {
  if (s.cases.kind !== 'all') return null;
  const used = Object.entries(f).filter(([, v]) => !(v === undefined || v === null || v === '' || (Array.isArray(v) && !v.length)));
  if (used.some(([k, v]) => !['branches', 'statuses', 'state'].includes(k) || (k === 'state' && v !== 'open' && v !== 'closed'))) return null;
  const t = caseBranchTallies;
  const br = uuids(f.branches);
  const st = ids(f.statuses);
  const rows = await s.tx
    .select({ id: t.statusId, n: sql<number>`sum(${t.n})::int` })
    .from(t)
    .where(
      andAll([
        br ? inArray(t.branchKey, br) : undefined,
        st ? inArray(t.statusId, st) : undefined,
        f.state === 'open' ? notInArray(t.statusId, CLOSED) : f.state === 'closed' ? inArray(t.statusId, CLOSED) : undefined,
      ]),
    )
    .groupBy(t.statusId)
    .having(sql`sum(${t.n}) > 0`);
  const named = rows.map((r) => ({ label: CASE_STATUSES.find((x) => x.id === r.id)?.name ?? '—', n: Number(r.n) }));
  // As planGroups: largest first, then by name.
  named.sort((a, b) => b.n - a.n || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  const top = named.slice(0, 20);
  return {
    chart: { labels: top.map((r) => r.label), series: [{ key: 'count', label, data: top.map((r) => r.n) }] },
    total: named.reduce((n, r) => n + r.n, 0),
  };
}

/**
 * Cases by customer from the per-petitioner tallies: one row per petitioner, so no grouping — the
 * page is read in the order of `case_petitioner_tallies_total_idx` (largest first) and the names
 * are looked up for the page's rows only; the count and totals are sums over the tally rows.
 */
function casesByCustomerTallyPlan(): Plan {
  const t = casePetitionerTallies;
  const name = sql`(select ${companies.name} from ${companies} where ${companies.id} = ${t.petitionerId})`;
  const cols = { total: t.total, open: t.open, approved: t.approved, denied: t.denied, rfe: t.rfe, withdrawn: t.withdrawn };
  const cells = Object.fromEntries(Object.entries(cols).map(([k, c]) => [k, sql`${c}`])) as Record<keyof typeof cols, SQL>;
  const sums = Object.fromEntries(Object.entries(cols).map(([k, c]) => [k, sql`coalesce(sum(${c}), 0)::int`])) as Record<keyof typeof cols, SQL>;
  return {
    from: sql`${t}`,
    where: sql`${t.total} > 0`,
    select: { petitionerId: sql`${t.petitionerId}`, petitionerName: name, ...cells, lastCaseAt: isoDate(sql`${t.lastCreatedAt}`) },
    sort: { petitionerName: lower(name), ...cells, lastCaseAt: sql`${t.lastCreatedAt}` },
    tieBreak: sql`${t.petitionerId}`,
    totals: sums,
  };
}

function casesByCustomerPlan(s: ReportScope, f: Filters): Plan {
  if (tallyServes(s, f)) return casesByCustomerTallyPlan();
  const { filed: _filed, overdue: _overdue, ...agg } = outcomeCounts(s.today);
  const search = typeof f.search === 'string' && f.search.trim() ? f.search.trim() : undefined;
  // Grouped on petitions alone (an index-only scan); the name is looked up per group of the page.
  const name = sql`(select ${companies.name} from ${companies} where ${companies.id} = ${petitions.petitionerId})`;
  return {
    from: sql`${petitions}`,
    where: andAll([
      visibleCases(s),
      isNotNull(petitions.petitionerId),
      caseFilterSql({ ...f, search: undefined }),
      search ? sql`${petitions.petitionerId} in (select ${companies.id} from ${companies} where lower(${companies.name}) like ${likePattern(search)})` : undefined,
    ]),
    select: {
      petitionerId: sql`${petitions.petitionerId}`,
      petitionerName: name,
      ...agg,
      lastCaseAt: isoDate(sql`max(${petitions.createdAt})`),
    },
    groupBy: sql`${petitions.petitionerId}`,
    sort: { petitionerName: lower(name), ...agg, lastCaseAt: sql`max(${petitions.createdAt})` },
    tieBreak: sql`${petitions.petitionerId}`,
    totals: agg,
  };
}

/** Correlated case counts of a person (visible cases only). */
const caseCountSql = (s: ReportScope, match: SQL, open: boolean): SQL =>
  sql`(select count(*)::int from ${petitions} where ${match} and ${visibleCases(s)}${open ? sql` and ${notInArray(petitions.statusId, CLOSED)}` : sql``})`;

function corporatePlan(s: ReportScope, f: Filters): Plan {
  const br = uuids(f.branches);
  const search = typeof f.search === 'string' && f.search.trim() ? f.search.trim() : undefined;
  const openCases = caseCountSql(s, sql`${petitions.petitionerId} = ${companies.id}`, true);
  const totalCases = caseCountSql(s, sql`${petitions.petitionerId} = ${companies.id}`, false);
  const beneficiaryCount = sql`(select count(*)::int from ${beneficiaries} where ${beneficiaries.companyId} = ${companies.id} and ${beneficiaries.deletedAt} is null)`;
  return {
    from: sql`${companies} left join ${branches} on ${branches.id} = ${companies.branchId}`,
    where: andAll([
      companyVisibility(s.people),
      isNull(companies.mergedIntoId),
      dateFrom(companies.createdAt, f.created),
      br ? inArray(companies.branchId, br) : undefined,
      search ? or(sql`lower(${companies.name}) like ${likePattern(search)}`, eq(companies.feiNumber, search)) : undefined,
    ]),
    select: {
      petitionerId: sql`${companies.id}`,
      name: sql`${companies.name}`,
      feiNumber: sql`${companies.feiNumber}`,
      branchName: sql`${branches.name}`,
      businessType: sql`${companies.businessType}`,
      employeesCount: sql`${companies.employeesCount}`,
      beneficiaryCount,
      openCases,
      totalCases,
      createdAt: isoDate(companies.createdAt),
    },
    sort: { name: lower(sql`${companies.name}`), feiNumber: sql`${companies.feiNumber}`, branchName: lower(sql`${branches.name}`), businessType: sql`${companies.businessType}`, employeesCount: sql`${companies.employeesCount}`, beneficiaryCount, openCases, totalCases, createdAt: sql`${companies.createdAt}` },
    tieBreak: sql`${companies.id}`,
    totals: { beneficiaryCount: sql`coalesce(sum(${beneficiaryCount}), 0)::int`, openCases: sql`coalesce(sum(${openCases}), 0)::int`, totalCases: sql`coalesce(sum(${totalCases}), 0)::int` },
  };
}

function individualPlan(s: ReportScope, f: Filters): Plan {
  const br = uuids(f.branches);
  const search = typeof f.search === 'string' && f.search.trim() ? f.search.trim() : undefined;
  const match = sql`${individuals.beneficiaryId} is not null and ${petitions.beneficiaryId} = ${individuals.beneficiaryId}`;
  const openCases = caseCountSql(s, match, true);
  const totalCases = caseCountSql(s, match, false);
  const name = personName(individuals);
  return {
    from: sql`${individuals} left join ${branches} on ${branches.id} = ${individuals.branchId}`,
    where: andAll([
      individualVisibility(s.people),
      dateFrom(individuals.createdAt, f.created),
      br ? inArray(individuals.branchId, br) : undefined,
      search ? or(sql`lower(${name}) like ${likePattern(search)}`, sql`lower(coalesce(${individuals.email}, '')) like ${likePattern(search)}`) : undefined,
    ]),
    select: {
      individualId: sql`${individuals.id}`,
      name,
      email: sql`${individuals.email}`,
      accountType: sql`${individuals.accountType}`,
      branchName: sql`${branches.name}`,
      openCases,
      totalCases,
      createdAt: isoDate(individuals.createdAt),
    },
    sort: { name: lower(name), accountType: sql`${individuals.accountType}`, openCases, totalCases, createdAt: sql`${individuals.createdAt}` },
    tieBreak: sql`${individuals.id}`,
    totals: { openCases: sql`coalesce(sum(${openCases}), 0)::int`, totalCases: sql`coalesce(sum(${totalCases}), 0)::int` },
  };
}

/*
 * CAP: the registration cases (type 13) with the H-1B CAP petition created from each (a child
 * with parent_id), and H-1B CAP petitions opened without a recorded registration. Season = the
 * fiscal year the cap counts for: the calendar year the case was opened + 1 (registrations in
 * March, petitions filed from April, employment from October 1st).
 */
function capPlan(s: ReportScope, f: Filters): Plan {
  const child = alias(petitions, 'rcap');
  const isRegistration = eq(petitions.typeId, CASE_TYPE.CAP);
  const regStatus = sql`(case when ${petitions.typeId} <> ${CASE_TYPE.CAP} then 'not_recorded'
      when ${petitions.statusId} = ${STATUS_APPROVED} then 'selected'
      when ${petitions.statusId} = ${STATUS_DENIED} then 'not_selected'
      when ${petitions.statusId} = ${STATUS_WITHDRAWN} then 'withdrawn'
      when ${petitions.statusId} in (12, 13) then 'submitted' else 'draft' end)`;
  const regLabel = sql`(case ${regStatus} ${sql.join(
    CAP_REGISTRATION_STATUSES.map((o) => sql`when ${o.value} then ${o.label}`),
    sql` `,
  )} end)`;
  const fy = sql`(extract(year from ${petitions.createdAt})::int + 1)`;
  // The petition: the registration's child, or the standalone petition itself.
  const petCase = (c: unknown, own: unknown): SQL => sql`(case when ${petitions.typeId} = ${CASE_TYPE.CAP} then ${c} else ${own} end)`;
  const petStatusId = petCase(child.statusId, petitions.statusId);
  const petFiled = sql`${petStatusId} is not null and ${petStatusId} not in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11)`;
  const statuses = Array.isArray(f.registrationStatus) && f.registrationStatus.length ? (f.registrationStatus as string[]) : undefined;
  const pet = uuids(f.petitioners);
  const br = uuids(f.branches);
  return {
    from: sql`${petitions}
      left join ${companies} on ${companies.id} = ${petitions.petitionerId}
      left join ${beneficiaries} on ${beneficiaries.id} = ${petitions.beneficiaryId}
      left join lateral (select * from ${petitions} as "rcap" where "rcap"."tenant_id" = ${petitions.tenantId} and "rcap"."parent_id" = ${petitions.id}
        and "rcap"."type_id" = ${CASE_TYPE.H1B} and "rcap"."sub_type_id" = ${CASE_SUB_TYPE.H1B_CAP} and "rcap"."deleted_at" is null
        order by "rcap"."created_at" limit 1) as "rcap" on true`,
    where: andAll([
      visibleCases(s),
      or(isRegistration, and(eq(petitions.typeId, CASE_TYPE.H1B), eq(petitions.subTypeId, CASE_SUB_TYPE.H1B_CAP), isNull(petitions.parentId))),
      typeof f.fiscalYear === 'number' ? sql`${fy} = ${f.fiscalYear}` : undefined,
      statuses ? sql`${regStatus} in (${sql.join(statuses.map((x) => sql`${x}`), sql`, `)})` : undefined,
      pet ? inArray(petitions.petitionerId, pet) : undefined,
      br ? inArray(petitions.branchId, br) : undefined,
    ]),
    select: {
      caseId: sql`${petitions.id}`,
      fiscalYear: fy,
      caseNumber: sql`coalesce(${petitions.customCaseNumber}, ${petitions.caseNumber})`,
      beneficiaryName: personName(beneficiaries),
      petitionerName: sql`${companies.name}`,
      registrationStatus: regLabel,
      petitionCaseNumber: petCase(sql`coalesce(${child.customCaseNumber}, ${child.caseNumber})`, sql`coalesce(${petitions.customCaseNumber}, ${petitions.caseNumber})`),
      petitionStatusName: nameCase(petStatusId, CASE_STATUSES),
      receiptNumber: petCase(child.receiptNumber, petitions.receiptNumber),
      createdAt: isoDate(petitions.createdAt),
    },
    sort: {
      fiscalYear: fy,
      caseNumber: sql`${petitions.caseNumber}`,
      beneficiaryName: lower(personName(beneficiaries)),
      petitionerName: lower(sql`${companies.name}`),
      registrationStatus: regStatus,
      createdAt: sql`${petitions.createdAt}`,
    },
    tieBreak: sql`${petitions.id}`,
    totals: { selected: countIf(sql`${regStatus} = 'selected'`), petitionsFiled: countIf(petFiled) },
    chartGroup: regLabel,
  };
}

/*
 * Expiry risk (issue 17 point 5): open cases that are filed or planned (not decided: no USCIS
 * outcome yet, status not closed) whose form has a typical processing time; the case date is the
 * SUBMIT_TO_USCIS completion date, else the opening date; expected decision = case date +
 * processing days (premium days when premium processing). Every expiring date (the expiries
 * module's kinds) of the case's beneficiary and of the beneficiary's dependents that falls before
 * the expected decision is a row. Already-expired dates count too (they are the most urgent).
 */
function expiryRiskPlan(s: ReportScope, f: Filters): Plan {
  const kinds = Array.isArray(f.kinds) && f.kinds.length ? (f.kinds as string[]) : undefined;
  const pet = uuids(f.petitioners);
  const types = ids(f.caseTypes);
  const br = uuids(f.branches);
  const filedAt = sql`(select min((e ->> 'at')::timestamptz) from jsonb_array_elements(${petitions.completionLog}) e where e ->> 'code' = 'SUBMIT_TO_USCIS')`;
  const caseDate = sql`coalesce(${filedAt}, ${petitions.createdAt})::date`;
  const pt = processingTimeSql();
  const days = sql`(case when ${petitions.premiumProcessing} and pt.premium_days is not null then pt.premium_days else pt.typical_days end)`;
  const expected = sql`(${caseDate} + ${days})`;
  const person = alias(beneficiaries, 'rperson');
  const labelSql = sql`(case e.kind ${sql.join(
    Object.entries(EXPIRY_KIND_LABELS).map(([k, l]) => sql`when ${k} then ${l}`),
    sql` `,
  )} end)`;
  const documentLabel = sql`(case when e.kind = 'status' and ${person.currentStatusCode} is not null then ${labelSql} || ' (' || ${person.currentStatusCode} || ')' else ${labelSql} end)`;
  return {
    from: sql`${petitions}
      join (${pt.table}) as pt on pt.form = (${formOfTypeSql()})
      join ${beneficiaries} as "rperson" on "rperson"."tenant_id" = ${petitions.tenantId} and "rperson"."deleted_at" is null
        and ("rperson"."id" = ${petitions.beneficiaryId} or "rperson"."principal_id" = ${petitions.beneficiaryId})
      cross join lateral (values ${expiryDateValues(person, kinds)}) as e(kind, date)
      left join ${companies} on ${companies.id} = ${petitions.petitionerId}
      left join ${beneficiaries} as "rpr" on ${principal.id} = ${person.principalId}`,
    where: andAll([
      visibleCases(s),
      isNotNull(petitions.beneficiaryId),
      notInArray(petitions.statusId, CLOSED),
      isNull(petitions.uscisOutcome),
      sql`e.date is not null and e.date < ${expected}`,
      f.relation === 'principal' ? eq(person.relation, 'principal') : f.relation === 'dependent' ? ne(person.relation, 'principal') : undefined,
      pet ? inArray(petitions.petitionerId, pet) : undefined,
      types ? inArray(petitions.typeId, types) : undefined,
      br ? inArray(petitions.branchId, br) : undefined,
    ]),
    select: {
      caseId: sql`${petitions.id}`,
      personId: sql`${person.id}`,
      personName: personName(person),
      relation: sql`${person.relation}`,
      principalName: personName(principal),
      petitionerName: sql`${companies.name}`,
      kind: sql`e.kind`,
      documentLabel,
      expiryDate: isoDate(sql`e.date`),
      caseNumber: sql`coalesce(${petitions.customCaseNumber}, ${petitions.caseNumber})`,
      form: sql`pt.form`,
      caseDate: isoDate(caseDate),
      expectedDecision: isoDate(expected),
      gapDays: sql`(${expected} - e.date)::int`,
    },
    sort: {
      personName: lower(personName(person)),
      petitionerName: lower(sql`${companies.name}`),
      expiryDate: sql`e.date`,
      caseNumber: sql`${petitions.caseNumber}`,
      caseDate,
      expectedDecision: expected,
      gapDays: sql`(${expected} - e.date)`,
    },
    tieBreak: sql`${petitions.id}, ${person.id}, e.kind`,
    totals: { people: sql`count(distinct ${person.id})::int` },
    chartGroup: labelSql,
  };
}

/** The form filed for the case's type (CASE_TYPES[].form), as SQL. */
const formOfTypeSql = (): SQL =>
  sql`case ${petitions.typeId} ${sql.join(
    CASE_TYPES.filter((t) => t.form).map((t) => sql`when ${t.id} then ${t.form!}`),
    sql` `,
  )} else null end`;

/** Beneficiaries (custom reports): people visible to the caller, with their open visible cases. */
function customBeneficiariesPlan(s: ReportScope, f: Filters): Plan {
  const br = uuids(f.branches);
  const pet = uuids(f.petitioners);
  const name = personName(beneficiaries);
  const openCases = caseCountSql(s, sql`${petitions.beneficiaryId} = ${beneficiaries.id}`, true);
  const cells = {
    beneficiaryId: sql`${beneficiaries.id}`,
    name,
    email: sql`${beneficiaries.email}`,
    relation: sql`${beneficiaries.relation}`,
    petitionerName: sql`${companies.name}`,
    branchName: sql`${branches.name}`,
    currentStatusCode: sql`${beneficiaries.currentStatusCode}`,
    statusExpiry: isoDate(beneficiaries.statusExpiry),
    passportExpiry: isoDate(beneficiaries.passportExpiry),
    i94Expiry: isoDate(beneficiaries.i94Expiry),
    maxOutDate: isoDate(beneficiaries.maxOutDate),
    openCases,
    createdAt: isoDate(beneficiaries.createdAt),
  };
  return {
    from: sql`${beneficiaries} left join ${companies} on ${companies.id} = ${beneficiaries.companyId} left join ${branches} on ${branches.id} = ${beneficiaries.branchId}`,
    where: andAll([
      beneficiaryVisibility(s.people),
      isNull(beneficiaries.mergedIntoId),
      dateFrom(beneficiaries.createdAt, f.created),
      dateFrom(beneficiaries.statusExpiry, f.statusExpiry),
      br ? inArray(beneficiaries.branchId, br) : undefined,
      pet ? inArray(beneficiaries.companyId, pet) : undefined,
      f.relation === 'principal' ? eq(beneficiaries.relation, 'principal') : f.relation === 'dependent' ? ne(beneficiaries.relation, 'principal') : undefined,
    ]),
    select: cells,
    sort: {
      ...cells,
      name: lower(name),
      petitionerName: lower(sql`${companies.name}`),
      branchName: lower(sql`${branches.name}`),
      statusExpiry: sql`${beneficiaries.statusExpiry}`,
      passportExpiry: sql`${beneficiaries.passportExpiry}`,
      i94Expiry: sql`${beneficiaries.i94Expiry}`,
      maxOutDate: sql`${beneficiaries.maxOutDate}`,
      createdAt: sql`${beneficiaries.createdAt}`,
    },
    tieBreak: sql`${beneficiaries.id}`,
    totals: {},
  };
}

const CUSTOM_PLANS: Record<CustomReportEntity, (s: ReportScope, f: Filters) => Plan> = {
  cases: customCasesPlan,
  beneficiaries: customBeneficiariesPlan,
  petitioners: corporatePlan,
};

/**
 * A custom report's plan: the entity's plan, or with `groupBy` one row per value of that column
 * with its `count` (sortable by the column or by count). Keys come from the whitelist only.
 */
export function customPlan(entity: CustomReportEntity, s: ReportScope, f: Filters, groupBy: string | null): Plan {
  const base = CUSTOM_PLANS[entity](s, f);
  if (!groupBy) return base;
  const g = base.select[groupBy]!;
  const n = sql`count(*)::int`;
  return {
    from: base.from,
    where: base.where,
    select: { [groupBy]: g, count: n },
    groupBy: g,
    // By output name: the name expressions carry bound parameters, which PostgreSQL cannot match
    // between SELECT and ORDER BY.
    sort: { [groupBy]: sql`${sql.identifier(groupBy)}`, count: sql`${sql.identifier('count')}` },
    tieBreak: sql`${sql.identifier(groupBy)}`,
    totals: {},
  };
}

const PLANS: Record<string, (s: ReportScope, f: Filters) => Plan> = {
  cap: capPlan,
  'case-list': caseListPlan,
  overdue: overduePlan,
  weekly: weeklyPlan,
  activity: activityPlan,
  'branchwise-case-summary': branchwisePlan,
  'cases-by-customer': casesByCustomerPlan,
  'corporate-customers': corporatePlan,
  'individual-customers': individualPlan,
  'expiry-risk': expiryRiskPlan,
};

export const planOf = (def: ReportDef, s: ReportScope, f: Filters): Plan => PLANS[def.id]!(s, f);

// ─────────────────────────── running a plan ───────────────────────────

const selectList = (plan: Plan): SQL =>
  sql.join(
    Object.entries(plan.select).map(([k, e]) => sql`${e} as ${sql.identifier(k)}`),
    sql`, `,
  );

const whereOf = (plan: Plan): SQL => (plan.where ? sql` where ${plan.where}` : sql``);
/** Aggregate plans select their group expression first: grouping by position keeps bound parameters out of the match. */
const groupOf = (plan: Plan): SQL => (plan.groupBy ? sql` group by 1` : sql``);

const cleanRow = (r: Record<string, unknown>): TReportRow => {
  const out: TReportRow = {};
  for (const [k, v] of Object.entries(r)) {
    if (k.startsWith('__')) continue;
    out[k] = (v as unknown) instanceof Date ? (v as unknown as Date).toISOString() : (v as TReportRow[string]);
  }
  if (typeof out.caseId === 'string') out.link = `/petition-details/${out.caseId}`;
  return out;
};

/** One page (or `limit` rows from `offset`) of the plan, sorted. */
export async function planRows(tx: Db, plan: Plan, sort: TReportSort, limit: number, offset: number): Promise<TReportRow[]> {
  return (await planPage(tx, plan, sort, limit, offset)).rows;
}

/**
 * A page of the plan. Aggregate plans also answer the number of groups and the totals (sums of
 * the group aggregates) as window columns of the same scan, when the page is not empty.
 */
export async function planPage(
  tx: Db,
  plan: Plan,
  sort: TReportSort,
  limit: number,
  offset: number,
): Promise<{ rows: TReportRow[]; total?: number; totals?: Record<string, number> }> {
  const dir = sql.raw(sort.order === 1 ? 'asc' : 'desc');
  const key = plan.sort[sort.key]!;
  const windows = plan.groupBy
    ? sql`, count(*) over () as "__count"${sql.join(
        Object.entries(plan.totals).map(([k, e]) => sql`, sum(${e}) over () as ${sql.identifier(`__t_${k}`)}`),
        sql``,
      )}`
    : sql``;
  const raw = rowsOf<Record<string, unknown>>(
    await tx.execute(
      sql`select ${selectList(plan)}${windows} from ${plan.from}${whereOf(plan)}${groupOf(plan)} order by ${key} ${dir}, ${plan.tieBreak} ${dir} ${limitSql(limit)} offset ${offset}`,
    ),
  );
  const rows = raw.map(cleanRow);
  if (!plan.groupBy || !raw.length) return { rows };
  const first = raw[0]!;
  return {
    rows,
    total: Number(first.__count),
    totals: Object.fromEntries(Object.keys(plan.totals).map((k) => [k, Number(first[`__t_${k}`] ?? 0)])),
  };
}

/** Rows of the whole filtered set (groups for aggregate reports). */
export async function planCount(tx: Db, plan: Plan): Promise<number> {
  const q = plan.groupBy
    ? sql`select count(*)::int as n from (select ${plan.groupBy} from ${plan.from}${whereOf(plan)} group by 1) g`
    : sql`select count(*)::int as n from ${plan.baseFrom ?? plan.from}${whereOf(plan)}`;
  const [r] = rowsOf<{ n: number }>(await tx.execute(q));
  return Number(r?.n ?? 0);
}

/** The totals over the base rows of the filtered set. */
export async function planTotals(tx: Db, plan: Plan): Promise<Record<string, number>> {
  const keys = Object.keys(plan.totals);
  if (!keys.length) return {};
  const list = sql.join(
    keys.map((k) => sql`${plan.totals[k]!} as ${sql.identifier(k)}`),
    sql`, `,
  );
  const [r] = rowsOf<Record<string, number | string | null>>(await tx.execute(sql`select ${list} from ${plan.baseFrom ?? plan.from}${whereOf(plan)}`));
  return Object.fromEntries(keys.map((k) => [k, Number(r?.[k] ?? 0)]));
}

/**
 * Counts by the chart's group expression over the filtered set: the 20 largest groups, and the
 * number of rows (the sum of every group: the count query is not needed).
 */
export async function planGroups(tx: Db, plan: Plan, label: string): Promise<{ chart: TReportChartData; total: number } | null> {
  if (!plan.chartGroup) return null;
  const rows = rowsOf<{ label: string | null; n: number }>(
    await tx.execute(sql`select ${plan.chartGroup} as label, count(*)::int as n from ${plan.baseFrom ?? plan.from}${whereOf(plan)} group by 1 order by 2 desc, 1`),
  );
  const top = rows.slice(0, 20);
  return {
    chart: { labels: top.map((r) => r.label ?? '—'), series: [{ key: 'count', label, data: top.map((r) => Number(r.n)) }] },
    total: rows.reduce((n, r) => n + Number(r.n), 0),
  };
}
