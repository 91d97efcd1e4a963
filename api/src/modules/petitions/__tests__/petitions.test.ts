import { and, eq } from 'drizzle-orm';
import { encodeCaseFilter, RECEIPT_NUMBER_MESSAGE, CASE_FILTER_ERROR, type TCaseFilter } from 'shared/domain';
import { withTenant } from '../../../platform/db';
import { outbox } from '../../../platform/mail';
import { notifications } from '../../../platform/realtime';
import { z } from 'zod';
import { callPayload, defineCall, assignARoleCall, completeActivityCall, createFollowOnCall, createPetitionCall, deadlineListCall, downloadDetailsAsPdfCall, entityBulkReplaceCall, entityBulkUndoCall, exportPetitionsCall, filingFeesCall, importOldCasesCall, listPetitionsCall, listRfePetitionsCall, manageApprovalProcessCall, manageTrackingDetailsCall, migrateOldCasesCall, petitionActivityListCall, petitionDetailsCall, recordUscisResponseCall, rfePetitionDetailsCall, transferPetitionCall, type AnyCallDeclaration, type CallPayloadInput, updatePetitionCall, updateRfePetitionCall, uploadScannedCopyCall } from 'shared/contract';
import { handle } from '../../../platform/http';
import { callAs, createTestApp, testDbKinds, type TestLogin, caseTenantSuite, type CaseTenant, type UncheckedPayload, unchecked } from '../../../testing';
import { searchCases } from '../petitions.search';
import { users } from '../../users';
import { petitionActivity, petitionBulkBatches, petitions } from '../petitions.table';

const TODAY = '2026-11-22';

describe.each(testDbKinds())('case API (%s)', (kind) => {
  const { h, A, B } = caseTenantSuite(kind, { tenants: 2 });

  const post = <C extends AnyCallDeclaration>(declaration: C, payload: CallPayloadInput<C> | UncheckedPayload, login: TestLogin, tenant: CaseTenant = A) =>
    h.post(tenant.t, declaration, unchecked({ today: TODAY, ...(payload as object) }), login);

  const create = async (over: Record<string, unknown> = {}, login: TestLogin = A.admin) => {
    const res = await post(createPetitionCall, { typeId: 1, subTypeId: 1, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId, ...over }, login);
    if (res.status !== 200) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.result;
  };
  const complete = (petitionId: string, activityCode: string, login: TestLogin = A.admin) =>
    post(completeActivityCall, unchecked({ petitionId, activityCode }), login);
  const completeAll = async (petitionId: string, codes: string[]) => {
    for (const code of codes) {
      const r = await complete(petitionId, code);
      if (r.status !== 200) throw new Error(`${code}: ${r.status} ${JSON.stringify(r.body)}`);
    }
  };
  const dbRow = (id: string) => withTenant(h.database.db, A.t.id, (tx) => tx.select().from(petitions).where(eq(petitions.id, id))).then((r) => r[0]!);

  describe('create', () => {
    it('numbers the case per tenant, snapshots the default workflow and completes CREATE_CASE', async () => {
      const c = await create({ attorneyId: A.attorney.userId, paralegalId: A.paralegal.userId, deadlineDate: '2026-12-31', premiumProcessing: true });
      expect(c.caseNumber).toMatch(/^H1B-2026-\d{5}$/);
      expect(c).toMatchObject({
        kind: 'petition',
        typeName: 'H-1B',
        subTypeName: 'H-1B New Employment',
        statusId: 1,
        statusName: 'Case Started',
        petitionerName: 'Northwind Analytics Inc.',
        beneficiaryName: 'Ananya Iyer',
        branchId: A.t.branchIds[0],
        attorney: { id: A.attorney.userId },
        paralegal: { id: A.paralegal.userId },
        completedActivities: ['CREATE_CASE'],
        nextWorkflowActivity: 'SUBMIT_BY_BENEFICIARY',
        premiumProcessing: true,
      });
      expect(c.completionLog[0]).toMatchObject({ code: 'CREATE_CASE', by: A.admin.userId });
      expect(c.workflow.activities.map((x: { code: string }) => x.code)).toContain('UPDATE_USCIS_RESPONSE');
      const next = await create();
      expect(Number(next.caseNumber.slice(-5))).toBe(Number(c.caseNumber.slice(-5)) + 1);
      // Another tenant counts on its own.
      const b = await post(createPetitionCall, { typeId: 1, petitionerId: B.companyId, beneficiaryId: B.beneficiaryId }, B.admin, B);
      expect(b.result.caseNumber).toBe('H1B-2026-00001');
      // The assigned attorney was notified.
      const notes = await withTenant(h.database.db, A.t.id, (tx) =>
        tx.select().from(notifications).where(and(eq(notifications.userId, A.attorney.userId), eq(notifications.petitionId, c.id))),
      );
      expect(notes.length).toBeGreaterThan(0);
    });

    it('refuses bad input with 422 and field paths', async () => {
      const missing = await post(createPetitionCall, unchecked({ typeId: 1 }), A.admin);
      expect(missing.status).toBe(422);
      expect(missing.error.issues.map((i: { path: string }) => i.path)).toEqual(expect.arrayContaining(['petitionerId', 'beneficiaryId']));
      const wrongSub = await post(createPetitionCall, { typeId: 1, subTypeId: 15, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId }, A.admin);
      expect(wrongSub.status).toBe(422);
      expect(wrongSub.error.issues[0]).toMatchObject({ path: 'subTypeId', message: 'The sub type does not belong to the case type.' });
      const lca = await post(createPetitionCall, { typeId: 11, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId }, A.admin);
      expect(lca.status).toBe(422);
      const otherCompany = await post(createPetitionCall, { typeId: 1, petitionerId: A.otherCompanyId, beneficiaryId: A.beneficiaryId }, A.admin);
      expect(otherCompany.status).toBe(422);
      expect(otherCompany.error.message).toBe('The beneficiary belongs to another petitioner.');
      const notAttorney = await post(createPetitionCall, { typeId: 1, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId, attorneyId: A.paralegal.userId }, A.admin);
      expect(notAttorney.status).toBe(422);
      const custom = await post(createPetitionCall, { typeId: 1, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId, customCaseNumber: 'NW-1', allowCustomCaseNo: true, confirmCustomCaseNumber: 'NW-2' }, A.admin);
      expect(custom.status).toBe(422);
      expect(custom.error.issues[0]).toMatchObject({ path: 'confirmCustomCaseNumber', message: 'The Conform Case Number confirmation does not match' });
      const badDate = await post(createPetitionCall, { typeId: 1, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId, deadlineDate: '2026-02-30' }, A.admin);
      expect(badDate.status).toBe(422);
    });

    it('refuses roles without CASE_CREATE and ids of another tenant', async () => {
      expect((await post(createPetitionCall, { typeId: 1, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId }, A.supervisor)).status).toBe(403);
      const ben = await A.t.login(51);
      expect((await post(createPetitionCall, { typeId: 1, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId }, ben)).status).toBe(403);
      const cross = await post(createPetitionCall, { typeId: 1, petitionerId: A.companyId, beneficiaryId: B.beneficiaryId }, A.admin);
      expect(cross.status).toBe(404);
      const crossCompany = await post(createPetitionCall, { typeId: 1, petitionerId: B.companyId, beneficiaryId: A.beneficiaryId }, A.admin);
      expect(crossCompany.status).toBe(404);
      // A petitioner creates only for his own company.
      const own = await post(createPetitionCall, { typeId: 4, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId }, A.petitioner);
      expect(own.status).toBe(200);
      const notHis = await post(createPetitionCall, { typeId: 1, petitionerId: A.otherCompanyId, beneficiaryId: A.otherBeneficiaryId }, A.petitioner);
      expect(notHis.status).toBe(404);
    });

    it('takes a custom case number only when allowed, unique in the tenant', async () => {
      const c = await create({ allowCustomCaseNo: true, customCaseNumber: 'NW-2026-7', confirmCustomCaseNumber: 'NW-2026-7' });
      expect(c.caseNumber).toBe('NW-2026-7');
      expect(c.generatedCaseNumber).toMatch(/^H1B-2026-/);
      const dup = await post(createPetitionCall, { typeId: 1, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId, allowCustomCaseNo: true, customCaseNumber: 'nw-2026-7' }, A.admin);
      expect(dup.status).toBe(409);
      const notAllowed = await post(createPetitionCall, { typeId: 1, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId, customCaseNumber: 'X-1' }, A.admin);
      expect(notAllowed.status).toBe(422);
    });
  });

  describe('visibility', () => {
    let mine: string;
    let west: string;
    beforeAll(async () => {
      mine = (await create({ paralegalId: A.paralegal.userId, title: 'Data engineer' })).id;
      west = (await create({ petitionerId: A.otherCompanyId, beneficiaryId: A.otherBeneficiaryId, typeId: 2, subTypeId: 7 })).id;
    });

    it('a paralegal sees only the cases assigned to him; another paralegal not even their details', async () => {
      const list = await post(listPetitionsCall, { perpage: 100 }, A.paralegal);
      const ids = list.result.data.map((c: { id: string }) => c.id);
      expect(ids).toContain(mine);
      expect(ids).not.toContain(west);
      for (const c of list.result.data) expect(c.paralegal?.id).toBe(A.paralegal.userId);
      expect((await post(petitionDetailsCall, { petitionId: mine }, A.paralegal2)).status).toBe(404);
      expect((await post(listPetitionsCall, {}, A.paralegal2)).result.data).toEqual([]);
    });

    it('a staff creator takes the empty slot of his role and keeps seeing the case', async () => {
      const c = await post(createPetitionCall, { typeId: 1, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId }, A.attorney2);
      expect(c.result.attorney.id).toBe(A.attorney2.userId);
      expect((await post(petitionDetailsCall, { petitionId: c.result.id }, A.attorney2)).status).toBe(200);
      const given = await post(createPetitionCall, { typeId: 1, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId, attorneyId: A.attorney.userId, paralegalId: A.paralegal.userId }, A.paralegal2);
      expect(given.result.attorney.id).toBe(A.attorney.userId);
      expect(given.result.paralegal.id).toBe(A.paralegal.userId);
    });

    it('casesAccessforAllUsers opens every case to staff', async () => {
      const u = await A.t.login(8);
      await withTenant(h.database.db, A.t.id, (tx) => tx.update(users).set({ casesAccessForAllUsers: true }).where(eq(users.id, u.userId)));
      const ids = (await post(listPetitionsCall, { perpage: 200 }, u)).result.data.map((c: { id: string }) => c.id);
      expect(ids).toEqual(expect.arrayContaining([mine, west]));
    });

    it('admin sees all, the branch manager his branch, the petitioner his company', async () => {
      const all = (await post(listPetitionsCall, { perpage: 200 }, A.admin)).result;
      expect(all.data.map((c: { id: string }) => c.id)).toEqual(expect.arrayContaining([mine, west]));
      const branch = (await post(listPetitionsCall, { perpage: 200 }, A.manager)).result.data;
      expect(branch.every((c: { branchId: string }) => c.branchId === A.t.branchIds[0])).toBe(true);
      expect(branch.map((c: { id: string }) => c.id)).not.toContain(west);
      const pet = (await post(listPetitionsCall, { perpage: 200 }, A.petitioner)).result.data;
      expect(pet.length).toBeGreaterThan(0);
      expect(pet.every((c: { petitionerId: string }) => c.petitionerId === A.companyId)).toBe(true);
      expect((await post(petitionDetailsCall, { petitionId: west }, A.petitioner)).status).toBe(404);
    });

    it('a case of another tenant is not found', async () => {
      expect((await post(petitionDetailsCall, { petitionId: mine }, B.admin, B)).status).toBe(404);
      expect((await post(updatePetitionCall, { petitionId: mine, title: 'x' }, B.admin, B)).status).toBe(404);
      expect((await post(completeActivityCall, { petitionId: mine, activityCode: 'SUBMIT_BY_BENEFICIARY' }, B.admin, B)).status).toBe(404);
      expect((await dbRow(mine)).title).toBe('Data engineer');
    });
  });

  describe('list filter, search and keyset paging', () => {
    it('filters by the base64 matcher and the object matcher, and answers the filter for the URL', async () => {
      const filter = encodeCaseFilter({ typeIds: [2] });
      const res = await post(listPetitionsCall, { filter }, A.admin);
      expect(res.status).toBe(200);
      expect(res.result.data.length).toBeGreaterThan(0);
      expect(res.result.data.every((c: { typeId: number }) => c.typeId === 2)).toBe(true);
      expect(res.result.filter).toBe(filter);
      const both = await post(listPetitionsCall, { filter, matcher: { typeIds: [1], premiumProcessing: true } }, A.admin);
      expect(both.result.data.every((c: { typeId: number; premiumProcessing: boolean }) => c.typeId === 1 && c.premiumProcessing)).toBe(true);
      const bad = await post(listPetitionsCall, { filter: '%%%not-base64' }, A.admin);
      expect(bad.status).toBe(422);
      expect(bad.error.message).toBe(CASE_FILTER_ERROR);
      const closed = await post(listPetitionsCall, { matcher: { getClosedCases: true } }, A.admin);
      expect(closed.result.data).toEqual([]);
      const bad2 = await post(listPetitionsCall, { matcher: { deadlineDateRange: { from: '2027-01-01', to: '2026-01-01' } } }, A.admin);
      expect(bad2.status).toBe(422);
    });

    it('searches by case number, beneficiary and petitioner name', async () => {
      const c = await create({ petitionerId: A.otherCompanyId, beneficiaryId: A.otherBeneficiaryId });
      const byNo = (await post(listPetitionsCall, { search: c.caseNumber }, A.admin)).result.data;
      expect(byNo.map((x: { id: string }) => x.id)).toEqual([c.id]);
      const byName = (await post(listPetitionsCall, { search: 'rossi', perpage: 100 }, A.admin)).result.data;
      expect(byName.every((x: { beneficiaryName: string }) => x.beneficiaryName === 'Marco Rossi')).toBe(true);
      const byCompany = (await post(listPetitionsCall, { search: 'cascade', perpage: 100 }, A.admin)).result.data;
      expect(byCompany.map((x: { id: string }) => x.id)).toContain(c.id);
    });

    it('counts from the case tallies for an admin filtering by statuses and branches: the same count as the rows', async () => {
      const moved = await create();
      await withTenant(h.database.db, A.t.id, (tx) => tx.update(petitions).set({ statusId: 22 }).where(eq(petitions.id, moved.id)));
      const gone = await create();
      await withTenant(h.database.db, A.t.id, (tx) => tx.update(petitions).set({ deletedAt: new Date() }).where(eq(petitions.id, gone.id)));
      const matchers: TCaseFilter[] = [
        {},
        { statusIds: [1] },
        { statusIds: [1, 22] },
        { branchIds: [A.t.branchIds[0]!] },
        { branchIds: [A.t.branchIds[1] ?? A.t.branchIds[0]!], statusIds: [1] },
        { getActiveCases: true },
        { getClosedCases: true },
        { getClosedCases: true, statusIds: [1, 22] },
        { getActiveCases: true, getClosedCases: true },
      ];
      const counts: number[] = [];
      for (const matcher of matchers) {
        const res = await post(listPetitionsCall, { perpage: 1000, matcher }, A.admin);
        expect(res.status).toBe(200);
        expect([JSON.stringify(matcher), res.result.count]).toEqual([JSON.stringify(matcher), res.result.data.length]);
        counts.push(res.result.count);
      }
      expect(counts[0]).toBeGreaterThan(0);
      expect(counts[6]).toBeGreaterThan(0);
      // The paralegal's view is counted over the cases (the tallies hold the whole firm).
      const para = await post(listPetitionsCall, { perpage: 1000 }, A.paralegal);
      expect(para.result.count).toBe(para.result.data.length);
      expect(para.result.count).toBeLessThan(counts[0]!);
    });

    it('pages by cursor without gaps or repeats, in the sort order', async () => {
      for (let i = 0; i < 5; i++) await create({ deadlineDate: `2027-0${i + 1}-15` });
      const all = (await post(listPetitionsCall, { perpage: 1000, sort: { field: 'deadlineDate', order: 1 } }, A.admin)).result;
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { result: { data: { id: string }[]; nextCursor: string | null; count: number } } = await post(listPetitionsCall, { perpage: 3, cursor, sort: { field: 'deadlineDate', order: 1 } }, A.admin);
        seen.push(...page.result.data.map((x) => x.id));
        cursor = page.result.nextCursor;
        expect(page.result.count).toBe(all.count);
      } while (cursor);
      expect(seen).toEqual(all.data.map((x: { id: string }) => x.id));
      const deadlines = all.data.map((x: { deadlineDate: string | null }) => x.deadlineDate ?? '9999-12-31');
      expect([...deadlines].sort()).toEqual(deadlines);
      expect((await post(listPetitionsCall, { cursor: 'garbage' }, A.admin)).status).toBe(422);
    });
  });

  describe('workflow', () => {
    it('enforces order and editors, moves the status, records who and when, notifies watchers', async () => {
      const c = await create({ paralegalId: A.paralegal.userId });
      // SUBMIT_TO_LAW_FIRM is not due yet.
      const early = await complete(c.id, 'SUBMIT_TO_LAW_FIRM');
      expect(early.status).toBe(409);
      expect(early.error.message).toBe('Complete "Submit by Beneficiary" first.');
      // The paralegal is not an editor of SUBMIT_BY_BENEFICIARY.
      const notEditor = await complete(c.id, 'SUBMIT_BY_BENEFICIARY', A.paralegal);
      expect(notEditor.status).toBe(403);
      expect(notEditor.error.message).toMatch(/^Only Beneficiary can complete/);
      const ok = await complete(c.id, 'SUBMIT_BY_BENEFICIARY', A.manager);
      expect(ok.status).toBe(200);
      expect(ok.result).toMatchObject({ statusId: 2, nextWorkflowActivity: 'SUBMIT_TO_LAW_FIRM' });
      expect(ok.result.completionLog[1]).toMatchObject({ code: 'SUBMIT_BY_BENEFICIARY', by: A.manager.userId, byName: expect.any(String) });
      const again = await complete(c.id, 'SUBMIT_BY_BENEFICIARY', A.manager);
      expect(again.status).toBe(409);
      const outcomeCode = await complete(c.id, 'USCIS_APPROVED');
      expect(outcomeCode.status).toBe(422);
      // Watchers of SUBMIT_BY_BENEFICIARY: the petitioner (50) — notified and mailed.
      const notes = await withTenant(h.database.db, A.t.id, (tx) => tx.select().from(notifications).where(and(eq(notifications.userId, A.petitioner.userId), eq(notifications.petitionId, c.id))));
      expect(notes.map((n) => n.message).join(' ')).toContain('Submit by Beneficiary');
      const mails = await withTenant(h.database.db, A.t.id, (tx) => tx.select().from(outbox).where(eq(outbox.template, 'case-update')));
      expect(mails.some((m) => m.to.includes(A.petitioner.email))).toBe(true);
      const log = await post(petitionActivityListCall, { petitionId: c.id }, A.admin);
      expect(log.result.data[0]).toMatchObject({ action: 'complete-activity', activityCode: 'SUBMIT_BY_BENEFICIARY', userId: A.manager.userId });
      expect(log.result.data[0].changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'statusId', before: 1, after: 2 })]));
    });

    it('is atomic: when notifying fails, nothing of the completion is saved', async () => {
      const c = await create();
      const spy = jest.spyOn(h.app.realtime, 'notify').mockRejectedValueOnce(new Error('socket down'));
      const res = await complete(c.id, 'SUBMIT_BY_BENEFICIARY');
      expect(res.status).toBe(500);
      expect(res.error.message).toBe('Something went wrong. Please try again later');
      spy.mockRestore();
      const row = await dbRow(c.id);
      expect(row.completedActivities).toEqual(['CREATE_CASE']);
      expect(row.statusId).toBe(1);
      const log = await withTenant(h.database.db, A.t.id, (tx) => tx.select().from(petitionActivity).where(and(eq(petitionActivity.petitionId, c.id), eq(petitionActivity.action, 'complete-activity'))));
      expect(log).toEqual([]);
      expect((await complete(c.id, 'SUBMIT_BY_BENEFICIARY')).status).toBe(200);
    });

    it('blocks editing for roles 50, 3 and 11 after SUBMIT_TO_LAW_FIRM; other staff keep editing', async () => {
      const c = await create({ paralegalId: A.paralegal.userId });
      expect((await post(updatePetitionCall, { petitionId: c.id, title: 'Before' }, A.petitioner)).status).toBe(200);
      await completeAll(c.id, ['SUBMIT_BY_BENEFICIARY', 'SUBMIT_TO_LAW_FIRM']);
      for (const who of [A.petitioner, A.admin, A.lcaManager]) {
        const r = await post(updatePetitionCall, { petitionId: c.id, title: 'After' }, who === A.lcaManager ? await withAll(who) : who);
        expect(r.status).toBe(409);
        expect(r.error.message).toBe('The petition was submitted to the law firm and can no longer be edited.');
      }
      const para = await post(updatePetitionCall, { petitionId: c.id, title: 'By paralegal', deadlineDate: '2027-03-01' }, A.paralegal);
      expect(para.status).toBe(200);
      expect(para.result).toMatchObject({ title: 'By paralegal', deadlineDate: '2027-03-01' });
      expect((await post(updatePetitionCall, { petitionId: c.id, validityFrom: '2027-01-02', validityTo: '2027-01-01' }, A.manager)).status).toBe(422);
      expect((await post(updatePetitionCall, { petitionId: c.id, petitionerId: A.otherCompanyId }, A.paralegal)).status).toBe(403);
    });

    async function withAll(login: TestLogin): Promise<TestLogin> {
      await withTenant(h.database.db, A.t.id, (tx) => tx.update(users).set({ casesAccessForAllUsers: true }).where(eq(users.id, login.userId)));
      return login;
    }

    it('assign-a-role: managers assign, the slot role is checked, the assignee is notified, ASSIGN_* completes when due', async () => {
      const c = await create();
      await completeAll(c.id, ['SUBMIT_BY_BENEFICIARY', 'SUBMIT_TO_LAW_FIRM', 'ASSIGN_CASE_ADMINISTRATOR', 'FIRST_RECEIVER']);
      expect((await post(assignARoleCall, { petitionId: c.id, field: 'paralegal', userId: A.paralegal.userId }, A.attorney)).status).toBe(403);
      const wrongRole = await post(assignARoleCall, { petitionId: c.id, field: 'attorney', userId: A.paralegal.userId }, A.admin);
      expect(wrongRole.status).toBe(422);
      expect((await post(assignARoleCall, { petitionId: c.id, field: 'attorney', userId: B.attorney.userId }, A.admin)).status).toBe(404);
      expect((await post(assignARoleCall, unchecked({ petitionId: c.id, field: 'judge', userId: A.attorney.userId }), A.admin)).status).toBe(422);
      const res = await post(assignARoleCall, { petitionId: c.id, field: 'paralegal', userId: A.paralegal.userId }, A.admin);
      expect(res.status).toBe(200);
      expect(res.result.paralegal.id).toBe(A.paralegal.userId);
      expect(res.result.completedActivities).toContain('ASSIGN_PARALEGAL');
      const notes = await withTenant(h.database.db, A.t.id, (tx) => tx.select().from(notifications).where(and(eq(notifications.userId, A.paralegal.userId), eq(notifications.petitionId, c.id))));
      expect(notes.length).toBeGreaterThan(0);
      // ASSIGN_ATTORNEY needs an attorney.
      const noAttorney = await complete(c.id, 'ASSIGN_ATTORNEY');
      expect(noAttorney.status).toBe(422);
      expect(noAttorney.error.message).toBe('Assign an attorney first.');
    });

    it('the whole journey: tracking, receipt number, RFE with its case and deadline, answer, approval', async () => {
      const c = await create({ attorneyId: A.attorney.userId, paralegalId: A.paralegal.userId });
      // attorney2 sees every case (casesAccessforAllUsers) but is not this case's attorney.
      await withTenant(h.database.db, A.t.id, (tx) => tx.update(users).set({ casesAccessForAllUsers: true }).where(eq(users.id, A.attorney2.userId)));
      await completeAll(c.id, ['SUBMIT_BY_BENEFICIARY', 'SUBMIT_TO_LAW_FIRM', 'ASSIGN_CASE_ADMINISTRATOR', 'FIRST_RECEIVER', 'ASSIGN_ATTORNEY']);
      // Admin approval: only after SUBMIT_TO_LAW_FIRM, not by a paralegal.
      expect((await post(manageApprovalProcessCall, { petitionId: c.id, decision: 'approve' }, A.paralegal)).status).toBe(403);
      const approval = await post(manageApprovalProcessCall, { petitionId: c.id, decision: 'approve' }, A.admin);
      expect(approval.status).toBe(200);
      expect(approval.result.approvalStatus).toBe('approved');
      // The paralegal collects evidence (editor), the attorney approves as the case's attorney.
      expect((await complete(c.id, 'COLLECT_EVIDENCE', A.paralegal)).status).toBe(200);
      await completeAll(c.id, ['ASSIGN_CASE_APPROVER']);
      expect((await complete(c.id, 'CASE_APPROVED', A.attorney2)).status).toBe(403);
      expect((await complete(c.id, 'CASE_APPROVED', A.attorney)).result.statusId).toBe(8);
      const fees = await post(filingFeesCall, { petitionId: c.id, complete: true }, A.attorney);
      expect(fees.status).toBe(200);
      expect(fees.result).toMatchObject({ completed: true, currency: 'USD', form: 'I-129', premiumProcessing: false });
      expect(fees.result.total).toBeGreaterThan(0);
      expect(fees.result.tableEffectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await completeAll(c.id, ['REQUEST_PETITIONER_SIGN', 'DOCUMENT_SIGNERS', 'SUPERVISOR_FORMS_REVIEW']);
      // Submit to USCIS needs a scanned copy.
      const noCopy = await complete(c.id, 'SUBMIT_TO_USCIS', A.attorney);
      expect(noCopy.status).toBe(422);
      expect(noCopy.error.message).toBe('Upload at least one scanned copy first.');
      const key = await h.storedFile(A.t);
      expect((await post(uploadScannedCopyCall, { petitionId: c.id, key, name: 'packet.pdf' }, A.paralegal)).result.scannedCopyCount).toBe(1);
      const crossKey = await h.storedFile(B.t);
      expect((await post(uploadScannedCopyCall, { petitionId: c.id, key: crossKey, name: 'x.pdf' }, A.paralegal)).status).toBe(404);
      const submitted = await complete(c.id, 'SUBMIT_TO_USCIS', A.attorney);
      expect(submitted.result).toMatchObject({ statusId: 12, nextWorkflowActivity: 'COURIER_TRACKING', courierTracking: { category: 'UPDATE_TRACKING_NUMBER' } });
      // Courier tracking by the front office (editor, once assigned), receipt number validated.
      expect((await post(manageTrackingDetailsCall, { petitionId: c.id, carrierId: 1, trackingNumber: '771234567890' }, A.frontOffice)).status).toBe(404);
      expect((await post(assignARoleCall, { petitionId: c.id, field: 'frontOffice', userId: A.frontOffice.userId }, A.admin)).status).toBe(200);
      expect((await post(manageTrackingDetailsCall, { petitionId: c.id, carrierId: 1, trackingNumber: '771234567890' }, A.paralegal)).status).toBe(403);
      expect((await post(manageTrackingDetailsCall, { petitionId: c.id, carrierId: 99999, trackingNumber: '771234567890' }, A.frontOffice)).status).toBe(422);
      const tracked = await post(manageTrackingDetailsCall, { petitionId: c.id, carrierId: 1, trackingNumber: '771234567890' }, A.frontOffice);
      expect(tracked.status).toBe(200);
      expect(tracked.result.courierTracking).toMatchObject({ carrierName: 'FedEx', trackingNumber: '771234567890', trackingUrl: expect.stringContaining('771234567890') });
      expect(tracked.result.nextWorkflowActivity).toBe('UPDATE_USCIS_RECEIPT_NUMBER');
      const badReceipt = await post(manageTrackingDetailsCall, { petitionId: c.id, receiptNumber: 'EAC12' }, A.frontOffice);
      expect(badReceipt.status).toBe(422);
      expect(badReceipt.error.issues[0]).toMatchObject({ path: 'receiptNumber', message: RECEIPT_NUMBER_MESSAGE });
      const receipt = await post(manageTrackingDetailsCall, { petitionId: c.id, receiptNumber: 'eac-26 123 45678' }, A.frontOffice);
      expect(receipt.result).toMatchObject({ receiptNumber: 'EAC2612345678', statusId: 13, nextWorkflowActivity: 'UPDATE_USCIS_RESPONSE' });
      // RFE received: the linked RFE case with its deadline.
      expect((await post(recordUscisResponseCall, unchecked({ petitionId: c.id, outcome: { kind: 'rfe', noticeDate: '2026-11-20' } }), A.paralegal)).status).toBe(422);
      expect((await post(recordUscisResponseCall, { petitionId: c.id, outcome: { kind: 'rfe', noticeDate: '2026-11-20', responseDueDate: '2027-01-10' } }, A.attorney2)).status).toBe(403);
      const rfe = await post(recordUscisResponseCall, { petitionId: c.id, outcome: { kind: 'rfe', noticeDate: '2026-11-20', responseDueDate: '2027-01-10' } }, A.paralegal);
      expect(rfe.status).toBe(200);
      expect(rfe.result.petition).toMatchObject({ statusId: 24, uscisOutcome: 'rfe' });
      expect(rfe.result.rfeCase).toMatchObject({ kind: 'rfe', typeId: 8, statusId: 24, deadlineDate: '2027-01-10', relation: 'rfe' });
      const rfeId = rfe.result.rfeCase.id;
      const rfeDetails = await post(rfePetitionDetailsCall, { petitionId: rfeId }, A.paralegal);
      expect(rfeDetails.result).toMatchObject({ responseDueDate: '2027-01-10', noticeDate: '2026-11-20', parent: { id: c.id }, paralegal: { id: A.paralegal.userId } });
      const deadlines = await post(deadlineListCall, { to: '2027-12-31', perpage: 200 }, A.paralegal);
      expect(deadlines.result.data.map((x: { id: string }) => x.id)).toContain(rfeId);
      const rfeList = await post(listRfePetitionsCall, { parentId: c.id }, A.paralegal);
      expect(rfeList.result.data).toEqual([expect.objectContaining({ id: rfeId, parentCaseNumber: c.caseNumber })]);
      expect((await post(listPetitionsCall, { list: 'rfe' }, A.paralegal)).result.data).toContainEqual(expect.objectContaining({ id: rfeId, parentId: c.id, parentCaseNumber: c.caseNumber }));
      // Answer the RFE.
      const answered = await post(updateRfePetitionCall, { petitionId: rfeId, statusId: 25 }, A.paralegal);
      expect(answered.result.statusName).toBe('Response to RFE Filed');
      // Approval with validity dates closes the case.
      const badApproval = await post(recordUscisResponseCall, { petitionId: c.id, outcome: { kind: 'approved', noticeDate: '2027-02-01', validFrom: '2027-10-01', validTo: '2027-01-01' } }, A.paralegal);
      expect(badApproval.status).toBe(422);
      const approved = await post(recordUscisResponseCall, { petitionId: c.id, outcome: { kind: 'approved', noticeDate: '2027-02-01', validFrom: '2027-02-01', validTo: '2030-01-31' } }, A.paralegal);
      expect(approved.result.petition).toMatchObject({ statusId: 22, statusName: 'Case Approved', closed: true, validityFrom: '2027-02-01', validityTo: '2030-01-31', uscisOutcome: 'approved' });
      expect(approved.result.petition.children.map((x: { id: string }) => x.id)).toEqual([rfeId]);
      // The details call reads the children, the parent and the people's names in the case's own
      // statement; the answer equals the write path's (separate reads), names of the slots and of
      // whoever completed a step included.
      const details = await post(petitionDetailsCall, { petitionId: c.id }, A.paralegal);
      expect(details.result).toEqual(approved.result.petition);
      expect(details.result.completionLog.every((x: { byName: string | null }) => typeof x.byName === 'string')).toBe(true);
      expect(details.result.paralegal).toMatchObject({ id: A.paralegal.userId, name: expect.any(String) });
      const rfeCaseDetails = await post(petitionDetailsCall, { petitionId: rfeId }, A.paralegal);
      expect(rfeCaseDetails.result.parent).toMatchObject({ id: c.id, caseNumber: c.caseNumber, statusId: 22, relation: null });
      expect(rfeCaseDetails.result.children).toEqual([]);
      const after = await post(recordUscisResponseCall, { petitionId: c.id, outcome: { kind: 'denied', noticeDate: '2027-02-02' } }, A.admin);
      expect(after.status).toBe(409);
      // Follow-on: H1B extension from the approved case.
      const fo = await post(createFollowOnCall, { petitionId: c.id, action: 'H1B_EXTENSION', deadlineDate: '2029-10-01' }, A.attorney);
      expect(fo.status).toBe(200);
      expect(fo.result).toMatchObject({
        typeId: 1,
        subTypeId: 4,
        petitionerId: A.companyId,
        beneficiaryId: A.beneficiaryId,
        attorney: { id: A.attorney.userId },
        validityTo: '2030-01-31',
        parent: { id: c.id, relation: null },
        data: expect.objectContaining({ priorReceiptNumber: 'EAC2612345678' }),
      });
      expect((await post(createFollowOnCall, { petitionId: c.id, action: 'L1_EXTENSION' }, A.attorney)).status).toBe(409);
      expect((await post(createFollowOnCall, { petitionId: c.id, action: 'NOPE' }, A.attorney)).status).toBe(422);
      const spouse = await post(createFollowOnCall, { petitionId: c.id, action: 'H4_EXTENSION_SPOUSE' }, A.attorney);
      expect(spouse.status).toBe(200);
      expect(spouse.result).toMatchObject({ typeId: 4, beneficiaryId: A.spouseId });
      // The PDF of the details.
      const pdf = await post(downloadDetailsAsPdfCall, { petitionId: c.id }, A.paralegal);
      expect(pdf.result.mimeType).toBe('application/pdf');
      expect(Buffer.from(pdf.result.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
      expect((await post(downloadDetailsAsPdfCall, { petitionId: c.id }, A.paralegal2)).status).toBe(404);
    });
  });

  describe('bulk assignment, transfer', () => {
    it('previews, applies and undoes within the window; only admins', async () => {
      const c1 = await create({ paralegalId: A.paralegal.userId });
      const c2 = await create();
      const payload = { petitionIds: [c1.id, c2.id], assignments: { paralegal: A.paralegal2.userId, attorney: A.attorney2.userId } };
      expect((await post(entityBulkReplaceCall, payload, A.paralegal)).status).toBe(403);
      expect((await post(entityBulkReplaceCall, { petitionIds: [c1.id], assignments: {} }, A.admin)).status).toBe(422);
      const preview = await post(entityBulkReplaceCall, payload, A.admin);
      expect(preview.result).toMatchObject({ mode: 'preview', batchId: null, unchanged: 0 });
      expect(preview.result.changes).toHaveLength(4);
      expect(preview.result.changes).toContainEqual(expect.objectContaining({ petitionId: c1.id, field: 'paralegal', before: expect.objectContaining({ id: A.paralegal.userId }), after: expect.objectContaining({ id: A.paralegal2.userId }) }));
      expect((await dbRow(c1.id)).paralegalId).toBe(A.paralegal.userId);
      const applied = await post(entityBulkReplaceCall, { ...payload, mode: 'apply' }, A.admin);
      expect(applied.result.batchId).toEqual(expect.any(String));
      expect((await dbRow(c1.id)).paralegalId).toBe(A.paralegal2.userId);
      expect((await post(listPetitionsCall, {}, A.paralegal2)).result.data.map((x: { id: string }) => x.id)).toEqual(expect.arrayContaining([c1.id, c2.id]));
      // Someone changes c2's attorney afterwards: undo leaves that one alone.
      await post(assignARoleCall, { petitionId: c2.id, field: 'attorney', userId: A.attorney.userId }, A.admin);
      const undo = await post(entityBulkUndoCall, { batchId: applied.result.batchId }, A.admin);
      expect(undo.result).toEqual({ batchId: applied.result.batchId, restored: 3, skipped: 1 });
      const r1 = await dbRow(c1.id);
      expect([r1.paralegalId, r1.attorneyId]).toEqual([A.paralegal.userId, null]);
      expect((await dbRow(c2.id)).attorneyId).toBe(A.attorney.userId);
      expect((await post(entityBulkUndoCall, { batchId: applied.result.batchId }, A.admin)).status).toBe(409);
      expect((await post(entityBulkUndoCall, { batchId: applied.result.batchId }, B.admin, B)).status).toBe(404);
      expect((await post(entityBulkReplaceCall, { ...payload, petitionIds: [c1.id, B.companyId] }, A.admin)).status).toBe(404);
    });

    it('refuses undo after the window', async () => {
      const c = await create();
      const applied = await post(entityBulkReplaceCall, { petitionIds: [c.id], assignments: { supervisor: A.supervisor.userId }, mode: 'apply' }, A.admin);
      await withTenant(h.database.db, A.t.id, (tx) => tx.update(petitionBulkBatches).set({ undoUntil: new Date(Date.now() - 1000) }).where(eq(petitionBulkBatches.id, applied.result.batchId)));
      const late = await post(entityBulkUndoCall, { batchId: applied.result.batchId }, A.admin);
      expect(late.status).toBe(409);
      expect(late.error.message).toBe('The undo window of 30 minutes has passed.');
    });

    it('transfers to another branch, attorney or external firm', async () => {
      const c = await create();
      expect((await post(transferPetitionCall, { petitionIds: [c.id] }, A.admin)).status).toBe(422);
      const moved = await post(transferPetitionCall, { petitionIds: [c.id], branchId: A.t.branchIds[1], attorneyId: A.attorney2.userId }, A.admin);
      expect(moved.result).toEqual({ transferred: 1, ids: [c.id] });
      const row = await dbRow(c.id);
      expect([row.branchId, row.attorneyId]).toEqual([A.t.branchIds[1], A.attorney2.userId]);
      await post(transferPetitionCall, { petitionIds: [c.id], externalFirm: 'Lee & Partners LLP' }, A.admin);
      const ext = (await post(listPetitionsCall, { list: 'external' }, A.admin)).result.data;
      expect(ext.map((x: { id: string }) => x.id)).toEqual([c.id]);
      expect((await post(listPetitionsCall, { perpage: 1000 }, A.admin)).result.data.map((x: { id: string }) => x.id)).not.toContain(c.id);
      expect((await post(transferPetitionCall, { petitionIds: [c.id], branchId: B.t.branchIds[0] }, A.admin)).status).toBe(404);
    });
  });

  describe('old cases import', () => {
    const csv = (rows: string[]) =>
      Buffer.from(['caseNumber,type,subType,status,petitioner,beneficiary,attorneyEmail,deadlineDate,receiptNumber,premiumProcessing', ...rows].join('\n')).toString('base64');

    it('checks every row with errorMsg and messages; migrate is all or nothing unless skipInvalid', async () => {
      const content = csv([
        'OLD-1,H-1B,H-1B Extension,Case Approved,Northwind Analytics Inc.,ananya@example.test,,01/15/2024,WAC2412345678,yes',
        'OLD-2,Z-9,,,Nobody Inc.,someone,x@y.z,2024-13-01,BAD,maybe',
        'OLD-1,L-1,,,Northwind Analytics Inc.,Ananya Iyer,,,,no',
      ]);
      const check = await post(importOldCasesCall, { fileName: 'old.csv', contentBase64: content }, A.admin);
      expect(check.status).toBe(200);
      expect(check.result).toMatchObject({ okCount: 1, errorCount: 2, created: 0 });
      const bad = check.result.rows[1];
      expect(bad.ok).toBe(false);
      expect(bad.errorMsg).toMatch(/^Row 2: /);
      expect(bad.messages.map((m: { field: string }) => m.field)).toEqual(expect.arrayContaining(['type', 'petitioner', 'deadlineDate', 'receiptNumber', 'premiumProcessing']));
      expect(bad.messages.find((m: { field: string }) => m.field === 'deadlineDate').message).toBe('Date must be a valid format (MM/DD/YYYY)');
      expect(check.result.rows[2].messages).toEqual([{ field: 'caseNumber', message: 'Case number OLD-1 appears twice in the file.' }]);
      const none = await post(migrateOldCasesCall, { fileName: 'old.csv', contentBase64: content }, A.admin);
      expect(none.result.created).toBe(0);
      expect((await post(listPetitionsCall, { list: 'old' }, A.admin)).result.data).toEqual([]);
      const some = await post(migrateOldCasesCall, { fileName: 'old.csv', contentBase64: content, skipInvalid: true }, A.admin);
      expect(some.result.created).toBe(1);
      const old = (await post(listPetitionsCall, { list: 'old' }, A.admin)).result.data;
      expect(old).toEqual([expect.objectContaining({ caseNumber: 'OLD-1', statusId: 22, isOld: true, receiptNumber: 'WAC2412345678', deadlineDate: '2024-01-15' })]);
      expect((await post(importOldCasesCall, { fileName: 'old.csv', contentBase64: content }, A.paralegal)).status).toBe(403);
      expect((await post(importOldCasesCall, { fileName: 'old.pdf', contentBase64: content }, A.admin)).status).toBe(422);
      const noHeader = await post(importOldCasesCall, { fileName: 'old.csv', contentBase64: Buffer.from('a,b\n1,2').toString('base64') }, A.admin);
      expect(noHeader.status).toBe(422);
      expect(noHeader.error.message).toBe('Missing column(s): type, petitioner, beneficiary.');
    });

    it('reads XLSX too', async () => {
      const ExcelJS = (await import('exceljs')).default;
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('x');
      sheet.addRow(['type', 'petitioner', 'beneficiary', 'deadlineDate']);
      sheet.addRow(['L-1', 'Cascade Health', 'marco@example.test', '03/31/2025']);
      const b64 = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
      const res = await post(importOldCasesCall, { fileName: 'old.xlsx', contentBase64: b64 }, A.admin);
      expect(res.result.rows).toEqual([expect.objectContaining({ ok: true, messages: [] })]);
      expect((await post(importOldCasesCall, { fileName: 'old.xlsx', contentBase64: Buffer.from('nope').toString('base64') }, A.admin)).status).toBe(422);
    });
  });

  describe('export', () => {
    it('exports the filtered list as CSV and XLSX', async () => {
      const csv = await post(exportPetitionsCall, { matcher: { typeIds: [2] }, columns: ['caseNumber', 'beneficiaryName', 'typeName'] }, A.admin);
      const text = Buffer.from(csv.result.contentBase64, 'base64').toString('utf8');
      expect(text.split('\r\n')[0]).toBe('Case No.,Beneficiary,Case Type');
      expect(csv.result.rowCount).toBeGreaterThan(0);
      expect(text).toContain('Marco Rossi');
      expect(text).not.toContain('Ananya');
      const xlsx = await post(exportPetitionsCall, { format: 'xlsx' }, A.paralegal);
      expect(Buffer.from(xlsx.result.contentBase64, 'base64').subarray(0, 2).toString()).toBe('PK');
      expect((await post(exportPetitionsCall, {}, await A.t.login(51))).status).toBe(403);
    });
  });

  describe('global search provider', () => {
    it('finds cases by number, receipt and names within the caller’s visibility', async () => {
      const decl = defineCall({
        path: '/test-search/cases',
        summary: 'test',
        payload: callPayload({ q: z.string(), limit: z.number().int() }),
        result: z.array(z.object({ kind: z.literal('case'), id: z.string(), title: z.string(), subtitle: z.string().optional(), path: z.string(), rank: z.number() })),
        auth: { kind: 'session' },
        example: { q: 'x', limit: 5 },
      });
      const app = await createTestApp(h.database, { extraCalls: [handle(decl, (ctx) => searchCases(ctx, ctx.payload.q, ctx.payload.limit))] });
      try {
        const c = await create({ paralegalId: A.paralegal.userId });
        const search = async (q: string, who: TestLogin, tenant: CaseTenant = A) =>
          (await callAs(app, decl, { q, limit: 10 }, { host: tenant.t.host, token: who.token })).json().result;
        const byNumber = await search(c.caseNumber, A.admin);
        expect(byNumber[0]).toMatchObject({ kind: 'case', id: c.id, rank: 1, path: `/petition-details/${c.id}` });
        expect(byNumber[0].title).toContain('Ananya Iyer');
        const byName = await search('ananya', A.paralegal);
        expect(byName.length).toBeGreaterThan(0);
        expect(byName.every((x: { rank: number }) => x.rank === 0.5)).toBe(true);
        expect(await search(c.caseNumber, A.paralegal2)).toEqual([]);
        expect(await search(c.caseNumber, B.admin, B)).toEqual([]);
        expect(await search('   ', A.admin)).toEqual([]);
      } finally {
        await app.close();
      }
    });
  });
});
