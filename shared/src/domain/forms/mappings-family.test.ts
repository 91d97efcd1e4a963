import { I130_MAPPING } from './mappings/i-130';
import { I131_MAPPING } from './mappings/i-131';
import { I485_MAPPING } from './mappings/i-485';
import { I864_MAPPING } from './mappings/i-864';
import { formsForCaseType } from './registry';
import { resolveForm, type FormSourceData } from './resolver';
import type { FormFieldValue, FormMapping } from './types';

/*
 * The family-based forms (I-130, I-485, I-131, I-864) resolved against the data forms.data.ts
 * builds for a spouse case: a U.S. citizen sponsor who filled the sponsor questionnaire, a
 * beneficiary who filled the I-130 questionnaire and has a profile, the firm's attorney.
 */

const COUNTRIES: Record<number, string> = { 101: 'India', 231: 'United States' };
const lookups = { countryName: (id: number) => COUNTRIES[id] ?? null };

const US_HOME = {
  inCareOf: null,
  line1: '1200 Pine Street',
  aptType: 'apt',
  line2: '4B',
  city: 'Seattle',
  state: 'Washington',
  province: null,
  usZip: '98101',
  foreignPostalCode: null,
  country: 'United States',
};

const data = (over: Partial<Record<'case' | 'questionnaire', Record<string, unknown>>> = {}): FormSourceData => ({
  case: {
    typeId: 10,
    subTypeCode: 'i485_family',
    receiptNumber: 'IOE0912345678',
    data: {},
    parent: { typeId: 7, receiptNumber: 'IOE0900000001', priorityDate: '2025-03-14' },
    family: {
      relation: 'spouse',
      category: 'ir-spouse',
      sponsorStatus: 'citizen',
      basis: 'family',
      petitionerSpouse: { lastName: 'Mehta', firstName: 'Kavya', middleName: null },
      beneficiarySpouse: {
        lastName: 'Carter',
        firstName: 'Daniel',
        middleName: 'James',
        dateOfBirth: '1988-02-11',
        birthCountry: 'United States',
        alienNumber: null,
      },
    },
    attorney: {
      firstName: 'Ruth',
      lastName: 'Okafor',
      name: 'Ruth Okafor',
      email: 'ruth@okafor-law.test',
      phone: '+1 (206) 555-0150',
    },
    firm: {
      name: 'Okafor Immigration Law PLLC',
      phone: '2065550100',
      email: 'office@okafor-law.test',
      address: {
        line1: '701 Fifth Avenue',
        aptType: 'ste',
        line2: '4200',
        city: 'Seattle',
        state: 'Washington',
        usZip: '98104',
        country: { id: 231, name: 'United States' },
      },
    },
    ...over.case,
  },
  petitioner: { name: 'Carter household' },
  beneficiary: {
    firstName: 'Kavya',
    middleName: null,
    lastName: 'Mehta',
    dateOfBirth: '1990-06-21',
    gender: 'female',
    maritalStatus: 'married',
    birthCity: 'Pune',
    birthCountryId: 101,
    citizenshipCountryId: 101,
    alienNumber: 'A212345678',
    email: 'kavya.mehta@example.test',
    phone: '+1 206 555 0177',
    passport: { number: 'Z1234567', countryId: 101, expiryDate: '2031-01-31' },
    i94: { number: '12345678901', lastEntryDate: '2024-08-02', expiryDate: '2026-08-01' },
    visa: { type: 'H-4', number: 'V998877', issueDate: '2024-07-15' },
    currentStatus: { code: 'H-4', expiryDate: '2026-08-01' },
    mailingAddress: US_HOME,
    usResidence: US_HOME,
    foreignAddress: {
      line1: '14 Koregaon Park Road',
      aptType: null,
      line2: null,
      city: 'Pune',
      state: null,
      province: 'Maharashtra',
      usZip: null,
      foreignPostalCode: '411001',
      country: { id: 101, name: 'India' },
    },
    currentEmployer: {
      employer: 'Contoso Labs',
      title: 'Data analyst',
      startDate: '2024-09-01',
      address: {
        line1: '1 Microsoft Way',
        city: 'Redmond',
        state: 'Washington',
        usZip: '98052',
        country: 'United States',
      },
    },
    spouse: null,
    children: [
      {
        firstName: 'Arjun',
        middleName: null,
        lastName: 'Carter',
        dateOfBirth: '2019-04-02',
        birthCountryId: 231,
        relation: 'Child',
      },
    ],
    family: [
      {
        firstName: 'Arjun',
        middleName: null,
        lastName: 'Carter',
        dateOfBirth: '2019-04-02',
        birthCountryId: 231,
        relation: 'Child',
      },
    ],
    childrenCount: 1,
  },
  questionnaire: {
    relationship: { type: 'spouse', marriageDate: '2018-05-20' },
    beneficiary: { timesMarried: 1, inUs: 'yes', consulate: {} },
    sponsor: {
      name: { last: 'Carter', first: 'Daniel', middle: 'James' },
      gender: 'male',
      dateOfBirth: '1988-02-11',
      birth: { city: 'Portland', country: 'United States' },
      maritalStatus: 'married',
      ssn: '123-45-6789',
      email: 'daniel.carter@example.test',
      phone: '+1 (206) 555-0199',
      mailingAddress: { ...US_HOME },
      status: 'citizen',
      citizenshipAcquired: 'birth',
      householdSize: 3,
      immigrantsSponsored: 1,
      employmentStatus: 'employed',
      employer: { name: 'Boeing' },
      occupation: 'Engineer',
      income: { annual: 98000 },
      basis: 'petitioner',
      taxReturn: {
        filed: 'yes',
        mostRecent: { year: 2024, income: 96500 },
        second: { year: 2023, income: 91000 },
        third: { year: 2022, income: 88000 },
      },
    },
    ...over.questionnaire,
  },
});

/** The resolved value of the field with this label (in a section starting with `section`). */
function valueOf(mapping: FormMapping, values: Record<string, FormFieldValue>, section: string, label: string) {
  const rule = [...mapping.fields, ...mapping.manual].filter((r) => r.section.startsWith(section) && r.label === label);
  if (rule.length !== 1) throw new Error(`${mapping.code} ${section} / ${label}: ${rule.length} rules`);
  return values[rule[0]!.field];
}

describe('family-based form mappings', () => {
  it('are registered for their case types', () => {
    expect(formsForCaseType(7).map((m) => m.code)).toEqual(expect.arrayContaining(['I-130', 'I-864']));
    expect(formsForCaseType(10).map((m) => m.code)).toEqual(expect.arrayContaining(['I-485', 'I-131', 'I-864']));
    expect([I130_MAPPING, I485_MAPPING, I131_MAPPING, I864_MAPPING].map((m) => m.edition)).toEqual([
      '04/01/24',
      '01/20/25',
      '01/20/25',
      '10/17/24',
    ]);
  });

  it('I-130: petitioner from the sponsor answers, beneficiary from answers and profile, preparer', () => {
    const r = resolveForm(I130_MAPPING, data({ case: { typeId: 7 } }), {}, lookups);
    const v = (s: string, l: string) => valueOf(I130_MAPPING, r.values, s, l);
    expect(v('Part 1', 'Filing for my spouse')).toBe(true);
    expect(v('Part 1', 'Filing for my child')).toBe(false);
    expect(v('Part 2', 'Petitioner: family name')).toBe('CARTER');
    expect(v('Part 2', 'Petitioner: given name')).toBe('DANIEL');
    expect(v('Part 2', 'U.S. Social Security Number')).toBe('123456789');
    expect(v('Part 2', 'Date of birth')).toBe('02/11/1988');
    expect(v('Part 2', 'Sex: male')).toBe(true);
    expect(v('Part 2', 'Mailing address: street number and name')).toBe('1200 Pine Street');
    expect(v('Part 2', 'Mailing address: apartment')).toBe(true);
    expect(v('Part 2', 'Mailing address: apt/ste/flr number')).toBe('4B');
    expect(v('Part 2', 'Mailing address: state')).toBe('WA');
    expect(v('Part 2', 'Mailing address: ZIP code')).toBe('98101');
    expect(v('Part 2', 'I am a U.S. citizen')).toBe(true);
    expect(v('Part 2', 'Citizenship acquired through birth in the U.S.')).toBe(true);
    expect(v('Part 2', 'Date of current marriage')).toBe('05/20/2018');
    expect(v('Part 2', 'Spouse 1: family name')).toBe('MEHTA');
    expect(v('Part 2', 'Employer 1: name')).toBe('Boeing');
    expect(v('Part 4', 'Beneficiary: family name')).toBe('MEHTA');
    expect(v('Part 4', 'A-Number')).toBe('212345678');
    expect(v('Part 4', 'Country of birth')).toBe('India');
    expect(v('Part 4', 'Marital status: married')).toBe(true);
    expect(v('Part 4', 'Spouse 1: given name')).toBe('DANIEL');
    expect(v('Part 4', 'Family member 1: given name')).toBe('ARJUN');
    expect(v('Part 4', 'Family member 1: country of birth')).toBe('United States');
    expect(v('Part 4', 'Address outside the U.S.: province')).toBe('Maharashtra');
    expect(v('Part 4', 'Address outside the U.S.: postal code')).toBe('411001');
    expect(v('Part 4', 'Passport number')).toBe('Z1234567');
    expect(v('Part 4', 'I-94 number')).toBe('12345678901');
    expect(v('Part 4', 'Current employer')).toBe('Contoso Labs');
    expect(v('Part 4', 'Times married')).toBe('1');
    expect(v('Part 6', 'Daytime telephone')).toBe('2065550199');
    expect(v('Part 6', 'Name of the preparer')).toBe('Ruth Okafor');
    expect(v('Part 8', 'Preparer: family name')).toBe('OKAFOR');
    expect(v('Part 8', "Preparer's business or organization")).toBe('Okafor Immigration Law PLLC');
    expect(v('Part 8', "Preparer's address: suite")).toBe(true);
    expect(v('Part 8', 'Daytime telephone')).toBe('2065550150');
    expect(v('Part 8', 'I am an attorney or accredited representative')).toBe(true);
    // Manual fields stay for staff.
    expect(r.unmapped.map((u) => u.label)).toEqual(expect.arrayContaining(['Height: feet', 'Parent one: family name']));
    expect(r.warnings).toEqual([]);
  });

  it('I-130: a parent petition checks the parent box and leaves the spouse names empty', () => {
    const d = data({
      case: { typeId: 7, family: { relation: 'parent' } },
      questionnaire: { relationship: { type: 'parent' } },
    });
    const r = resolveForm(I130_MAPPING, d, {}, lookups);
    expect(valueOf(I130_MAPPING, r.values, 'Part 1', 'Filing for my parent')).toBe(true);
    expect(valueOf(I130_MAPPING, r.values, 'Part 1', 'Filing for my spouse')).toBe(false);
    expect(valueOf(I130_MAPPING, r.values, 'Part 2', 'Spouse 1: family name')).toBeUndefined();
  });

  it('I-485: applicant, underlying petition, family category, spouse, children, contact', () => {
    const r = resolveForm(I485_MAPPING, data(), {}, lookups);
    const v = (s: string, l: string) => valueOf(I485_MAPPING, r.values, s, l);
    expect(v('Part 1', 'Legal name: family name')).toBe('MEHTA');
    expect(v('Part 1', 'A-Number (page header)')).toBe('212345678');
    expect(v('Part 1', 'Has an A-Number: yes')).toBe(true);
    expect(v('Part 1', 'Sex: female')).toBe(true);
    expect(v('Part 1', 'Country of citizenship')).toBe('India');
    expect(v('Part 1', 'Last arrival: date')).toBe('08/02/2024');
    expect(v('Part 1', 'Last arrival: inspected and admitted')).toBe(true);
    expect(v('Part 1', 'Admitted as (class of admission)')).toBe('H-4');
    expect(v('Part 1', 'I-94 authorized stay expires')).toBe('08/01/2026');
    expect(v('Part 1', 'U.S. physical address: apartment')).toBe(true);
    expect(v('Part 1', 'U.S. physical address: state')).toBe('WA');
    expect(v('Part 1', 'Most recent address outside the U.S.: country')).toBe('India');
    expect(v('Part 2', 'Receipt number of the underlying petition')).toBe('IOE0900000001');
    expect(v('Part 2', 'Priority date of the underlying petition')).toBe('03/14/2025');
    expect(v('Part 2', 'Family-based: Spouse of a U.S. citizen')).toBe(true);
    expect(v('Part 2', 'Family-based: Spouse of a lawful permanent resident')).toBe(false);
    expect(v('Part 3', 'Not requesting an exemption: an affidavit of support is required')).toBe(true);
    expect(v('Part 4', 'Current or most recent employer or school')).toBe('Contoso Labs');
    expect(v('Part 4', "Employer's address: state")).toBe('WA');
    expect(v('Part 6', 'Marital status: married')).toBe(true);
    expect(v('Part 6', 'Current spouse: family name')).toBe('CARTER');
    expect(v('Part 6', 'Current spouse: date of birth')).toBe('02/11/1988');
    expect(v('Part 6', 'Date of marriage to the current spouse')).toBe('05/20/2018');
    expect(v('Part 7', 'Total number of children')).toBe('1');
    expect(v('Part 7', 'Child 1: given name')).toBe('ARJUN');
    expect(v('Part 10', 'E-mail address')).toBe('kavya.mehta@example.test');
    expect(v('Part 10', 'Daytime telephone')).toBe('2065550177');
    expect(v('Part 12', 'E-mail address')).toBe('ruth@okafor-law.test');
    expect(r.warnings).toEqual([]);
  });

  it('I-485: a questionnaire answer wins over the profile; an LPR sponsor gives the F2A category', () => {
    const d = data({
      case: { family: { relation: 'spouse', category: 'f2a-spouse', basis: 'family' } },
      questionnaire: {
        beneficiary: { name: { last: 'Mehta-Carter', first: 'Kavya' }, dateOfBirth: '1990-06-22' },
      },
    });
    const r = resolveForm(I485_MAPPING, d, {}, lookups);
    expect(valueOf(I485_MAPPING, r.values, 'Part 1', 'Legal name: family name')).toBe('MEHTA-CARTER');
    expect(valueOf(I485_MAPPING, r.values, 'Part 1', 'Date of birth')).toBe('06/22/1990');
    expect(valueOf(I485_MAPPING, r.values, 'Part 2', 'Family-based: Spouse of a lawful permanent resident')).toBe(true);
    expect(valueOf(I485_MAPPING, r.values, 'Part 2', 'Family-based: Spouse of a U.S. citizen')).toBe(false);
  });

  it('I-131: advance parole on the pending I-485 with its receipt number', () => {
    const r = resolveForm(I131_MAPPING, data(), {}, lookups);
    const v = (s: string, l: string) => valueOf(I131_MAPPING, r.values, s, l);
    expect(v('Part 1', 'Advance parole based on a pending Form I-485')).toBe(true);
    expect(v('Part 1', 'Receipt number of the pending Form I-485')).toBe('IOE0912345678');
    expect(v('Part 2', 'Your name: family name')).toBe('MEHTA');
    expect(v('Part 2', 'Mailing address: apartment')).toBe(true);
    expect(v('Part 2', 'Mailing address: suite')).toBe(false);
    expect(v('Part 2', 'Mailing address: city or town')).toBe('Seattle');
    expect(v('Part 2', 'Class of admission')).toBe('H-4');
    expect(v('Part 10', 'Mobile telephone')).toBe('2065550177');
    expect(v('Part 12', 'Preparer: given name')).toBe('RUTH');
    expect(r.unmapped.map((u) => u.label)).toEqual(expect.arrayContaining(['Date of intended departure']));
  });

  it('I-864: sponsor identity, household size, employment, income and tax years', () => {
    const r = resolveForm(I864_MAPPING, data(), {}, lookups);
    const v = (s: string, l: string) => valueOf(I864_MAPPING, r.values, s, l);
    expect(v('Part 1', 'I am the petitioner')).toBe(true);
    expect(v('Part 1', 'I am the only joint sponsor')).toBe(false);
    expect(v('Part 2', 'Sponsor: family name')).toBe('CARTER');
    expect(v('Part 2', 'Mailing address: ZIP code')).toBe('98101');
    expect(v('Part 2', 'Country of domicile')).toBe('United States');
    expect(v('Part 2', 'Country of birth')).toBe('United States');
    expect(v('Part 2', 'I am a U.S. citizen')).toBe(true);
    expect(v('Part 3', 'Principal immigrant: family name')).toBe('MEHTA');
    expect(v('Part 3', 'Country of citizenship')).toBe('India');
    expect(v('Part 4', 'Family member 1: given name')).toBe('ARJUN');
    expect(v('Part 4', 'Family member 1: relationship to the principal immigrant')).toBe('Child');
    expect(v('Part 5', 'Persons sponsored in this affidavit')).toBe('1');
    expect(v('Part 5', 'Yourself')).toBe('1');
    expect(v('Part 5', 'Household size')).toBe('3');
    expect(v('Part 6', 'Employed')).toBe(true);
    expect(v('Part 6', 'Employed as')).toBe('Engineer');
    expect(v('Part 6', 'Employer 1')).toBe('Boeing');
    expect(v('Part 6', 'Current individual annual income')).toBe('98000');
    expect(v('Part 6', 'Most recent tax year')).toBe('2024');
    expect(v('Part 6', 'Most recent tax year: total income')).toBe('96500');
    expect(v('Part 6', '3rd most recent tax year: total income')).toBe('88000');
    expect(v('Part 8', 'E-mail address')).toBe('daniel.carter@example.test');
    expect(v('Part 10', 'Preparer: family name')).toBe('OKAFOR');
  });

  it('I-864: a joint sponsor and an empty questionnaire leave the sponsor fields to staff', () => {
    const joint = resolveForm(
      I864_MAPPING,
      data({ questionnaire: { sponsor: { basis: 'joint-second', name: { last: 'Ng', first: 'Lee' } } } }),
    );
    expect(valueOf(I864_MAPPING, joint.values, 'Part 1', 'I am the first or second of two joint sponsors')).toBe(true);
    expect(valueOf(I864_MAPPING, joint.values, 'Part 1', 'I am the second of two joint sponsors')).toBe(true);
    expect(valueOf(I864_MAPPING, joint.values, 'Part 1', 'I am the petitioner')).toBe(false);

    const empty = resolveForm(I864_MAPPING, data({ questionnaire: { sponsor: {} } }));
    const labels = empty.unmapped.map((u) => `${u.section} / ${u.label}`);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Part 2. Sponsor / Sponsor: family name',
        "Part 5. Sponsor's household size / Household size",
        "Part 6. Sponsor's employment and income / Current individual annual income",
      ]),
    );
    // The fixed "Yourself: 1" is written even then.
    expect(valueOf(I864_MAPPING, empty.values, 'Part 5', 'Yourself')).toBe('1');
  });
});
