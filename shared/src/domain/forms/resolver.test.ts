import { I129_MAPPING } from './mappings/i-129';
import { formMapping, formsForCaseType, supersededEditionMessage } from './registry';
import { applyFormat, resolveForm, usDate, valueAt, type FormSourceData } from './resolver';
import type { FormMapping } from './types';
import { usStateCode } from './us-states';

const P = 'form1[0].#subform';

const data = (): FormSourceData => ({
  case: {
    typeId: 1,
    subTypeCode: 'h1b_new',
    basis: 'new',
    requestedAction: 'notify',
    workers: 1,
    title: 'Data Scientist',
    validityFrom: '2026-10-01',
    validityTo: '2029-09-30',
  },
  petitioner: {
    name: 'Northwind Analytics Inc.',
    fein: '12-3456789',
    phone: '+1 (415) 555-0100',
    employeesCount: 120,
    mailingAddress: {
      line1: '500 Market Street',
      aptType: 'ste',
      line2: '1200',
      city: 'San Francisco',
      state: 'California',
      usZip: '94105',
      country: 231,
    },
    signer: { firstName: 'Grace', lastName: 'Hopper', title: 'CEO', fullName: 'Grace Hopper' },
  },
  beneficiary: {
    firstName: 'Ananya',
    middleName: null,
    lastName: 'Iyer',
    fullName: 'Ananya Iyer',
    dateOfBirth: '1992-03-14',
    gender: 'female',
    citizenshipCountryId: 101,
    passport: { number: 'z1234567', countryId: 101, expiryDate: '2031-05-01' },
    i797: { receiptNumber: 'WAC2190012345' },
  },
  questionnaire: {},
});

const countryName = (id: number) => ({ 101: 'India', 231: 'United States' })[id];

describe('valueAt', () => {
  it('reads dotted paths through objects and array indexes', () => {
    expect(valueAt({ a: { b: [{ c: 'x' }] } }, 'a.b.0.c')).toBe('x');
    expect(valueAt({ a: null }, 'a.b')).toBeUndefined();
    expect(valueAt({ a: 'text' }, 'a.length')).toBeUndefined();
  });
});

describe('formats', () => {
  it('writes ISO dates as MM/DD/YYYY and refuses non-dates', () => {
    expect(usDate('2026-02-03')).toBe('02/03/2026');
    expect(usDate('2026-02-03T10:00:00.000Z')).toBe('02/03/2026');
    expect(usDate('03/02/2026')).toBeNull();
  });
  it('keeps digits, the last ten of a phone, upper-cases and maps states and countries', () => {
    expect(applyFormat('12-3456789', 'digits', {})).toBe('123456789');
    expect(applyFormat('+1 (415) 555-0100', 'phone', {})).toBe('4155550100');
    expect(applyFormat('z123', 'upper', {})).toBe('Z123');
    expect(applyFormat({ id: 5, name: 'New York' }, 'state', {})).toBe('NY');
    expect(applyFormat('tx', 'state', {})).toBe('TX');
    expect(applyFormat('Atlantis', 'state', {})).toBeNull();
    expect(applyFormat(101, 'country', { countryName })).toBe('India');
    expect(applyFormat(999, 'country', { countryName })).toBeNull();
    expect(applyFormat({ id: 231, name: 'United States' }, 'country', {})).toBe('United States');
    expect(applyFormat('1,234,567', 'number', {})).toBe('1234567');
    expect(usStateCode('District of Columbia')).toBe('DC');
  });
});

describe('resolveForm with the I-129 mapping', () => {
  it('fills names, receipt-relevant fields and formats from the data', () => {
    const r = resolveForm(I129_MAPPING, data(), {}, { countryName });
    expect(r.code).toBe('I-129');
    expect(r.edition).toBe('01/20/25');
    expect(r.values[`${P}[0].Line3_CompanyorOrgName[0]`]).toBe('Northwind Analytics Inc.');
    expect(r.values[`${P}[1].Part3_Line2_FamilyName[0]`]).toBe('IYER');
    expect(r.values[`${P}[1].Part3_Line2_GivenName[0]`]).toBe('ANANYA');
    expect(r.values[`${P}[1].Part2_ClassificationSymbol[0]`]).toBe('H-1B');
    expect(r.values[`${P}[1].new[0]`]).toBe(true);
    expect(r.values[`${P}[1].continuation[0]`]).toBe(false);
    expect(r.values[`${P}[1].P2Checkbox4[0]`]).toBe(true);
    expect(r.values[`${P}[1].TtlNumbersofWorker[0]`]).toBe('1');
    expect(r.values[`${P}[1].Line1_ReceiptNumber[0]`]).toBe('WAC2190012345');
    expect(r.values[`${P}[0].TextField1[0]`]).toBe('123456789');
    expect(r.values[`${P}[0].Line2_DaytimePhoneNumber1_Part8[0]`]).toBe('4155550100');
    expect(r.values[`${P}[0].P1_Line3_State[0]`]).toBe('CA');
    expect(r.values[`${P}[0].Line3_Unit[0]`]).toBe(true);
    expect(r.values[`${P}[0].Line3_Unit[1]`]).toBe(false);
    expect(r.values[`${P}[2].Line6_DateOfBirth[0]`]).toBe('03/14/1992');
    expect(r.values[`${P}[2].Line1_Gender_P3[1]`]).toBe(true);
    expect(r.values[`${P}[2].Part3Line4_CountryOfCitizenship[0]`]).toBe('India');
    expect(r.values[`${P}[2].Part3Line5_PassportorTravDoc[0]`]).toBe('Z1234567');
    expect(r.values[`${P}[4].Part5_Q10_DateFrom[0]`]).toBe('10/01/2026');
    expect(r.values[`${P}[13].Line2_BeneficiaryName[0]`]).toBe('Ananya Iyer');
    expect(r.values[`${P}[13].SubHLine4_class[0]`]).toBe(true);
    expect(r.warnings).toEqual([]);
  });

  it('lists fields without a value (empty data and manual fields) as unmapped', () => {
    const r = resolveForm(I129_MAPPING, data(), {}, { countryName });
    const unmapped = r.unmapped.map((u) => u.field);
    expect(unmapped).toContain(`${P}[1].Part3_Line2_MiddleName[0]`); // middle name is null
    expect(unmapped).toContain(`${P}[2].OfficeAddressCity[0]`); // manual
    expect(unmapped).not.toContain(`${P}[0].Line3_CompanyorOrgName[0]`);
    expect(r.values).not.toHaveProperty(`${P}[1].Part3_Line2_MiddleName[0]`);
  });

  it('uses the fixed value "None" when there is no earlier receipt number', () => {
    const d = data();
    d.beneficiary!.i797 = null;
    expect(resolveForm(I129_MAPPING, d).values[`${P}[1].Line1_ReceiptNumber[0]`]).toBe('None');
  });

  it('lets questionnaire answers win over case data through path order', () => {
    const d = data();
    d.questionnaire = { jobTitle: 'Senior Data Scientist', classification: 'L-1B' };
    const r = resolveForm(I129_MAPPING, d);
    expect(r.values[`${P}[4].Part5_Q1_JobTitle[0]`]).toBe('Senior Data Scientist');
    expect(r.values[`${P}[1].Part2_ClassificationSymbol[0]`]).toBe('L-1B');
  });

  it('applies staff overrides, clears with null and ignores unknown fields with a warning', () => {
    const r = resolveForm(
      I129_MAPPING,
      data(),
      {
        [`${P}[2].OfficeAddressCity[0]`]: 'Chennai',
        [`${P}[0].P1Line6_No[0]`]: true,
        [`${P}[1].Part3_Line2_GivenName[0]`]: 'ANANYA R',
        [`${P}[0].Line9_EmailAddress[0]`]: null,
        'form1[0].nope[0]': 'x',
      },
      { countryName },
    );
    expect(r.values[`${P}[2].OfficeAddressCity[0]`]).toBe('Chennai');
    expect(r.values[`${P}[0].P1Line6_No[0]`]).toBe(true);
    expect(r.values[`${P}[1].Part3_Line2_GivenName[0]`]).toBe('ANANYA R');
    expect(r.fields.find((f) => f.field === `${P}[1].Part3_Line2_GivenName[0]`)?.source).toBe('override');
    expect(r.values).not.toHaveProperty(`${P}[0].Line9_EmailAddress[0]`);
    expect(r.unmapped.map((u) => u.field)).not.toContain(`${P}[2].OfficeAddressCity[0]`);
    expect(r.warnings).toEqual(['Unknown field ignored: form1[0].nope[0]']);
  });

  it('cuts values longer than the box and says so', () => {
    const d = data();
    (d.petitioner!.mailingAddress as Record<string, unknown>).line1 = 'A'.repeat(50);
    const r = resolveForm(I129_MAPPING, d);
    expect(r.values[`${P}[0].Line7b_StreetNumberName[0]`]).toBe('A'.repeat(34));
    expect(r.warnings).toEqual(['Mailing address: street number and name: cut to 34 characters']);
  });

  it('copes with a case without petitioner or beneficiary', () => {
    const r = resolveForm(I129_MAPPING, {
      case: { typeId: 1 },
      petitioner: null,
      beneficiary: null,
      questionnaire: {},
    });
    expect(r.values[`${P}[0].Line3_CompanyorOrgName[0]`]).toBeUndefined();
    expect(r.unmapped.length).toBeGreaterThan(40);
  });
});

describe('registry', () => {
  it('finds mappings by code and by case type and every field name is unique', () => {
    expect(formMapping(' i-129 ')?.code).toBe('I-129');
    expect(formMapping('I-000')).toBeUndefined();
    expect(formsForCaseType(1).map((m) => m.code)).toEqual(['I-129']);
    expect(formsForCaseType(3)).toEqual([]);
    const m: FormMapping = I129_MAPPING;
    const names = [...m.fields, ...m.manual].map((f) => f.field);
    expect(new Set(names).size).toBe(names.length);
    expect(supersededEditionMessage('I-129', '01/20/25')).toContain('superseded');
  });
});

describe('resolveForm with the I-765 mapping (H-4 EAD)', () => {
  it('fills the applicant from the beneficiary and the (c)(26) category from the case type', async () => {
    const { I765_MAPPING } = await import('./mappings/i-765');
    const d = data();
    d.case = { typeId: 5, subTypeCode: 'h4ead_initial' };
    d.beneficiary = { ...d.beneficiary, maritalStatus: 'married', currentStatus: { code: 'h-4' } };
    const r = resolveForm(I765_MAPPING, d, {}, { countryName });
    expect(r.values['form1[0].Page1[0].Line1a_FamilyName[0]']).toBe('IYER');
    expect(r.values['form1[0].Page1[0].Part1_Checkbox[0]']).toBe(true);
    expect(r.values['form1[0].Page1[0].Part1_Checkbox[2]']).toBe(false);
    expect(r.values['form1[0].Page2[0].Line10_Checkbox[3]']).toBe(true);
    expect(r.values['form1[0].Page3[0].Line19_DOB[0]']).toBe('03/14/1992');
    expect(r.values['form1[0].Page3[0].Line24_CurrentStatus[0]']).toBe('H-4');
    expect(r.values['form1[0].Page3[0].#area[1].section_1[0]']).toBe('c');
    expect(r.values['form1[0].Page3[0].#area[1].section_2[0]']).toBe('26');
    expect(formsForCaseType(5).map((m) => m.code)).toEqual(['I-765']);
  });
});

describe('resolveForm with the I-539 mapping (H-4 / L-2)', () => {
  it('fills the applicant and chooses extension or change of status from the sub-type', async () => {
    const { I539_MAPPING } = await import('./mappings/i-539');
    const d = data();
    d.case = { typeId: 4, subTypeCode: 'h4_extension', workers: 1, validityTo: '2029-09-30' };
    const r = resolveForm(I539_MAPPING, d, {}, { countryName });
    expect(r.values['form1[0].#subform[0].P1Line1a_FamilyName[0]']).toBe('IYER');
    expect(r.values['form1[0].#subform[1].P1_Line8_DateOfBirth[0]']).toBe('03/14/1992');
    expect(r.values['form1[0].#subform[1].P1_Line7_CountryOfCitizenship[0]']).toBe('India');
    expect(r.values['form1[0].#subform[1].P2_checkbox[0]']).toBe(true);
    expect(r.values['form1[0].#subform[1].P2_checkbox[1]']).toBe(false);
    expect(r.values['form1[0].#subform[1].P3_Line1a_DateExtended[0]']).toBe('09/30/2029');
    expect(formsForCaseType(6).map((m) => m.code)).toEqual(['I-539']);
  });
});
