import { and, asc, count, desc, eq, inArray, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  CASE_TYPE_STAT_CASES,
  CASE_TYPE_STAT_CHOICES,
  CLOSED_STATUS_IDS,
  TIME_RANGE_BUCKETS,
  overdueLabel,
  type CaseTypeStatChoice,
} from 'shared/domain';
import type { TWidgetRow, TWidgetSeries } from 'shared/contract';
import { buildPath } from 'shared/routes';
import { addDaysIso, daysBetweenIso } from '../../platform/data';
import { branches } from '../branches';
import { beneficiaries } from '../beneficiaries';
import { companies } from '../companies';
import { peopleTermFor, tenantInfo } from '../people';
import { activityLabel, beneficiaryNameSql, firmTypeNameSql, petitions, shownCaseNumber, statusName, typeName } from '../petitions';
import { caseBranchTallies, NO_BRANCH_KEY } from '../reports';
import { cappedCount, caseListPath, caseMatcher, casePath, caseWidgetWhere, countsData, listData } from './dashboard.helpers';
import type { DashboardWidgetProvider, DashboardWidgetRequest } from './dashboard.types';

/*
 * The widgets whose data are cases (issue 17 points 1–2), computed in SQL over the cases the
 * caller may see (case kernel `caseVisibility`): Actions, Deadlines, Cases by Status, Cases Stats
 * by Branch, Clients, Beneficiaries, Pending Cases Stats, Current Status of Cases.
 */

const CLOSED = [...CLOSED_STATUS_IDS];
const isOpen = notInArray(petitions.statusId, CLOSED);

// ─────────────────────────── list widgets ───────────────────────────

const SORT_COLUMNS: Record<string, SQL | typeof petitions.deadlineDate> = {
  deadlineDate: petitions.deadlineDate,
  updatedAt: sql`${petitions.updatedAt}`,
  createdAt: sql`${petitions.createdAt}`,
  caseNumber: sql`${petitions.caseNumber}`,
};

function caseOrder(req: DashboardWidgetRequest): SQL[] {
  const s = req.sort ?? { path: 'updatedAt', order: -1 };
  const col = SORT_COLUMNS[s.path] ?? SORT_COLUMNS.updatedAt!;
  const dir = s.order === 1 ? sql`asc` : sql`desc`;
  // Cases without a deadline go last whichever the direction.
  const nulls = s.path === 'deadlineDate' ? sql` nulls last` : sql``;
  return [sql`${col} ${dir}${nulls}`, sql`${petitions.id} ${dir}`];
}

/** One page of cases as widget rows, with the total; `meta` says what the row is about. */
async function caseRows(req: DashboardWidgetRequest, where: SQL, meta: 'next' | 'overdue'): Promise<ReturnType<typeof listData>> {
  const tx = req.ctx.tx;
  const rows = await tx
    .select({
      id: petitions.id,
      kind: petitions.kind,
      isExternal: petitions.isExternal,
      caseNumber: petitions.caseNumber,
      customCaseNumber: petitions.customCaseNumber,
      typeId: petitions.typeId,
      statusId: petitions.statusId,
      deadlineDate: petitions.deadlineDate,
      nextActivity: petitions.nextActivity,
      petitionerName: companies.name,
      beneficiaryName: beneficiaryNameSql,
      firmTypeName: firmTypeNameSql(),
    })
    .from(petitions)
    .leftJoin(companies, eq(companies.id, petitions.petitionerId))
    .leftJoin(beneficiaries, eq(beneficiaries.id, petitions.beneficiaryId))
    .where(where)
    .orderBy(...caseOrder(req))
    .limit(req.limit)
    .offset(req.offset);
  const total = await cappedCount(req, petitions, where);
  const soon = addDaysIso(req.today, 7);
  const out: TWidgetRow[] = rows.map((r) => {
    const open = !CLOSED.includes(r.statusId);
    const overdue = open && r.deadlineDate && r.deadlineDate < req.today ? daysBetweenIso(r.deadlineDate, req.today) : 0;
    const next = activityLabel(r.nextActivity);
    return {
      id: r.id,
      title: `${shownCaseNumber(r)} · ${r.firmTypeName ?? typeName(r.typeId)}`,
      subtitle: [r.beneficiaryName, r.petitionerName].filter(Boolean).join(' · ') || null,
      path: casePath(r),
      date: r.deadlineDate,
      dateLabel: r.deadlineDate ? 'Deadline' : null,
      status: { id: r.statusId, label: statusName(r.statusId) },
      meta: meta === 'overdue' && overdue ? overdueLabel(overdue) : next && open ? `Next: ${next}` : overdue ? overdueLabel(overdue) : null,
      tone: overdue ? 'danger' : open && r.deadlineDate && r.deadlineDate <= soon ? 'warning' : 'default',
    };
  });
  return listData(req, out, total);
}

/**
 * The case's next activity is the caller's to do: it needs action and lists his role among its
 * editors (the workflow snapshot of the case decides, as completing it does).
 */
const nextStepIsMine = (roleId: number): SQL =>
  sql`exists (select 1 from jsonb_array_elements(${petitions.workflow} -> 'activities') as a(v) where a.v ->> 'code' = ${petitions.nextActivity} and a.v ->> 'actionRequired' = 'Yes' and a.v -> 'editors' @> ${JSON.stringify([{ roleId }])}::jsonb)`;

const actions: DashboardWidgetProvider = {
  key: 'actions',
  load: (req) => caseRows(req, caseWidgetWhere(req, isOpen, isNotNull(petitions.nextActivity), nextStepIsMine(req.access.roleId)), 'next'),
};

const deadlines: DashboardWidgetProvider = {
  key: 'deadlines',
  load: (req) => caseRows(req, caseWidgetWhere(req, isOpen, isNotNull(petitions.deadlineDate)), 'overdue'),
};

const currentStatus: DashboardWidgetProvider = {
  key: 'current-status',
  load: (req) => caseRows(req, caseWidgetWhere(req), 'next'),
};

// ─────────────────────────── counts widgets ───────────────────────────

type Point = TWidgetSeries['points'][number];

/** Sorts and pages a handful of groups (statuses: at most 33), by count or label. */
function pageGroups(req: DashboardWidgetRequest, points: Point[]): Point[] {
  const s = req.sort ?? { path: 'count', order: -1 };
  const sorted = [...points].sort((a, b) =>
    s.path === 'label' ? a.label.localeCompare(b.label) * s.order : (a.count - b.count) * s.order || a.label.localeCompare(b.label),
  );
  return sorted.slice(req.offset, req.offset + req.limit);
}

/**
 * Whether a count widget can read the case tallies (modules/reports, kept by triggers on
 * petitions) instead of the cases: the caller sees every case and the widget has no filter the
 * tallies do not hold (only branch and status filters are kept there). Scoped roles (a paralegal's
 * own cases, a branch manager's branches) and other filters count the cases with the indexed query.
 */
export function tallyServes(req: DashboardWidgetRequest): boolean {
  const f = req.filters;
  return (
    req.access.kind === 'all' &&
    !f.typeIds?.length &&
    !f.subTypeIds?.length &&
    !f.petitionerIds?.length &&
    !f.createdFrom &&
    !f.createdTo &&
    !f.dueFrom &&
    !f.dueTo
  );
}

/** The listed (/cases) live cases of the tallies, narrowed by the widget's branch and status filters. */
function tallyWhere(req: DashboardWidgetRequest): SQL {
  const t = caseBranchTallies;
  const f = req.filters;
  return and(
    eq(t.listed, true),
    f.branchIds?.length ? inArray(t.branchKey, f.branchIds) : undefined,
    f.statusIds?.length ? inArray(t.statusId, f.statusIds) : undefined,
  )!;
}

async function statusCounts(req: DashboardWidgetRequest): Promise<{ id: number; n: number }[]> {
  if (tallyServes(req)) {
    const t = caseBranchTallies;
    return req.ctx.tx
      .select({ id: t.statusId, n: sql<number>`sum(${t.n})::int` })
      .from(t)
      .where(tallyWhere(req))
      .groupBy(t.statusId)
      .having(sql`sum(${t.n}) > 0`);
  }
  return req.ctx.tx.select({ id: petitions.statusId, n: count() }).from(petitions).where(caseWidgetWhere(req)).groupBy(petitions.statusId);
}

async function branchCounts(req: DashboardWidgetRequest): Promise<{ id: string | null; open: number; closed: number }[]> {
  if (tallyServes(req)) {
    const t = caseBranchTallies;
    const rows = await req.ctx.tx
      .select({
        id: t.branchKey,
        open: sql<number>`coalesce(sum(${t.n}) filter (where ${notInArray(t.statusId, CLOSED)}), 0)::int`,
        closed: sql<number>`coalesce(sum(${t.n}) filter (where ${inArray(t.statusId, CLOSED)}), 0)::int`,
      })
      .from(t)
      .where(tallyWhere(req))
      .groupBy(t.branchKey)
      .having(sql`sum(${t.n}) > 0`);
    return rows.map((r) => ({ ...r, id: r.id === NO_BRANCH_KEY ? null : r.id }));
  }
  return req.ctx.tx
    .select({
      id: petitions.branchId,
      open: sql<number>`count(*) filter (where ${isOpen})`,
      closed: sql<number>`count(*) filter (where ${inArray(petitions.statusId, CLOSED)})`,
    })
    .from(petitions)
    .where(caseWidgetWhere(req))
    .groupBy(petitions.branchId);
}

const casesByStatus: DashboardWidgetProvider = {
  key: 'cases-by-status',
  load: async (req) => {
    const rows = await statusCounts(req);
    const matcher = caseMatcher(req);
    const points = rows.map((r) => ({ key: String(r.id), label: statusName(r.id), count: Number(r.n), path: caseListPath({ ...matcher, statusIds: [r.id] }) }));
    const total = points.reduce((s, p) => s + p.count, 0);
    return countsData(req, [{ key: 'cases', label: 'Cases', points: pageGroups(req, points) }], total, points.length);
  },
};

const NO_BRANCH = 'none';

const casesByBranch: DashboardWidgetProvider = {
  key: 'cases-by-branch',
  load: async (req) => {
    const rows = await branchCounts(req);
    const ids = rows.map((r) => r.id).filter((x): x is string => !!x);
    const names = new Map(
      ids.length ? (await req.ctx.tx.select({ id: branches.id, name: branches.name }).from(branches).where(inArray(branches.id, ids))).map((b) => [b.id, b.name]) : [],
    );
    const matcher = caseMatcher(req);
    const groups = rows.map((r) => ({
      key: r.id ?? NO_BRANCH,
      label: r.id ? (names.get(r.id) ?? 'Unknown branch') : 'No branch',
      open: Number(r.open),
      closed: Number(r.closed),
      path: r.id ? caseListPath({ ...matcher, branchIds: [r.id] }) : null,
    }));
    const byTotal = pageGroups(
      req,
      groups.map((g) => ({ key: g.key, label: g.label, count: g.open + g.closed, path: g.path })),
    );
    const pick = (k: 'open' | 'closed'): Point[] =>
      byTotal.map((p) => {
        const g = groups.find((x) => x.key === p.key)!;
        return { key: g.key, label: g.label, count: g[k], path: g.path };
      });
    const total = groups.reduce((s, g) => s + g.open + g.closed, 0);
    return countsData(
      req,
      [
        { key: 'open', label: 'Open', points: pick('open') },
        { key: 'closed', label: 'Closed', points: pick('closed') },
      ],
      total,
      groups.length,
    );
  },
};

/**
 * Open cases per party (petitioner or beneficiary) of the visible cases: grouped, sorted and
 * paged in SQL (a firm has thousands of clients), the names joined for the page only.
 */
async function openCasesPer(
  req: DashboardWidgetRequest,
  column: typeof petitions.petitionerId | typeof petitions.beneficiaryId,
  names: (ids: string[]) => Promise<Map<string, string>>,
  pathOf: (id: string) => string,
) {
  const where = caseWidgetWhere(req, isOpen, isNotNull(column));
  const n = count();
  const s = req.sort ?? { path: 'count', order: -1 };
  const tx = req.ctx.tx;
  // Sorting by name needs the names in SQL: only then join them.
  const byName = s.path === 'label';
  const q = tx.select({ id: sql<string>`${column}`, n }).from(petitions).$dynamic();
  const joined = byName
    ? column === petitions.petitionerId
      ? q.leftJoin(companies, eq(companies.id, petitions.petitionerId))
      : q.leftJoin(beneficiaries, eq(beneficiaries.id, petitions.beneficiaryId))
    : q;
  const label = column === petitions.petitionerId ? sql`min(lower(${companies.name}))` : sql`min(lower(${beneficiaryNameSql}))`;
  const base = await joined
    .where(where)
    .groupBy(column)
    .orderBy(byName ? (s.order === 1 ? asc(label) : desc(label)) : s.order === 1 ? asc(n) : desc(n), asc(column))
    .limit(req.limit)
    .offset(req.offset);
  const [tot] = await tx
    .select({ total: count(), groups: sql<number>`count(distinct ${column})` })
    .from(petitions)
    .where(where);
  const nameOf = await names(base.map((r) => r.id));
  const points = base.map((r) => ({ key: r.id, label: nameOf.get(r.id) ?? '—', count: Number(r.n), path: pathOf(r.id) }));
  return { points, total: Number(tot?.total ?? 0), groups: Number(tot?.groups ?? 0) };
}

const clients: DashboardWidgetProvider = {
  key: 'clients',
  load: async (req) => {
    const r = await openCasesPer(
      req,
      petitions.petitionerId,
      async (ids) =>
        new Map(ids.length ? (await req.ctx.tx.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, ids))).map((c) => [c.id, c.name]) : []),
      (id) => buildPath('people.petitionerDetails', { itemId: id }),
    );
    return countsData(req, [{ key: 'open', label: 'Open cases', points: r.points }], r.total, r.groups);
  },
};

const beneficiariesWidget: DashboardWidgetProvider = {
  key: 'beneficiaries',
  load: async (req) => {
    const term = peopleTermFor(await tenantInfo(req.ctx));
    const details = term === 'employee' ? 'people.employeeDetails' : 'people.beneficiaryDetails';
    const r = await openCasesPer(
      req,
      petitions.beneficiaryId,
      async (ids) =>
        new Map(
          ids.length
            ? (await req.ctx.tx.select({ id: beneficiaries.id, name: beneficiaryNameSql }).from(beneficiaries).where(inArray(beneficiaries.id, ids))).map((b) => [b.id, b.name ?? '—'])
            : [],
        ),
      // A tenant whose guard blocks both people pages gets no link.
      (id) => (term ? buildPath(details, { itemId: id }) : ''),
    );
    const points = r.points.map((p) => ({ ...p, path: p.path || null }));
    return countsData(req, [{ key: 'open', label: 'Open cases', points }], r.total, r.groups);
  },
};

/** The cases a case type statistics choice counts (SPEC §9). */
const choiceSql = (choice: CaseTypeStatChoice): SQL => {
  const c = CASE_TYPE_STAT_CASES[choice];
  return c.subTypeId ? and(eq(petitions.typeId, c.typeId), eq(petitions.subTypeId, c.subTypeId))! : eq(petitions.typeId, c.typeId);
};

/** Whole days since the case last moved, from the caller's today. */
const idleDays = (today: string): SQL => sql`(${today}::date - (${petitions.updatedAt} at time zone 'UTC')::date)`;

const bucketSql = (today: string, b: (typeof TIME_RANGE_BUCKETS)[number]): SQL =>
  b.maxDays === null ? sql`${idleDays(today)} >= ${b.minDays}` : sql`${idleDays(today)} between ${b.minDays} and ${b.maxDays}`;

const pendingCasesStats: DashboardWidgetProvider = {
  key: 'pending-cases-stats',
  load: async (req) => {
    const choices = req.filters.caseTypes?.length ? CASE_TYPE_STAT_CHOICES.filter((c) => req.filters.caseTypes!.includes(c)) : [...CASE_TYPE_STAT_CHOICES];
    const fields: Record<string, SQL.Aliased<number>> = {};
    choices.forEach((c, i) =>
      TIME_RANGE_BUCKETS.forEach((b, j) => {
        fields[`c${i}b${j}`] = sql<number>`count(*) filter (where ${choiceSql(c)} and ${bucketSql(req.today, b)})`.as(`c${i}b${j}`);
      }),
    );
    const anyChoice = sql.join(choices.map((c) => sql`(${choiceSql(c)})`), sql` or `);
    const [row] = await req.ctx.tx
      .select(fields)
      .from(petitions)
      .where(caseWidgetWhere(req, isOpen, sql`(${anyChoice})`));
    const matcher = caseMatcher(req);
    let total = 0;
    const series: TWidgetSeries[] = choices.map((c, i) => ({
      key: c,
      label: CASE_TYPE_STAT_CASES[c].label,
      points: TIME_RANGE_BUCKETS.map((b, j) => {
        const n = Number((row as Record<string, unknown> | undefined)?.[`c${i}b${j}`] ?? 0);
        total += n;
        const t = CASE_TYPE_STAT_CASES[c];
        return {
          key: b.label,
          label: b.label,
          count: n,
          path: caseListPath({ ...matcher, typeIds: [t.typeId], ...(t.subTypeId ? { subTypeIds: [t.subTypeId] } : {}), getActiveCases: true }),
        };
      }),
    }));
    return countsData(req, series, total, TIME_RANGE_BUCKETS.length);
  },
};

/** The dashboard's own providers: the widgets whose domain is the case kernel. */
export const CASE_WIDGET_PROVIDERS: readonly DashboardWidgetProvider[] = [
  actions,
  deadlines,
  casesByStatus,
  casesByBranch,
  clients,
  beneficiariesWidget,
  pendingCasesStats,
  currentStatus,
];
