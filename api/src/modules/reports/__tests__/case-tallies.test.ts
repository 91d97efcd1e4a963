import { eq, inArray, sql } from 'drizzle-orm';
import { getStatsCall, runReportCall, type AnyCallDeclaration, type CallPayloadInput } from 'shared/contract';
import { defaultWorkflow } from 'shared/domain';
import { rowsOf, withTenant, type Db } from '../../../platform/db';
import { caseTenantSuite, testDbKinds, unchecked, type TestLogin, type UncheckedPayload } from '../../../testing';
import { petitions } from '../../petitions';
import { clearDashboardCache } from '../../dashboard';

/*
 * The case tallies (reports.table.ts, kept by the triggers of migration case_tallies_triggers)
 * answer the admin's branch-wise summary, cases by customer and the dashboard's Cases by Status /
 * Cases Stats by Branch. Each step below writes cases (insert, status change, move, soft delete,
 * bulk update, hard delete) and checks the numbers against the fixture table, counted by hand;
 * the same report with a filter (which reads the cases, not the tallies) must agree.
 * TODAY = 2026-11-25.
 *
 * | case | branch | status       | petitioner | deadline   | created    | kind / flags          |
 * | k1   | b0     | 3 open       | P1         | 2026-11-10 | 2026-11-01 |                       |
 * | k2   | b0     | 22 approved  | P1         | —          | 2026-11-20 |                       |
 * | k3   | b1     | 24 RFE       | P2         | 2026-12-31 | 2026-10-01 |                       |
 * | k4   | —      | 12 filed     | P2         | 2026-11-01 | 2026-09-01 |                       |
 * | k5   | b1     | 3 open       | P2         | —          | 2026-11-05 | kind rfe (reports only) |
 * | k6   | b0     | 3 open       | P1         | 2026-11-01 | 2026-11-24 | old: never counted    |
 */
const TODAY = '2026-11-25';
type Row = Record<string, string | number | null>;

describe.each(testDbKinds())('case tallies (%s)', (kind) => {
  const { h, A } = caseTenantSuite(kind, { tenants: 1 });
  const k: Record<string, string> = {};
  let b0: string;
  let b1: string;

  const post = <C extends AnyCallDeclaration>(declaration: C, payload: CallPayloadInput<C> | UncheckedPayload, login: TestLogin) =>
    h.post(A.t, declaration, unchecked({ today: TODAY, ...(payload as object) }), login);
  const report = async (reportId: string, filters: Record<string, unknown> = {}, login = A.admin) => {
    const r = await post(runReportCall, unchecked({ reportId, filters, pageSize: 100 }), login);
    if (r.status !== 200) throw new Error(`${reportId}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.result as { rows: Row[]; total: number; totals: Record<string, number> };
  };
  /** Every branch's [total, open, filed, approved, denied, rfe, withdrawn, overdue], by branch key (b0, b1, none). */
  const branchwise = async (filters: Record<string, unknown> = {}) => {
    const r = await report('branchwise-case-summary', filters);
    const key = (id: unknown) => (id === b0 ? 'b0' : id === b1 ? 'b1' : id === null ? 'none' : String(id));
    return {
      groups: Object.fromEntries(r.rows.map((x) => [key(x.branchId), [x.total, x.open, x.filed, x.approved, x.denied, x.rfe, x.withdrawn, x.overdue]])),
      totals: r.totals,
    };
  };
  /** Every petitioner's [total, open, approved, denied, rfe, withdrawn, lastCaseAt]. */
  const customers = async (filters: Record<string, unknown> = {}) => {
    const r = await report('cases-by-customer', filters);
    const key = (id: unknown) => (id === A.companyId ? 'P1' : id === A.otherCompanyId ? 'P2' : String(id));
    return Object.fromEntries(r.rows.map((x) => [key(x.petitionerId), [x.total, x.open, x.approved, x.denied, x.rfe, x.withdrawn, x.lastCaseAt]]));
  };
  const widget = async (key: string, filters: Record<string, unknown> = {}, login = A.admin) => {
    clearDashboardCache();
    const r = await post(getStatsCall, unchecked({ widget: key, filters }), login);
    if (r.status !== 200) throw new Error(`${key}: ${r.status} ${JSON.stringify(r.body)}`);
    const d = r.result.data as { series: { key: string; points: { key: string; count: number }[] }[] };
    return Object.fromEntries(d.series.map((s) => [s.key, Object.fromEntries(s.points.map((p) => [p.key === b0 ? 'b0' : p.key === b1 ? 'b1' : p.key, p.count]))]));
  };
  /** The report read from the cases (a created range holding every case: the tallies cannot serve it). */
  const ALL_DATES = { created: { from: '2000-01-01', to: '2100-01-01' } };
  const write = <T,>(fn: (tx: Db) => Promise<T>): Promise<T> => withTenant(h.database.db, A.t.id, fn);

  beforeAll(async () => {
    [b0, b1] = A.t.branchIds as [string, string];
    const base = (n: number) => ({ caseNumber: `TAL-2026-0000${n}`, typeId: 1, workflow: defaultWorkflow(1, 1) });
    const rows: [string, Record<string, unknown>][] = [
      ['k1', { branchId: b0, statusId: 3, petitionerId: A.companyId, deadlineDate: '2026-11-10', createdAt: new Date('2026-11-01T10:00:00Z') }],
      ['k2', { branchId: b0, statusId: 22, petitionerId: A.companyId, createdAt: new Date('2026-11-20T10:00:00Z') }],
      ['k3', { branchId: b1, statusId: 24, petitionerId: A.otherCompanyId, deadlineDate: '2026-12-31', createdAt: new Date('2026-10-01T10:00:00Z') }],
      ['k4', { statusId: 12, petitionerId: A.otherCompanyId, deadlineDate: '2026-11-01', createdAt: new Date('2026-09-01T10:00:00Z') }],
      ['k5', { branchId: b1, statusId: 3, petitionerId: A.otherCompanyId, kind: 'rfe', createdAt: new Date('2026-11-05T10:00:00Z') }],
      ['k6', { branchId: b0, statusId: 3, petitionerId: A.companyId, deadlineDate: '2026-11-01', isOld: true, createdAt: new Date('2026-11-24T10:00:00Z') }],
    ];
    await write(async (tx) => {
      let n = 0;
      // k1–k3 in one statement (the trigger sums a statement's rows), the others one by one.
      const first = await tx
        .insert(petitions)
        .values(rows.slice(0, 3).map(([, v]) => ({ ...base(++n), ...v }) as typeof petitions.$inferInsert))
        .returning({ id: petitions.id, caseNumber: petitions.caseNumber });
      first.forEach((r, i) => (k[rows[i]![0]] = r.id));
      for (const [key, v] of rows.slice(3)) {
        const [r] = await tx.insert(petitions).values({ ...base(++n), ...v } as typeof petitions.$inferInsert).returning({ id: petitions.id });
        k[key] = r!.id;
      }
    });
  });

  it('after the inserts: the admin reads the fixture numbers, and the cases-read report agrees', async () => {
    const expected = {
      b0: [2, 1, 0, 1, 0, 0, 0, 1],
      b1: [2, 2, 0, 0, 0, 1, 0, 0],
      none: [1, 1, 1, 0, 0, 0, 0, 1],
    };
    expect((await branchwise()).groups).toEqual(expected);
    expect((await branchwise()).totals).toEqual({ total: 5, open: 4, filed: 1, approved: 1, denied: 0, rfe: 1, withdrawn: 0, overdue: 2 });
    expect((await branchwise(ALL_DATES)).groups).toEqual(expected);
    const cust = { P1: [2, 1, 1, 0, 0, 0, '2026-11-20'], P2: [3, 3, 0, 0, 1, 0, '2026-11-05'] };
    expect(await customers()).toEqual(cust);
    expect(await customers(ALL_DATES)).toEqual(cust);
    // The dashboard counts the /cases list: not the RFE case k5, not the old k6.
    expect((await widget('cases-by-status')).cases).toEqual({ '3': 1, '22': 1, '24': 1, '12': 1 });
    expect(await widget('cases-by-branch')).toEqual({ open: { b0: 1, b1: 1, none: 1 }, closed: { b0: 1, b1: 0, none: 0 } });
  });

  it('a status change, a move to another branch and petitioner, a soft delete: the numbers follow', async () => {
    await write(async (tx) => {
      await tx.update(petitions).set({ statusId: 23 }).where(eq(petitions.id, k.k1!)); // k1 denied: b0 loses its open and overdue case
      await tx.update(petitions).set({ branchId: b0, petitionerId: A.companyId }).where(eq(petitions.id, k.k3!)); // k3 to b0 / P1
      await tx.update(petitions).set({ deletedAt: new Date('2026-11-24T12:00:00Z') }).where(eq(petitions.id, k.k2!)); // k2 deleted: P1's latest case goes
      // A write that changes nothing counted leaves the tallies alone.
      await tx.update(petitions).set({ title: 'renamed' }).where(inArray(petitions.id, [k.k4!, k.k5!]));
    });
    const expected = {
      b0: [2, 1, 0, 0, 1, 1, 0, 0],
      b1: [1, 1, 0, 0, 0, 0, 0, 0],
      none: [1, 1, 1, 0, 0, 0, 0, 1],
    };
    expect((await branchwise()).groups).toEqual(expected);
    expect((await branchwise(ALL_DATES)).groups).toEqual(expected);
    const cust = { P1: [2, 1, 0, 1, 1, 0, '2026-11-01'], P2: [2, 2, 0, 0, 0, 0, '2026-11-05'] };
    expect(await customers()).toEqual(cust);
    expect(await customers(ALL_DATES)).toEqual(cust);
    expect((await widget('cases-by-status')).cases).toEqual({ '23': 1, '24': 1, '12': 1 });
    // Several ids per filter (the widget filter editor's check lists): from the tallies (status,
    // branch) and from the cases (a type filter the tallies do not hold), the same numbers.
    expect((await widget('cases-by-status', { branchIds: [b0, b1] })).cases).toEqual({ '23': 1, '24': 1 });
    expect((await widget('cases-by-status', { branchIds: [b0, b1], typeIds: [1, 2] })).cases).toEqual({ '23': 1, '24': 1 });
    expect(await widget('cases-by-branch', { statusIds: [12, 24] })).toEqual({ open: { b0: 1, none: 1 }, closed: { b0: 0, none: 0 } });
    expect(await widget('cases-by-branch', { statusIds: [12, 24], typeIds: [1] })).toEqual({ open: { b0: 1, none: 1 }, closed: { b0: 0, none: 0 } });
    // The report filters take several ids too: two statuses of two branches are k1 and k3.
    const list = await report('case-list', { statuses: [23, 24], branches: [b0, b1] });
    expect(list.total).toBe(2);
    expect(list.rows.map((r) => r.caseId).sort()).toEqual([k.k1, k.k3].sort());
    // Its count and status chart for open cases of branches (from the tallies) equal the cases' own: b0 holds k3 open (RFE), b1 k5.
    const open = (await post(runReportCall, unchecked({ reportId: 'case-list', filters: { state: 'open', branches: [b0, b1] }, pageSize: 100 }), A.admin)).result;
    const openRead = (await post(runReportCall, unchecked({ reportId: 'case-list', filters: { state: 'open', branches: [b0, b1], ...ALL_DATES }, pageSize: 100 }), A.admin)).result;
    expect(open.total).toBe(2);
    expect(open.chart).toEqual(openRead.chart);
    expect(open.chart.series[0].data).toEqual([1, 1]);
  });

  it('a bulk update, a restore and hard deletes: the numbers follow, empty groups disappear', async () => {
    await write(async (tx) => {
      // One statement closes two cases (k3 withdrawn, k4 withdrawn) and restores k2.
      await tx.update(petitions).set({ statusId: 31 }).where(inArray(petitions.id, [k.k3!, k.k4!]));
      await tx.update(petitions).set({ deletedAt: null }).where(eq(petitions.id, k.k2!));
    });
    expect((await branchwise()).groups).toEqual({
      b0: [3, 0, 0, 1, 1, 0, 1, 0],
      b1: [1, 1, 0, 0, 0, 0, 0, 0],
      none: [1, 0, 0, 0, 0, 0, 1, 0],
    });
    expect(await customers()).toEqual({ P1: [3, 0, 1, 1, 0, 1, '2026-11-20'], P2: [2, 1, 0, 0, 0, 1, '2026-11-05'] });
    await write(async (tx) => {
      await tx.delete(petitions).where(inArray(petitions.id, [k.k4!, k.k5!]));
    });
    const after = await branchwise();
    expect(after.groups).toEqual({ b0: [3, 0, 0, 1, 1, 0, 1, 0] });
    expect((await branchwise(ALL_DATES)).groups).toEqual(after.groups);
    expect(await customers()).toEqual({ P1: [3, 0, 1, 1, 0, 1, '2026-11-20'] });
    expect(await widget('cases-by-branch')).toEqual({ open: { b0: 0 }, closed: { b0: 3 } });
  });

  it('the tallies hold the same numbers as a recount of the cases', async () => {
    const recount: { diff: number }[] = await write(async (tx) =>
      rowsOf<{ diff: number }>(
        await tx.execute(sql`select count(*)::int as diff from (
          select coalesce(branch_id, '00000000-0000-0000-0000-000000000000'::uuid) b, status_id s, count(*)::int n from petitions
           where deleted_at is null and not is_old group by 1, 2) c
          full join (select branch_key b, status_id s, sum(n)::int n from case_branch_tallies group by 1, 2 having sum(n) <> 0) t using (b, s)
          where c.n is distinct from t.n`),
      ),
    );
    expect(recount[0]!.diff).toBe(0);
  });

  it('a paralegal is not served from the tallies: he counts only his visible cases', async () => {
    const r = await report('branchwise-case-summary', {}, A.paralegal);
    expect(r.total).toBe(0);
  });
});
