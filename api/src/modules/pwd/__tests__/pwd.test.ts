import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import {
  createPetitionCall,
  getStatsCall,
  listPetitionsCall,
  listPwdCall,
  pwdActivityListCall,
  pwdConsistencyCall,
  pwdDetailsCall,
  requestLcaCall,
  requestPwdCall,
  updateLcaCall,
  updatePwdCall,
  updatePwdStatusCall,
  wageAreasCall,
  wageImportChunkCall,
  wageImportFinishCall,
  wageImportStartCall,
  wageImportsCall,
  wageLookupCall,
  type AnyCallDeclaration,
  type CallPayloadInput,
} from 'shared/contract';
import { PWD_MESSAGES } from 'shared/domain';
import { withTenant } from '../../../platform/db';
import { caseTenantSuite, testDbKinds, unchecked, type TestLogin, type UncheckedPayload } from '../../../testing';
import { lcaDetails } from '../../lca';
import { petitions } from '../../petitions';
import { runPwdReminders } from '../pwd.reminders';
import { seedDemoPwds } from '../pwd.seed';
import { pwdDetails, pwdWageImports, pwdWageRows } from '../pwd.table';

const TODAY = '2026-11-22';
const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');

const JOB = {
  jobTitle: 'Data Engineer',
  duties: 'Build data pipelines.',
  socCode: '15-1252',
  areaCode: '12420',
  worksiteCity: 'Austin',
  worksiteState: 'TX',
  worksiteZip: '78701',
  education: 'bachelor' as const,
  experienceMonths: 24,
};
const DETERMINATION = {
  determinationDate: '2026-10-01',
  wage: 115190.4,
  wageUnit: 'year' as const,
  wageLevel: 'II' as const,
  wageSource: 'OEWS' as const,
  validFrom: '2026-10-01',
  validTo: '2027-09-30',
};

describe.each(testDbKinds())('PWD (%s)', (kind) => {
  const { h, A, B } = caseTenantSuite(kind, { tenants: 2 });

  const post = <C extends AnyCallDeclaration>(declaration: C, payload: CallPayloadInput<C> | UncheckedPayload, login: TestLogin, t = A.t) =>
    h.post(t, declaration, unchecked({ today: TODAY, ...(payload as object) }), login);
  const h1b = async (over: Record<string, unknown> = {}) => {
    const res = await post(createPetitionCall, { typeId: 1, subTypeId: 1, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId, ...over }, A.admin);
    if (res.status !== 200) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.result as { id: string };
  };
  const stored = (id: string) => withTenant(h.database.db, A.t.id, (tx) => tx.select().from(pwdDetails).where(eq(pwdDetails.petitionId, id)));
  const stats = async (login: TestLogin, t = A.t) => {
    const res = await post(getStatsCall, { widget: 'pwd-position-stats', filters: {}, page: 1 }, login, t);
    if (res.status !== 200) throw new Error(`get-stats: ${res.status} ${JSON.stringify(res.body)}`);
    return res.result.data as { total: number; series: { points: { key: string; count: number; path: string | null }[] }[] };
  };
  const determined = async (caseId?: string, over: Record<string, unknown> = {}) => {
    const r = await post(requestPwdCall, caseId ? { petitionId: caseId } : { petitionerId: A.companyId }, A.admin);
    const id = r.result.id as string;
    expect((await post(updatePwdCall, { pwdId: id, ...JOB, ...DETERMINATION, filedDate: '2026-06-01', ...over }, A.admin)).status).toBe(200);
    expect((await post(updatePwdStatusCall, { pwdId: id, statusId: 2 }, A.admin)).status).toBe(200);
    expect((await post(updatePwdStatusCall, { pwdId: id, statusId: 3 }, A.admin)).status).toBe(200);
    return id;
  };

  it('requests a PWD from an H-1B case; who sees it, by role and tenant', async () => {
    const c = await h1b();
    expect((await post(requestPwdCall, { petitionId: c.id }, A.petitioner)).status).toBe(403);
    expect((await post(requestPwdCall, { petitionId: c.id }, A.paralegal)).status).toBe(404);
    expect((await post(requestPwdCall, { petitionId: c.id }, B.admin, B.t)).status).toBe(404);
    expect((await post(requestPwdCall, { petitionerId: A.companyId, socCode: '99-9999' }, A.admin)).status).toBe(422);
    const r = await post(requestPwdCall, { petitionId: c.id, socCode: '15-1252' }, A.admin);
    expect(r.status).toBe(200);
    expect(r.result).toMatchObject({ statusId: 1, statusName: 'Draft', parentCase: { id: c.id }, socCode: '15-1252', positionState: 'pending', daysLeft: null });
    expect(r.result.socTitle).toBeTruthy();
    const id = r.result.id;
    expect((await post(pwdDetailsCall, { pwdId: id }, A.lcaManager)).status).toBe(200);
    expect((await post(pwdDetailsCall, { pwdId: id }, A.paralegal)).status).toBe(404);
    expect((await post(pwdDetailsCall, { pwdId: id }, A.petitioner)).status).toBe(403);
    expect((await post(pwdDetailsCall, { pwdId: id }, B.admin, B.t)).status).toBe(404);
    expect((await post(updatePwdCall, { pwdId: id, jobTitle: 'x' }, B.admin, B.t)).status).toBe(404);
    expect((await post(updatePwdStatusCall, { pwdId: id, statusId: 2 }, B.admin, B.t)).status).toBe(404);
    expect((await post(pwdActivityListCall, { pwdId: id }, B.admin, B.t)).status).toBe(404);
    expect((await post(pwdActivityListCall, { pwdId: id }, A.lcaManager)).result.count).toBeGreaterThan(0);
    const inB = await post(listPwdCall, {}, B.admin, B.t);
    expect(inB.result.data.map((x: { id: string }) => x.id)).not.toContain(id);
  });

  it('update: validity 90 days to 1 year, SOC from the list; bad input stores nothing', async () => {
    const id = (await post(requestPwdCall, { petitionerId: A.companyId }, A.lcaManager)).result.id;
    const ok = await post(updatePwdCall, { pwdId: id, ...JOB, ...DETERMINATION }, A.lcaManager);
    expect(ok.status).toBe(200);
    expect(ok.result).toMatchObject({ areaCode: '12420', wageLevel: 'II', validTo: '2027-09-30', daysLeft: 312, positionState: 'valid', reminderOn: '2027-08-31' });
    const before = await stored(id);
    const bad: [Record<string, unknown>, string][] = [
      [{ validTo: '2026-12-29' }, PWD_MESSAGES.validityTooShort],
      [{ validTo: '2027-10-02' }, PWD_MESSAGES.validityTooLong],
      [{ validFrom: '2026-09-30' }, PWD_MESSAGES.validityBeforeDetermination],
      [{ filedDate: '2026-10-02' }, PWD_MESSAGES.determinationBeforeFiling],
      [{ socCode: '99-9999' }, PWD_MESSAGES.socUnknown],
    ];
    for (const [payload, message] of bad) {
      const res = await post(updatePwdCall, { pwdId: id, ...payload }, A.lcaManager);
      expect(res.status).toBe(422);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect((await post(updatePwdCall, { pwdId: id, worksiteZip: '787' }, A.lcaManager)).status).toBe(422);
    expect(await stored(id)).toEqual(before);
  });

  it('status: filing needs the ETA-9141 data, a determination completes UPDATE_DOL_RESPONSE; closed PWDs cannot change', async () => {
    const id = (await post(requestPwdCall, { petitionerId: A.companyId }, A.admin)).result.id;
    const early = await post(updatePwdStatusCall, { pwdId: id, statusId: 2 }, A.admin);
    expect(early.status).toBe(422);
    expect((await post(updatePwdStatusCall, { pwdId: id, statusId: 3 }, A.admin)).status).toBe(422); // not a transition from Draft
    await post(updatePwdCall, { pwdId: id, ...JOB }, A.admin);
    expect((await post(updatePwdStatusCall, { pwdId: id, statusId: 2 }, A.admin)).result).toMatchObject({ statusId: 2, filedDate: TODAY });
    const noDet = await post(updatePwdStatusCall, { pwdId: id, statusId: 3 }, A.admin);
    expect(JSON.stringify(noDet.body)).toContain(PWD_MESSAGES.determinationIncomplete);
    await post(updatePwdCall, { pwdId: id, ...DETERMINATION, determinationDate: TODAY, validFrom: TODAY, validTo: '2027-11-22' }, A.admin);
    const done = await post(updatePwdStatusCall, { pwdId: id, statusId: 3, note: 'DOL answered' }, A.admin);
    expect(done.result.statusLogs.map((l: { statusId: number }) => l.statusId)).toEqual([1, 2, 3]);
    const row = (await withTenant(h.database.db, A.t.id, (tx) => tx.select().from(petitions).where(eq(petitions.id, id))))[0]!;
    expect(row.completedActivities).toContain('UPDATE_DOL_RESPONSE');
    expect(row.statusId).toBe(22);
    await post(updatePwdStatusCall, { pwdId: id, statusId: 6 }, A.admin);
    expect((await post(updatePwdCall, { pwdId: id, jobTitle: 'Other' }, A.admin)).status).toBe(409);
  });

  it('list: server paging, search, sort, status and position filters; kernel filter pwdPositionTypeStatus; dashboard widget', async () => {
    const c = await h1b();
    const before = Object.fromEntries((await stats(A.admin)).series[0]!.points.map((p) => [p.key, p.count]));
    const valid = await determined(c.id, { jobTitle: 'Listmark Alpha' });
    const draft = (await post(requestPwdCall, { petitionerId: A.companyId, jobTitle: 'Listmark Zeta' }, A.admin)).result.id;
    const ids = async (p: Record<string, unknown>) => ((await post(listPwdCall, { search: 'Listmark', ...p }, A.admin)).result.data as { id: string }[]).map((x) => x.id);
    expect(await ids({ positionStates: ['valid'] })).toEqual([valid]);
    expect(await ids({ positionStates: ['pending'] })).toEqual([draft]);
    expect(await ids({ statusIds: [3] })).toEqual([valid]);
    expect(await ids({ search: 'Listmark Zeta' })).toEqual([draft]);
    expect((await post(listPwdCall, { search: 'Listmark' }, A.paralegal)).result.count).toBe(0);
    const page = await post(listPwdCall, { search: 'Listmark', perpage: 1, page: 2, sort: { field: 'jobTitle', order: 1 } }, A.admin);
    expect(page.result).toMatchObject({ count: 2, page: 2 });
    expect(page.result.data[0].id).toBe(draft);
    expect((await post(listPwdCall, { search: 'Listmark', perpage: 1, page: 4 }, A.admin)).result).toMatchObject({ data: [], count: 2, page: 4 });
    const cases = ((await post(listPetitionsCall, { matcher: { pwdPositionTypeStatus: 'valid' }, perpage: 100 }, A.admin)).result.data as { id: string }[]).map((x) => x.id);
    expect(cases).toContain(c.id);
    const after = await stats(A.admin);
    const counts = Object.fromEntries(after.series[0]!.points.map((p) => [p.key, p.count]));
    expect(after.series[0]!.points[0]!.path).toBe('/pwd-list?position=pending');
    expect(counts).toMatchObject({ valid: before.valid! + 1, pending: before.pending! + 1 });
    expect((await stats(B.admin, B.t)).total).toBe(0);
  });

  it('imports the OFLC files in parts (staging until finished) and looks wages up with the worksheet; bad files store nothing', async () => {
    expect((await post(wageImportStartCall, { year: '2025-2026' }, A.paralegal)).status).toBe(403);
    expect((await post(wageImportStartCall, { year: '2025-2027' }, A.admin)).status).toBe(422);
    const imp = (await post(wageImportStartCall, { year: '2025-2026', label: 'Fixture' }, A.admin)).result;
    const alc = fixture('ALC_Export.csv').trim().split('\n');
    // Two parts, each with the header.
    expect((await post(wageImportChunkCall, { importId: imp.id, file: 'alc', csv: alc.slice(0, 3).join('\n') }, A.admin)).result.wageRows).toBe(2);
    const bad = await post(wageImportChunkCall, { importId: imp.id, file: 'alc', lineOffset: 2, csv: `${alc[0]}\n"12420","15-1252","1","x","2","3","4","2","L"` }, A.admin);
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('Line 4: a wage is not a number.');
    const dup = await post(wageImportChunkCall, { importId: imp.id, file: 'alc', csv: [alc[0], alc[1]].join('\n') }, A.admin);
    expect(dup.status).toBe(422);
    expect((await post(wageImportChunkCall, { importId: imp.id, file: 'alc', lineOffset: 2, csv: [alc[0], ...alc.slice(3)].join('\n') }, A.admin)).result.wageRows).toBe(4);
    expect((await post(wageImportChunkCall, { importId: imp.id, file: 'geography', csv: fixture('Geography.csv') }, A.admin)).result.areas).toBe(2);
    expect((await post(wageImportChunkCall, { importId: imp.id, file: 'geography', csv: 'Area,Name\n1,x' }, A.admin)).status).toBe(422);
    // Not used before it is finished.
    expect((await post(wageLookupCall, { socCode: '15-1252', areaCode: '12420' }, A.paralegal)).result.table).toBeNull();
    expect((await post(wageImportFinishCall, { importId: imp.id }, B.admin, B.t)).status).toBe(404);
    const fin = await post(wageImportFinishCall, { importId: imp.id }, A.admin);
    expect(fin.result).toMatchObject({ state: 'active', wageRows: 4, areas: 2, sample: false });
    expect((await post(wageImportChunkCall, { importId: imp.id, file: 'alc', csv: alc.join('\n') }, A.admin)).status).toBe(409);
    const look = await post(
      wageLookupCall,
      { socCode: '15-1252', areaCode: '12420', worksheet: { jobZone: 4, experienceMonths: 36, education: 'master', specialSkills: false, supervises: false } },
      A.paralegal,
    );
    expect(look.result).toMatchObject({ areaName: 'Austin-Round Rock-San Marcos, TX', table: { year: '2025-2026', sample: false }, average: 60.51, worksheet: { level: 'III', points: 2 } });
    expect(look.result.levels[1]).toEqual({ level: 'II', hourly: 55.38, annual: 115190.4 });
    expect((await post(wageAreasCall, { search: 'austin' }, A.paralegal)).result.data).toEqual([{ areaCode: '12420', areaName: 'Austin-Round Rock-San Marcos, TX', stateAb: 'TX' }]);
    // The other tenant has no table; a second import of the year replaces the first.
    expect((await post(wageLookupCall, { socCode: '15-1252', areaCode: '12420' }, B.admin, B.t)).result.table).toBeNull();
    const second = (await post(wageImportStartCall, { year: '2025-2026' }, A.admin)).result;
    expect((await post(wageImportFinishCall, { importId: second.id }, A.admin)).status).toBe(422); // no rows
    await post(wageImportChunkCall, { importId: second.id, file: 'alc', csv: [alc[0], alc[1]].join('\n') }, A.admin);
    await post(wageImportFinishCall, { importId: second.id }, A.admin);
    const list = (await post(wageImportsCall, {}, A.admin)).result;
    expect(list.data.map((i: { state: string }) => i.state)).toEqual(['active', 'replaced']);
    const left = await withTenant(h.database.db, A.t.id, (tx) => tx.select().from(pwdWageRows).where(eq(pwdWageRows.importId, imp.id)));
    expect(left).toEqual([]);
    expect((await post(wageImportsCall, {}, A.lcaManager)).status).toBe(403);
    const inB = await withTenant(h.database.db, B.t.id, (tx) => tx.select().from(pwdWageImports));
    expect(inB).toEqual([]);
  });

  it('consistency: every crafted mismatch between PWD, LCA and I-129 is listed; matching facts are not', async () => {
    const c = await h1b({ validityFrom: '2027-01-01', validityTo: '2030-06-30', data: { wage: '100000', wagePer: 'year' } });
    expect((await post(pwdConsistencyCall, { caseId: c.id }, B.admin, B.t)).status).toBe(404);
    expect((await post(pwdConsistencyCall, { caseId: c.id }, A.petitioner)).status).toBe(403);
    await determined(c.id);
    const lca = (await post(requestLcaCall, { petitionId: c.id }, A.admin)).result;
    const upd = await post(
      updateLcaCall,
      {
        lcaId: lca.id,
        socCode: '15-1211',
        wageLevel: 'III',
        prevailingWage: 110000,
        prevailingWageUnit: 'year',
        pwSource: 'OFLC_OEWS',
        wageFrom: 120000,
        wageUnit: 'year',
        periodStart: '2027-02-01',
        periodEnd: '2030-01-31',
        worksites: [{ line1: '1 Broadway', city: 'New York', state: 'NY', zipCode: '10004' }],
      },
      A.lcaManager,
    );
    expect(upd.status).toBe(200);
    await withTenant(h.database.db, A.t.id, (tx) => tx.update(lcaDetails).set({ filedOn: '2027-12-01' }).where(eq(lcaDetails.petitionId, lca.id)));
    const r = await post(pwdConsistencyCall, { caseId: c.id }, A.admin);
    expect(r.status).toBe(200);
    const by = Object.fromEntries(r.result.facts.map((f: { field: string }) => [f.field, f]));
    expect(r.result.mismatches).toBe(5);
    expect(by.socCode).toMatchObject({ pwd: '15-1252', lca: '15-1211', mismatch: true });
    expect(by.wageLevel).toMatchObject({ pwd: 'II', lca: 'III', mismatch: true });
    expect(by.worksite.message).toContain('not one of the LCA’s worksites');
    expect(by.wage.message).toContain('The LCA’s prevailing wage is not the PWD’s determined wage.');
    expect(by.wage.message).toContain('The I-129 wage is below the LCA’s offered wage.');
    expect(by.dates.message).toContain('The I-129 employment starts before the LCA period.');
    expect(by.dates.message).toContain('The LCA was filed outside the PWD’s validity.');
    // Put the facts in line: no mismatch left.
    await post(
      updateLcaCall,
      {
        lcaId: lca.id,
        socCode: '15-1252',
        wageLevel: 'II',
        prevailingWage: 115190.4,
        wageFrom: 115190.4,
        periodStart: '2027-01-01',
        periodEnd: '2029-12-31',
        worksites: [{ line1: '500 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701' }],
      },
      A.lcaManager,
    );
    await withTenant(h.database.db, A.t.id, (tx) => tx.update(lcaDetails).set({ filedOn: '2026-10-15' }).where(eq(lcaDetails.petitionId, lca.id)));
    await withTenant(h.database.db, A.t.id, (tx) => tx.update(petitions).set({ validityTo: '2029-12-31', data: { wage: '120000', wagePer: 'year' } }).where(eq(petitions.id, c.id)));
    const ok = await post(pwdConsistencyCall, { caseId: c.id }, A.admin);
    expect(ok.result.facts.filter((f: { mismatch: boolean }) => f.mismatch)).toEqual([]);
  });

  it('lapse reminder: once per validity end, to the case team and the LCA managers', async () => {
    const c = await h1b({ attorneyId: A.attorney.userId });
    // A validity end no other PWD of the suite has (they end 2027-09-30 or later).
    const id = await determined(c.id, { validTo: '2027-07-31' });
    const sent: { to: readonly string[]; message: string }[] = [];
    const run = (today: string) => runPwdReminders(h.database.db, async (_tx, _t, to, p) => void sent.push({ to, message: p.message }), { today, tenantIds: [A.t.id] });
    expect((await run('2027-06-30')).pwds).toBe(0); // 31 days before
    expect((await run('2027-07-01')).pwds).toBe(1);
    expect(sent[0]!.to).toEqual(expect.arrayContaining([A.attorney.userId, A.lcaManager.userId]));
    expect(sent[0]!.message).toContain('valid until 2027-07-31');
    expect((await run('2027-07-02')).pwds).toBe(0);
    await post(updatePwdCall, { pwdId: id, validTo: '2027-07-30' }, A.admin);
    expect((await run('2027-07-02')).pwds).toBe(1);
  });

  it('demo seed: sample wage rows (marked) and one PWD with a determination', async () => {
    await h1b();
    expect(await withTenant(h.database.db, A.t.id, (tx) => seedDemoPwds(tx))).toBe(1);
    const list = await post(listPwdCall, { statusIds: [3] }, A.lcaManager);
    expect(list.result.data[0]).toMatchObject({ socCode: '15-1252', wageLevel: 'II', areaName: 'Austin-Round Rock-San Marcos, TX' });
    const look = await post(wageLookupCall, { socCode: '15-1252', areaCode: '12420' }, A.lcaManager);
    expect(look.result.table).toMatchObject({ sample: true });
  });
});
