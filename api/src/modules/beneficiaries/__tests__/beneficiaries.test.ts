import { beneficiaryDetailsCall, createBeneficiaryCall, createCompanyCall, deleteBeneficiaryCall, deleteBeneficiaryDocumentsCall, exportBeneficiariesCsvCall, inviteBeneficiaryCall, listBeneficiariesCall, listPeopleActivityCall, mergeBeneficiariesCall, saveBeneficiaryDocumentsCall, saveDependentsCall, updateBeneficiaryCall, type TCreateBeneficiaryPayload } from 'shared/contract';
import { and, eq } from 'drizzle-orm';
import { linkTokens } from '../../../platform/auth';
import { withTenant } from '../../../platform/db';
import { testDbKinds, type TestLogin } from '../../../testing';
import { companyUsers } from '../../companies';
import { users } from '../../users';
import { duplicateIdOf, peopleHarness, type PeopleHarness, type PeopleTenant } from '../../../testing';

const ANANYA = {
  firstName: 'Ananya',
  lastName: 'Iyer',
  dateOfBirth: '1992-04-17',
  birthCity: 'Chennai',
  birthCountryId: 101,
  citizenshipCountryId: 101,
  email: 'ananya.iyer@example.test',
  phone: '+91 98765 43210',
  passport: { number: 'z4821937', countryId: 101, issueDate: '2019-06-10', expiryDate: '2029-06-09' },
  currentStatus: { code: 'H-1B', validFrom: '2024-10-01', expiryDate: '2027-09-30' },
  i94: { number: '12345678901', expiryDate: '2027-09-30' },
  hlStartDate: '2021-10-01',
  addresses: [{ type: 'home', line1: '10 Main St', countryDetails: { id: 231, name: 'United States' }, zipcode: '94105' }],
  education: [{ degree: 'M.S. Computer Science', institution: 'Arizona State University', graduationDate: '2018-05-12' }],
  employment: [{ employer: 'Infosys', title: 'Engineer', startDate: '2015-01-01', endDate: '2016-07-31' }],
} satisfies TCreateBeneficiaryPayload;

describe.each(testDbKinds())('beneficiaries (%s)', (kind) => {
  let h: PeopleHarness;
  let A: PeopleTenant;
  let B: PeopleTenant;
  let admin: TestLogin;
  let adminB: TestLogin;
  let companyId: string;
  let otherCompanyId: string;
  let ananyaId: string;

  beforeAll(async () => {
    h = await peopleHarness(kind);
    A = await h.newTenant();
    B = await h.newTenant();
    admin = await A.login(3);
    adminB = await B.login(3);
    companyId = (await h.post(A, createCompanyCall, { name: 'Northwind Analytics Inc.', branchId: A.branchIds[0] }, admin)).result.id;
    otherCompanyId = (await h.post(A, createCompanyCall, { name: 'Cascade Health', branchId: A.branchIds[1] }, admin)).result.id;
  });
  afterAll(async () => {
    await h?.close();
  });

  it('creates a beneficiary with the full profile; the H/L max-out date is computed', async () => {
    const res = await h.post(A, createBeneficiaryCall, { ...ANANYA, companyId }, admin);
    expect(res.status).toBe(200);
    ananyaId = res.result.id;
    expect(res.result).toMatchObject({
      name: 'Ananya Iyer',
      passport: { number: 'Z4821937', countryId: 101, expiryDate: '2029-06-09' },
      citizenshipCountryName: 'India',
      companyId,
      companyName: 'Northwind Analytics Inc.',
      branchId: A.branchIds[0],
      relation: 'principal',
      maxOutDate: '2027-09-30',
      isTemporaryEmail: false,
      status: 'active',
      education: [expect.objectContaining({ degree: 'M.S. Computer Science' })],
    });
  });

  it('refuses invalid profiles with the SPEC §5 messages', async () => {
    const res = await h.post(
      A,
      createBeneficiaryCall,
      {
        firstName: 'Bad',
        lastName: 'Data',
        passport: { number: '12345678', countryId: 101 },
        dateOfBirth: '1990-02-30',
        email: 'not-an-email',
        addresses: [{ line1: 'x', countryDetails: { id: 231, name: 'United States' }, zipcode: 'ABCDE' }],
      },
      admin,
    );
    expect(res.status).toBe(422);
    const issues = res.error.issues.map((i: { path: string; message: string }) => `${i.path}: ${i.message}`);
    expect(issues).toEqual(
      expect.arrayContaining([
        'passport.number: Passport number not valid',
        'dateOfBirth: Date must be a valid format (MM/DD/YYYY)',
        'email: The Email field must be a valid email',
        'addresses.0.zipcode: Zip Code not valid',
      ]),
    );
    const phone = await h.post(A, createBeneficiaryCall, { firstName: 'P', lastName: 'Q', phone: '12345', countryCallingCode: '91' }, admin);
    expect(phone.error.issues).toEqual([{ path: 'phone', message: 'is not a valid phone number' }]);
    const required = await h.post(A, createBeneficiaryCall, { firstName: ' ', lastName: 'X' }, admin);
    expect(required.error.issues).toEqual([{ path: 'firstName', message: 'Please fill First Name .' }]);
  });

  it('flags e-mails on the temporary-account domain', async () => {
    const res = await h.post(A, createBeneficiaryCall, { firstName: 'Temp', lastName: 'Mail', email: 'temp@mailinator.com' }, admin);
    expect(res.result.isTemporaryEmail).toBe(true);
    const list = await h.post(A, listBeneficiariesCall, { search: 'temp mail' }, admin);
    expect(list.result.data[0].isTemporaryEmail).toBe(true);
  });

  it('answers 409 with the duplicate’s id for the same passport number or e-mail', async () => {
    const byPassport = await h.post(A, createBeneficiaryCall, { firstName: 'Ana', lastName: 'Iyer', passport: { number: 'Z4821937', countryId: 101 } }, admin);
    expect(byPassport.status).toBe(409);
    expect(duplicateIdOf(byPassport.error)).toBe(ananyaId);
    expect(byPassport.error.issues[1].path).toBe('passportNumber');
    const byEmail = await h.post(A, createBeneficiaryCall, { firstName: 'A', lastName: 'I', email: 'ANANYA.IYER@example.test' }, admin);
    expect(byEmail.status).toBe(409);
    expect(duplicateIdOf(byEmail.error)).toBe(ananyaId);
    const otherTenant = await h.post(B, createBeneficiaryCall, { firstName: 'Ana', lastName: 'Iyer', passport: { number: 'Z4821937', countryId: 101 } }, adminB);
    expect(otherTenant.status).toBe(200);
  });

  it('lists with search (name, passport), filters and the tenant’s word', async () => {
    await h.post(A, createBeneficiaryCall, { firstName: 'Wei', lastName: 'Zhang', companyId: otherCompanyId, passport: { number: 'EH4471825', countryId: 44 }, currentStatus: { code: 'L-1A' } }, admin);
    const all = await h.post(A, listBeneficiariesCall, { sort: { field: 'name', order: 1 } }, admin);
    expect(all.result.term).toBe('beneficiary');
    expect(all.result.data.map((b: { name: string }) => b.name)).toEqual(['Ananya Iyer', 'Temp Mail', 'Wei Zhang']);
    expect((await h.post(A, listBeneficiariesCall, { search: 'eh447' }, admin)).result.data.map((b: { name: string }) => b.name)).toEqual(['Wei Zhang']);
    expect((await h.post(A, listBeneficiariesCall, { matcher: { companyIds: [companyId] } }, admin)).result.count).toBe(1);
    expect((await h.post(A, listBeneficiariesCall, { matcher: { currentStatusCodes: ['L-1A'] } }, admin)).result.data[0].name).toBe('Wei Zhang');
    expect((await h.post(A, listBeneficiariesCall, { matcher: { citizenshipCountryIds: [101] } }, admin)).result.data[0].name).toBe('Ananya Iyer');
    const keyset = await h.post(A, listBeneficiariesCall, { perpage: 1, sort: { field: 'passportExpiry', order: 1 } }, admin);
    expect(keyset.result.data[0].name).toBe('Ananya Iyer');
    const next = await h.post(A, listBeneficiariesCall, { perpage: 2, cursor: keyset.result.nextCursor, sort: { field: 'passportExpiry', order: 1 } }, admin);
    // Both have no passport expiry (sorted last, then by id): the next page holds exactly the other two.
    expect(next.result.data.map((b: { name: string }) => b.name).sort()).toEqual(['Temp Mail', 'Wei Zhang']);
    expect(next.result.nextCursor).toBeNull();
  });

  it('saves dependents as linked beneficiaries that follow the principal', async () => {
    const res = await h.post(
      A,
      saveDependentsCall,
      {
        beneficiaryId: ananyaId,
        dependents: [
          { relation: 'spouse', firstName: 'Karthik', lastName: 'Iyer', dateOfBirth: '1990-11-02', passport: { number: 'P7712094', countryId: 101, expiryDate: '2031-03-14' }, currentStatus: { code: 'H-4', expiryDate: '2027-09-30' } },
          { relation: 'child', firstName: 'Meera', lastName: 'Iyer', dateOfBirth: '2019-08-23' },
        ],
      },
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.result.dependents.map((d: { name: string; relation: string; principalId: string; companyId: string }) => [d.name, d.relation, d.principalId, d.companyId])).toEqual([
      ['Meera Iyer', 'child', ananyaId, companyId],
      ['Karthik Iyer', 'spouse', ananyaId, companyId],
    ]);
    const spouseId = res.result.dependents[1].id;
    const twoSpouses = await h.post(A, saveDependentsCall, { beneficiaryId: ananyaId, dependents: [{ relation: 'spouse', firstName: 'X', lastName: 'Y' }] }, admin);
    expect(twoSpouses.status).toBe(422);
    const details = await h.post(A, beneficiaryDetailsCall, { beneficiaryId: ananyaId }, admin);
    expect(details.result.dependents.map((d: { name: string }) => d.name)).toEqual(['Meera Iyer', 'Karthik Iyer']);
    const moved = await h.post(A, updateBeneficiaryCall, { beneficiaryId: ananyaId, companyId: otherCompanyId }, admin);
    expect(moved.result.companyId).toBe(otherCompanyId);
    const spouse = await h.post(A, beneficiaryDetailsCall, { beneficiaryId: spouseId }, admin);
    expect(spouse.result).toMatchObject({ companyId: otherCompanyId, principalName: 'Ananya Iyer' });
    await h.post(A, updateBeneficiaryCall, { beneficiaryId: ananyaId, companyId }, admin);
    const removed = await h.post(A, saveDependentsCall, { beneficiaryId: ananyaId, removeIds: [res.result.dependents[0].id] }, admin);
    expect(removed.result.dependents.map((d: { name: string }) => d.name)).toEqual(['Karthik Iyer']);
    const dependentsOnly = await h.post(A, listBeneficiariesCall, { matcher: { relation: 'dependent' } }, admin);
    expect(dependentsOnly.result.data.map((b: { name: string }) => b.name)).toEqual(['Karthik Iyer']);
  });

  it('keeps documents by registry key; a single-file slot keeps its newest file', async () => {
    const k1 = await h.storedFile(A);
    const k2 = await h.storedFile(A);
    const k3 = await h.storedFile(A);
    await h.post(A, saveBeneficiaryDocumentsCall, { beneficiaryId: ananyaId, documents: [{ docType: 'passport_bio_page', key: k1, name: 'old.pdf' }] }, admin);
    const res = await h.post(
      A,
      saveBeneficiaryDocumentsCall,
      { beneficiaryId: ananyaId, documents: [{ docType: 'passport_bio_page', key: k2, name: 'new.pdf' }, { docType: 'pay_stubs', key: k3, name: 'jan.pdf' }] },
      admin,
    );
    expect(res.result.documents.map((d: { docType: string; name: string; label: string }) => [d.docType, d.name, d.label])).toEqual([
      ['passport_bio_page', 'new.pdf', 'Passport (bio page)'],
      ['pay_stubs', 'jan.pdf', 'Pay Stubs'],
    ]);
    const bad = await h.post(A, saveBeneficiaryDocumentsCall, { beneficiaryId: ananyaId, documents: [{ docType: 'tax_thing', key: k3, name: 'x.pdf' }] }, admin);
    expect(bad.status).toBe(422);
    const del = await h.post(A, deleteBeneficiaryDocumentsCall, { beneficiaryId: ananyaId, documentIds: [res.result.documents[1].id] }, admin);
    expect(del.result.deleted).toBe(1);
  });

  it('applies the role rules: petitioner his company’s people, beneficiary only himself', async () => {
    const petitioner = await A.login(50);
    await withTenant(h.database.db, A.id, (tx) => tx.insert(companyUsers).values({ companyId, userId: petitioner.userId }));
    const list = await h.post(A, listBeneficiariesCall, {}, petitioner);
    expect(list.result.data.map((b: { name: string }) => b.name).sort()).toEqual(['Ananya Iyer', 'Karthik Iyer']);
    const wei = (await h.post(A, listBeneficiariesCall, { search: 'wei' }, admin)).result.data[0].id;
    expect((await h.post(A, beneficiaryDetailsCall, { beneficiaryId: wei }, petitioner)).status).toBe(404);
    const created = await h.post(A, createBeneficiaryCall, { firstName: 'New', lastName: 'Hire', companyId: otherCompanyId }, petitioner);
    expect(created.status).toBe(404);
    const own = await h.post(A, createBeneficiaryCall, { firstName: 'New', lastName: 'Hire', attorneyUserId: admin.userId }, petitioner);
    expect(own.result).toMatchObject({ companyId, attorneyUserId: null });

    const self = await A.login(51);
    await withTenant(h.database.db, A.id, (tx) => tx.update(users).set({ detailsId: ananyaId }).where(eq(users.id, self.userId)));
    const mine = await h.post(A, listBeneficiariesCall, {}, self);
    expect(mine.result.data.map((b: { id: string }) => b.id)).toEqual([ananyaId]);
    const upd = await h.post(A, updateBeneficiaryCall, { beneficiaryId: ananyaId, phone: '+1 415 555 0132', companyId: otherCompanyId, status: 'inactive' }, self);
    expect(upd.result).toMatchObject({ phone: '+1 415 555 0132', companyId, status: 'active' });
    expect((await h.post(A, beneficiaryDetailsCall, { beneficiaryId: wei }, self)).status).toBe(404);
    expect((await h.post(A, createBeneficiaryCall, { firstName: 'X', lastName: 'Y' }, self)).status).toBe(403);
    expect((await h.post(A, saveDependentsCall, { beneficiaryId: ananyaId, dependents: [] }, self)).status).toBe(403);

    const bm = await A.login(4, { branchIds: [A.branchIds[1]!] });
    const bmList = await h.post(A, listBeneficiariesCall, {}, bm);
    expect(bmList.result.data.map((b: { name: string }) => b.name)).toEqual(['Wei Zhang']);
  });

  it('keeps tenant B out', async () => {
    expect((await h.post(B, beneficiaryDetailsCall, { beneficiaryId: ananyaId }, adminB)).status).toBe(404);
    expect((await h.post(B, updateBeneficiaryCall, { beneficiaryId: ananyaId, firstName: 'Hacked' }, adminB)).status).toBe(404);
    expect((await h.post(B, deleteBeneficiaryCall, { beneficiaryId: ananyaId }, adminB)).status).toBe(404);
    expect((await h.post(B, createBeneficiaryCall, { firstName: 'X', lastName: 'Y', companyId }, adminB)).status).toBe(404);
    expect((await h.post(B, listBeneficiariesCall, {}, adminB)).result.data.map((b: { name: string }) => b.name)).toEqual(['Ana Iyer']);
    expect((await h.post(A, beneficiaryDetailsCall, { beneficiaryId: ananyaId }, admin)).result.firstName).toBe('Ananya');
  });

  it('invites a beneficiary (BENEFICIARY_INVITE) and creates his role-51 login', async () => {
    const attorney = await A.login(6);
    expect((await h.post(A, inviteBeneficiaryCall, { beneficiaryId: ananyaId }, attorney)).status).toBe(403);
    const fresh = (await h.post(A, createBeneficiaryCall, { firstName: 'Invite', lastName: 'Me', email: 'invite.me@example.test' }, admin)).result.id;
    const res = await h.post(A, inviteBeneficiaryCall, { beneficiaryId: fresh }, admin);
    expect(res.status).toBe(200);
    const [u] = await withTenant(h.database.db, A.id, (tx) => tx.select().from(users).where(eq(users.id, res.result.userId)));
    expect(u).toMatchObject({ roleId: 51, status: 'invited', email: 'invite.me@example.test', detailsId: fresh });
    const links = await withTenant(h.database.db, A.id, (tx) =>
      tx.select().from(linkTokens).where(and(eq(linkTokens.recordId, u!.id), eq(linkTokens.purpose, 'invitation'))),
    );
    expect(links).toHaveLength(1);
    const details = await h.post(A, beneficiaryDetailsCall, { beneficiaryId: fresh }, admin);
    expect(details.result).toMatchObject({ userId: u!.id, status: 'invited' });
    const again = await h.post(A, inviteBeneficiaryCall, { beneficiaryId: fresh }, admin);
    expect(again.result.userId).toBe(u!.id);
    const noEmail = (await h.post(A, createBeneficiaryCall, { firstName: 'No', lastName: 'Email' }, admin)).result.id;
    expect((await h.post(A, inviteBeneficiaryCall, { beneficiaryId: noEmail }, admin)).status).toBe(422);
  });

  it('merges a duplicate beneficiary and deletes with dependents', async () => {
    const dup = await h.post(A, createBeneficiaryCall, { firstName: 'Ananya', lastName: 'Iyer', alienNumber: 'A12345678', ssn: '123-45-6789' }, admin);
    const merged = await h.post(A, mergeBeneficiariesCall, { targetId: ananyaId, sourceId: dup.result.id }, admin);
    expect(merged.status).toBe(200);
    expect(merged.result).toMatchObject({ alienNumber: 'A12345678', ssnLast4: '6789', passport: { number: 'Z4821937' } });
    expect((await h.post(A, beneficiaryDetailsCall, { beneficiaryId: dup.result.id }, admin)).status).toBe(404);
    const del = await h.post(A, deleteBeneficiaryCall, { beneficiaryId: ananyaId }, admin);
    expect(del.result).toEqual({ id: ananyaId, deleted: true, dependentsDeleted: 1 });
    expect((await h.post(A, listBeneficiariesCall, { search: 'iyer' }, admin)).result.count).toBe(0);
    const act = await h.post(A, listPeopleActivityCall, { entity: 'beneficiary', id: ananyaId }, admin);
    expect(act.result.data.map((a: { action: string }) => a.action)).toEqual(expect.arrayContaining(['create', 'update', 'dependents-save', 'documents-save', 'merge', 'delete']));
  });

  it('exports CSV and uses the word “employee” for a company tenant with employee management', async () => {
    const csv = await h.post(A, exportBeneficiariesCsvCall, {}, admin);
    expect(csv.result.fileName).toMatch(/^beneficiaries-/);
    expect(csv.result.content.split('\r\n')[0]).toMatch(/^First Name,Last Name,Relation/);
    const E = await h.newTenant({ typeId: 1, employeeMngmt: 1 });
    const eAdmin = await E.login(3);
    const list = await h.post(E, listBeneficiariesCall, {}, eAdmin);
    expect(list.result.term).toBe('employee');
    const T2 = await h.newTenant({ typeId: 2 });
    expect((await h.post(T2, listBeneficiariesCall, {}, await T2.login(3))).result.term).toBe('employee');
  });
});
