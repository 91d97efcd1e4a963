import type { FormMapping } from '../types';

/*
 * Form I-539, Application to Extend/Change Nonimmigrant Status, edition 12/08/21 (159 AcroForm
 * fields), mapped for H-4 and L-2 cases: the applicant is the case's beneficiary. Field listing:
 * docs/forms/i-539.fields.tsv.
 */
const P = 'form1[0].#subform';
const S1 = 'Part 1. Information about you';
const S2 = 'Part 2. Application type';

export const I539_MAPPING: FormMapping = {
  code: 'I-539',
  title: 'Application to Extend/Change Nonimmigrant Status',
  pdfFile: 'i-539.pdf',
  edition: '12/08/21',
  superseded: false,
  caseTypeIds: [4, 6],
  fields: [
    { kind: 'text', section: S1, label: 'Family name', field: `${P}[0].P1Line1a_FamilyName[0]`, path: 'beneficiary.lastName', format: ['upper'] },
    { kind: 'text', section: S1, label: 'Given name', field: `${P}[0].P1_Line1b_GivenName[0]`, path: 'beneficiary.firstName', format: ['upper'] },
    { kind: 'text', section: S1, label: 'Middle name', field: `${P}[0].P1_Line1c_MiddleName[0]`, path: 'beneficiary.middleName', format: ['upper'] },
    { kind: 'text', section: S1, label: 'A-Number', field: `${P}[0].Pt1Line2_AlienNumber[0]`, path: 'beneficiary.alienNumber', format: ['digits'], maxLength: 9 },
    { kind: 'text', section: S1, label: 'Mailing address: street number and name', field: `${P}[0].Part2_Item11_StreetName[0]`, path: 'beneficiary.usAddress.line1', maxLength: 34 },
    { kind: 'checkbox', section: S1, label: 'Mailing address: apartment', field: `${P}[0].Part1_Item4_Unit[0]`, path: 'beneficiary.usAddress.aptType', when: ['apt'] },
    { kind: 'checkbox', section: S1, label: 'Mailing address: suite', field: `${P}[0].Part1_Item4_Unit[1]`, path: 'beneficiary.usAddress.aptType', when: ['ste'] },
    { kind: 'checkbox', section: S1, label: 'Mailing address: floor', field: `${P}[0].Part1_Item4_Unit[2]`, path: 'beneficiary.usAddress.aptType', when: ['flr'] },
    { kind: 'text', section: S1, label: 'Mailing address: apt/ste/flr number', field: `${P}[0].Part1_Item4_Number[0]`, path: 'beneficiary.usAddress.line2', maxLength: 6 },
    { kind: 'text', section: S1, label: 'Mailing address: city or town', field: `${P}[0].Part2_Item11_City[0]`, path: 'beneficiary.usAddress.city', maxLength: 28 },
    { kind: 'dropdown', section: S1, label: 'Mailing address: state', field: `${P}[0].Part2_Item11_State[0]`, path: 'beneficiary.usAddress.state', format: ['state'] },
    { kind: 'text', section: S1, label: 'Mailing address: ZIP code', field: `${P}[0].Part2_Item11_ZipCode[0]`, path: 'beneficiary.usAddress.usZip', format: ['digits'], maxLength: 5 },
    { kind: 'text', section: S1, label: 'Country of birth', field: `${P}[1].P1_Line6_CountryOfBirth[0]`, path: 'beneficiary.birthCountryId', format: ['country'] },
    { kind: 'text', section: S1, label: 'Country of citizenship or nationality', field: `${P}[1].P1_Line7_CountryOfCitizenship[0]`, path: 'beneficiary.citizenshipCountryId', format: ['country'] },
    { kind: 'text', section: S1, label: 'Date of birth', field: `${P}[1].P1_Line8_DateOfBirth[0]`, path: 'beneficiary.dateOfBirth', format: ['date'] },
    { kind: 'text', section: S1, label: 'U.S. Social Security Number', field: `${P}[1].P1_Line9_SSN[0]`, path: 'beneficiary.ssn', format: ['digits'], maxLength: 9 },
    { kind: 'text', section: S1, label: 'Date of last arrival', field: `${P}[1].SupA_Line1i_DateOfArrival[0]`, path: 'beneficiary.i94.lastEntryDate', format: ['date'] },
    { kind: 'text', section: S1, label: 'I-94 number', field: `${P}[1].SupA_Line1j_ArrivalDeparture[0]`, path: 'beneficiary.i94.number', format: ['upper'], maxLength: 11 },
    { kind: 'text', section: S1, label: 'Passport number', field: `${P}[1].SupA_Line1k_Passport[0]`, path: 'beneficiary.passport.number', format: ['upper'], maxLength: 30 },
    { kind: 'text', section: S1, label: 'Passport country of issuance', field: `${P}[1].SupA_Line1m_CountryOfIssuance[0]`, path: 'beneficiary.passport.countryId', format: ['country'] },
    { kind: 'text', section: S1, label: 'Passport expiry date', field: `${P}[1].SupA_Line1n_ExpDate[0]`, path: 'beneficiary.passport.expiryDate', format: ['date'] },
    { kind: 'text', section: S1, label: 'Current status expires', field: `${P}[1].SupA_Line1p_DateExpires[0]`, path: ['beneficiary.currentStatus.expiryDate', 'beneficiary.i94.expiryDate'], format: ['date'] },
    { kind: 'checkbox', section: S2, label: 'Applying for an extension of stay', field: `${P}[1].P2_checkbox[0]`, path: 'case.subTypeCode', when: ['h4_extension', 'l2_extension'] },
    { kind: 'checkbox', section: S2, label: 'Applying for a change of status', field: `${P}[1].P2_checkbox[1]`, path: 'case.subTypeCode', when: ['h4_initial', 'l2_initial'] },
    { kind: 'checkbox', section: S2, label: 'I am the only applicant', field: `${P}[1].P2_checkbox4[0]`, path: 'case.workers', when: [1] },
    { kind: 'text', section: 'Part 3. Processing information', label: 'Extend status until', field: `${P}[1].P3_Line1a_DateExtended[0]`, path: ['questionnaire.extendUntil', 'case.validityTo'], format: ['date'] },
  ],
  manual: [
    { kind: 'dropdown', section: S2, label: 'New status requested (change of status)', field: `${P}[1].Pt2Line2a_NewStatus[0]` },
    { kind: 'text', section: S2, label: 'Change effective on', field: `${P}[1].Pt2Line2b_EffectiveDate[0]` },
    { kind: 'text', section: 'Part 3. Processing information', label: "Receipt number of the principal's petition", field: `${P}[2].P3_Line5_ReceiptNumber[0]`, maxLength: 13 },
  ],
};
