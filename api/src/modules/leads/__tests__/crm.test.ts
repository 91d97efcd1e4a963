import { beneficiaryDetailsCall, companyDetailsCall, contactDetailsCall, convertLeadCall, createCompanyCall, createContactCall, createIndividualCall, createLeadCall, customerDetailsCall, deleteContactCall, exportContactsCsvCall, exportCustomersCsvCall, exportIndividualsCsvCall, exportLeadsCsvCall, individualDetailsCall, leadDetailsCall, listContactCategoriesCall, listContactsCall, listCustomersCall, listIndividualsCall, listLeadsCall, listPeopleActivityCall, saveContactCategoryCall, updateContactCall, updateIndividualCall, updateLeadCall } from 'shared/contract';
import { testDbKinds, unchecked, type TestLogin } from '../../../testing';
import { duplicateIdOf, peopleHarness, type PeopleHarness, type PeopleTenant } from '../../../testing';

describe.each(testDbKinds())('individuals, customers, contacts and leads (%s)', (kind) => {
  let h: PeopleHarness;
  let A: PeopleTenant;
  let B: PeopleTenant;
  let admin: TestLogin;
  let adminB: TestLogin;
  let frontOffice: TestLogin;
  let individualId: string;

  beforeAll(async () => {
    h = await peopleHarness(kind);
    A = await h.newTenant();
    B = await h.newTenant();
    admin = await A.login(3);
    adminB = await B.login(3);
    frontOffice = await A.login(5);
  });
  afterAll(async () => {
    await h?.close();
  });

  describe('individuals', () => {
    it('creates, lists by account type, updates and refuses duplicates', async () => {
      const res = await h.post(A, createIndividualCall, { accountType: 'Sponsor', accountSubType: 'Spouse sponsor', firstName: 'Laura', lastName: 'Martinez', email: 'laura@example.test', phone: '+1 312 555 0147' }, admin);
      expect(res.status).toBe(200);
      individualId = res.result.id;
      expect(res.result).toMatchObject({ name: 'Laura Martinez', accountType: 'Sponsor', status: 'active' });
      await h.post(A, createIndividualCall, { accountType: 'Investor', firstName: 'Hiroshi', lastName: 'Yamamoto' }, admin);
      const dup = await h.post(A, createIndividualCall, { firstName: 'L', lastName: 'M', email: 'LAURA@example.test' }, admin);
      expect([dup.status, duplicateIdOf(dup.error)]).toEqual([409, individualId]);
      const investors = await h.post(A, listIndividualsCall, { matcher: { accountTypes: ['Investor'] } }, admin);
      expect(investors.result.data.map((i: { name: string }) => i.name)).toEqual(['Hiroshi Yamamoto']);
      const up = await h.post(A, updateIndividualCall, { individualId, accountType: 'Investor', accountSubType: 'EB-5' }, admin);
      expect(up.result).toMatchObject({ accountType: 'Investor', accountSubType: 'EB-5' });
      expect((await h.post(A, createIndividualCall, unchecked({ firstName: 'x', lastName: 'y', accountType: 'Alien' }), admin)).status).toBe(422);
      const csv = await h.post(A, exportIndividualsCsvCall, {}, admin);
      expect(csv.result.rowCount).toBe(2);
    });

    it('is for the firm’s staff only, and per tenant', async () => {
      expect((await h.post(A, listIndividualsCall, {}, await A.login(50))).status).toBe(403);
      expect((await h.post(A, individualDetailsCall, { individualId }, await A.login(51))).status).toBe(403);
      expect((await h.post(B, individualDetailsCall, { individualId }, adminB)).status).toBe(404);
      expect((await h.post(B, updateIndividualCall, { individualId, firstName: 'Hacked' }, adminB)).status).toBe(404);
      expect((await h.post(A, individualDetailsCall, { individualId }, admin)).result.firstName).toBe('Laura');
    });
  });

  describe('customers', () => {
    it('lists petitioners and individuals together as who pays', async () => {
      const company = await h.post(A, createCompanyCall, { name: 'Acme Widgets Inc.', feiNumber: '11-2233445', email: 'ap@acme.example', addresses: [{ type: 'billing', line1: '1 Billing Way', countryDetails: { id: 231, name: 'United States' }, zipcode: '10001' }] }, admin);
      const list = await h.post(A, listCustomersCall, { sort: { field: 'name', order: 1 } }, admin);
      expect(list.result.data.map((c: { kind: string; name: string }) => `${c.kind}:${c.name}`)).toEqual([
        'company:Acme Widgets Inc.',
        'individual:Hiroshi Yamamoto',
        'individual:Laura Martinez',
      ]);
      const paged = await h.post(A, listCustomersCall, { perpage: 2, sort: { field: 'name', order: 1 } }, admin);
      const next = await h.post(A, listCustomersCall, { perpage: 2, cursor: paged.result.nextCursor, sort: { field: 'name', order: 1 } }, admin);
      expect(next.result.data.map((c: { name: string }) => c.name)).toEqual(['Laura Martinez']);
      const companies = await h.post(A, listCustomersCall, { matcher: { kinds: ['company'] } }, admin);
      expect(companies.result.data[0]).toMatchObject({ feiNumber: '11-2233445', billingAddress: { line1: '1 Billing Way' }, active: true });
      const details = await h.post(A, customerDetailsCall, { kind: 'company', customerId: company.result.id }, admin);
      expect(details.result).toMatchObject({ name: 'Acme Widgets Inc.', beneficiaries: [] });
      expect((await h.post(A, customerDetailsCall, { kind: 'individual', customerId: company.result.id }, admin)).status).toBe(404);
      expect((await h.post(B, customerDetailsCall, { kind: 'company', customerId: company.result.id }, adminB)).status).toBe(404);
      expect((await h.post(B, listCustomersCall, {}, adminB)).result.count).toBe(0);
      const csv = await h.post(A, exportCustomersCsvCall, {}, admin);
      expect(csv.result.content.split('\r\n')[1]).toMatch(/^company,Acme Widgets Inc\.,ap@acme\.example/);
    });
  });

  describe('contacts', () => {
    let categoryId: string;
    it('manages categories (unique names) and contacts with categories', async () => {
      const cat = await h.post(A, saveContactCategoryCall, { name: 'Referral partners', color: '#2f6fed' }, admin);
      expect(cat.result).toMatchObject({ name: 'Referral partners', contactCount: 0, active: true });
      categoryId = cat.result.id;
      const same = await h.post(A, saveContactCategoryCall, { name: 'referral PARTNERS' }, admin);
      expect([same.status, duplicateIdOf(same.error)]).toEqual([409, categoryId]);
      expect((await h.post(A, saveContactCategoryCall, { name: 'Vendors' }, await A.login(8))).status).toBe(403);
      const c = await h.post(A, createContactCall, { firstName: 'Rebecca', lastName: 'Stone', email: 'rstone@example.test', organisation: 'Stone & Hale CPA', categoryIds: [categoryId] }, frontOffice);
      expect(c.result).toMatchObject({ name: 'Rebecca Stone', categories: [{ id: categoryId, name: 'Referral partners' }], source: 'manual' });
      await h.post(A, createContactCall, { firstName: 'David', lastName: 'Kim', organisation: 'Global Translations' }, frontOffice);
      const dup = await h.post(A, createContactCall, { firstName: 'R', email: 'RSTONE@example.test' }, frontOffice);
      expect([dup.status, duplicateIdOf(dup.error)]).toEqual([409, c.result.id]);
      const byCat = await h.post(A, listContactsCall, { matcher: { categoryIds: [categoryId] } }, admin);
      expect(byCat.result.data.map((x: { name: string }) => x.name)).toEqual(['Rebecca Stone']);
      expect((await h.post(A, listContactsCall, { search: 'translations' }, admin)).result.data.map((x: { name: string }) => x.name)).toEqual(['David Kim']);
      const cats = await h.post(A, listContactCategoriesCall, {}, admin);
      expect(cats.result.data).toEqual([expect.objectContaining({ id: categoryId, contactCount: 1 })]);
      const up = await h.post(A, updateContactCall, { contactId: c.result.id, title: 'Partner', categoryIds: [] }, admin);
      expect(up.result).toMatchObject({ title: 'Partner', categories: [] });
      const unknownCat = await h.post(A, updateContactCall, { contactId: c.result.id, categoryIds: ['2c3d4e5f-6071-4829-9abc-def012345678'] }, admin);
      expect(unknownCat.status).toBe(404);
      expect((await h.post(B, contactDetailsCall, { contactId: c.result.id }, adminB)).status).toBe(404);
      expect((await h.post(B, deleteContactCall, { contactId: c.result.id }, adminB)).status).toBe(404);
      const readOnly = await A.login(13);
      expect((await h.post(A, listContactsCall, {}, readOnly)).result.count).toBe(2);
      expect((await h.post(A, deleteContactCall, { contactId: c.result.id }, readOnly)).status).toBe(403);
      const del = await h.post(A, deleteContactCall, { contactId: c.result.id }, admin);
      expect(del.result).toEqual({ id: c.result.id, deleted: true });
      const act = await h.post(A, listPeopleActivityCall, { entity: 'contact', id: c.result.id }, admin);
      expect(act.result.data.map((x: { action: string }) => x.action)).toEqual(['delete', 'update', 'create']);
      const csv = await h.post(A, exportContactsCsvCall, {}, admin);
      expect(csv.result.rowCount).toBe(1);
    });
  });

  describe('leads', () => {
    let leadId: string;
    it('creates leads and moves them along the pipeline with notes', async () => {
      const res = await h.post(A, createLeadCall, { kind: 'petitioner', firstName: 'Grace', lastName: 'Okafor', email: 'grace@brightpath.example', companyName: 'BrightPath Health LLC', interest: 'H-1B', beneficiaryFirstName: 'Amaka', beneficiaryLastName: 'Obi', source: 'lead_form', note: 'Two H-1B transfers.' }, frontOffice);
      expect(res.result).toMatchObject({ status: 'new', source: 'lead_form', notes: [expect.objectContaining({ text: 'Two H-1B transfers.', createdBy: frontOffice.userId })] });
      leadId = res.result.id;
      const moved = await h.post(A, updateLeadCall, { leadId, status: 'contacted', addNote: 'Left a voicemail.' }, frontOffice);
      expect(moved.result.status).toBe('contacted');
      expect(moved.result.notes.map((n: { text: string }) => n.text)).toEqual(['Two H-1B transfers.', 'Left a voicemail.']);
      await h.post(A, updateLeadCall, { leadId, status: 'consultation_booked', consultationAt: '2026-05-01T15:00:00Z' }, frontOffice);
      const back = await h.post(A, updateLeadCall, { leadId, status: 'new' }, frontOffice);
      expect(back.status).toBe(409);
      await h.post(A, createLeadCall, { firstName: 'Ivan', lastName: 'Petrov', source: 'import' }, frontOffice);
      const list = await h.post(A, listLeadsCall, { matcher: { statuses: ['consultation_booked'] } }, admin);
      expect(list.result.data.map((l: { name: string }) => l.name)).toEqual(['Grace Okafor']);
      expect(list.result.statusCounts).toMatchObject({ new: 1, consultation_booked: 1, contacted: 0, retained: 0, lost: 0 });
      expect((await h.post(A, listLeadsCall, { matcher: { sources: ['import'] } }, admin)).result.data.map((l: { name: string }) => l.name)).toEqual(['Ivan Petrov']);
      const csv = await h.post(A, exportLeadsCsvCall, {}, admin);
      expect(csv.result.rowCount).toBe(2);
      expect((await h.post(B, leadDetailsCall, { leadId }, adminB)).status).toBe(404);
      expect((await h.post(B, convertLeadCall, { leadId }, adminB)).status).toBe(404);
      expect((await h.post(A, listLeadsCall, {}, await A.login(50))).status).toBe(403);
    });

    it('converts a petitioner lead into a company (lead as contact) plus the named beneficiary, once', async () => {
      const res = await h.post(A, convertLeadCall, { leadId }, frontOffice);
      expect(res.status).toBe(200);
      expect(res.result.lead).toMatchObject({ status: 'retained', converted: { companyId: res.result.companyId, beneficiaryId: res.result.beneficiaryId, individualId: null } });
      const company = await h.post(A, companyDetailsCall, { companyId: res.result.companyId }, admin);
      expect(company.result).toMatchObject({ name: 'BrightPath Health LLC', email: 'grace@brightpath.example', contacts: [{ name: 'Grace Okafor', email: 'grace@brightpath.example', isPrimary: true }], beneficiaryCount: 1 });
      const ben = await h.post(A, beneficiaryDetailsCall, { beneficiaryId: res.result.beneficiaryId }, admin);
      expect(ben.result).toMatchObject({ name: 'Amaka Obi', companyId: res.result.companyId });
      expect((await h.post(A, convertLeadCall, { leadId }, frontOffice)).status).toBe(409);
    });

    it('converts an individual lead into an individual plus himself as beneficiary; rolls back on a duplicate', async () => {
      const lead = await h.post(A, createLeadCall, { kind: 'individual', firstName: 'Tomás', lastName: 'Silva', email: 'tomas@example.test', interest: 'EB-2 NIW' }, frontOffice);
      const res = await h.post(A, convertLeadCall, { leadId: lead.result.id }, frontOffice);
      expect(res.status).toBe(200);
      const ind = await h.post(A, individualDetailsCall, { individualId: res.result.individualId }, admin);
      expect(ind.result).toMatchObject({ name: 'Tomás Silva', accountType: 'Individual', beneficiaryId: res.result.beneficiaryId, beneficiaryName: 'Tomás Silva', email: 'tomas@example.test' });
      // A second lead with the same e-mail: the beneficiary is a duplicate, nothing is created.
      const twin = await h.post(A, createLeadCall, { kind: 'individual', firstName: 'Tomas', lastName: 'Silva', email: 'tomas@example.test' }, frontOffice);
      const before = (await h.post(A, listIndividualsCall, {}, admin)).result.count;
      const refused = await h.post(A, convertLeadCall, { leadId: twin.result.id }, frontOffice);
      expect(refused.status).toBe(409);
      expect(duplicateIdOf(refused.error)).toBe(res.result.beneficiaryId);
      expect((await h.post(A, listIndividualsCall, {}, admin)).result.count).toBe(before);
      expect((await h.post(A, leadDetailsCall, { leadId: twin.result.id }, admin)).result.status).toBe('new');
    });
  });
});
