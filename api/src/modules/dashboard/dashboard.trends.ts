import { and, count, eq, gte, inArray, isNotNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { CLOSED_STATUS_IDS, CASE_STATUS_BY_ID, isActivityCode, ACTIVITY_LABELS } from 'shared/domain';
import type { TTrendsResult, ZTrendsPayload } from 'shared/contract';
import { addDaysIso, todayOf } from '../../platform/data';
import { rowsOf } from '../../platform/db';
import type { Ctx } from '../../platform/http';
import { TRENDS_TTL_MS, shared, viewKey } from './dashboard.cache';
import { caseAccess, caseVisibility, type CaseAccess, filterSql, listKindSql, petitions, usersByIds } from '../petitions';
import { caseTypeNamerOf } from '../case-config';

/*
 * The firm's trends for /dashboard-v2 (issue 17 point 3), over the cases the caller may see:
 * counts grouped in SQL, months in UTC. Rates are shares of counts SQL returned.
 */

const CLOSED = [...CLOSED_STATUS_IDS];
/** SPEC §4 status 22. */
const APPROVED_STATUS_ID = [...CASE_STATUS_BY_ID.values()].find((s) => s.name === 'Case Approved')!.id;

const monthIndex = (m: string): number => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1;
const monthOf = (i: number): string => `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
const startOf = (m: string): Date => new Date(`${m}-01T00:00:00Z`);

export async function trends(ctx: Ctx<typeof ZTrendsPayload>): Promise<TTrendsResult> {
  const a = await caseAccess(ctx);
  const p = ctx.payload;
  const key = `${viewKey(ctx.scopeTenantId, a)}|trends|${todayOf(p)}|${JSON.stringify([p.from, p.to, p.typeIds, p.branchIds])}`;
  const { value, computedAt } = await shared(key, () => computeTrends(ctx, a), { ttlMs: TRENDS_TTL_MS });
  return { ...value, computedAt: new Date(computedAt).toISOString() };
}

async function computeTrends(ctx: Ctx<typeof ZTrendsPayload>, a: CaseAccess): Promise<Omit<TTrendsResult, 'computedAt'>> {
  const p = ctx.payload;
  const today = todayOf(p);
  const to = p.to ?? today.slice(0, 7);
  const from = p.from ?? monthOf(monthIndex(to) - 11);
  const start = startOf(from);
  const end = startOf(monthOf(monthIndex(to) + 1));
  const startDay = `${from}-01`;
  const endDay = `${monthOf(monthIndex(to) + 1)}-01`;
  const tx = ctx.tx;
  const where = (...extra: (SQL | undefined)[]): SQL =>
    and(
      caseVisibility(a),
      listKindSql('cases'),
      filterSql({ ...(p.typeIds?.length ? { typeIds: p.typeIds } : {}), ...(p.branchIds?.length ? { branchIds: p.branchIds } : {}) }),
      ...extra,
    )!;

  // Opened, closed and approved per month: three grouped counts, each over its own date column.
  const month = (col: SQL): SQL<string> => sql<string>`to_char(date_trunc('month', ${col}), 'YYYY-MM')`;
  const openedRows = await tx
    .select({ m: month(sql`${petitions.createdAt} at time zone 'UTC'`), n: count() })
    .from(petitions)
    .where(where(gte(petitions.createdAt, start), lt(petitions.createdAt, end)))
    .groupBy(sql`1`);
  const closedRows = await tx
    .select({ m: month(sql`${petitions.closedAt} at time zone 'UTC'`), n: count() })
    .from(petitions)
    .where(where(inArray(petitions.statusId, CLOSED), gte(petitions.closedAt, start), lt(petitions.closedAt, end)))
    .groupBy(sql`1`);
  // Approved: the USCIS response "approved" on its date, or (no response recorded) the approved status on closing.
  const approvedOn = sql`coalesce(${petitions.uscisOutcomeDate}, (${petitions.closedAt} at time zone 'UTC')::date)`;
  const approvedRows = await tx
    .select({ m: month(sql`${approvedOn}::timestamp`), n: count() })
    .from(petitions)
    .where(
      where(
        or(eq(petitions.uscisOutcome, 'approved'), eq(petitions.statusId, APPROVED_STATUS_ID)),
        sql`${approvedOn} >= ${startDay}::date`,
        sql`${approvedOn} < ${endDay}::date`,
      ),
    )
    .groupBy(sql`1`);
  const by = (rows: { m: string; n: number }[]) => new Map(rows.map((r) => [r.m, Number(r.n)]));
  const [o, c, ap] = [by(openedRows), by(closedRows), by(approvedRows)];
  const months: TTrendsResult['months'] = [];
  for (let i = monthIndex(from); i <= monthIndex(to); i++) {
    const m = monthOf(i);
    months.push({ month: m, opened: o.get(m) ?? 0, closed: c.get(m) ?? 0, approved: ap.get(m) ?? 0 });
  }

  // Outcomes by case type: cases with a USCIS response dated in the window; RFE = the response was
  // an RFE or an RFE case was opened from it.
  const hadRfe = sql`(${petitions.uscisOutcome} = 'rfe' or exists (select 1 from ${petitions} as r where r.tenant_id = ${petitions.tenantId} and r.parent_id = ${petitions.id} and r.kind = 'rfe' and r.deleted_at is null))`;
  const outcomeRows = await tx
    .select({
      typeId: petitions.typeId,
      decided: count(),
      approved: sql<number>`count(*) filter (where ${petitions.uscisOutcome} = 'approved')`,
      denied: sql<number>`count(*) filter (where ${petitions.uscisOutcome} = 'denied')`,
      rfe: sql<number>`count(*) filter (where ${hadRfe})`,
    })
    .from(petitions)
    .where(
      where(
        inArray(petitions.uscisOutcome, ['approved', 'denied', 'rfe']),
        sql`${petitions.uscisOutcomeDate} >= ${startDay}::date`,
        sql`${petitions.uscisOutcomeDate} < ${endDay}::date`,
      ),
    )
    .groupBy(petitions.typeId)
    .orderBy(petitions.typeId);
  const rate = (n: number, d: number): number => (d ? Math.min(1, n / d) : 0);
  const typeNames = await caseTypeNamerOf(tx);
  const outcomesByType = outcomeRows.map((r) => {
    const decided = Number(r.decided);
    const approved = Number(r.approved);
    const denied = Number(r.denied);
    const rfe = Number(r.rfe);
    return { typeId: r.typeId, typeName: typeNames.typeName(r.typeId), decided, approved, rfe, denied, approvalRate: rate(approved, decided), rfeRate: rate(rfe, decided), denialRate: rate(denied, decided) };
  });

  // Days per workflow step: each completion of the log minus the one before it (the first minus
  // the case's creation), for completions in the window. A case that completed a step in the
  // window was updated in it, which narrows the cases read (updated index).
  // Speed (docs/dashboard.md "Speed"): the entry before is read by position (`log -> (i - 2)`)
  // instead of `lag() over (partition by case order by i)`, which sorted every expanded entry of the
  // firm; entries are typed once by jsonb_to_recordset; days are float8 (date_part), not numeric.
  // JIT is off for the rest of this request's transaction: the planner guesses 100 entries per
  // log, so a large firm's estimate crossed jit_above_cost and compiling cost seconds.
  await tx.execute(sql`select set_config('jit', 'off', true)`);
  const steps = rowsOf<{ code: string; completed: number; avg_days: number }>(await tx.execute(sql`
    select e.code, count(*)::int as completed, avg(date_part('epoch', e.at - case when e.i > 1 then (${petitions.completionLog} -> (e.i::int - 2) ->> 'at')::timestamptz else ${petitions.createdAt} end) / 86400.0)::float8 as avg_days
    from ${petitions}, rows from (jsonb_to_recordset(${petitions.completionLog}) as (code text, at timestamptz)) with ordinality as e(code, at, i)
    where ${where(gte(petitions.updatedAt, start))}
      and e.at >= ${start.toISOString()}::timestamptz and e.at < ${end.toISOString()}::timestamptz
    group by e.code
  `));
  const stepDurations = steps
    .map((r) => ({ code: r.code, label: isActivityCode(r.code) ? ACTIVITY_LABELS[r.code] : r.code, completed: Number(r.completed), avgDays: Math.round(Number(r.avg_days) * 10) / 10 }))
    .sort((x, y) => y.avgDays - x.avgDays || x.code.localeCompare(y.code));

  // Workload: open cases per attorney and per paralegal, now.
  const soon = addDaysIso(today, 7);
  const load = (col: typeof petitions.attorneyId | typeof petitions.paralegalId) =>
    tx
      .select({
        userId: sql<string>`${col}`,
        open: count(),
        overdue: sql<number>`count(*) filter (where ${petitions.deadlineDate} < ${today})`,
        dueSoon: sql<number>`count(*) filter (where ${petitions.deadlineDate} between ${today} and ${soon})`,
      })
      .from(petitions)
      .where(where(notInArray(petitions.statusId, CLOSED), isNotNull(col)))
      .groupBy(col);
  const attorneys = await load(petitions.attorneyId);
  const paralegals = await load(petitions.paralegalId);
  const names = new Map((await usersByIds(tx, [...attorneys, ...paralegals].map((r) => r.userId))).map((u) => [u.id, u.name]));
  const workload: TTrendsResult['workload'] = [
    ...attorneys.map((r) => ({ ...r, role: 'attorney' as const })),
    ...paralegals.map((r) => ({ ...r, role: 'paralegal' as const })),
  ]
    .map((r) => ({ userId: r.userId, name: names.get(r.userId) ?? 'Unknown user', role: r.role, open: Number(r.open), overdue: Number(r.overdue), dueSoon: Number(r.dueSoon) }))
    .sort((x, y) => (x.role === y.role ? y.open - x.open || x.name.localeCompare(y.name) : x.role === 'attorney' ? -1 : 1));

  return { from, to, months, outcomesByType, stepDurations, workload };
}
