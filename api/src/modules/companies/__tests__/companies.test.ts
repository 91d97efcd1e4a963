import { companyDetailsCall, createCompanyCall, deleteCompanyDocumentsCall, exportCompaniesCsvCall, listCompaniesCall, listPeopleActivityCall, mergeCompaniesCall, saveCompanyDocumentsCall, updateAuthSignerSignCall, updateCompanyCall, updateCompanyStatusCall, type TCreateCompanyPayload } from 'shared/contract';
import { eq } from 'drizzle-orm';
import { withTenant } from '../../../platform/db';
import type { TestLogin } from '../../../testing';
import { testDbKinds } from '../../../testing';
import { beneficiaries } from '../../beneficiaries';
import { users } from '../../users';
import { duplicateIdOf, peopleHarness, type PeopleHarness, type PeopleTenant } from '../../../testing';
import { createCompanyForInvite } from '../companies.service';
import { companyUsers } from '../companies.table';

const NORTHWIND = {
  name: 'Northwind Analytics Inc.',
  feiNumber: '12-3456789',
  naicsCode: '541511',
  employeesCount: 120,
  grossIncome: 18500000,
  netIncome: 2100000,
  yearEstablished: 2009,
  email: 'hr@northwind.example',
  phone: '(415) 555-0132',
  addresses: [
    {
      type: 'physical',
      line1: '500 Howard St',
      locationDetails: { name: 'San Francisco' },
      stateDetails: { name: 'California' },
      countryDetails: { id: 231, name: 'United States' },
      zipcode: '94105',
    },
  ],
  contacts: [{ name: 'Maya Chen', title: 'HR Director', email: 'maya@northwind.example', isPrimary: true }],
  authSigner: { firstName: 'Daniel', lastName: 'Brooks', title: 'CEO' },
} satisfies TCreateCompanyPayload;

describe.each(testDbKinds())('petitioner companies (%s)', (kind) => {
  let h: PeopleHarness;
  let A: PeopleTenant;
  let B: PeopleTenant;
  let admin: TestLogin;
  let adminB: TestLogin;
  let companyId: string;

  beforeAll(async () => {
    h = await peopleHarness(kind);
    A = await h.newTenant();
    B = await h.newTenant();
    admin = await A.login(3);
    adminB = await B.login(3);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('creates a petitioner with its details and records the activity', async () => {
    const res = await h.post(A, createCompanyCall, { ...NORTHWIND, branchId: A.branchIds[0] }, admin);
    expect(res.status).toBe(200);
    companyId = res.result.id;
    expect(res.result).toMatchObject({
      name: NORTHWIND.name,
      feiNumber: '12-3456789',
      statusId: 1,
      statusName: 'Active',
      branchName: 'East',
      beneficiaryCount: 0,
      authSigner: { name: 'Daniel Brooks', signatureKey: null },
    });
    const act = await h.post(A, listPeopleActivityCall, { entity: 'company', id: companyId }, admin);
    expect(act.result.data.map((x: { action: string; userId: string }) => [x.action, x.userId])).toEqual([['create', admin.userId]]);
  });

  it('refuses bad input with the field and its message', async () => {
    const res = await h.post(A, createCompanyCall, { name: 'Bad Co', feiNumber: '123456789', addresses: [{ line1: 'x', countryDetails: { id: 231, name: 'United States' }, zipcode: '123' }] }, admin);
    expect(res.status).toBe(422);
    const issues = res.error.issues.map((i: { path: string; message: string }) => `${i.path}: ${i.message}`);
    expect(issues).toEqual(expect.arrayContaining(['feiNumber: FEIN must be in the format NN-NNNNNNN', 'addresses.0.zipcode: Zip Code not valid']));
    const missing = await h.post(A, createCompanyCall, { name: '' }, admin);
    expect(missing.error.issues[0]).toEqual({ path: 'name', message: 'Please fill Company Name .' });
  });

  it('answers 409 CONFLICT with the duplicate’s id for a FEIN that exists', async () => {
    const res = await h.post(A, createCompanyCall, { name: 'Northwind Again LLC', feiNumber: '12-3456789' }, admin);
    expect(res.status).toBe(409);
    expect(res.error.code).toBe('CONFLICT');
    expect(duplicateIdOf(res.error)).toBe(companyId);
    // Another tenant may use the same FEIN (it is their own client).
    const other = await h.post(B, createCompanyCall, { name: 'Their Northwind', feiNumber: '12-3456789' }, adminB);
    expect(other.status).toBe(200);
  });

  it('lists with search, filters, sort and keyset paging', async () => {
    for (const [name, fein, statusId] of [
      ['Cascade Health Partners LLC', '91-2045873', 1],
      ['Lone Star Semiconductor Corp.', '74-2968410', 2],
      ['Brightwater Medical Center', '36-4419027', 1],
    ] as const) {
      const r = await h.post(A, createCompanyCall, { name, feiNumber: fein, statusId, branchId: A.branchIds[1] }, admin);
      expect(r.status).toBe(200);
    }
    const all = await h.post(A, listCompaniesCall, { perpage: 2, sort: { field: 'name', order: 1 } }, admin);
    expect(all.result.count).toBe(4);
    expect(all.result.data.map((c: { name: string }) => c.name)).toEqual(['Brightwater Medical Center', 'Cascade Health Partners LLC']);
    const next = await h.post(A, listCompaniesCall, { perpage: 2, cursor: all.result.nextCursor, sort: { field: 'name', order: 1 } }, admin);
    expect(next.result.data.map((c: { name: string }) => c.name)).toEqual(['Lone Star Semiconductor Corp.', 'Northwind Analytics Inc.']);
    expect(next.result.nextCursor).toBeNull();
    const page2 = await h.post(A, listCompaniesCall, { page: 2, perpage: 3, sort: { field: 'name', order: -1 } }, admin);
    expect(page2.result.data.map((c: { name: string }) => c.name)).toEqual(['Brightwater Medical Center']);
    const search = await h.post(A, listCompaniesCall, { search: 'semi' }, admin);
    expect(search.result.data.map((c: { name: string }) => c.name)).toEqual(['Lone Star Semiconductor Corp.']);
    const byFein = await h.post(A, listCompaniesCall, { search: '91-20' }, admin);
    expect(byFein.result.data.map((c: { feiNumber: string }) => c.feiNumber)).toEqual(['91-2045873']);
    const inactive = await h.post(A, listCompaniesCall, { matcher: { statusIds: [2] } }, admin);
    expect(inactive.result.data.map((c: { name: string }) => c.name)).toEqual(['Lone Star Semiconductor Corp.']);
    const east = await h.post(A, listCompaniesCall, { matcher: { branchIds: [A.branchIds[0]!] } }, admin);
    expect(east.result.data.map((c: { name: string }) => c.name)).toEqual(['Northwind Analytics Inc.']);
    const bad = await h.post(A, listCompaniesCall, { cursor: 'not-a-cursor' }, admin);
    expect(bad.status).toBe(422);
  });

  it('updates fields and status, and records before and after', async () => {
    const up = await h.post(A, updateCompanyCall, { companyId, employeesCount: 130, naicsCode: '541512' }, admin);
    expect(up.status).toBe(200);
    expect(up.result).toMatchObject({ employeesCount: 130, naicsCode: '541512', name: NORTHWIND.name });
    const st = await h.post(A, updateCompanyStatusCall, { companyId, statusId: 2 }, admin);
    expect(st.result).toMatchObject({ statusId: 2, statusName: 'Inactive' });
    const badStatus = await h.post(A, updateCompanyStatusCall, { companyId, statusId: 999 }, admin);
    expect(badStatus.status).toBe(422);
    const act = await h.post(A, listPeopleActivityCall, { entity: 'company', id: companyId }, admin);
    const upd = act.result.data.find((x: { action: string }) => x.action === 'update');
    // The stored search vector is derived from the name, DBA, e-mail and FEIN: never in the history.
    const renamed = await h.post(A, updateCompanyCall, { companyId, dba: 'Northwind Data' }, admin);
    expect(renamed.status).toBe(200);
    const after = await h.post(A, listPeopleActivityCall, { entity: 'company', id: companyId }, admin);
    const fields = after.result.data.flatMap((x: { changes?: { field: string }[] }) => (x.changes ?? []).map((c) => c.field));
    expect(fields).toContain('dba');
    expect(fields).not.toContain('searchVector');
    expect(upd.changes).toEqual(
      expect.arrayContaining([
        { field: 'employeesCount', before: 120, after: 130 },
        { field: 'naicsCode', before: '541511', after: '541512' },
      ]),
    );
    expect(act.result.data[0].action).toBe('update-status');
    await h.post(A, updateCompanyStatusCall, { companyId, statusId: 1 }, admin);
  });

  it('attaches and detaches documents and the signatory’s signature (stored files of the tenant only)', async () => {
    const key = await h.storedFile(A);
    const saved = await h.post(A, saveCompanyDocumentsCall, { companyId, documents: [{ docType: 'articles_of_incorporation', key, name: 'articles.pdf' }] }, admin);
    expect(saved.status).toBe(200);
    expect(saved.result.documents).toEqual([expect.objectContaining({ docType: 'articles_of_incorporation', label: 'Articles of Incorporation', key, mimetype: 'application/pdf' })]);
    const unknownType = await h.post(A, saveCompanyDocumentsCall, { companyId, documents: [{ docType: 'nope', key, name: 'x.pdf' }] }, admin);
    expect(unknownType.status).toBe(422);
    const foreignKey = await h.storedFile(B);
    const foreign = await h.post(A, saveCompanyDocumentsCall, { companyId, documents: [{ docType: 'annual_report', key: foreignKey, name: 'x.pdf' }] }, admin);
    expect(foreign.status).toBe(404);
    const del = await h.post(A, deleteCompanyDocumentsCall, { companyId, documentIds: [saved.result.documents[0].id] }, admin);
    expect(del.result).toEqual({ deleted: 1, documents: [] });

    const png = await h.storedFile(A, { mimetype: 'image/png', ext: 'png' });
    const sign = await h.post(A, updateAuthSignerSignCall, { companyId, signatureKey: png }, admin);
    expect(sign.result.authSigner).toMatchObject({ name: 'Daniel Brooks', signatureKey: png, signedAt: expect.any(String) });
    const pdfSign = await h.post(A, updateAuthSignerSignCall, { companyId, signatureKey: key }, admin);
    expect(pdfSign.status).toBe(422);
    const clear = await h.post(A, updateAuthSignerSignCall, { companyId, signatureKey: null }, admin);
    expect(clear.result.authSigner.signatureKey).toBeNull();
  });

  it('exports the filtered list as CSV', async () => {
    const res = await h.post(A, exportCompaniesCsvCall, { matcher: { branchIds: [A.branchIds[1]!] } }, admin);
    expect(res.result.mimeType).toBe('text/csv');
    expect(res.result.rowCount).toBe(3);
    const lines = res.result.content.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Name,FEIN,NAICS/);
    expect(lines.slice(1).map((l: string) => l.split(',')[0])).toEqual(['Brightwater Medical Center', 'Cascade Health Partners LLC', 'Lone Star Semiconductor Corp.']);
  });

  it('keeps tenant B out: details, update and list never reach A’s records', async () => {
    const details = await h.post(B, companyDetailsCall, { companyId }, adminB);
    expect(details.status).toBe(404);
    const update = await h.post(B, updateCompanyCall, { companyId, name: 'Hacked' }, adminB);
    expect(update.status).toBe(404);
    const list = await h.post(B, listCompaniesCall, {}, adminB);
    expect(list.result.data.map((c: { name: string }) => c.name)).toEqual(['Their Northwind']);
    const crossHost = await h.post(A, companyDetailsCall, { companyId }, adminB);
    expect(crossHost.status).toBe(401);
    const still = await h.post(A, companyDetailsCall, { companyId }, admin);
    expect(still.result.name).toBe(NORTHWIND.name);
  });

  it('applies the role rules: petitioner only his company, branch manager his branches, read-only staff no writes, beneficiaries and external users nothing', async () => {
    const petitioner = await A.login(50);
    await withTenant(h.database.db, A.id, (tx) => tx.insert(companyUsers).values({ companyId, userId: petitioner.userId }));
    const list = await h.post(A, listCompaniesCall, {}, petitioner);
    expect(list.result.data.map((c: { id: string }) => c.id)).toEqual([companyId]);
    const others = await h.post(A, listCompaniesCall, { matcher: {} , search: 'Cascade' }, admin);
    const cascadeId = others.result.data[0].id;
    expect((await h.post(A, companyDetailsCall, { companyId: cascadeId }, petitioner)).status).toBe(404);
    const own = await h.post(A, updateCompanyCall, { companyId, website: 'https://northwind.example', statusId: 2 }, petitioner);
    expect(own.status).toBe(200);
    expect(own.result).toMatchObject({ website: 'https://northwind.example', statusId: 1, registrationCompleted: false });
    const complete = await h.post(A, updateCompanyCall, { companyId, registrationCompleted: true }, petitioner);
    expect(complete.result.registrationCompleted).toBe(true);
    expect((await h.post(A, updateCompanyStatusCall, { companyId, statusId: 2 }, petitioner)).status).toBe(403);
    expect((await h.post(A, createCompanyCall, { name: 'Mine Too' }, petitioner)).status).toBe(403);

    const bm = await A.login(4, { branchIds: [A.branchIds[0]!] });
    const bmList = await h.post(A, listCompaniesCall, {}, bm);
    expect(bmList.result.data.map((c: { id: string }) => c.id)).toEqual([companyId]);
    expect((await h.post(A, companyDetailsCall, { companyId: cascadeId }, bm)).status).toBe(404);

    const readOnly = await A.login(13);
    expect((await h.post(A, listCompaniesCall, {}, readOnly)).result.count).toBe(4);
    expect((await h.post(A, updateCompanyCall, { companyId, website: null }, readOnly)).status).toBe(403);

    const beneficiary = await A.login(51);
    expect((await h.post(A, listCompaniesCall, {}, beneficiary)).status).toBe(403);
    const external = await A.login(6, { isExternal: 1 });
    expect((await h.post(A, listCompaniesCall, {}, external)).status).toBe(403);
    const attorney = await A.login(6);
    expect((await h.post(A, listCompaniesCall, {}, attorney)).result.count).toBe(4);
  });

  it('merges a duplicate: beneficiaries and documents move, the source disappears', async () => {
    const dup = await h.post(A, createCompanyCall, { name: 'Northwind Analytics', website: 'https://dup.example', contacts: [{ name: 'Sam Lee', email: 'sam@northwind.example' }] }, admin);
    const dupId = dup.result.id;
    await withTenant(h.database.db, A.id, (tx) => tx.insert(beneficiaries).values({ firstName: 'Ravi', lastName: 'Kumar', companyId: dupId }));
    const paralegal = await A.login(8);
    expect((await h.post(A, mergeCompaniesCall, { targetId: companyId, sourceId: dupId }, paralegal)).status).toBe(403);
    const merged = await h.post(A, mergeCompaniesCall, { targetId: companyId, sourceId: dupId }, admin);
    expect(merged.status).toBe(200);
    expect(merged.result.beneficiaryCount).toBe(1);
    expect(merged.result.contacts.map((c: { name: string }) => c.name)).toEqual(['Maya Chen', 'Sam Lee']);
    expect((await h.post(A, companyDetailsCall, { companyId: dupId }, admin)).status).toBe(404);
    const act = await h.post(A, listPeopleActivityCall, { entity: 'company', id: dupId }, admin);
    expect(act.result.data[0].action).toBe('merged-into');
  });

  it('creates the company of an invited petitioner for the identity module', async () => {
    const invited = await A.login(50, { email: 'owner@newco.example' });
    const out = await withTenant(h.database.db, A.id, (tx) =>
      createCompanyForInvite(tx, { name: 'NewCo Robotics Inc.', email: 'owner@newco.example', feiNumber: '55-1234567', primaryUserId: invited.userId, actor: { userId: admin.userId, userName: 'Admin' } }),
    );
    expect(out.company).toMatchObject({ name: 'NewCo Robotics Inc.', statusId: 3, primaryUserId: invited.userId });
    expect(out.company.internalUsers.map((u) => u.id)).toEqual([invited.userId]);
    const [u] = await withTenant(h.database.db, A.id, (tx) => tx.select().from(users).where(eq(users.id, invited.userId)));
    expect(u!.companyId).toBe(out.companyId);
    const seen = await h.post(A, listCompaniesCall, {}, invited);
    expect(seen.result.data.map((c: { id: string }) => c.id)).toEqual([out.companyId]);
    await expect(
      withTenant(h.database.db, A.id, (tx) =>
        createCompanyForInvite(tx, { name: 'Dup', feiNumber: '55-1234567', primaryUserId: invited.userId, actor: { userId: null, userName: null } }),
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});
