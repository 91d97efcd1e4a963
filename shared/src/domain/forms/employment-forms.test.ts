import { I129_MAPPING } from './mappings/i-129';
import { I140_MAPPING } from './mappings/i-140';
import { I9_MAPPING } from './mappings/i-9';
import { formMapping, formsForCaseType } from './registry';
import { applyFormat, resolveForm, valueAt, type FormSourceData } from './resolver';
import type { FormMapping } from './types';

const P = 'form1[0].#subform';
const countryName = (id: number) => ({ 101: 'India', 231: 'United States', 356: 'Germany' })[id];

const data = (typeId: number, subTypeCode: string | null = null): FormSourceData => ({
  case: { typeId, subTypeCode, title: 'Data Scientist', validityFrom: '2026-10-01', data: {} },
  petitioner: {
    name: 'Northwind Analytics Inc.',
    fein: '12-3456789',
    naicsCode: '541511',
    employeesCount: 120,
    mailingAddress: {
      line1: '500 Market Street',
      aptType: 'ste',
      line2: '1200',
      city: 'San Francisco',
      state: 'California',
      usZip: '94105',
      country: { id: 231, name: 'United States' },
    },
    signer: { firstName: 'Grace', lastName: 'Hopper', title: 'CEO', fullName: 'Grace Hopper', email: 'grace@nw.test' },
  },
  beneficiary: {
    firstName: 'Ananya',
    middleName: 'rao',
    lastName: 'Iyer',
    fullName: 'Ananya rao Iyer',
    dateOfBirth: '1992-03-14',
    birthCountryId: 101,
    citizenshipCountryId: 101,
    ssn: '123-45-6789',
    email: 'ananya@example.test',
    phone: '+1 (512) 555-0188',
    passport: { number: 'z1234567', countryId: 101, expiryDate: '2031-05-01' },
    i94: { number: '12345678901', expiryDate: '2027-09-30' },
    currentStatus: { code: 'H-1B', expiryDate: '2027-09-30' },
    usAddress: { line1: '12 Oak Avenue', aptType: 'apt', line2: '4B', city: 'Austin', state: 'Texas', usZip: '73301' },
    foreignAddress: {
      line1: '4 MG Road',
      city: 'Bengaluru',
      province: 'Karnataka',
      foreignPostalCode: '560001',
      country: { id: 101, name: 'India' },
    },
  },
  questionnaire: {},
});

const sectionsOf = (r: ReturnType<typeof resolveForm>) => new Set(r.fields.map((f) => f.section));

describe('registry: employment forms', () => {
  it('lists the I-140 for I-140 cases and the I-9 for I-9 cases; field names are unique', () => {
    expect(formMapping('i-140')?.code).toBe('I-140');
    expect(formMapping('I-9')?.code).toBe('I-9');
    expect(formsForCaseType(9).map((m) => m.code)).toContain('I-140');
    expect(formsForCaseType(14).map((m) => m.code)).toEqual(['I-9']);
    for (const m of [I140_MAPPING, I9_MAPPING, I129_MAPPING] as FormMapping[]) {
      const names = [...m.fields, ...m.manual].map((f) => f.field);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});

describe('resolver additions', () => {
  it('joins parts, writes initials and reads flat dotted answer keys', () => {
    expect(applyFormat('rao', 'initial', {})).toBe('R');
    expect(applyFormat('  ', 'initial', {})).toBeNull();
    expect(valueAt({ questionnaire: { 'employment.jobTitle': 'Analyst' } }, 'questionnaire.employment.jobTitle')).toBe(
      'Analyst',
    );
    expect(valueAt({ questionnaire: { employment: { jobTitle: 'Lead' } } }, 'questionnaire.employment.jobTitle')).toBe(
      'Lead',
    );
    const r = resolveForm(I9_MAPPING, data(14));
    expect(r.values['Employers Business or Org Address']).toBe(
      '500 Market Street, 1200, San Francisco, California, 94105',
    );
    const d = data(14);
    d.petitioner!.signer = { lastName: 'Hopper', firstName: null, title: 'CEO' };
    expect(
      resolveForm(I9_MAPPING, d).values['Last Name First Name and Title of Employer or Authorized Representative'],
    ).toBe('Hopper, CEO');
    d.petitioner = null;
    const empty = resolveForm(I9_MAPPING, d);
    expect(empty.values).not.toHaveProperty('Employers Business or Org Address');
    expect(empty.unmapped.map((u) => u.field)).toContain('Employers Business or Org Address');
  });
});

describe('resolveForm with the I-140 mapping', () => {
  it('fills the company, the beneficiary, his addresses and the signatory', () => {
    const r = resolveForm(I140_MAPPING, data(9, 'i140_from_perm'), {}, { countryName });
    expect(r.code).toBe('I-140');
    expect(r.edition).toBe('06/07/24');
    expect(r.values[`${P}[0].Line2_CompanyName[0]`]).toBe('Northwind Analytics Inc.');
    expect(r.values[`${P}[0].Pt1Line3_TaxNumber[0]`]).toBe('123456789');
    expect(r.values[`${P}[0].Line6e_State[0]`]).toBe('CA');
    expect(r.values[`${P}[0].Line6c_Unit[0]`]).toBe(true);
    expect(r.values[`${P}[0].Line6c_Unit[2]`]).toBe(false);
    expect(r.values[`${P}[0].Line6i_Country[0]`]).toBe('United States');
    expect(r.values[`${P}[1].Pt3Line1a_FamilyName[0]`]).toBe('IYER');
    expect(r.values[`${P}[1].Pt3Line1c_MiddleName[0]`]).toBe('RAO');
    expect(r.values[`${P}[1].Line2b_StreetNumberName[0]`]).toBe('12 Oak Avenue');
    expect(r.values[`${P}[1].Line2c_Unit[2]`]).toBe(true);
    expect(r.values[`${P}[1].Line2e_State[0]`]).toBe('TX');
    expect(r.values[`${P}[1].Line5_DateOfBirth[0]`]).toBe('03/14/1992');
    expect(r.values[`${P}[1].Line8_Country[0]`]).toBe('India');
    expect(r.values[`${P}[1].Line12_SSN[0]`]).toBe('123456789');
    expect(r.values[`${P}[1].Line14_I94Number[0].Line14a_ArrivalDeparture[0]`]).toBe('12345678901');
    expect(r.values[`${P}[1].Line14e_ExpDate[1]`]).toBe('09/30/2027');
    expect(r.values[`${P}[1].Line15_CurrentNon[0]`]).toBe('H-1B');
    expect(r.values[`${P}[1].Line14b_Passport[0]`]).toBe('Z1234567');
    expect(r.values[`${P}[2].Line2c_CityOrTown[0]`]).toBe('Bengaluru');
    expect(r.values[`${P}[2].Line2f_Country[0]`]).toBe('India');
    expect(r.values[`${P}[2].Line1a_Employer[0]`]).toBe(true);
    expect(r.values[`${P}[2].Line2f[0].Line2f_NAICSCode[0]`]).toBe('541511');
    expect(r.values[`${P}[3].Line1_JobTitle[0]`]).toBe('Data Scientist');
    expect(r.values[`${P}[5].Part7_Item3a_FamilyName[0]`]).toBe('Hopper');
    expect(r.values[`${P}[5].Part7_Item7_Email[0]`]).toBe('grace@nw.test');
    expect(r.warnings).toEqual([]);
  });

  it('checks the one category box the questionnaire names and reads the offered job from its answers', () => {
    const d = data(9, 'i140_eb1_niw');
    d.questionnaire = {
      'i140.category': 'h',
      'employment.jobTitle': 'Principal Research Scientist',
      'employment.fullTime': 'yes',
      'employment.wage.amount': '185,000',
      'employment.wage.per': 'year',
      'employment.worksite.state': 'WA',
    };
    const r = resolveForm(I140_MAPPING, d, {}, { countryName });
    expect(r.values[`${P}[1].prt2PetitionType[6]`]).toBe(true); // H. NIW
    for (const f of [`${P}[0].prt2PetitionType[0]`, `${P}[0].prt2PetitionType[1]`, `${P}[1].prt2PetitionType[7]`])
      expect(r.values[f]).toBe(false);
    expect(r.values[`${P}[3].Line1_JobTitle[0]`]).toBe('Principal Research Scientist');
    expect(r.values[`${P}[3].Line4_Yes1[0]`]).toBe(true);
    expect(r.values[`${P}[3].Line4_No1[0]`]).toBe(false);
    expect(r.values[`${P}[3].Line8_Wages[0]`]).toBe('185000');
    expect(r.values[`${P}[3].Line8_Per[0]`]).toBe('year');
    expect(r.values[`${P}[3].Line9d_State[0]`]).toBe('WA');
  });

  it('leaves the category boxes empty (unmapped) when nothing names it, and lists SOC code fields as manual', () => {
    const r = resolveForm(I140_MAPPING, data(9), {}, { countryName });
    const unmapped = r.unmapped.map((u) => u.field);
    expect(unmapped).toContain(`${P}[0].prt2PetitionType[1]`);
    expect(unmapped).toContain(`${P}[3].Line2_SOCCode1[0]`);
    expect(r.values).not.toHaveProperty(`${P}[0].prt2PetitionType[1]`);
  });
});

describe('resolveForm with the I-9 mapping', () => {
  it('fills Section 1 from the beneficiary and box 4 from the current status', () => {
    const r = resolveForm(I9_MAPPING, data(14), {}, { countryName });
    expect(r.edition).toBe('01/20/25');
    expect(r.values['Last Name (Family Name)']).toBe('Iyer');
    expect(r.values['First Name Given Name']).toBe('Ananya');
    expect(r.values['Employee Middle Initial (if any)']).toBe('R');
    expect(r.values['Apt Number (if any)']).toBe('4B');
    expect(r.values.State).toBe('TX');
    expect(r.values['ZIP Code']).toBe('73301');
    expect(r.values['Date of Birth mmddyyyy']).toBe('03/14/1992');
    expect(r.values['US Social Security Number']).toBe('123456789');
    expect(r.values['Telephone Number']).toBe('5125550188');
    expect(r.values.CB_4).toBe(true);
    expect(r.values.CB_3).toBeUndefined();
    expect(r.values['Exp Date mmddyyyy']).toBe('09/30/2027');
    expect(r.values['Form I94 Admission Number']).toBe('12345678901');
    expect(r.values['FirstDayEmployed mmddyyyy']).toBe('10/01/2026');
    expect(r.values['Employers Business or Org Name']).toBe('Northwind Analytics Inc.');
    expect(r.values['Last Name First Name and Title of Employer or Authorized Representative']).toBe(
      'Hopper, Grace, CEO',
    );
    expect(r.warnings).toEqual([]);
  });

  it('takes the attestation from the questionnaire before the status, and leaves the documents to staff', () => {
    const d = data(14);
    d.questionnaire = { employee: { attestation: 'lpr' } };
    const r = resolveForm(I9_MAPPING, d);
    expect(r.values.CB_3).toBe(true);
    expect(r.values.CB_4).toBe(false);
    expect(r.values.CB_1).toBe(false);
    const unmapped = r.unmapped.map((u) => u.field);
    expect(unmapped).toEqual(
      expect.arrayContaining(['List B Document 1 Title', 'Issuing Authority 1', 'USCIS ANumber']),
    );
    const dependent = data(14);
    dependent.beneficiary!.currentStatus = { code: 'H-4' };
    expect(resolveForm(I9_MAPPING, dependent).values.CB_4).toBe(false);
  });
});

describe('resolveForm with the I-129 L Supplement', () => {
  const L = `${P}[25]`;
  it('fills the L Supplement for an L-1A case and leaves out the H Supplement', () => {
    const d = data(2, 'l1a');
    d.questionnaire = {
      beneficiary: {
        foreignEmployer: {
          name: 'Northwind Analytics GmbH',
          relationship: 'subsidiary',
          startDate: '2019-04-01',
          duties: 'Leads the data platform team of 12.',
        },
      },
      petitioner: { over50Percent: 'no' },
    };
    const r = resolveForm(I129_MAPPING, d, {}, { countryName });
    expect(r.values[`${L}.Line1_FamilyName[4]`]).toBe('Northwind Analytics Inc.');
    expect(r.values[`${L}.HSupLine2_FamilyName[0]`]).toBe('Ananya rao Iyer');
    expect(r.values[`${L}.a_individual[0]`]).toBe(true);
    expect(r.values[`${L}.b_blanket[0]`]).toBe(false);
    expect(r.values[`${L}.a_L1A[0]`]).toBe(true);
    expect(r.values[`${L}.b_L1B[0]`]).toBe(false);
    expect(r.values[`${L}.LSuppLine4b_No[0]`]).toBe(true);
    expect(r.values[`${L}.LSuppLine3_NameofEmployerAbroad[0]`]).toBe('Northwind Analytics GmbH');
    expect(r.values[`${P}[27].c_Subsidiary[0]`]).toBe(true);
    expect(r.values[`${P}[27].a_Parent[0]`]).toBe(false);
    expect(r.values[`${P}[27].Table3[0].Row1[0].q5_DateFrom_Line1[0]`]).toBe('04/01/2019');
    expect(r.values[`${P}[27].Line3_JobDescription[3]`]).toBe('Leads the data platform team of 12.');
    expect(sectionsOf(r).has('H Supplement')).toBe(false);
    expect(r.values).not.toHaveProperty(`${P}[13].Line1_PetitionerName[0]`);
    expect(r.unmapped.map((u) => u.field)).toContain(`${L}.Part3Line2_City[0]`);
  });

  it('uses the capacity abroad for an L-1 extension and marks a blanket petition', () => {
    const ext = data(2, 'l1_extension');
    ext.questionnaire = { 'beneficiary.foreignEmployer.capacity': 'specialized' };
    const r = resolveForm(I129_MAPPING, ext);
    expect(r.values[`${L}.b_L1B[0]`]).toBe(true);
    expect(r.values[`${L}.a_individual[0]`]).toBe(true);
    const blanket = resolveForm(I129_MAPPING, data(2, 'l1_blanket'));
    expect(blanket.values[`${L}.b_blanket[0]`]).toBe(true);
  });

  it('leaves the L Supplement out of H-1B cases: not written, not listed, overrides ignored', () => {
    const r = resolveForm(I129_MAPPING, data(1, 'h1b_new'), { [`${L}.Part3Line2_City[0]`]: 'Berlin' });
    expect(sectionsOf(r).has('L Supplement')).toBe(false);
    expect(sectionsOf(r).has('H Supplement')).toBe(true);
    expect(r.values).not.toHaveProperty(`${L}.Line1_FamilyName[4]`);
    expect(r.values).not.toHaveProperty(`${L}.Part3Line2_City[0]`);
    expect(r.unmapped.map((u) => u.field)).not.toContain(`${L}.Part3Line2_City[0]`);
    expect(r.warnings).toEqual([]);
  });
});
