import nodeModule from 'node:module';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import {
  customDeleteCall,
  customListCall,
  customRunCall,
  customSaveCall,
  customScheduleCall,
  exportReportCall,
  processingTimesListCall,
  processingTimesUpdateCall,
  runReportCall,
  type AnyCallDeclaration,
  type CallPayloadInput,
} from 'shared/contract';
import { withPlatform, withTenant } from '../../../platform/db';
import { parseCsv } from '../../../platform/data';
import { outbox } from '../../../platform/mail/outbox.table';
import { testDbKinds, type TestLogin, caseTenantSuite, type UncheckedPayload, unchecked, type PeopleTenant } from '../../../testing';
import { petitionActivity, petitions } from '../../petitions';
import { beneficiaries } from '../../beneficiaries';
import { individuals } from '../../individuals';
import { tenants } from '../../tenants';
import { customReports, nextRunAfter, runReportDeliveries } from '..';

/*
 * The registry's reports against fixtures written here (docs/reports.md): every expected number
 * below is counted by hand from the cases inserted in beforeAll, not by the code under test.
 * TODAY is Wednesday 2026-11-25; its week runs Monday 23 to Sunday 29 November.
 */
const TODAY = '2026-11-25';

type Row = Record<string, string | number | boolean | null>;

async function pdfText(bytes: Uint8Array): Promise<string> {
  const load = (nodeModule as unknown as { _load(request: string, parent: null, isMain: boolean): unknown })._load;
  const pdfjs = load(require.resolve('pdfjs-dist/legacy/build/pdf.mjs'), null, false) as {
    getDocument(src: { data: Uint8Array; disableFontFace?: boolean }): { promise: Promise<{ numPages: number; getPage(n: number): Promise<{ getTextContent(): Promise<{ items: { str?: string }[] }> }> }> };
  };
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), disableFontFace: true }).promise;
  const out: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) out.push((await (await doc.getPage(i)).getTextContent()).items.map((it) => it.str ?? '').join(' '));
  return out.join('\n');
}

describe.each(testDbKinds())('report registry (%s)', (kind) => {
  const { h, A, B } = caseTenantSuite(kind, { tenants: 2 });
  const ids: Record<string, string> = {};
  const numbers: Record<string, string> = {};
  let type2: PeopleTenant;
  let type2Admin: TestLogin;

  const post = <C extends AnyCallDeclaration>(declaration: C, payload: CallPayloadInput<C> | UncheckedPayload, login: TestLogin, t = A.t) =>
    h.post(t, declaration, unchecked({ today: TODAY, ...(payload as object) }), login);
  const run = (reportId: string, login: TestLogin, extra: Record<string, unknown> = {}) => post(runReportCall, unchecked({ reportId, pageSize: 100, ...extra }), login);

  beforeAll(async () => {
    const b0 = A.t.branchIds[0]!;
    const b1 = A.t.branchIds[1]!;
    const base = { workflow: {}, kind: 'petition' };
    const cases: [string, Record<string, unknown>][] = [
      ['c1', { typeId: 1, subTypeId: 1, statusId: 3, branchId: b0, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId, paralegalId: A.paralegal.userId, deadlineDate: '2026-11-10', createdAt: new Date('2026-11-24T10:00:00Z') }],
      ['c2', { typeId: 1, subTypeId: 4, statusId: 22, branchId: b0, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId, closedAt: new Date('2026-11-24T12:00:00Z'), uscisOutcome: 'approved', uscisOutcomeDate: '2026-11-24', createdAt: new Date('2026-10-01T10:00:00Z') }],
      ['c3', { typeId: 3, subTypeId: 15, statusId: 23, branchId: b1, petitionerId: A.otherCompanyId, closedAt: new Date('2026-09-30T10:00:00Z'), createdAt: new Date('2026-09-01T10:00:00Z') }],
      ['c4', { typeId: 9, subTypeId: 24, statusId: 24, branchId: b1, petitionerId: A.otherCompanyId, beneficiaryId: A.beneficiaryId, attorneyId: A.attorney.userId, deadlineDate: '2026-11-24', uscisOutcome: 'rfe', uscisOutcomeDate: '2026-11-02', createdAt: new Date('2026-11-01T10:00:00Z') }],
      ['c5', { typeId: 2, subTypeId: 7, statusId: 12, petitionerId: A.companyId, beneficiaryId: A.otherBeneficiaryId, paralegalId: A.paralegal.userId, premiumProcessing: true, deadlineDate: '2026-12-31', createdAt: new Date('2026-06-01T10:00:00Z') }],
      ['c6', { typeId: 1, subTypeId: 1, statusId: 3, branchId: b0, petitionerId: A.companyId, deletedAt: new Date('2026-11-20T10:00:00Z'), createdAt: new Date('2026-11-24T10:00:00Z') }],
      ['c7', { typeId: 13, subTypeId: 31, statusId: 22, branchId: b0, petitionerId: A.companyId, beneficiaryId: A.otherBeneficiaryId, closedAt: new Date('2026-04-01T10:00:00Z'), createdAt: new Date('2026-03-05T10:00:00Z') }],
      ['c9', { typeId: 13, subTypeId: 31, statusId: 23, branchId: b1, petitionerId: A.otherCompanyId, closedAt: new Date('2026-04-01T10:00:00Z'), createdAt: new Date('2026-03-06T10:00:00Z') }],
    ];
    await withTenant(h.database.db, A.t.id, async (tx) => {
      let n = 0;
      for (const [key, v] of cases) {
        numbers[key] = `RPT-${key.toUpperCase()}-${++n}`;
        const [r] = await tx.insert(petitions).values({ ...base, caseNumber: numbers[key], ...v } as typeof petitions.$inferInsert).returning({ id: petitions.id });
        ids[key] = r!.id;
      }
      numbers.c8 = 'RPT-C8-9';
      const [c8] = await tx
        .insert(petitions)
        .values({ ...base, caseNumber: numbers.c8, typeId: 1, subTypeId: 2, statusId: 13, branchId: b0, petitionerId: A.companyId, beneficiaryId: A.otherBeneficiaryId, parentId: ids.c7, receiptNumber: 'WAC2690000001', createdAt: new Date('2026-04-02T10:00:00Z') } as typeof petitions.$inferInsert)
        .returning({ id: petitions.id });
      ids.c8 = c8!.id;
      await tx.insert(petitionActivity).values([
        { petitionId: ids.c4!, action: 'update', userId: A.attorney.userId, userName: 'Attorney One', before: { statusId: 13 }, after: { statusId: 24 }, at: new Date('2026-11-23T10:00:00Z') },
        { petitionId: ids.c1!, action: 'assign', userId: A.paralegal.userId, userName: 'Paralegal One', at: new Date('2026-11-24T10:00:00Z') },
        { petitionId: ids.c3!, action: 'outcome', userId: A.admin.userId, userName: 'Admin One', at: new Date('2026-11-20T10:00:00Z') },
      ]);
      await tx.update(beneficiaries).set({ statusExpiry: '2027-01-15', passportExpiry: '2030-01-01' }).where(eq(beneficiaries.id, A.beneficiaryId));
      await tx.update(beneficiaries).set({ statusExpiry: '2027-02-01' }).where(eq(beneficiaries.id, A.spouseId));
      await tx.update(beneficiaries).set({ statusExpiry: '2026-12-01' }).where(eq(beneficiaries.id, A.otherBeneficiaryId));
      await tx.insert(individuals).values({ firstName: 'Ananya', lastName: 'Iyer', beneficiaryId: A.beneficiaryId, branchId: b0 });
    });
    type2 = await h.newTenant({ typeId: 2 });
    type2Admin = await type2.login(3);
  });

  it('case list: every visible case, paged and sorted, with the status chart', async () => {
    const all = await run('case-list', A.admin, { sort: { key: 'caseNumber', order: 1 } });
    expect(all.status).toBe(200);
    expect(all.result.total).toBe(8);
    expect(all.result.rows.map((r: Row) => r.caseNumber)).toEqual(['RPT-C1-1', 'RPT-C2-2', 'RPT-C3-3', 'RPT-C4-4', 'RPT-C5-5', 'RPT-C7-7', 'RPT-C8-9', 'RPT-C9-8']);
    const c1 = all.result.rows[0] as Row;
    expect(c1).toMatchObject({ caseId: ids.c1, link: `/petition-details/${ids.c1}`, typeName: 'H-1B', statusName: 'In Process', petitionerName: 'Northwind Analytics Inc.', beneficiaryName: 'Ananya Iyer', deadlineDate: '2026-11-10', createdAt: '2026-11-24' });
    const chart = Object.fromEntries(all.result.chart.labels.map((l: string, i: number) => [l, all.result.chart.series[0].data[i]]));
    expect(chart).toEqual({ 'Case Approved': 2, 'Case Denied': 2, 'In Process': 1, 'RFE Received': 1, 'Submitted to USCIS': 1, 'Receipt Received': 1 });
    // Paging: page 2 of 3 rows, newest first by default.
    const page = await run('case-list', A.admin, { pageSize: 25, page: 1, sort: { key: 'createdAt', order: -1 } });
    expect(page.result.rows.slice(0, 3).map((r: Row) => r.caseNumber)).toEqual(['RPT-C1-1', 'RPT-C4-4', 'RPT-C2-2']);
    const p2 = await post(runReportCall, unchecked({ reportId: 'case-list', page: 2, pageSize: 25 }), A.admin);
    expect(p2.result.rows).toEqual([]);
    expect(p2.result.total).toBe(8);
    // Filters: open cases of branch 0.
    const open0 = await run('case-list', A.admin, { filters: { state: 'open', branches: [A.t.branchIds[0]] } });
    expect(open0.result.rows.map((r: Row) => r.caseNumber).sort()).toEqual(['RPT-C1-1', 'RPT-C8-9']);
  });

  it('scopes every number to the caller’s visible cases', async () => {
    const mine = await run('case-list', A.paralegal);
    expect(mine.result.total).toBe(2);
    expect(mine.result.rows.map((r: Row) => r.caseNumber).sort()).toEqual(['RPT-C1-1', 'RPT-C5-5']);
    const branch = await run('branchwise-case-summary', A.paralegal);
    expect(branch.result.totals).toMatchObject({ total: 2, open: 2, overdue: 1 });
    const manager = await run('case-list', A.manager);
    expect(manager.result.total).toBe(4);
    expect((await run('case-list', A.paralegal2)).result.total).toBe(0);
    // Another tenant sees none of A's cases.
    const other = await post(runReportCall, unchecked({ reportId: 'case-list' }), B.admin, B.t);
    expect(other.status).toBe(200);
    expect(other.result.total).toBe(0);
    // Clients have no report calls.
    expect((await run('case-list', A.petitioner)).status).toBe(403);
  });

  it('branch-wise summary: counts per branch with totals', async () => {
    const r = await run('branchwise-case-summary', A.admin, { sort: { key: 'total', order: -1 } });
    expect(r.status).toBe(200);
    expect(r.result.total).toBe(3);
    const byBranch = r.result.rows.map((x: Row) => [x.total, x.open, x.filed, x.approved, x.denied, x.rfe, x.withdrawn, x.overdue]);
    expect(byBranch).toEqual([
      [4, 2, 1, 2, 0, 0, 0, 1],
      [3, 1, 0, 0, 2, 1, 0, 1],
      [1, 1, 1, 0, 0, 0, 0, 0],
    ]);
    expect(r.result.rows[2].branchName).toBe('No branch');
    expect(r.result.totals).toEqual({ total: 8, open: 4, filed: 2, approved: 2, denied: 2, rfe: 1, withdrawn: 0, overdue: 2 });
    expect(r.result.chart.labels).toHaveLength(3);
  });

  it('cases by customer, and tenant type 2 refused', async () => {
    const r = await run('cases-by-customer', A.admin);
    expect(r.result.rows.map((x: Row) => [x.petitionerName, x.total, x.open, x.approved, x.denied, x.rfe])).toEqual([
      ['Northwind Analytics Inc.', 5, 3, 2, 0, 0],
      ['Cascade Health', 3, 1, 0, 2, 1],
    ]);
    expect(r.result.rows[0].lastCaseAt).toBe('2026-11-24');
    const refused = await post(runReportCall, unchecked({ reportId: 'cases-by-customer' }), type2Admin, type2);
    expect(refused.status).toBe(403);
    expect((await post(runReportCall, unchecked({ reportId: 'individual-customers' }), type2Admin, type2)).status).toBe(403);
    expect((await post(runReportCall, unchecked({ reportId: 'case-list' }), type2Admin, type2)).status).toBe(200);
  });

  it('overdue report: days late, the spec label and the lateness groups', async () => {
    const r = await run('overdue', A.admin);
    expect(r.result.rows.map((x: Row) => [x.caseNumber, x.daysOverdue, x.overdueLabel, x.ageGroup])).toEqual([
      ['RPT-C1-1', 15, 'Overdue by 15 day(s)', '1 Week'],
      ['RPT-C4-4', 1, 'Overdue by 1 day(s)', '<1 Week'],
    ]);
    expect(r.result.totals).toEqual({ maxDaysOverdue: 15 });
    expect((await run('overdue', A.admin, { filters: { minDays: 2 } })).result.total).toBe(1);
  });

  it('weekly report: only for flagged tenants; opened, closed, moved, approved this week', async () => {
    expect((await run('weekly', A.admin)).status).toBe(403);
    await withPlatform(h.database.db, (tx) => tx.update(tenants).set({ weeklyReports: true }).where(eq(tenants.id, A.t.id)));
    const r = await run('weekly', A.admin, { filters: { weekOf: TODAY } });
    expect(r.status).toBe(200);
    expect(r.result.totals).toEqual({ opened: 1, closed: 1, moved: 1, approved: 1, denied: 0, rfe: 0, openAtEnd: 4 });
    const h1b = r.result.rows.find((x: Row) => x.typeName === 'H-1B');
    expect(h1b).toMatchObject({ opened: 1, closed: 1, approved: 1, openAtEnd: 2 });
    expect(r.result.rows.find((x: Row) => x.typeName === 'I-140')).toMatchObject({ moved: 1, openAtEnd: 1 });
    // The week before: nothing opened or closed.
    expect((await run('weekly', A.admin, { filters: { weekOf: '2026-11-16' } })).result.totals).toMatchObject({ opened: 0, closed: 0, moved: 0 });
  });

  it('activity report: the log by user and date, visible cases only', async () => {
    const r = await run('activity', A.admin, { filters: { at: { from: '2026-11-01', to: '2026-11-30' } } });
    expect(r.result.rows.map((x: Row) => [x.caseNumber, x.action])).toEqual([
      ['RPT-C1-1', 'assign'],
      ['RPT-C4-4', 'update'],
      ['RPT-C3-3', 'outcome'],
    ]);
    expect((await run('activity', A.admin, { filters: { users: [A.attorney.userId] } })).result.total).toBe(1);
    expect((await run('activity', A.paralegal)).result.rows.map((x: Row) => x.caseNumber)).toEqual(['RPT-C1-1']);
  });

  it('CAP report: registrations by season with the petition filed from each', async () => {
    const r = await run('cap', A.admin, { filters: { fiscalYear: 2027 } });
    expect(r.result.total).toBe(2);
    expect(r.result.totals).toEqual({ selected: 1, petitionsFiled: 1 });
    const sel = await run('cap', A.admin, { filters: { registrationStatus: ['selected'] } });
    expect(sel.result.rows.map((x: Row) => [x.caseNumber, x.registrationStatus, x.petitionCaseNumber, x.petitionStatusName, x.receiptNumber, x.fiscalYear])).toEqual([
      ['RPT-C7-7', 'Selected', 'RPT-C8-9', 'Receipt Received', 'WAC2690000001', 2027],
    ]);
    expect((await run('cap', A.admin, { filters: { fiscalYear: 2026 } })).result.total).toBe(0);
  });

  it('customer reports: companies and individuals with their visible cases', async () => {
    const corp = await run('corporate-customers', A.admin);
    expect(corp.result.rows.map((x: Row) => [x.name, x.totalCases, x.openCases])).toEqual([
      ['Cascade Health', 3, 1],
      ['Northwind Analytics Inc.', 5, 3],
    ]);
    const ind = await run('individual-customers', A.admin);
    expect(ind.result.rows.map((x: Row) => [x.name, x.totalCases, x.openCases])).toEqual([['Ananya Iyer', 3, 2]]);
  });

  it('expiry risk: people whose status expires before the pending case could be decided, by the editable processing times', async () => {
    const r = await run('expiry-risk', A.admin);
    expect(r.result.rows.map((x: Row) => [x.personName, x.relation, x.expiryDate, x.caseNumber, x.form, x.caseDate, x.expectedDecision, x.gapDays])).toEqual([
      ['Ananya Iyer', 'principal', '2027-01-15', 'RPT-C1-1', 'I-129', '2026-11-24', '2027-02-22', 38],
      ['Ravi Iyer', 'spouse', '2027-02-01', 'RPT-C1-1', 'I-129', '2026-11-24', '2027-02-22', 21],
    ]);
    expect(r.result.totals).toEqual({ people: 2 });
    expect((await run('expiry-risk', A.admin, { filters: { relation: 'dependent' } })).result.total).toBe(1);
    const list = await post(processingTimesListCall, {}, A.paralegal);
    expect(list.result.data.find((x: { form: string }) => x.form === 'I-129')).toMatchObject({ typicalDays: 90, premiumDays: 15, custom: false });
    expect((await post(processingTimesUpdateCall, { form: 'I-129', typicalDays: 30, premiumDays: 15, asOf: '2026-11-01', source: 'USCIS CSC' }, A.paralegal)).status).toBe(403);
    const future = await post(processingTimesUpdateCall, { form: 'I-129', typicalDays: 30, premiumDays: 15, asOf: '2026-12-01', source: 'USCIS CSC' }, A.admin);
    expect(future.status).toBe(422);
    const upd = await post(processingTimesUpdateCall, { form: 'I-129', typicalDays: 60, premiumDays: 15, asOf: '2026-11-01', source: 'USCIS CSC' }, A.admin);
    expect(upd.result).toMatchObject({ form: 'I-129', typicalDays: 60, custom: true, asOf: '2026-11-01' });
    // 2026-11-24 + 60 days = 2027-01-23: only the principal's 2027-01-15 is still short.
    const after = await run('expiry-risk', A.admin);
    expect(after.result.rows.map((x: Row) => [x.personName, x.gapDays])).toEqual([['Ananya Iyer', 8]]);
    // Another tenant keeps the default.
    expect((await post(processingTimesListCall, {}, B.admin, B.t)).result.data.find((x: { form: string }) => x.form === 'I-129').typicalDays).toBe(90);
  });

  it('exports the run’s rows as CSV, XLSX and PDF', async () => {
    const table = await run('case-list', A.admin, { sort: { key: 'caseNumber', order: 1 } });
    const csv = await post(exportReportCall, { reportId: 'case-list', filters: {}, sort: { key: 'caseNumber', order: 1 }, format: 'csv' }, A.admin);
    expect(csv.status).toBe(200);
    expect(csv.result).toMatchObject({ mimeType: 'text/csv', rowCount: 8, truncated: false, fileName: `case-list-${TODAY}.csv` });
    const cells = parseCsv(Buffer.from(csv.result.contentBase64, 'base64').toString('utf8'));
    expect(cells[0]).toEqual(['Case number', 'Case type', 'Sub type', 'Status', 'Petitioner', 'Beneficiary', 'Branch', 'Attorney', 'Paralegal', 'Created', 'Deadline', 'Receipt number']);
    const keys = ['caseNumber', 'typeName', 'subTypeName', 'statusName', 'petitionerName', 'beneficiaryName', 'branchName', 'attorneyName', 'paralegalName', 'createdAt', 'deadlineDate', 'receiptNumber'];
    expect(cells.slice(1)).toEqual(table.result.rows.map((r: Row) => keys.map((k) => (r[k] === null ? '' : String(r[k])))));

    const xlsx = await post(exportReportCall, { reportId: 'case-list', filters: {}, sort: { key: 'caseNumber', order: 1 }, format: 'xlsx' }, A.admin);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(xlsx.result.contentBase64, 'base64') as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(9);
    expect(sheet.getRow(2).getCell(1).value).toBe('RPT-C1-1');
    expect(sheet.getRow(2).getCell(4).value).toBe('In Process');
    // White label: the workbook's author is the firm, never the product.
    const [firm] = await withPlatform(h.database.db, (tx) => tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, A.t.id)));
    expect(book.creator).toBe(firm!.name);
    expect(book.lastModifiedBy).toBe(firm!.name);

    const pdf = await post(exportReportCall, { reportId: 'branchwise-case-summary', filters: {}, format: 'pdf' }, A.admin);
    const bytes = Buffer.from(pdf.result.contentBase64, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('Branch-wise Case Summary');
    expect(text).toContain('No branch');
  });

  it('refuses bad input with 4xx: unknown report, filter, sort column, bad value, bad format', async () => {
    expect((await run('nope', A.admin)).status).toBeGreaterThanOrEqual(400);
    const unknownFilter = await run('case-list', A.admin, { filters: { color: 'red' } });
    expect(unknownFilter.status).toBe(422);
    expect(unknownFilter.error.message).toContain('Unknown filter: color');
    expect((await run('case-list', A.admin, { filters: { statuses: ['x'] } })).status).toBeGreaterThanOrEqual(400);
    expect((await run('case-list', A.admin, { filters: { created: { from: '2026-12-01', to: '2026-11-01' } } })).status).toBe(422);
    expect((await run('case-list', A.admin, { sort: { key: 'secret', order: 1 } })).status).toBe(422);
    expect((await run('case-list', A.admin, { sort: { key: 'subTypeName', order: 1 } })).status).toBe(422);
    expect((await post(exportReportCall, unchecked({ reportId: 'case-list', format: 'doc' }), A.admin)).status).toBeGreaterThanOrEqual(400);
  });

  describe('custom reports', () => {
    const spec = { entity: 'cases', columns: ['caseNumber', 'statusName'], filters: { statuses: [22, 23] }, groupBy: null, sort: { key: 'caseNumber', order: 1 } };
    const count = () => withTenant(h.database.db, A.t.id, (tx) => tx.select().from(customReports)).then((r) => r.length);

    it('saves, shares, runs with the runner’s visibility, groups and deletes', async () => {
      const shared = await post(customSaveCall, unchecked({ name: 'Decided cases', spec, shared: true }), A.attorney);
      expect(shared.status).toBe(200);
      const mine = await post(customSaveCall, unchecked({ name: 'My private list', spec, shared: false }), A.attorney);
      const seen = await post(customListCall, {}, A.paralegal2);
      const names = seen.result.data.map((r: { name: string }) => r.name);
      expect(names).toContain('Decided cases');
      expect(names).not.toContain('My private list');
      expect(seen.result.data.find((r: { name: string }) => r.name === 'Decided cases')).toMatchObject({ canEdit: false, ownerId: A.attorney.userId });
      // The admin sees all four decided cases; the attorney none of them (not assigned).
      const adminRun = await post(customRunCall, { id: shared.result.id }, A.admin);
      expect(adminRun.result.run.rows).toEqual([
        { caseId: ids.c2, link: `/petition-details/${ids.c2}`, caseNumber: 'RPT-C2-2', statusName: 'Case Approved' },
        { caseId: ids.c3, link: `/petition-details/${ids.c3}`, caseNumber: 'RPT-C3-3', statusName: 'Case Denied' },
        { caseId: ids.c7, link: `/petition-details/${ids.c7}`, caseNumber: 'RPT-C7-7', statusName: 'Case Approved' },
        { caseId: ids.c9, link: `/petition-details/${ids.c9}`, caseNumber: 'RPT-C9-8', statusName: 'Case Denied' },
      ]);
      expect((await post(customRunCall, { id: shared.result.id }, A.attorney)).result.run.total).toBe(0);
      const grouped = await post(customRunCall, unchecked({ spec: { entity: 'cases', columns: ['statusName'], filters: {}, groupBy: 'typeName', sort: null } }), A.admin);
      expect(grouped.result.run.rows).toEqual([
        { typeName: 'H-1B', count: 3 },
        { typeName: 'CAP Registration', count: 2 },
        { typeName: 'PERM / Green Card', count: 1 },
        { typeName: 'L-1', count: 1 },
        { typeName: 'I-140', count: 1 },
      ]);
      const file = await post(customRunCall, { id: shared.result.id, format: 'csv' }, A.admin);
      expect(parseCsv(Buffer.from(file.result.file.contentBase64, 'base64').toString('utf8'))).toEqual([
        ['Case number', 'Status'],
        ['RPT-C2-2', 'Case Approved'],
        ['RPT-C3-3', 'Case Denied'],
        ['RPT-C7-7', 'Case Approved'],
        ['RPT-C9-8', 'Case Denied'],
      ]);
      // Others may not change it; the private one is not even found; another tenant neither.
      expect((await post(customDeleteCall, { id: shared.result.id }, A.paralegal2)).status).toBe(403);
      expect((await post(customRunCall, { id: mine.result.id }, A.paralegal2)).status).toBe(404);
      expect((await post(customRunCall, { id: shared.result.id }, B.admin, B.t)).status).toBe(404);
      // An admin may edit a shared report; the owner deletes.
      expect((await post(customSaveCall, unchecked({ id: shared.result.id, name: 'Decided cases (all)', spec, shared: true }), A.admin)).result.name).toBe('Decided cases (all)');
      expect((await post(customDeleteCall, { id: mine.result.id }, A.attorney)).status).toBe(200);
      expect((await post(customListCall, {}, A.attorney)).result.data.map((r: { name: string }) => r.name)).toEqual(['Decided cases (all)']);
    });

    it('refuses unknown columns, groupings and filters, storing nothing', async () => {
      const before = await count();
      const bad = [
        { ...spec, columns: ['caseNumber', 'password'] },
        { ...spec, groupBy: 'receiptNumber' },
        { ...spec, filters: { statuses: 'x' } },
        { ...spec, filters: { nope: 1 } },
        { ...spec, entity: 'users' },
        { ...spec, sort: { key: 'password', order: 1 } },
      ];
      for (const s of bad) {
        const r = await post(customSaveCall, unchecked({ name: 'Bad', spec: s, shared: false }), A.admin);
        expect(r.status).toBeGreaterThanOrEqual(400);
        expect(r.status).toBeLessThan(500);
      }
      expect((await post(customSaveCall, unchecked({ name: 'Bad', spec: { ...spec, columns: ['password'] } }), A.admin)).error.message).toContain('Unknown column: password');
      expect(await count()).toBe(before);
    });

    it('schedules a weekly delivery: the job on a controlled clock mails the file attached, once', async () => {
      const saved = await post(customSaveCall, unchecked({ name: 'Weekly decided', spec, shared: false }), A.admin);
      expect((await post(customScheduleCall, unchecked({ id: saved.result.id, schedule: { frequency: 'weekly', format: 'xlsx', recipients: ['partner@example.test'] } }), A.admin)).status).toBe(422);
      expect((await post(customScheduleCall, unchecked({ id: saved.result.id, schedule: { frequency: 'weekly', dayOfWeek: 1, format: 'xlsx', recipients: [] } }), A.admin)).status).toBeGreaterThanOrEqual(400);
      const sch = await post(customScheduleCall, { id: saved.result.id, schedule: { frequency: 'weekly', dayOfWeek: 1, format: 'xlsx', recipients: ['Partner@Example.test'] } }, A.admin);
      expect(sch.status).toBe(200);
      expect(sch.result.schedule).toMatchObject({ frequency: 'weekly', dayOfWeek: 1, format: 'xlsx', recipients: ['partner@example.test'] });
      const next = new Date(sch.result.schedule.nextRunAt);
      expect(next.getUTCDay()).toBe(1);
      expect(next.getUTCHours()).toBe(6);
      // Set the clock: due at Monday 2027-01-04 06:00 UTC, run at 06:05.
      await withTenant(h.database.db, A.t.id, (tx) => tx.update(customReports).set({ nextRunAt: new Date('2027-01-04T06:00:00Z') }).where(eq(customReports.id, saved.result.id)));
      expect(await runReportDeliveries(h.database.db, h.app.mailer, new Date('2027-01-04T05:59:00Z'))).toEqual({ reports: 0, mails: 0 });
      const first = await runReportDeliveries(h.database.db, h.app.mailer, new Date('2027-01-04T06:05:00Z'));
      expect(first).toEqual({ reports: 1, mails: 1 });
      expect(await runReportDeliveries(h.database.db, h.app.mailer, new Date('2027-01-04T06:10:00Z'))).toEqual({ reports: 0, mails: 0 });
      const mails = await withTenant(h.database.db, A.t.id, (tx) => tx.select().from(outbox).where(eq(outbox.to, 'partner@example.test')));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Report: Weekly decided (2027-01-04)');
      expect(mails[0]!.attachments).toHaveLength(1);
      const viaApi = await post(customRunCall, { id: saved.result.id, format: 'xlsx' }, A.admin);
      expect(viaApi.result.file.contentBase64.length).toBeGreaterThan(0);
      const att = mails[0]!.attachments[0]!;
      expect(att.fileName).toBe('weekly-decided-2027-01-04.xlsx');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Buffer.from(att.contentBase64, 'base64') as unknown as ArrayBuffer);
      expect(book.worksheets.map((w) => [w.name, w.rowCount])).toEqual([['Weekly decided', 5]]);
      const [row] = await withTenant(h.database.db, A.t.id, (tx) => tx.select().from(customReports).where(eq(customReports.id, saved.result.id)));
      expect(row!.nextRunAt!.toISOString()).toBe('2027-01-11T06:00:00.000Z');
      expect(row!.lastRunAt!.toISOString()).toBe('2027-01-04T06:05:00.000Z');
      // Stopping the schedule.
      expect((await post(customScheduleCall, { id: saved.result.id, schedule: null }, A.admin)).result.schedule).toBeNull();
    });

    it('computes the next delivery date', () => {
      // 2026-11-25 is a Wednesday.
      expect(nextRunAfter({ frequency: 'weekly', dayOfWeek: 1 }, new Date('2026-11-25T12:00:00Z')).toISOString()).toBe('2026-11-30T06:00:00.000Z');
      expect(nextRunAfter({ frequency: 'weekly', dayOfWeek: 3 }, new Date('2026-11-25T05:00:00Z')).toISOString()).toBe('2026-11-25T06:00:00.000Z');
      expect(nextRunAfter({ frequency: 'monthly', dayOfMonth: 1 }, new Date('2026-11-25T12:00:00Z')).toISOString()).toBe('2026-12-01T06:00:00.000Z');
      expect(nextRunAfter({ frequency: 'monthly', dayOfMonth: 28 }, new Date('2026-12-28T07:00:00Z')).toISOString()).toBe('2027-01-28T06:00:00.000Z');
    });
  });
});
