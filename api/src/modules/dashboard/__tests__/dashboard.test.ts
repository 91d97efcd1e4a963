import { eq } from 'drizzle-orm';
import {
  getDashboardCall,
  getStatsCall,
  resetLayoutCall,
  saveLayoutCall,
  trendsCall,
  type AnyCallDeclaration,
  type CallPayloadInput,
} from 'shared/contract';
import { DASHBOARD_WIDGETS, DASHBOARD_WIDGET_KEYS, ROLE, WIDGET_PAGE_SIZE_MESSAGE, defaultWorkflow } from 'shared/domain';
import { withTenant } from '../../../platform/db';
import { beneficiaries } from '../../beneficiaries';
import { petitions } from '../../petitions';
import { caseTenantSuite, testDbKinds, unchecked, type CaseTenant, type PostAnswer, type TestLogin, type UncheckedPayload } from '../../../testing';

/*
 * The dashboard calls (issue 17 points 1–3). Every expected number below is counted by hand from
 * the cases this file inserts (FIXTURES), never computed by the code under test.
 */

const TODAY = '2026-11-22';
/** Noon UTC `days` before TODAY. */
const daysAgo = (days: number): Date => new Date(Date.parse(`${TODAY}T12:00:00Z`) - days * 86_400_000);
const at = (iso: string): Date => new Date(iso);

/** The widgets this module supplies (the case kernel is installed in the test app). */
const CASE_WIDGETS = ['actions', 'deadlines', 'cases-by-status', 'cases-by-branch', 'clients', 'beneficiaries', 'pending-cases-stats', 'current-status'];

interface Ids {
  c1: string;
  c2: string;
  c3: string;
  c4: string;
  c5: string;
  c9: string;
}

/**
 * Tenant A's cases (TODAY = 2026-11-22):
 * | case | type         | status       | branch | petitioner | beneficiary | attorney / paralegal | deadline   | next step             | last moved | created    | outcome             |
 * | c1   | H-1B (1)     | 3 In Process | b0     | Northwind  | Ananya      | attorney / P1        | 2026-11-20 | COLLECT_EVIDENCE      | 2 days ago | 2026-03-10 |                     |
 * | c2   | H-1B (1)     | 12 Submitted | b1     | Cascade    | Marco       | attorney2 / P2       | 2026-11-25 | SUBMIT_BY_BENEFICIARY | 10 days    | 2026-05-05 |                     |
 * | c3   | PERM (3/15)  | 22 Approved  | b0     | Northwind  | Ananya      | attorney / P1        | —          | —                     | 2026-09-15 | 2026-02-01 | approved 2026-09-15 |
 * | c4   | I-140 (9)    | 3 In Process | b1     | Northwind  | Ananya      | attorney / —         | 2026-12-31 | DOCUMENT_SIGNERS      | 30 days    | 2026-10-01 |                     |
 * | c5   | I-485 (10/26)| 23 Denied    | b0     | Cascade    | Marco       | — / P2               | —          | —                     | 2026-10-20 | 2026-06-01 | denied 2026-10-20   |
 * | c9   | H-1B (1)     | 22 Approved  | b1     | Cascade    | Marco       | attorney2 / —        | —          | —                     | 2026-08-10 | 2026-04-01 | approved 2026-08-10 (after an RFE: c8) |
 * Not counted anywhere: c6 (deleted), c7 (old, imported), c8 (the RFE case of c9).
 */
async function insertFixtures(h: { database: { db: never } }, A: CaseTenant, extra: { beneficiaryLogin: TestLogin }): Promise<Ids> {
  const [b0, b1] = A.t.branchIds as [string, string];
  const wf = (typeId: number) => defaultWorkflow(1, typeId);
  let n = 0;
  const base = (typeId: number) => ({ caseNumber: `DASH-2026-${String(++n).padStart(5, '0')}`, typeId, workflow: wf(typeId) });
  return withTenant(h.database.db, A.t.id, async (tx) => {
    await tx.update(beneficiaries).set({ userId: extra.beneficiaryLogin.userId }).where(eq(beneficiaries.id, A.otherBeneficiaryId));
    const ins = async (v: Record<string, unknown>): Promise<string> => {
      const [row] = await tx
        .insert(petitions)
        .values(v as never)
        .returning({ id: petitions.id });
      return row!.id;
    };
    const c1 = await ins({
      ...base(1),
      statusId: 3,
      branchId: b0,
      petitionerId: A.companyId,
      beneficiaryId: A.beneficiaryId,
      attorneyId: A.attorney.userId,
      paralegalId: A.paralegal.userId,
      deadlineDate: '2026-11-20',
      nextActivity: 'COLLECT_EVIDENCE',
      updatedAt: daysAgo(2),
      createdAt: at('2026-03-10T09:00:00Z'),
    });
    const c2 = await ins({
      ...base(1),
      statusId: 12,
      branchId: b1,
      petitionerId: A.otherCompanyId,
      beneficiaryId: A.otherBeneficiaryId,
      attorneyId: A.attorney2.userId,
      paralegalId: A.paralegal2.userId,
      deadlineDate: '2026-11-25',
      nextActivity: 'SUBMIT_BY_BENEFICIARY',
      updatedAt: daysAgo(10),
      createdAt: at('2026-05-05T09:00:00Z'),
    });
    const c3 = await ins({
      ...base(3),
      subTypeId: 15,
      statusId: 22,
      branchId: b0,
      petitionerId: A.companyId,
      beneficiaryId: A.beneficiaryId,
      attorneyId: A.attorney.userId,
      paralegalId: A.paralegal.userId,
      uscisOutcome: 'approved',
      uscisOutcomeDate: '2026-09-15',
      closedAt: at('2026-09-15T10:00:00Z'),
      updatedAt: at('2026-09-15T10:00:00Z'),
      createdAt: at('2026-02-01T00:00:00Z'),
      completionLog: [
        { code: 'CREATE_CASE', by: A.admin.userId, at: '2026-02-01T00:00:00.000Z' },
        { code: 'COLLECT_EVIDENCE', by: A.paralegal.userId, at: '2026-02-11T00:00:00.000Z' },
      ],
    });
    const c4 = await ins({
      ...base(9),
      statusId: 3,
      branchId: b1,
      petitionerId: A.companyId,
      beneficiaryId: A.beneficiaryId,
      attorneyId: A.attorney.userId,
      deadlineDate: '2026-12-31',
      nextActivity: 'DOCUMENT_SIGNERS',
      updatedAt: daysAgo(30),
      createdAt: at('2026-10-01T09:00:00Z'),
    });
    const c5 = await ins({
      ...base(10),
      subTypeId: 26,
      statusId: 23,
      branchId: b0,
      petitionerId: A.otherCompanyId,
      beneficiaryId: A.otherBeneficiaryId,
      paralegalId: A.paralegal2.userId,
      uscisOutcome: 'denied',
      uscisOutcomeDate: '2026-10-20',
      closedAt: at('2026-10-20T10:00:00Z'),
      updatedAt: at('2026-10-20T10:00:00Z'),
      createdAt: at('2026-06-01T09:00:00Z'),
    });
    const c9 = await ins({
      ...base(1),
      statusId: 22,
      branchId: b1,
      petitionerId: A.otherCompanyId,
      beneficiaryId: A.otherBeneficiaryId,
      attorneyId: A.attorney2.userId,
      uscisOutcome: 'approved',
      uscisOutcomeDate: '2026-08-10',
      closedAt: at('2026-08-10T10:00:00Z'),
      updatedAt: at('2026-08-10T10:00:00Z'),
      createdAt: at('2026-04-01T00:00:00Z'),
      completionLog: [
        { code: 'CREATE_CASE', by: A.admin.userId, at: '2026-04-01T00:00:00.000Z' },
        { code: 'COLLECT_EVIDENCE', by: A.paralegal2.userId, at: '2026-04-21T00:00:00.000Z' },
      ],
    });
    // Never counted: deleted, old (imported), and an RFE case (a child of c9).
    await ins({ ...base(1), statusId: 3, branchId: b0, petitionerId: A.companyId, paralegalId: A.paralegal.userId, nextActivity: 'COLLECT_EVIDENCE', deadlineDate: '2026-11-01', deletedAt: daysAgo(1) });
    await ins({ ...base(1), statusId: 3, branchId: b0, petitionerId: A.companyId, paralegalId: A.paralegal.userId, nextActivity: 'COLLECT_EVIDENCE', deadlineDate: '2026-11-01', isOld: true });
    await ins({ ...base(8), kind: 'rfe', parentId: c9, parentRelation: 'rfe', statusId: 24, branchId: b1, petitionerId: A.otherCompanyId, beneficiaryId: A.otherBeneficiaryId, deadlineDate: '2026-07-01' });
    return { c1, c2, c3, c4, c5, c9 };
  });
}

describe.each(testDbKinds())('dashboard (%s)', (kind) => {
  const { h, A, B } = caseTenantSuite(kind, { tenants: 2 });
  let ids: Ids;
  let beneficiary: TestLogin;
  let i9User: TestLogin;

  const post = <C extends AnyCallDeclaration>(declaration: C, payload: CallPayloadInput<C> | UncheckedPayload, login: TestLogin, tenant = A): Promise<PostAnswer> =>
    h.post(tenant.t, declaration, unchecked({ today: TODAY, ...(payload as object) }), login);
  const stats = async (widget: string, login: TestLogin, filters: Record<string, unknown> = {}, page = 1, tenant = A) => {
    const res = await post(getStatsCall, unchecked({ widget, filters, page }), login, tenant);
    if (res.status !== 200) throw new Error(`get-stats ${widget}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.result.data;
  };
  const countsOf = (data: { series: { points: { key: string; count: number }[] }[] }, s = 0) =>
    Object.fromEntries(data.series[s]!.points.map((p) => [p.key, p.count]));
  const rowIds = (data: { rows: { id: string }[] }) => data.rows.map((r) => r.id);

  beforeAll(async () => {
    beneficiary = await A.t.login(ROLE.BENEFICIARY);
    i9User = await A.t.login(ROLE.I9_USER);
    ids = await insertFixtures(h as never, A, { beneficiaryLogin: beneficiary });
    // Tenant B: one open case, which no caller of A may ever count.
    await withTenant(h.database.db, B.t.id, (tx) =>
      tx.insert(petitions).values({ caseNumber: 'B-2026-00001', typeId: 1, statusId: 3, workflow: defaultWorkflow(1, 1), petitionerId: B.companyId, branchId: B.t.branchIds[0], nextActivity: 'COLLECT_EVIDENCE' }),
    );
  });

  describe('/dashboard: offered widgets and role layouts', () => {
    it('offers the case widgets, never a widget whose module is not installed', async () => {
      const res = await post(getDashboardCall, {}, A.admin);
      expect(res.status).toBe(200);
      const offered = res.result.offered.map((w: { key: string }) => w.key);
      expect(offered).toEqual(expect.arrayContaining(CASE_WIDGETS));
      // A widget is offered only when the module the registry names is installed and supplies it
      // (never made-up numbers): e.g. no invoice module exists, so no Invoices widget.
      const supplied = new Set(
        h.app.modules.flatMap((m) => (m.dashboardWidgets ?? []).filter((p) => DASHBOARD_WIDGETS[p.key].module === m.name).map((p) => p.key)),
      );
      expect(supplied.has('invoices')).toBe(false);
      expect(offered).not.toContain('invoices');
      const adminMay = DASHBOARD_WIDGET_KEYS.filter((k) => (DASHBOARD_WIDGETS[k].roles as readonly number[]).includes(ROLE.ADMIN));
      expect([...offered].sort()).toEqual(adminMay.filter((k) => supplied.has(k)).sort());
      expect(res.result.custom).toBe(false);
      expect(res.result.layout.every((i: { view: string }) => i.view === 'LIST')).toBe(true);
    });

    it('takes a provider only from the module the registry names for its widget', () => {
      for (const m of h.app.modules) for (const p of m.dashboardWidgets ?? []) expect(`${p.key}: ${m.name}`).toBe(`${p.key}: ${DASHBOARD_WIDGETS[p.key].module}`);
    });

    it('gives each role its own default: case team and clients see their cases and next actions first', async () => {
      const keys = async (who: TestLogin) => (await post(getDashboardCall, {}, who)).result.layout.map((i: { key: string }) => i.key);
      expect((await keys(A.admin)).slice(0, 4)).toEqual(['actions', 'deadlines', 'cases-by-status', 'cases-by-branch']);
      expect((await keys(A.paralegal)).slice(0, 3)).toEqual(['actions', 'deadlines', 'current-status']);
      expect((await keys(A.attorney)).slice(0, 3)).toEqual(['actions', 'deadlines', 'current-status']);
      expect((await keys(A.petitioner)).slice(0, 4)).toEqual(['actions', 'current-status', 'deadlines', 'beneficiaries']);
      const ben = await keys(beneficiary);
      expect(ben.slice(0, 3)).toEqual(['actions', 'current-status', 'deadlines']);
      expect(ben).not.toContain('clients');
      expect(ben).not.toContain('beneficiaries');
    });

    it('gives staff the branch and petitioner choices of their view, clients none', async () => {
      const choices = async (who: TestLogin, tenant = A) => (await post(getDashboardCall, {}, who, tenant)).result.choices;
      const admin = await choices(A.admin);
      expect(admin.branches.map((b: { id: string }) => b.id).sort()).toEqual([...A.t.branchIds].sort());
      expect(admin.petitioners.map((p: { name: string }) => p.name)).toEqual(['Cascade Health', 'Northwind Analytics Inc.']);
      const manager = await choices(A.manager);
      expect(manager.branches.map((b: { id: string }) => b.id)).toEqual([A.t.branchIds[0]]);
      expect(manager.petitioners.map((p: { id: string }) => p.id)).toEqual([A.companyId]);
      expect(await choices(A.petitioner)).toEqual({ branches: [], petitioners: [] });
      expect(await choices(beneficiary)).toEqual({ branches: [], petitioners: [] });
      expect((await choices(B.admin, B)).petitioners.map((p: { id: string }) => p.id)).not.toContain(A.companyId);
    });

    it('refuses callers without a dashboard', async () => {
      expect((await post(getDashboardCall, {}, i9User)).status).toBe(403);
      expect((await h.post(A.t, getDashboardCall, {})).status).toBe(401);
    });
  });

  describe('/dashboard/save-layout and reset-layout', () => {
    const layoutKeys = async (who: TestLogin) => (await post(getDashboardCall, {}, who)).result.layout.map((i: { key: string; size: string; view: string }) => `${i.key}:${i.size}:${i.view}`);

    it('keeps a user his own arrangement (order, size, view, filters), other users untouched', async () => {
      const before = await layoutKeys(A.manager);
      const saved = await post(
        saveLayoutCall,
        {
          items: [
            { key: 'cases-by-status', size: 'L', view: 'CHART', filters: { pageSize: 100, typeIds: [1], sortPath: 'label', sortOrder: 1 } },
            { key: 'actions', size: 'S', view: 'LIST', filters: { pageSize: 25 } },
          ],
        },
        A.admin,
      );
      expect(saved.status).toBe(200);
      expect(saved.result.custom).toBe(true);
      const again = await post(getDashboardCall, {}, A.admin);
      expect(again.result.layout).toEqual([
        { key: 'cases-by-status', size: 'L', view: 'CHART', filters: { pageSize: 100, typeIds: [1], sortPath: 'label', sortOrder: 1 } },
        { key: 'actions', size: 'S', view: 'LIST', filters: { pageSize: 25 } },
      ]);
      expect(await layoutKeys(A.manager)).toEqual(before);
      // Another tenant's admin keeps his default.
      expect((await post(getDashboardCall, {}, B.admin, B)).result.custom).toBe(false);
    });

    it.each([
      ['an unknown widget', [{ key: 'weather', size: 'M' }], 'items.0.key'],
      ['a page size other than 100 or 25', [{ key: 'actions', size: 'M', filters: { pageSize: 50 } }], 'items.0.filters.pageSize'],
      ['a chart of a list widget', [{ key: 'actions', size: 'M', view: 'CHART' }], 'items.0.view'],
      ['a widget twice', [{ key: 'actions', size: 'M' }, { key: 'actions', size: 'S' }], 'items.1.key'],
      ['a filter the widget does not have', [{ key: 'actions', size: 'M', filters: { caseTypes: ['h1b'] } }], 'items.0.filters.caseTypes'],
      ['a sort path not among its options', [{ key: 'deadlines', size: 'M', filters: { sortPath: 'password' } }], 'items.0.filters.sortPath'],
      ['a reversed date range', [{ key: 'current-status', size: 'M', filters: { createdFrom: '2026-05-01', createdTo: '2026-04-01' } }], 'items.0.filters.createdTo'],
      ['a bad size', [{ key: 'actions', size: 'XXL' }], 'items.0.size'],
    ])('refuses %s (422) and stores nothing', async (_what, items, path) => {
      const before = (await post(getDashboardCall, {}, A.admin)).result.layout;
      const res = await post(saveLayoutCall, unchecked({ items }), A.admin);
      expect(res.status).toBe(422);
      expect(JSON.stringify(res.body)).toContain(path);
      expect((await post(getDashboardCall, {}, A.admin)).result.layout).toEqual(before);
    });

    it('names the page-size rule in the spec’s terms', async () => {
      const res = await post(saveLayoutCall, unchecked({ items: [{ key: 'actions', size: 'M', filters: { pageSize: 10 } }] }), A.admin);
      expect(JSON.stringify(res.body)).toContain(WIDGET_PAGE_SIZE_MESSAGE);
    });

    it('refuses a widget not offered to the role (422) and stores nothing', async () => {
      const res = await post(saveLayoutCall, { items: [{ key: 'clients', size: 'M' }] }, beneficiary);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('The Clients widget is not available on your dashboard.');
      expect((await post(getDashboardCall, {}, beneficiary)).result.custom).toBe(false);
      const invoices = await post(saveLayoutCall, { items: [{ key: 'invoices', size: 'M' }] }, A.admin);
      expect(invoices.status).toBe(422);
    });

    it('resets to the role default', async () => {
      await post(saveLayoutCall, { items: [{ key: 'deadlines', size: 'XL' }] }, A.attorney);
      expect((await post(getDashboardCall, {}, A.attorney)).result.layout.map((i: { key: string }) => i.key)).toEqual(['deadlines']);
      const reset = await post(resetLayoutCall, {}, A.attorney);
      expect(reset.status).toBe(200);
      expect(reset.result.custom).toBe(false);
      expect(reset.result.layout[0].key).toBe('actions');
    });
  });

  describe('/dashboard/get-stats', () => {
    it('Cases by Status: counts per status of the visible cases, for each role', async () => {
      const admin = await stats('cases-by-status', A.admin);
      expect(countsOf(admin)).toEqual({ '3': 2, '12': 1, '22': 2, '23': 1 });
      expect(admin.total).toBe(6);
      expect(admin.groups).toBe(4);
      // A paralegal's numbers cover only the cases assigned to him.
      expect(countsOf(await stats('cases-by-status', A.paralegal))).toEqual({ '3': 1, '22': 1 });
      expect(countsOf(await stats('cases-by-status', A.paralegal2))).toEqual({ '12': 1, '23': 1 });
      // The petitioner: his company's cases; the beneficiary: his own.
      expect(countsOf(await stats('cases-by-status', A.petitioner))).toEqual({ '3': 2, '22': 1 });
      expect(countsOf(await stats('cases-by-status', beneficiary))).toEqual({ '12': 1, '22': 1, '23': 1 });
      // Another tenant counts only its own case.
      expect(countsOf(await stats('cases-by-status', B.admin, {}, 1, B))).toEqual({ '3': 1 });
    });

    it('Cases by Status: filters, sort by label, paging, and links to the same cases on /cases', async () => {
      const h1b = await stats('cases-by-status', A.admin, { typeIds: [1] });
      expect(countsOf(h1b)).toEqual({ '3': 1, '12': 1, '22': 1 });
      const created = await stats('cases-by-status', A.admin, { createdFrom: '2026-04-01', createdTo: '2026-06-01' });
      expect(countsOf(created)).toEqual({ '12': 1, '22': 1, '23': 1 });
      const byLabel = await stats('cases-by-status', A.admin, { sortPath: 'label', sortOrder: 1 });
      expect(byLabel.series[0].points.map((p: { label: string }) => p.label)).toEqual(['Case Approved', 'Case Denied', 'In Process', 'Submitted to USCIS']);
      const link = byLabel.series[0].points[0].path as string;
      expect(link.startsWith('/cases?filter=')).toBe(true);
      const matcher = JSON.parse(Buffer.from(link.split('filter=')[1]!, 'base64url').toString('utf8')).matcher;
      expect(matcher).toEqual({ statusIds: [22] });
      // Another tenant's petitioner id matches nothing (row-level security), it never errs or leaks.
      expect((await stats('cases-by-status', A.admin, { petitionerIds: [B.companyId] })).total).toBe(0);
    });

    it('Actions: open cases whose next step the caller’s role must do', async () => {
      const par = await stats('actions', A.paralegal);
      expect(rowIds(par)).toEqual([ids.c1]);
      expect(par.rows[0].meta).toBe('Next: Collect Evidence');
      expect(par.rows[0].path).toBe(`/petition-details/${ids.c1}`);
      // The petitioner signs c4 (his company); the beneficiary submits c2 (his own case).
      expect(rowIds(await stats('actions', A.petitioner))).toEqual([ids.c4]);
      expect(rowIds(await stats('actions', beneficiary))).toEqual([ids.c2]);
      // No case waits on a step of the second paralegal (c2 waits on the beneficiary, c5 is closed).
      expect((await stats('actions', A.paralegal2)).total).toBe(0);
    });

    it('Deadlines: open visible cases by deadline with the overdue label', async () => {
      const admin = await stats('deadlines', A.admin);
      expect(rowIds(admin)).toEqual([ids.c1, ids.c2, ids.c4]);
      expect(admin.rows.map((r: { tone: string }) => r.tone)).toEqual(['danger', 'warning', 'default']);
      expect(admin.rows[0].meta).toBe('Overdue by 2 day(s)');
      expect(admin.rows[0].dateLabel).toBe('Deadline');
      expect(admin.rows[0].date).toBe('2026-11-20');
      expect(rowIds(await stats('deadlines', A.paralegal))).toEqual([ids.c1]);
      expect(rowIds(await stats('deadlines', A.admin, { dueFrom: '2026-11-21', dueTo: '2026-12-31' }))).toEqual([ids.c2, ids.c4]);
    });

    it('Current Status of Cases: every visible case, latest moved first, paged server-side', async () => {
      const all = await stats('current-status', A.admin);
      expect(rowIds(all)).toEqual([ids.c1, ids.c2, ids.c4, ids.c5, ids.c3, ids.c9]);
      expect([all.total, all.capped]).toEqual([6, false]);
      expect(rowIds(await stats('current-status', A.paralegal))).toEqual([ids.c1, ids.c3]);
      const byNumberDesc = await stats('current-status', A.admin, { sortPath: 'caseNumber', sortOrder: -1 });
      expect(rowIds(byNumberDesc)).toEqual([ids.c9, ids.c5, ids.c4, ids.c3, ids.c2, ids.c1]);
      // Page 2 of 25 rows is empty, with the same total.
      const page2 = await stats('current-status', A.admin, {}, 2);
      expect(page2.rows).toEqual([]);
      expect(page2.total).toBe(6);
    });

    it('Cases Stats by Branch: open and closed per branch; a branch manager sees his branch', async () => {
      const [b0, b1] = A.t.branchIds as [string, string];
      const admin = await stats('cases-by-branch', A.admin);
      expect(countsOf(admin, 0)).toEqual({ [b0]: 1, [b1]: 2 });
      expect(countsOf(admin, 1)).toEqual({ [b0]: 2, [b1]: 1 });
      expect(admin.total).toBe(6);
      const manager = await stats('cases-by-branch', A.manager);
      expect(countsOf(manager, 0)).toEqual({ [b0]: 1 });
      expect(countsOf(manager, 1)).toEqual({ [b0]: 2 });
      expect((await post(getStatsCall, { widget: 'cases-by-branch' }, A.petitioner)).status).toBe(403);
    });

    it('Clients and Beneficiaries: open cases per party, sorted and paged in SQL', async () => {
      const clients = await stats('clients', A.admin);
      expect(clients.series[0].points.map((p: { label: string; count: number }) => [p.label, p.count])).toEqual([
        ['Northwind Analytics Inc.', 2],
        ['Cascade Health', 1],
      ]);
      expect(clients.series[0].points[0].path).toBe(`/petitioner-details/${A.companyId}`);
      expect([clients.total, clients.groups]).toEqual([3, 2]);
      const byName = await stats('clients', A.admin, { sortPath: 'label', sortOrder: 1 });
      expect(byName.series[0].points.map((p: { label: string }) => p.label)).toEqual(['Cascade Health', 'Northwind Analytics Inc.']);
      expect(countsOf(await stats('beneficiaries', A.petitioner))).toEqual({ [A.beneficiaryId]: 2 });
      expect((await post(getStatsCall, { widget: 'clients' }, A.petitioner)).status).toBe(403);
    });

    it('Pending Cases Stats: open cases by case type choice and time since they last moved', async () => {
      const all = await stats('pending-cases-stats', A.admin);
      expect(all.series.map((s: { key: string }) => s.key)).toEqual(['h1b', 'perm', 'i140', 'adj_status_i485', 'i130', 'i485']);
      expect(countsOf(all, 0)).toEqual({ '<1 Week': 1, '1 Week': 1, '3+ Weeks': 0 });
      expect(countsOf(all, 2)).toEqual({ '<1 Week': 0, '1 Week': 0, '3+ Weeks': 1 });
      expect(all.total).toBe(3);
      const i140 = await stats('pending-cases-stats', A.admin, { caseTypes: ['i140'] });
      expect(i140.series.map((s: { key: string }) => s.key)).toEqual(['i140']);
      expect(i140.total).toBe(1);
      expect((await stats('pending-cases-stats', A.paralegal)).total).toBe(1);
    });

    it('refuses a widget not offered (403) and bad filters (422)', async () => {
      expect((await post(getStatsCall, { widget: 'invoices' }, A.admin)).status).toBe(403);
      expect((await post(getStatsCall, { widget: 'clients' }, beneficiary)).status).toBe(403);
      expect((await post(getStatsCall, unchecked({ widget: 'weather' }), A.admin)).status).toBe(422);
      expect((await post(getStatsCall, unchecked({ widget: 'actions', filters: { pageSize: 30 } }), A.admin)).status).toBe(422);
      expect((await post(getStatsCall, unchecked({ widget: 'actions', filters: { caseTypes: ['h1b'] } }), A.admin)).status).toBe(422);
    });
  });

  describe('/dashboard/trends', () => {
    it('counts opened, closed and approved per month, outcome rates, step days and workload from the visible cases', async () => {
      const res = await post(trendsCall, { from: '2026-01', to: '2026-11' }, A.admin);
      expect(res.status).toBe(200);
      const t = res.result;
      expect(t.months).toHaveLength(11);
      const month = (m: string) => t.months.find((x: { month: string }) => x.month === m);
      expect(month('2026-02')).toEqual({ month: '2026-02', opened: 1, closed: 0, approved: 0 });
      expect(month('2026-03')).toEqual({ month: '2026-03', opened: 1, closed: 0, approved: 0 });
      expect(month('2026-08')).toEqual({ month: '2026-08', opened: 0, closed: 1, approved: 1 });
      expect(month('2026-09')).toEqual({ month: '2026-09', opened: 0, closed: 1, approved: 1 });
      expect(month('2026-10')).toEqual({ month: '2026-10', opened: 1, closed: 1, approved: 0 });
      expect(t.months.reduce((s: number, m: { opened: number }) => s + m.opened, 0)).toBe(6);
      expect(t.outcomesByType).toEqual([
        { typeId: 1, typeName: 'H-1B', decided: 1, approved: 1, rfe: 1, denied: 0, approvalRate: 1, rfeRate: 1, denialRate: 0 },
        { typeId: 3, typeName: 'PERM / Green Card', decided: 1, approved: 1, rfe: 0, denied: 0, approvalRate: 1, rfeRate: 0, denialRate: 0 },
        { typeId: 10, typeName: 'I-485', decided: 1, approved: 0, rfe: 0, denied: 1, approvalRate: 0, rfeRate: 0, denialRate: 1 },
      ]);
      expect(t.stepDurations).toEqual([
        { code: 'COLLECT_EVIDENCE', label: 'Collect Evidence', completed: 2, avgDays: 15 },
        { code: 'CREATE_CASE', label: expect.any(String), completed: 2, avgDays: 0 },
      ]);
      const load = Object.fromEntries(t.workload.map((w: { userId: string; role: string; open: number; overdue: number; dueSoon: number }) => [`${w.role}:${w.userId}`, [w.open, w.overdue, w.dueSoon]]));
      expect(load).toEqual({
        [`attorney:${A.attorney.userId}`]: [2, 1, 0],
        [`attorney:${A.attorney2.userId}`]: [1, 0, 1],
        [`paralegal:${A.paralegal.userId}`]: [1, 1, 0],
        [`paralegal:${A.paralegal2.userId}`]: [1, 0, 1],
      });
    });

    it('step days: each completion minus the one before it (read by position), the first minus creation, only completions in the window', async () => {
      // c3's log gets a third completion, 30.5 days after its second (2026-02-11 → 2026-03-13 12:00).
      const log = (extra: { code: string; by: string; at: string }[]) => [
        { code: 'CREATE_CASE', by: A.admin.userId, at: '2026-02-01T00:00:00.000Z' },
        { code: 'COLLECT_EVIDENCE', by: A.paralegal.userId, at: '2026-02-11T00:00:00.000Z' },
        ...extra,
      ];
      const setLog = (v: { code: string; by: string; at: string }[]) =>
        withTenant(h.database.db, A.t.id, (tx) => tx.update(petitions).set({ completionLog: v }).where(eq(petitions.id, ids.c3)));
      await setLog(log([{ code: 'SUBMIT_TO_USCIS', by: A.paralegal.userId, at: '2026-03-13T12:00:00.000Z' }]));
      try {
        // March only: the third completion counts against the second, which lies before the window.
        const march = (await post(trendsCall, { from: '2026-03', to: '2026-03' }, A.admin)).result;
        expect(march.stepDurations).toEqual([{ code: 'SUBMIT_TO_USCIS', label: expect.any(String), completed: 1, avgDays: 30.5 }]);
        // February to April: c3's three completions and c9's two (created 2026-04-01, evidence 20 days later).
        const spring = (await post(trendsCall, { from: '2026-02', to: '2026-04' }, A.admin)).result;
        expect(spring.stepDurations).toEqual([
          { code: 'SUBMIT_TO_USCIS', label: expect.any(String), completed: 1, avgDays: 30.5 },
          { code: 'COLLECT_EVIDENCE', label: 'Collect Evidence', completed: 2, avgDays: 15 },
          { code: 'CREATE_CASE', label: expect.any(String), completed: 2, avgDays: 0 },
        ]);
        // No completion in May.
        expect((await post(trendsCall, { from: '2026-05', to: '2026-05' }, A.admin)).result.stepDurations).toEqual([]);
      } finally {
        await setLog(log([]));
      }
    });

    it('a paralegal’s trends cover only his cases; another tenant sees none of them', async () => {
      const t = (await post(trendsCall, { from: '2026-01', to: '2026-11' }, A.paralegal)).result;
      expect(t.months.reduce((s: number, m: { opened: number }) => s + m.opened, 0)).toBe(2);
      expect(t.outcomesByType.map((o: { typeId: number }) => o.typeId)).toEqual([3]);
      expect(t.workload.map((w: { role: string; open: number }) => [w.role, w.open])).toEqual([
        ['attorney', 1],
        ['paralegal', 1],
      ]);
      const b = (await post(trendsCall, { from: '2026-01', to: '2026-11' }, B.admin, B)).result;
      expect(b.outcomesByType).toEqual([]);
      expect(b.stepDurations).toEqual([]);
    });

    it('refuses a reversed or too long window (422) and clients without trends (403)', async () => {
      expect((await post(trendsCall, { from: '2026-05', to: '2026-01' }, A.admin)).status).toBe(422);
      expect((await post(trendsCall, { from: '2020-01', to: '2026-01' }, A.admin)).status).toBe(422);
      expect((await post(trendsCall, {}, beneficiary)).status).toBe(403);
      const dflt = await post(trendsCall, {}, A.admin);
      expect([dflt.result.from, dflt.result.to, dflt.result.months.length]).toEqual(['2025-12', '2026-11', 12]);
    });
  });
});
