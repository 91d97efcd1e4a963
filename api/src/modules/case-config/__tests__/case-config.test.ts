import {
  addMasterdataCall,
  caseConfigDetailsCall,
  caseConfigSaveCall,
  caseDocumentChecklistCall,
  caseSubtypeAddCall,
  caseSubtypeDeleteCall,
  caseSubtypeListCall,
  caseTypeListCall,
  caseTypeRenameCall,
  caseTypeSetActiveCall,
  caseNamesCall,
  CASE_CONFIG_MESSAGES,
  listPetitionsCall,
  petitionDetailsCall,
  runReportCall,
  createPetitionCall,
  listMasterdataCall,
  passportFieldsCall,
  passportFieldsSaveCall,
  questionnaireDetailsCall,
  updateMasterdataCall,
  updatePetitionCall,
  type AnyCallDeclaration,
  type TPassportFieldSetting,
  type CallPayloadInput,
} from 'shared/contract';
import { testDbKinds, type TestLogin, caseTenantSuite, type CaseTenant, type UncheckedPayload, unchecked } from '../../../testing';

const TODAY = '2026-11-22';

describe.each(testDbKinds())('case types and configuration (%s)', (kind) => {
  const { h, A, B } = caseTenantSuite(kind, { tenants: 2 });

  const post = <C extends AnyCallDeclaration>(declaration: C, payload: CallPayloadInput<C> | UncheckedPayload, login: TestLogin, tenant: CaseTenant = A) =>
    h.post(tenant.t, declaration, unchecked({ today: TODAY, ...(payload as object) }), login);

  const create = (over: Record<string, unknown> = {}, login: TestLogin = A.admin) =>
    post(createPetitionCall, { typeId: 4, subTypeId: 11, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId, ...over }, login);

  const cfg = (over: Record<string, unknown> = {}) => ({
    typeId: 4,
    subTypeId: 0,
    checklist: { required: ['passport_bio_page', 'marriage_certificate'], optional: [] },
    questionnaireTemplateId: null,
    formGroupId: null,
    fees: { legalFee: 150000, filingFee: 47000 },
    allowCustomCaseNo: false,
    caseNoPattern: null,
    ...over,
  });

  it('lists types and subtypes with cases in use; roles and the other tenant', async () => {
    const c = await create();
    expect(c.status).toBe(200);
    const list = await post(caseTypeListCall, { search: 'H-4', page: 1, perpage: 25 }, A.admin);
    expect(list.status).toBe(200);
    const h4 = list.result.data.find((t: { typeId: number }) => t.typeId === 4);
    expect(h4).toMatchObject({ name: 'H-4', active: true, subtypeCount: 2 });
    expect(h4.casesInUse).toBeGreaterThanOrEqual(1);
    expect(list.result.data.every((t: { name: string }) => t.name.includes('H-4'))).toBe(true);
    const paged = await post(caseTypeListCall, { page: 2, perpage: 5 }, A.manager);
    expect(paged.result.data).toHaveLength(5);
    expect(paged.result.count).toBe(14);
    const subs = await post(caseSubtypeListCall, { typeId: 4 }, A.attorney);
    expect(subs.result.data.find((s: { subTypeId: number }) => s.subTypeId === 11).casesInUse).toBeGreaterThanOrEqual(1);
    // B counts none of A's cases.
    const bSubs = await post(caseSubtypeListCall, { typeId: 4 }, B.admin, B);
    expect(bSubs.result.data.find((s: { subTypeId: number }) => s.subTypeId === 11).casesInUse).toBe(0);
    expect((await post(caseSubtypeListCall, { typeId: 999 }, A.admin)).status).toBe(404);
  });

  it('adds, renames, deactivates and deletes subtypes; duplicates and types in use are refused with a clear message', async () => {
    expect((await post(caseSubtypeAddCall, { typeId: 2, name: 'L-1 Startup Office' }, A.attorney)).status).toBe(403);
    expect((await post(caseSubtypeAddCall, { typeId: 2, name: 'L-1 Startup Office' }, A.petitioner)).status).toBe(403);
    const added = await post(caseSubtypeAddCall, { typeId: 2, name: 'L-1 Startup Office' }, A.admin);
    expect(added.result).toMatchObject({ typeId: 2, custom: true, active: true, casesInUse: 0 });
    const id = added.result.subTypeId as number;
    expect(id).toBeGreaterThanOrEqual(100_000);
    for (const name of ['l-1 startup office', 'L-1A']) {
      const dup = await post(caseSubtypeAddCall, { typeId: 2, name }, A.admin);
      expect(dup.status).toBe(409);
      expect(dup.error.message).toBe(CASE_CONFIG_MESSAGES.duplicateSubtype);
    }
    const renameDup = await post(caseTypeRenameCall, { typeId: 2, subTypeId: id, name: 'L-1B' }, A.admin);
    expect(renameDup.status).toBe(409);
    // The same name is free in another tenant.
    expect((await post(caseSubtypeAddCall, { typeId: 2, name: 'L-1 Startup Office' }, B.admin, B)).status).toBe(200);
    expect((await post(caseTypeRenameCall, { typeId: 2, subTypeId: id, name: 'L-1 New Office' }, A.manager)).result.name).toBe('L-1 New Office');
    expect((await post(caseTypeRenameCall, { typeId: 2, subTypeId: 0, name: 'Intracompany Transferee' }, A.admin)).status).toBe(200);
    const types = await post(caseTypeListCall, { search: 'intracompany' }, A.admin);
    expect(types.result.data).toEqual([expect.objectContaining({ typeId: 2, standardName: 'L-1', name: 'Intracompany Transferee', subtypeCount: 5 })]);
    expect((await post(caseTypeListCall, { search: 'intracompany' }, B.admin, B)).result.count).toBe(0);

    // A case on the firm's own subtype; then it cannot be deleted, only deactivated.
    const c = await create({ typeId: 2, subTypeId: id });
    expect(c.status).toBe(200);
    const del = await post(caseSubtypeDeleteCall, { typeId: 2, subTypeId: id }, A.admin);
    expect(del.status).toBe(409);
    expect(del.error.message).toBe(CASE_CONFIG_MESSAGES.subtypeInUse(1));
    const std = await post(caseSubtypeDeleteCall, { typeId: 2, subTypeId: 7 }, A.admin);
    expect(std.status).toBe(409);
    expect(std.error.message).toBe(CASE_CONFIG_MESSAGES.onlyCustomDeleted);
    const off = await post(caseTypeSetActiveCall, { typeId: 2, subTypeId: id, active: false }, A.admin);
    expect(off.result).toMatchObject({ active: false, casesInUse: 1 });
    const refused = await create({ typeId: 2, subTypeId: id });
    expect(refused.status).toBe(422);
    expect(refused.error.message).toBe(CASE_CONFIG_MESSAGES.subtypeInactive);
    expect((await post(caseSubtypeListCall, { typeId: 2, activeOnly: true }, A.admin)).result.data.some((s: { subTypeId: number }) => s.subTypeId === id)).toBe(false);
    // The running case keeps its subtype.
    expect((await post(updatePetitionCall, { petitionId: c.result.id, title: 'Still running' }, A.admin)).status).toBe(200);

    // Deactivating a whole type stops new cases of it, in this tenant only.
    await post(caseTypeSetActiveCall, { typeId: 5, subTypeId: 0, active: false }, A.admin);
    const t5 = await create({ typeId: 5, subTypeId: 13 });
    expect(t5.status).toBe(422);
    expect(t5.error.message).toBe(CASE_CONFIG_MESSAGES.typeInactive);
    expect((await post(createPetitionCall, { typeId: 5, subTypeId: 13, petitionerId: B.companyId, beneficiaryId: B.beneficiaryId }, B.admin, B)).status).toBe(200);

    // A subtype nobody uses is deleted; B's subtype of the same id is not A's to touch.
    const spare = await post(caseSubtypeAddCall, { typeId: 2, name: 'L-1 Spare' }, A.admin);
    expect((await post(caseSubtypeDeleteCall, { typeId: 2, subTypeId: spare.result.subTypeId }, A.admin)).result).toEqual({ deleted: true });
    expect((await post(caseSubtypeDeleteCall, { typeId: 2, subTypeId: spare.result.subTypeId }, A.admin)).status).toBe(404);
    expect((await post(caseTypeSetActiveCall, { typeId: 2, subTypeId: 555_555, active: false }, A.admin)).status).toBe(404);
  });

  it('saves the configuration; a case created after a change gets the new checklist and numbering', async () => {
    const before = await create();
    expect(before.status).toBe(200);
    const dflt = await post(caseConfigDetailsCall, { typeId: 4, subTypeId: 11 }, A.attorney);
    expect(dflt.result).toMatchObject({ source: 'default', allowCustomCaseNo: false });

    expect((await post(caseConfigSaveCall, cfg(), A.attorney)).status).toBe(403);
    const badKey = await post(caseConfigSaveCall, cfg({ checklist: { required: ['no_such_document'], optional: [] } }), A.admin);
    expect(badKey.status).toBe(422);
    const twice = await post(caseConfigSaveCall, cfg({ checklist: { required: ['passport_bio_page'], optional: ['passport_bio_page'] } }), A.admin);
    expect(twice.status).toBe(422);
    const badPattern = await post(caseConfigSaveCall, cfg({ allowCustomCaseNo: true, caseNoPattern: 'NO-DIGITS' }), A.admin);
    expect(badPattern.status).toBe(422);
    const noGroup = await post(caseConfigSaveCall, cfg({ formGroupId: '6c0f3a52-2f7e-4a8e-9d7b-2d6f1e0b9a11' }), A.admin);
    expect(noGroup.status).toBe(422);
    expect((await post(caseConfigDetailsCall, { typeId: 4, subTypeId: 11 }, A.admin)).result.source).toBe('default');

    const saved = await post(caseConfigSaveCall, cfg({ allowCustomCaseNo: true, caseNoPattern: 'H4-####' }), A.admin);
    expect(saved.status).toBe(200);
    expect(saved.result).toMatchObject({ source: 'type', fees: { legalFee: 150000, filingFee: 47000 } });
    const inherited = await post(caseConfigDetailsCall, { typeId: 4, subTypeId: 11 }, A.petitioner);
    expect(inherited.result).toMatchObject({ source: 'type', checklist: { required: ['passport_bio_page', 'marriage_certificate'] }, caseNoPattern: 'H4-####' });
    expect((await post(caseConfigDetailsCall, { typeId: 4, subTypeId: 11 }, B.admin, B)).result.source).toBe('default');

    const after = await create({ customCaseNumber: 'H4-0042', confirmCustomCaseNumber: 'H4-0042' });
    expect(after.status).toBe(200);
    expect(after.result.allowCustomCaseNo).toBe(true);
    const keys = async (id: string) =>
      ((await post(caseDocumentChecklistCall, { petitionId: id }, A.admin)).result.slots as { key: string; required: boolean }[]).map((s) => `${s.key}:${s.required}`);
    expect(await keys(after.result.id)).toEqual(['passport_bio_page:true', 'marriage_certificate:true', 'other_document:false']);
    // The case created before the change keeps the type's default checklist.
    expect(await keys(before.result.id)).not.toEqual(await keys(after.result.id));
    // The pattern is enforced.
    const wrong = await create({ customCaseNumber: 'X-1', confirmCustomCaseNumber: 'X-1' });
    expect(wrong.status).toBe(422);
    expect(wrong.error.message).toBe(CASE_CONFIG_MESSAGES.patternMismatch('H4-####'));
    // A caller's data cannot replace the snapshot.
    await post(updatePetitionCall, { petitionId: after.result.id, data: { caseConfig: { checklist: { required: [], optional: [] } } } }, A.admin);
    expect(await keys(after.result.id)).toEqual(['passport_bio_page:true', 'marriage_certificate:true', 'other_document:false']);

    // A subtype's own configuration wins over the type's.
    const sub = await post(caseConfigSaveCall, cfg({ subTypeId: 12, checklist: { required: ['i94_record'], optional: ['marriage_certificate'] } }), A.admin);
    expect(sub.result.source).toBe('subtype');
    const ext = await create({ subTypeId: 12 });
    expect(await keys(ext.result.id)).toEqual(['i94_record:true', 'marriage_certificate:false', 'other_document:false']);
  });

  it('passport fields: defaults, save, roles, other tenant', async () => {
    const d = await post(passportFieldsCall, {}, A.paralegal);
    expect(d.result.saved).toBe(false);
    expect(d.result.data.every((f: { collected: boolean; required: boolean }) => f.collected && f.required)).toBe(true);
    const data: TPassportFieldSetting[] = [
      { key: 'number', collected: true, required: true },
      { key: 'copy', collected: false, required: false },
      { key: 'issueDate', collected: true, required: false },
    ];
    expect((await post(passportFieldsSaveCall, { data }, A.attorney)).status).toBe(403);
    expect((await post(passportFieldsSaveCall, { data: [{ key: 'copy', collected: false, required: true }] }, A.admin)).status).toBe(422);
    expect((await post(passportFieldsSaveCall, { data: [data[0]!, data[0]!] }, A.admin)).status).toBe(422);
    const saved = await post(passportFieldsSaveCall, { data }, A.admin);
    expect(saved.result.saved).toBe(true);
    expect(saved.result.data.map((f: { key: string }) => f.key)).toEqual(['number', 'country', 'issueDate', 'expiryDate', 'copy']);
    expect(saved.result.data.find((f: { key: string }) => f.key === 'copy')).toEqual({ key: 'copy', collected: false, required: false });
    expect((await post(passportFieldsCall, {}, A.attorney)).result.data.find((f: { key: string }) => f.key === 'issueDate').required).toBe(false);
    expect((await post(passportFieldsCall, {}, A.petitioner)).status).toBe(403);
    expect((await post(passportFieldsCall, {}, B.admin, B)).result.saved).toBe(false);

    // The reading side: a case's questionnaire leaves out what is not collected and requires as chosen.
    type F = { key: string; required?: unknown; notRequired?: boolean };
    const fieldsOf = async (tenant: CaseTenant, petitionId: string) =>
      (await post(questionnaireDetailsCall, { petitionId, kind: 'beneficiary' }, tenant.admin, tenant)).result.fields as F[];
    const c = await create();
    const fields = await fieldsOf(A, c.result.id);
    expect(fields.some((f) => f.key === 'beneficiary.passport.copy')).toBe(false);
    expect(fields.find((f) => f.key === 'beneficiary.passport.issueDate')).toMatchObject({ required: false, notRequired: true });
    expect(fields.find((f) => f.key === 'beneficiary.passport.number')).toMatchObject({ required: true });
    const other = await post(createPetitionCall, { typeId: 4, subTypeId: 11, petitionerId: B.companyId, beneficiaryId: B.beneficiaryId }, B.admin, B);
    expect((await fieldsOf(B, other.result.id)).some((f) => f.key === 'beneficiary.passport.copy')).toBe(true);
  });

  it('master data: a tenant adds and updates its own rows; global rows are read-only; other tenants never see them', async () => {
    expect((await post(addMasterdataCall, { category: 'carriers', name: 'Acme Courier' }, A.attorney)).status).toBe(403);
    const own = await post(addMasterdataCall, { category: 'carriers', name: 'Acme Courier', code: 'ACME' }, A.admin);
    expect(own.status).toBe(200);
    expect(own.result.tenantId).not.toBeNull();
    const upd = await post(updateMasterdataCall, { category: 'carriers', id: own.result.id, name: 'Acme Courier Ltd' }, A.manager);
    expect(upd.result.name).toBe('Acme Courier Ltd');
    const global = await post(listMasterdataCall, { category: 'petition_types' }, A.admin);
    const h1b = global.result.data.find((x: { id: number }) => x.id === 1);
    expect(h1b.tenantId).toBeNull();
    const refused = await post(updateMasterdataCall, { category: 'petition_types', id: 1, name: 'Hacked' }, A.admin);
    expect(refused.status).toBe(403);
    expect((await post(listMasterdataCall, { category: 'petition_types' }, A.admin)).result.data.find((x: { id: number }) => x.id === 1).name).toBe('H-1B');
    // B neither sees nor changes A's row.
    const bList = await post(listMasterdataCall, { category: 'carriers' }, B.admin, B);
    expect(bList.result.data.some((x: { id: number }) => x.id === own.result.id)).toBe(false);
    expect((await post(updateMasterdataCall, { category: 'carriers', id: own.result.id, name: 'Stolen' }, B.admin, B)).status).toBe(404);
  });

  it("names: a firm's renamed type and own subtype show on its cases, lists and reports; deactivated keep theirs; never another firm's", async () => {
    const own = await post(caseSubtypeAddCall, { typeId: 4, name: 'Spouse of E-3 worker' }, A.admin);
    expect(own.status).toBe(200);
    const ownId = own.result.subTypeId as number;
    const c = await create({ subTypeId: ownId });
    expect(c.status).toBe(200);
    const caseId = c.result.id as string;
    expect((await post(caseTypeRenameCall, { typeId: 4, subTypeId: 0, name: 'Dependent spouse (H-4)' }, A.admin)).status).toBe(200);

    const names = await post(caseNamesCall, {}, A.paralegal);
    expect(names.status).toBe(200);
    expect(names.result.types).toContainEqual({ typeId: 4, name: 'Dependent spouse (H-4)' });
    expect(names.result.subtypes).toContainEqual({ typeId: 4, subTypeId: ownId, name: 'Spouse of E-3 worker' });
    expect((await post(caseNamesCall, {}, A.petitioner)).status).toBe(200);

    const details = await post(petitionDetailsCall, { petitionId: caseId }, A.admin);
    expect(details.result).toMatchObject({ typeName: 'Dependent spouse (H-4)', subTypeName: 'Spouse of E-3 worker' });
    const list = await post(listPetitionsCall, { list: 'cases', perpage: 100 }, A.admin);
    const row = list.result.data.find((r: { id: string }) => r.id === caseId);
    expect(row).toMatchObject({ typeName: 'Dependent spouse (H-4)', subTypeName: 'Spouse of E-3 worker' });
    const report = await post(runReportCall, { reportId: 'case-list', pageSize: 100 }, A.admin);
    expect(report.status).toBe(200);
    const reportRow = report.result.rows.find((r: { caseId?: string; id?: string }) => (r.caseId ?? r.id) === caseId);
    expect(reportRow).toMatchObject({ typeName: 'Dependent spouse (H-4)' });

    // A second rename follows at once; deactivating keeps the name on old cases.
    expect((await post(caseTypeRenameCall, { typeId: 4, subTypeId: 0, name: 'Spouse visa' }, A.admin)).status).toBe(200);
    expect((await post(caseTypeSetActiveCall, { typeId: 4, subTypeId: ownId, active: false }, A.admin)).status).toBe(200);
    const after = await post(petitionDetailsCall, { petitionId: caseId }, A.admin);
    expect(after.result).toMatchObject({ typeName: 'Spouse visa', subTypeName: 'Spouse of E-3 worker' });
    expect((await post(caseNamesCall, {}, A.admin)).result.subtypes).toContainEqual({ typeId: 4, subTypeId: ownId, name: 'Spouse of E-3 worker' });

    // Firm B sees the product's names and none of A's.
    const bNames = await post(caseNamesCall, {}, B.admin, B);
    expect(bNames.status).toBe(200);
    expect(JSON.stringify(bNames.result)).not.toContain('Spouse');
    const bCase = await post(createPetitionCall, { typeId: 4, subTypeId: 11, petitionerId: B.companyId, beneficiaryId: B.beneficiaryId }, B.admin, B);
    const bList = await post(listPetitionsCall, { list: 'cases', perpage: 100 }, B.admin, B);
    expect(bList.result.data.find((r: { id: string }) => r.id === bCase.result.id)).toMatchObject({ typeName: 'H-4' });
    expect(JSON.stringify(bList.result)).not.toContain('Spouse');
    expect((await post(petitionDetailsCall, { petitionId: caseId }, B.admin, B)).status).toBe(404);
    expect((await h.post(A.t, caseNamesCall, {})).status).toBe(401);
  });
});
