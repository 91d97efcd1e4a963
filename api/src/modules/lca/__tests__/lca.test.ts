import { desc, eq } from 'drizzle-orm';
import {
  attachLcaCaseCall,
  caseTypeRenameCall,
  createPetitionCall,
  getStatsByUserCall,
  getStatsCall,
  listPetitionsCall,
  detachLcaCaseCall,
  lcaActivityListCall,
  lcaDetailsCall,
  lcaFillDetailsCall,
  lcaFillSaveCall,
  lcaInventoryDetailsCall,
  listLcaCall,
  requestLcaCall,
  saveLcaNoticeCall,
  sendLcaFillLinkCall,
  updateLcaCall,
  updateLcaStatusCall,
  type AnyCallDeclaration,
  type CallPayloadInput,
} from 'shared/contract';
import { LCA_MESSAGES, PENDING_WITH_LCA_STATUS_ID } from 'shared/domain';
import { withTenant } from '../../../platform/db';
import { hashToken } from '../../../platform/auth';
import { linkTokens } from '../../../platform/auth';
import { outbox } from '../../../platform/mail';
import { clearDashboardCache } from '../../dashboard';
import { petitions } from '../../petitions';
import { lcaDetails } from '../lca.table';
import { seedDemoLcas } from '../lca.seed';
import { caseTenantSuite, testDbKinds, unchecked, type TestLogin, type UncheckedPayload } from '../../../testing';

const TODAY = '2026-11-22';

const FULL = {
  employerName: 'Northwind Analytics Inc.',
  jobTitle: 'Data Engineer',
  socCode: '15-1252',
  wageLevel: 'II' as const,
  prevailingWage: 100000,
  prevailingWageUnit: 'year' as const,
  pwSource: 'OFLC_OEWS' as const,
  wageFrom: 110000,
  wageUnit: 'year' as const,
  periodStart: '2027-01-04',
  periodEnd: '2030-01-03',
  workers: 2,
  h1bDependent: false,
  wilfulViolator: false,
  headcounts: { fteCount: 20, h1bCount: 8 },
  worksites: [{ line1: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' }],
};

describe.each(testDbKinds())('LCA (%s)', (kind) => {
  const { h, A, B } = caseTenantSuite(kind, { tenants: 2 });

  const post = <C extends AnyCallDeclaration>(declaration: C, payload: CallPayloadInput<C> | UncheckedPayload, login: TestLogin, t = A.t) =>
    h.post(t, declaration, unchecked({ today: TODAY, ...(payload as object) }), login);

  const h1b = async (over: Record<string, unknown> = {}) => {
    const res = await post(createPetitionCall, { typeId: 1, subTypeId: 1, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId, ...over }, A.admin);
    if (res.status !== 200) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.result as { id: string };
  };
  const stored = (id: string) => withTenant(h.database.db, A.t.id, (tx) => tx.select().from(lcaDetails).where(eq(lcaDetails.petitionId, id)));
  const caseRow = async (id: string) => (await withTenant(h.database.db, A.t.id, (tx) => tx.select().from(petitions).where(eq(petitions.id, id))))[0]!;

  it('requests an LCA from an H-1B case (LCA_REQUEST completes), by role and tenant', async () => {
    const c = await h1b();
    expect((await post(requestLcaCall, { petitionId: c.id }, A.petitioner)).status).toBe(403);
    expect((await post(requestLcaCall, { petitionId: c.id }, A.paralegal)).status).toBe(404);
    expect((await post(requestLcaCall, { petitionId: c.id }, B.admin, B.t)).status).toBe(404);
    const r = await post(requestLcaCall, { petitionId: c.id, workers: 2 }, A.admin);
    expect(r.status).toBe(200);
    expect(r.result).toMatchObject({ statusId: 1, statusName: 'Requested', parentCase: { id: c.id }, positions: { workers: 2, used: 1, free: 1 } });
    expect(r.result.statusLogs[0]).toMatchObject({ statusId: 1, createdBy: A.admin.userId });
    expect((await caseRow(c.id)).completedActivities).toContain('LCA_REQUEST');
    expect((await post(requestLcaCall, { petitionId: c.id }, A.admin)).status).toBe(409);
    // The LCA manager sees every LCA; an unassigned paralegal and the client do not; the other tenant never.
    expect((await post(lcaDetailsCall, { lcaId: r.result.id }, A.lcaManager)).status).toBe(200);
    expect((await post(lcaDetailsCall, { lcaId: r.result.id }, A.paralegal)).status).toBe(404);
    expect((await post(lcaDetailsCall, { lcaId: r.result.id }, A.petitioner)).status).toBe(403);
    expect((await post(lcaDetailsCall, { lcaId: r.result.id }, B.admin, B.t)).status).toBe(404);
    expect((await post(lcaActivityListCall, { lcaId: r.result.id }, A.lcaManager)).result.count).toBeGreaterThan(0);
    expect((await post(lcaActivityListCall, { lcaId: r.result.id }, B.admin, B.t)).status).toBe(404);
  });

  it('updates the ETA-9035 data with the rules; bad input is refused and nothing is stored', async () => {
    const c = await h1b();
    const lca = (await post(requestLcaCall, { petitionId: c.id }, A.admin)).result;
    const ok = await post(updateLcaCall, { lcaId: lca.id, ...FULL }, A.lcaManager);
    expect(ok.status).toBe(200);
    expect(ok.result).toMatchObject({ socCode: '15-1252', dependency: { dependent: true, counted: 8 }, dependencyMismatch: true, positions: { workers: 2 } });
    expect(ok.result.socTitle).toBeTruthy();
    expect(ok.result.worksites[0]).toMatchObject({ city: 'Austin', complete: true });
    const before = await stored(lca.id);
    const bad: [Record<string, unknown>, string][] = [
      [{ periodEnd: '2030-01-04' }, LCA_MESSAGES.periodTooLong],
      [{ wageFrom: 99999.99 }, LCA_MESSAGES.wageBelowPrevailing],
      [{ wageFrom: 40, wageUnit: 'hour' }, LCA_MESSAGES.wageBelowPrevailing],
      [{ worksites: [{ line1: '1 Main St', city: 'Austin', state: 'TX' }] }, LCA_MESSAGES.worksiteAddress],
      [{ filedOn: '2026-07-03' }, LCA_MESSAGES.filedTooEarly],
      [{ socCode: '99-9999' }, LCA_MESSAGES.socUnknown],
    ];
    for (const [payload, message] of bad) {
      const res = await post(updateLcaCall, { lcaId: lca.id, ...payload }, A.lcaManager);
      expect(res.status).toBe(422);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect(await stored(lca.id)).toEqual(before);
    expect((await post(updateLcaCall, { lcaId: lca.id, jobTitle: 'x' }, B.admin, B.t)).status).toBe(404);
  });

  it('SPEC §4 update rule: no update once CASE_APPROVED is done; an attorney who is not the LCA_SUBMIT editor is refused', async () => {
    const c = await h1b({ attorneyId: A.attorney.userId });
    const lca = (await post(requestLcaCall, { petitionId: c.id }, A.admin)).result;
    const byAttorney = await post(updateLcaCall, { lcaId: lca.id, jobTitle: 'Analyst' }, A.attorney);
    expect(byAttorney.status).toBe(403);
    expect((await post(lcaDetailsCall, { lcaId: lca.id }, A.attorney)).result.canUpdate.allowed).toBe(false);
    expect((await post(updateLcaCall, { lcaId: lca.id, jobTitle: 'Analyst' }, A.lcaManager)).status).toBe(200);
    await withTenant(h.database.db, A.t.id, (tx) => tx.update(petitions).set({ completedActivities: ['CREATE_CASE', 'CASE_APPROVED'] }).where(eq(petitions.id, c.id)));
    const late = await post(updateLcaCall, { lcaId: lca.id, jobTitle: 'Late' }, A.admin);
    expect(late.status).toBe(409);
    expect((await post(lcaDetailsCall, { lcaId: lca.id }, A.admin)).result.jobTitle).toBe('Analyst');
  });

  it('files and certifies: certification logs status 2 and completes the H-1B’s LCA_SUBMIT; inventory serves more cases up to its workers', async () => {
    const c = await h1b({ attorneyId: A.attorney.userId });
    const lca = (await post(requestLcaCall, { petitionId: c.id }, A.admin)).result;
    expect((await post(updateLcaStatusCall, { lcaId: lca.id, statusId: 5 }, A.lcaManager)).status).toBe(422); // incomplete
    expect((await post(updateLcaStatusCall, { lcaId: lca.id, statusId: 2 }, A.lcaManager)).status).toBe(422); // not filed yet
    const upd = await post(updateLcaCall, { lcaId: lca.id, ...FULL }, A.lcaManager);
    expect(upd.status).toBe(200);
    // Worksites sent back with their id keep it (posting notices are keyed by it).
    const siteId = upd.result.worksites[0].id as string;
    const again = await post(updateLcaCall, { lcaId: lca.id, worksites: [{ ...FULL.worksites[0], id: siteId, line2: 'Suite 5' }] }, A.lcaManager);
    expect(again.result.worksites).toMatchObject([{ id: siteId, line2: 'Suite 5' }]);
    // Filing waits for the posting notices (lca-paf's guard through lcaStatusGuards).
    expect((await post(updateLcaStatusCall, { lcaId: lca.id, statusId: 5 }, A.lcaManager)).status).toBe(422);
    expect((await post(saveLcaNoticeCall, { lcaId: lca.id, worksiteId: siteId, mode: 'electronic', label: 'Intranet', postedOn: '2026-11-02' }, A.lcaManager)).status).toBe(200);
    const filed = await post(updateLcaStatusCall, { lcaId: lca.id, statusId: 5, etaCaseNumber: 'I-200-26326-123456' }, A.lcaManager);
    expect(filed.status).toBe(200);
    expect(filed.result.filedOn).toBe(TODAY);
    // Until certified the case is pending with LCA: the case list filter and the statistics' status 99.
    const pendingIds = async () =>
      ((await post(listPetitionsCall, { matcher: { getPendingWithLCA: true }, perpage: 100 }, A.admin)).result.data as { id: string }[]).map((x) => x.id);
    expect(await pendingIds()).toContain(c.id);
    expect(await pendingIds()).not.toContain(lca.id);
    const stats = await post(getStatsByUserCall, { userId: A.attorney.userId }, A.admin);
    expect(stats.result.byStatus).toContainEqual(expect.objectContaining({ statusId: PENDING_WITH_LCA_STATUS_ID, statusName: 'Pending with LCA' }));
    const cert = await post(updateLcaStatusCall, { lcaId: lca.id, statusId: 2 }, A.lcaManager);
    expect(cert.result).toMatchObject({ statusId: 2, statusName: 'Certified', certifiedOn: TODAY });
    expect(await pendingIds()).not.toContain(c.id);
    const served = await caseRow(c.id);
    expect(served.completedActivities).toContain('LCA_SUBMIT');
    expect(served.lcaStatusLogs).toEqual([{ statusId: 2, createdBy: A.lcaManager.userId }]);

    // Inventory: 2 workers, 1 used → one more case fits, a third is refused.
    const c2 = await h1b();
    const c3 = await h1b();
    expect((await post(attachLcaCaseCall, { lcaId: lca.id, caseId: c2.id }, A.paralegal)).status).toBe(404);
    const att = await post(attachLcaCaseCall, { lcaId: lca.id, caseId: c2.id }, A.admin);
    expect(att.result.positions).toEqual({ workers: 2, used: 2, free: 0 });
    expect((await caseRow(c2.id)).lcaStatusLogs).toEqual([{ statusId: 3, createdBy: A.admin.userId }]);
    expect((await caseRow(c2.id)).completedActivities).toContain('LCA_SUBMIT');
    const over = await post(attachLcaCaseCall, { lcaId: lca.id, caseId: c3.id }, A.admin);
    expect(over.status).toBe(409);
    expect(JSON.stringify(over.body)).toContain(LCA_MESSAGES.overUse(2));
    expect((await post(updateLcaCall, { lcaId: lca.id, workers: 1 }, A.admin)).status).toBe(422);
    const inv = await post(lcaInventoryDetailsCall, { lcaId: lca.id }, A.lcaManager);
    expect(inv.result.usages.map((u: { caseId: string }) => u.caseId).sort()).toEqual([c.id, c2.id].sort());
    expect(inv.result.canAttach.allowed).toBe(false);
    expect((await post(detachLcaCaseCall, { lcaId: lca.id, caseId: c2.id }, A.admin)).result.positions.free).toBe(1);
    expect((await post(attachLcaCaseCall, { lcaId: lca.id, caseId: c3.id }, A.admin)).status).toBe(200);
    expect((await post(lcaInventoryDetailsCall, { lcaId: lca.id }, B.admin, B.t)).status).toBe(404);

    const list = await post(listLcaCall, { search: 'I-200-26326', perpage: 5 }, A.lcaManager);
    expect(list.result.count).toBe(1);
    expect(list.result.data[0]).toMatchObject({ id: lca.id, positions: { workers: 2, used: 2, free: 0 } });
    // A page past the end has no rows and still the total (the kernel's kindListPage counts apart).
    expect((await post(listLcaCall, { search: 'I-200-26326', perpage: 5, page: 3 }, A.lcaManager)).result).toMatchObject({ data: [], count: 1, page: 3 });
    expect((await post(listLcaCall, { search: 'I-200-26326' }, B.admin, B.t)).result.count).toBe(0);
    expect((await post(listLcaCall, {}, A.petitioner)).status).toBe(403);
  });

  it('fill link: purpose-bound and single use; the token is never in an answer', async () => {
    const c = await h1b();
    const lca = (await post(requestLcaCall, { petitionId: c.id }, A.admin)).result;
    await post(updateLcaCall, { lcaId: lca.id, prevailingWage: 50, prevailingWageUnit: 'hour' }, A.lcaManager);
    const sent = await post(sendLcaFillLinkCall, { lcaId: lca.id, email: 'hr@northwind.test', name: 'Pat' }, A.lcaManager);
    expect(sent.status).toBe(200);
    expect(sent.result).toMatchObject({ state: 'live', sentTo: 'hr@northwind.test' });
    const [mail] = await withTenant(h.database.db, A.t.id, (tx) => tx.select().from(outbox).where(eq(outbox.to, 'hr@northwind.test')).orderBy(desc(outbox.createdAt)).limit(1));
    const token = decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(mail!.text)![1]!);
    expect(JSON.stringify(sent.body)).not.toContain(token);
    const linkRow = await withTenant(h.database.db, A.t.id, (tx) => tx.select().from(linkTokens).where(eq(linkTokens.tokenHash, hashToken(token))));
    expect(linkRow[0]!.purpose).toBe('lca-fill');
    const view = await h.post(A.t, lcaFillDetailsCall, { token });
    expect(view.result).toMatchObject({ filled: false, caseNumber: lca.caseNumber });
    const low = await h.post(A.t, lcaFillSaveCall, { token, worksites: FULL.worksites, wageFrom: 80000, wageUnit: 'year', filledBy: 'Pat' });
    expect(low.status).toBe(422);
    const good = await h.post(A.t, lcaFillSaveCall, { token, worksites: FULL.worksites, wageFrom: 120000, wageUnit: 'year', filledBy: 'Pat' });
    expect(good.status).toBe(200);
    expect((await h.post(A.t, lcaFillSaveCall, { token, worksites: FULL.worksites, wageFrom: 130000, wageUnit: 'year', filledBy: 'Pat' })).status).toBe(401);
    expect((await h.post(A.t, lcaFillDetailsCall, { token })).result.filled).toBe(true);
    expect((await post(lcaDetailsCall, { lcaId: lca.id }, A.lcaManager)).result.wageFrom).toBe(120000);
    // Another tenant's host does not take the token.
    expect((await h.post(B.t, lcaFillDetailsCall, { token })).status).toBe(401);
  });

  it('demo seed: a certified LCA with free positions serving one case, and one in preparation', async () => {
    await h1b();
    await h1b();
    const made = await withTenant(h.database.db, A.t.id, (tx) => seedDemoLcas(tx));
    expect(made).toBe(2);
    const list = await post(listLcaCall, { search: 'I-200-26005-123456' }, A.lcaManager);
    expect(list.result.data[0]).toMatchObject({ statusId: 2, positions: { workers: 4, used: 1, free: 3 } });
    expect((await post(listLcaCall, { statusIds: [4] }, A.lcaManager)).result.count).toBeGreaterThan(0);
  });

  it('standalone LCA for an employer: the LCA manager works it, an attorney may not; attach needs the same employer', async () => {
    const r = await post(requestLcaCall, { petitionerId: A.companyId, jobTitle: 'QA Engineer', workers: 3 }, A.lcaManager);
    expect(r.status).toBe(200);
    expect(r.result).toMatchObject({ parentCase: null, petitioner: { id: A.companyId }, employerName: 'Northwind Analytics Inc.', lcaManager: { id: A.lcaManager.userId } });
    expect((await post(requestLcaCall, { petitionerId: B.companyId }, A.lcaManager)).status).toBe(404);
    expect((await post(requestLcaCall, {}, A.lcaManager)).status).toBe(422);
    expect((await post(updateLcaCall, { lcaId: r.result.id, ...FULL }, A.lcaManager)).status).toBe(200);
    expect((await post(updateLcaCall, { lcaId: r.result.id, jobTitle: 'x' }, A.supervisor)).status).toBe(404);
    await withTenant(h.database.db, A.t.id, (tx) => tx.update(lcaDetails).set({ statusId: 2 }).where(eq(lcaDetails.petitionId, r.result.id)));
    const other = await h1b({ petitionerId: A.otherCompanyId, beneficiaryId: A.otherBeneficiaryId });
    const wrong = await post(attachLcaCaseCall, { lcaId: r.result.id, caseId: other.id }, A.admin);
    expect(wrong.status).toBe(422);
    expect((await post(detachLcaCaseCall, { lcaId: r.result.id, caseId: other.id }, A.admin)).status).toBe(404);
  });

  it('dashboard LCAs widget: visible LCAs counted by LCA status (the LCA manager all, an unassigned paralegal none, the other tenant none); LCAs stay out of /cases', async () => {
    const widget = async (login: TestLogin, t = A.t) => {
      clearDashboardCache();
      const res = await post(getStatsCall, { widget: 'lcas', filters: {}, page: 1 }, login, t);
      if (res.status !== 200) throw new Error(`get-stats: ${res.status} ${JSON.stringify(res.body)}`);
      return res.result.data as { total: number; series: { points: { key: string; count: number; path: string | null }[] }[] };
    };
    type Data = Awaited<ReturnType<typeof widget>>;
    const countOf = (d: Data, key: string) => d.series[0]?.points.find((x) => x.key === key)?.count ?? 0;
    // Earlier tests of this file made LCAs in the same firm: the expectations are what this test adds.
    const before = { mine: await widget(A.lcaManager), paralegal: await widget(A.paralegal), other: await widget(B.admin, B.t) };
    const a = await post(requestLcaCall, { petitionerId: A.companyId, jobTitle: 'Analyst', workers: 1 }, A.lcaManager);
    const b = await post(requestLcaCall, { petitionerId: A.companyId, jobTitle: 'Tester', workers: 1 }, A.lcaManager);
    await post(requestLcaCall, { petitionerId: A.companyId, jobTitle: 'Architect', workers: 1 }, A.lcaManager);
    await withTenant(h.database.db, A.t.id, (tx) => tx.update(lcaDetails).set({ statusId: 2 }).where(eq(lcaDetails.petitionId, a.result.id)));
    await withTenant(h.database.db, A.t.id, (tx) => tx.update(lcaDetails).set({ statusId: 2 }).where(eq(lcaDetails.petitionId, b.result.id)));
    const mine = await widget(A.lcaManager);
    expect(mine.total - before.mine.total).toBe(3);
    expect(countOf(mine, '1') - countOf(before.mine, '1')).toBe(1);
    expect(countOf(mine, '2') - countOf(before.mine, '2')).toBe(2);
    expect(mine.series[0]!.points.find((x) => x.key === '2')).toMatchObject({ label: 'Certified', path: '/lcalist?status=2' });
    expect((await widget(A.paralegal)).total).toBe(before.paralegal.total);
    expect((await widget(B.admin, B.t)).total).toBe(before.other.total);
    // LCAs are worked in /lcalist, never in the case lists of /cases.
    const listed = ((await post(listPetitionsCall, { perpage: 100 }, A.admin)).result.data as { id: string }[]).map((x) => x.id);
    expect(listed).not.toContain(a.result.id);
    expect(listed).not.toContain(b.result.id);
  });

  it("LCA details and inventory name the firm's renamed type and LCA subtype; another firm keeps the product's names", async () => {
    expect((await post(caseTypeRenameCall, { typeId: 1, subTypeId: 0, name: 'Specialty occupation (H-1B)' }, A.admin)).status).toBe(200);
    expect((await post(caseTypeRenameCall, { typeId: 11, subTypeId: 28, name: 'Labor condition (H-1B)' }, A.admin)).status).toBe(200);
    const c = await h1b();
    const lca = (await post(requestLcaCall, { petitionId: c.id, subTypeId: 28 }, A.admin)).result;
    const details = await post(lcaDetailsCall, { lcaId: lca.id }, A.lcaManager);
    expect(details.result).toMatchObject({ subTypeId: 28, subTypeName: 'Labor condition (H-1B)' });
    // The requesting case is the LCA's first usage.
    const inv = await post(lcaInventoryDetailsCall, { lcaId: lca.id }, A.lcaManager);
    expect(inv.status).toBe(200);
    expect(inv.result.usages.find((u: { caseId: string }) => u.caseId === c.id)).toMatchObject({ typeName: 'Specialty occupation (H-1B)' });

    // Firm B: the product's names, none of A's.
    const bCase = await post(createPetitionCall, { typeId: 1, subTypeId: 1, petitionerId: B.companyId, beneficiaryId: B.beneficiaryId }, B.admin, B.t);
    const bLca = (await post(requestLcaCall, { petitionId: bCase.result.id, subTypeId: 28 }, B.admin, B.t)).result;
    const bDetails = await post(lcaDetailsCall, { lcaId: bLca.id }, B.admin, B.t);
    expect(bDetails.result).toMatchObject({ subTypeName: 'LCA for H-1B' });
    const bInv = await post(lcaInventoryDetailsCall, { lcaId: bLca.id }, B.admin, B.t);
    expect(bInv.result.usages).toMatchObject([{ caseId: bCase.result.id, typeName: 'H-1B' }]);
    expect(JSON.stringify([bDetails.result, bInv.result])).not.toMatch(/Specialty occupation|Labor condition/);
  });
});
