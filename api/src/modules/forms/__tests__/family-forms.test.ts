import { PDFCheckBox, PDFDocument, PDFDropdown, PDFTextField } from 'pdf-lib';
import { resolveForm, type FormFieldValue, type FormMapping, type FormSourceData } from 'shared/domain';
import { formMapping } from 'shared/forms-mappings';
import { findRepoRoot } from '../../../platform/config';
import { withTenant, type Database } from '../../../platform/db';
import { createTestSession, createTestTenant, openTestDatabase, testDbKinds } from '../../../testing';
import { beneficiaries } from '../../beneficiaries';
import { companies } from '../../companies';
import { petitions } from '../../petitions';
import { questionnaires } from '../../questionnaires';
import { answerAddress, buildFormData, familyCategory } from '../forms.data';
import { fillPdf, uscisPdfDir } from '../forms.pdf';

/*
 * The family-based forms filled into the official PDFs (docs/forms.md "Family-based forms"): the
 * data is what buildFormData makes of a spouse case (sponsor and beneficiary questionnaires,
 * beneficiary profile, attorney), the values are resolved by the shared mappings and written by
 * fillPdf; pdf-lib reads them back from the saved bytes.
 */

const dir = uscisPdfDir(findRepoRoot());
const [I130_MAPPING, I485_MAPPING, I131_MAPPING, I864_MAPPING] = ['I-130', 'I-485', 'I-131', 'I-864'].map((code) =>
  formMapping(code)!,
) as [FormMapping, FormMapping, FormMapping, FormMapping];
const lookups = { countryName: (id: number) => ({ 101: 'India', 231: 'United States' })[id] ?? null };

const home = answerAddress({
  street: '1200 Pine Street',
  unit: 'Apt 4B',
  city: 'Seattle',
  state: 'Washington',
  zip: '98101',
  country: 'United States',
});

const data: FormSourceData = {
  case: {
    typeId: 10,
    receiptNumber: 'IOE0912345678',
    data: { priorityDate: '2025-03-14' },
    parent: { typeId: 7, receiptNumber: 'IOE0900000001' },
    family: {
      relation: 'spouse',
      category: familyCategory('spouse', 'citizen', '1990-06-21', 'married'),
      basis: 'family',
      petitionerSpouse: { lastName: 'Mehta', firstName: 'Kavya' },
      beneficiarySpouse: { lastName: 'Carter', firstName: 'Daniel', dateOfBirth: '1988-02-11' },
    },
    attorney: { firstName: 'Ruth', lastName: 'Okafor', name: 'Ruth Okafor', email: 'ruth@okafor-law.test' },
    firm: { name: 'Okafor Immigration Law PLLC', phone: '2065550100' },
  },
  petitioner: null,
  beneficiary: {
    firstName: 'Kavya',
    lastName: 'Mehta',
    dateOfBirth: '1990-06-21',
    gender: 'female',
    maritalStatus: 'married',
    birthCountryId: 101,
    citizenshipCountryId: 101,
    alienNumber: 'A212345678',
    email: 'kavya.mehta@example.test',
    phone: '+1 206 555 0177',
    passport: { number: 'Z1234567', countryId: 101, expiryDate: '2031-01-31' },
    i94: { number: '12345678901', lastEntryDate: '2024-08-02' },
    currentStatus: { code: 'H-4', expiryDate: '2026-08-01' },
    mailingAddress: home,
    usResidence: home,
    family: [{ firstName: 'Arjun', lastName: 'Carter', dateOfBirth: '2019-04-02', relation: 'Child' }],
    children: [{ firstName: 'Arjun', lastName: 'Carter', dateOfBirth: '2019-04-02', relation: 'Child' }],
    childrenCount: 1,
  },
  questionnaire: {
    relationship: { type: 'spouse', marriageDate: '2018-05-20' },
    sponsor: {
      name: { last: 'Carter', first: 'Daniel', middle: 'James' },
      dateOfBirth: '1988-02-11',
      gender: 'male',
      ssn: '123-45-6789',
      phone: '+1 (206) 555-0199',
      email: 'daniel.carter@example.test',
      mailingAddress: home,
      status: 'citizen',
      householdSize: 3,
      employmentStatus: 'employed',
      employer: { name: 'Boeing' },
      occupation: 'Engineer',
      income: { annual: 98000 },
      basis: 'petitioner',
    },
  },
};

/** Fills the mapping's PDF and reads back each labelled field. */
async function fillAndRead(mapping: FormMapping) {
  const resolved = resolveForm(mapping, data, {}, lookups);
  const { bytes, warnings } = await fillPdf(dir, mapping, resolved.values);
  const form = (await PDFDocument.load(bytes)).getForm();
  const read = (section: string, label: string): FormFieldValue | string[] | undefined => {
    const rule = [...mapping.fields, ...mapping.manual].find((r) => r.section.startsWith(section) && r.label === label);
    if (!rule) throw new Error(`${mapping.code}: no field ${section} / ${label}`);
    const f = form.getField(rule.field);
    if (f instanceof PDFCheckBox) return f.isChecked();
    if (f instanceof PDFDropdown) return f.getSelected();
    if (f instanceof PDFTextField) return f.getText();
    return undefined;
  };
  return { read, warnings, resolved };
}

describe('family-based forms filled into the official PDFs', () => {
  it('the address and category helpers of the form data', () => {
    expect(home).toMatchObject({
      line1: '1200 Pine Street',
      aptType: 'apt',
      line2: '4B',
      state: 'Washington',
      usZip: '98101',
    });
    expect(
      answerAddress({
        street: '14 Koregaon Park Road',
        unit: 'Flat 3',
        city: 'Pune',
        state: 'Maharashtra',
        zip: '411001',
        country: 'India',
      }),
    ).toMatchObject({
      aptType: 'apt',
      line2: '3',
      state: null,
      province: 'Maharashtra',
      usZip: null,
      foreignPostalCode: '411001',
      country: 'India',
    });
    expect(answerAddress({ street: ' ', city: 'Pune' })).toBeNull();
    expect(answerAddress({ street: '5 Main St', unit: 'Fl. 12' })).toMatchObject({ aptType: 'flr', line2: '12' });
    expect(answerAddress({ street: '5 Main St', unit: '#7' })).toMatchObject({ aptType: 'apt', line2: '7' });
    expect(answerAddress({ street: '5 Main St', unit: 'Floral Court' })).toMatchObject({
      aptType: null,
      line2: 'Floral Court',
    });
    expect(answerAddress({ street: '9 Elm St', unit: 'Suite 200', state: 'TX', zip: '73301' })).toMatchObject({
      aptType: 'ste',
      line2: '200',
      state: 'TX',
      usZip: '73301',
      country: 'United States',
    });
    const today = new Date('2026-01-15T00:00:00Z');
    expect(familyCategory('spouse', 'lpr', null, null, today)).toBe('f2a-spouse');
    expect(familyCategory('child', 'citizen', '2010-01-01', 'single', today)).toBe('ir-child');
    expect(familyCategory('child', 'citizen', '2000-01-01', 'single', today)).toBe('f1-unmarried');
    expect(familyCategory('child', 'citizen', '2000-01-01', 'married', today)).toBe('f3-married');
    expect(familyCategory('child', 'lpr', '2000-01-01', 'single', today)).toBe('f2b-unmarried');
    expect(familyCategory('child', 'lpr', '2000-01-01', 'married', today)).toBeNull();
    expect(familyCategory('sibling', 'citizen', null, null, today)).toBe('f4-sibling');
    expect(familyCategory('parent', 'lpr', null, null, today)).toBeNull();
    expect(familyCategory('spouse', undefined, null, null, today)).toBeNull();
  });

  it('I-130 reads back the petitioner, the beneficiary, the relationship and the preparer', async () => {
    const { read, warnings } = await fillAndRead(I130_MAPPING);
    expect(warnings).toEqual([]);
    expect(read('Part 1', 'Filing for my spouse')).toBe(true);
    expect(read('Part 2', 'Petitioner: family name')).toBe('CARTER');
    expect(read('Part 2', 'Petitioner: given name')).toBe('DANIEL');
    expect(read('Part 2', 'Mailing address: state')).toEqual(['WA']);
    expect(read('Part 2', 'Mailing address: apartment')).toBe(true);
    expect(read('Part 2', 'I am a U.S. citizen')).toBe(true);
    expect(read('Part 4', 'Beneficiary: family name')).toBe('MEHTA');
    expect(read('Part 4', 'Beneficiary: given name')).toBe('KAVYA');
    expect(read('Part 4', 'Date of birth')).toBe('06/21/1990');
    expect(read('Part 4', 'Country of birth')).toBe('India');
    expect(read('Part 4', 'Passport number')).toBe('Z1234567');
    expect(read('Part 4', 'Family member 1: given name')).toBe('ARJUN');
    expect(read('Part 8', 'Preparer: family name')).toBe('OKAFOR');
  }, 60_000);

  it('I-485 reads back the applicant, the underlying petition and the family category', async () => {
    const { read, warnings } = await fillAndRead(I485_MAPPING);
    expect(warnings).toEqual([]);
    expect(read('Part 1', 'Legal name: family name')).toBe('MEHTA');
    expect(read('Part 1', 'Legal name: given name')).toBe('KAVYA');
    expect(read('Part 1', 'A-Number (page header)')).toBe('212345678');
    expect(read('Part 1', 'U.S. physical address: state')).toEqual(['WA']);
    expect(read('Part 1', 'U.S. physical address: ZIP code')).toBe('98101');
    expect(read('Part 2', 'Receipt number of the underlying petition')).toBe('IOE0900000001');
    expect(read('Part 2', 'Priority date of the underlying petition')).toBe('03/14/2025');
    expect(read('Part 2', 'Family-based: Spouse of a U.S. citizen')).toBe(true);
    expect(read('Part 6', 'Current spouse: family name')).toBe('CARTER');
    expect(read('Part 7', 'Child 1: family name')).toBe('CARTER');
    expect(read('Part 10', 'E-mail address')).toBe('kavya.mehta@example.test');
  }, 60_000);

  it('I-131 reads back the advance parole request and the applicant', async () => {
    const { read, warnings } = await fillAndRead(I131_MAPPING);
    expect(warnings).toEqual([]);
    expect(read('Part 1', 'Advance parole based on a pending Form I-485')).toBe(true);
    expect(read('Part 1', 'Receipt number of the pending Form I-485')).toBe('IOE0912345678');
    expect(read('Part 2', 'Your name: family name')).toBe('MEHTA');
    expect(read('Part 2', 'Mailing address: state')).toEqual(['WA']);
    expect(read('Part 2', 'Date of birth')).toBe('06/21/1990');
  }, 60_000);

  it('I-864 reads back the sponsor, household size and income', async () => {
    const { read, warnings } = await fillAndRead(I864_MAPPING);
    expect(warnings).toEqual([]);
    expect(read('Part 1', 'I am the petitioner')).toBe(true);
    expect(read('Part 2', 'Sponsor: family name')).toBe('CARTER');
    expect(read('Part 2', 'U.S. Social Security Number')).toBe('123456789');
    expect(read('Part 3', 'Principal immigrant: family name')).toBe('MEHTA');
    expect(read('Part 5', 'Household size')).toBe('3');
    expect(read('Part 6', 'Employed')).toBe(true);
    expect(read('Part 6', 'Current individual annual income')).toBe('98000');
  }, 60_000);
});

describe.each(testDbKinds())('family form data from the database (%s)', (kind) => {
  let database: Database;
  afterAll(async () => {
    await database?.close();
  });

  it("an I-485 following an I-130 reads both cases' questionnaires, the dependents and the attorney", async () => {
    database = await openTestDatabase(kind);
    const tenant = await createTestTenant(database.db, { name: 'Okafor Immigration Law PLLC' });
    const attorney = await createTestSession(database.db, { tenantId: tenant.id, roleId: 4 });
    const other = await createTestTenant(database.db);
    const data = await withTenant(database.db, tenant.id, async (tx) => {
      const [company] = await tx.insert(companies).values({ name: 'Carter household' }).returning();
      const [ben] = await tx
        .insert(beneficiaries)
        .values({
          firstName: 'Kavya',
          lastName: 'Mehta',
          dateOfBirth: '1990-06-21',
          citizenshipCountryId: 101,
          companyId: company!.id,
          profile: {
            maritalStatus: 'married',
            employment: [{ employer: 'Contoso Labs', title: 'Data analyst', current: true, startDate: '2024-09-01' }],
          },
        })
        .returning();
      await tx.insert(beneficiaries).values({
        firstName: 'Arjun',
        lastName: 'Carter',
        dateOfBirth: '2019-04-02',
        relation: 'child',
        principalId: ben!.id,
        companyId: company!.id,
      });
      const base = { petitionerId: company!.id, beneficiaryId: ben!.id, workflow: [] };
      const [i130] = await tx
        .insert(petitions)
        .values({ ...base, caseNumber: 'I130-2025-00001', typeId: 7, subTypeId: 20, receiptNumber: 'IOE0900000001' })
        .returning();
      const [i485] = await tx
        .insert(petitions)
        .values({
          ...base,
          caseNumber: 'I485-2025-00001',
          typeId: 10,
          subTypeId: 27,
          parentId: i130!.id,
          attorneyId: attorney.userId,
          data: { priorityDate: '2025-03-14' },
        })
        .returning();
      const q = { templateName: 'Default', fields: [] };
      await tx.insert(questionnaires).values([
        {
          ...q,
          petitionId: i130!.id,
          kind: 'sponsor',
          answers: {
            'sponsor.name.last': 'Carter',
            'sponsor.name.first': 'Daniel',
            'sponsor.status': 'citizen',
            'sponsor.address.street': '1200 Pine Street',
            'sponsor.address.unit': 'Apt 4B',
            'sponsor.address.city': 'Seattle',
            'sponsor.address.state': 'Washington',
            'sponsor.address.zip': '98101',
            'sponsor.address.country': 'United States',
          },
        },
        {
          ...q,
          petitionId: i130!.id,
          kind: 'beneficiary',
          answers: { 'relationship.type': 'spouse', 'beneficiary.name.last': 'Old' },
        },
        { ...q, petitionId: i485!.id, kind: 'beneficiary', answers: { 'beneficiary.name.last': 'Mehta-Carter' } },
      ]);
      return buildFormData(tx, i485!);
    });
    // The I-485's own answer wins over its I-130's; the I-130's sponsor and relationship answers are read.
    expect(data.questionnaire).toMatchObject({
      beneficiary: { name: { last: 'Mehta-Carter' } },
      relationship: { type: 'spouse' },
      sponsor: {
        name: { last: 'Carter', first: 'Daniel' },
        mailingAddress: { line1: '1200 Pine Street', aptType: 'apt', line2: '4B', state: 'Washington', usZip: '98101' },
      },
    });
    expect(data.case).toMatchObject({
      parent: { typeId: 7, receiptNumber: 'IOE0900000001' },
      data: { priorityDate: '2025-03-14' },
      family: {
        relation: 'spouse',
        category: 'ir-spouse',
        basis: 'family',
        petitionerSpouse: { lastName: 'Mehta', firstName: 'Kavya' },
        beneficiarySpouse: { lastName: 'Carter', firstName: 'Daniel' },
      },
      attorney: { email: attorney.email },
      firm: { name: 'Okafor Immigration Law PLLC' },
    });
    expect(data.beneficiary).toMatchObject({
      currentEmployer: { employer: 'Contoso Labs', title: 'Data analyst' },
      children: [{ firstName: 'Arjun', lastName: 'Carter', relation: 'Child' }],
      family: [{ firstName: 'Arjun' }],
      childrenCount: 1,
      spouse: null,
    });
    // Another tenant sees none of it (row-level security): the case is not even found there.
    const foreign = await withTenant(database.db, other.id, (tx) => tx.select().from(petitions));
    expect(foreign).toEqual([]);
  }, 120_000);
});
