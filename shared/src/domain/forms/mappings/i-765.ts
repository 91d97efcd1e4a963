import type { FormMapping } from '../types';

/*
 * Form I-765, Application for Employment Authorization, edition 01/20/25 (170 AcroForm fields),
 * mapped for H-4 EAD cases (eligibility category (c)(26)). The applicant is the case's
 * beneficiary. Field listing: docs/forms/i-765.fields.tsv.
 */
const P = 'form1[0]';
const S = 'Part 2. Information about you';

export const I765_MAPPING: FormMapping = {
  code: 'I-765',
  title: 'Application for Employment Authorization',
  pdfFile: 'i-765.pdf',
  edition: '01/20/25',
  superseded: false,
  caseTypeIds: [5],
  fields: [
    { kind: 'checkbox', section: 'Part 1. Reason for applying', label: 'Initial permission to accept employment', field: `${P}.Page1[0].Part1_Checkbox[0]`, path: 'case.subTypeCode', when: ['h4ead_initial'] },
    { kind: 'checkbox', section: 'Part 1. Reason for applying', label: 'Renewal of permission to accept employment', field: `${P}.Page1[0].Part1_Checkbox[2]`, path: 'case.subTypeCode', when: ['h4ead_extension'] },
    { kind: 'text', section: S, label: 'Family name', field: `${P}.Page1[0].Line1a_FamilyName[0]`, path: 'beneficiary.lastName', format: ['upper'] },
    { kind: 'text', section: S, label: 'Given name', field: `${P}.Page1[0].Line1b_GivenName[0]`, path: 'beneficiary.firstName', format: ['upper'] },
    { kind: 'text', section: S, label: 'Middle name', field: `${P}.Page1[0].Line1c_MiddleName[0]`, path: 'beneficiary.middleName', format: ['upper'] },
    { kind: 'text', section: S, label: 'Mailing address: street number and name', field: `${P}.Page2[0].Line4b_StreetNumberName[0]`, path: 'beneficiary.usAddress.line1', maxLength: 34 },
    { kind: 'checkbox', section: S, label: 'Mailing address: suite', field: `${P}.Page2[0].Pt2Line5_Unit[0]`, path: 'beneficiary.usAddress.aptType', when: ['ste'] },
    { kind: 'checkbox', section: S, label: 'Mailing address: floor', field: `${P}.Page2[0].Pt2Line5_Unit[1]`, path: 'beneficiary.usAddress.aptType', when: ['flr'] },
    { kind: 'checkbox', section: S, label: 'Mailing address: apartment', field: `${P}.Page2[0].Pt2Line5_Unit[2]`, path: 'beneficiary.usAddress.aptType', when: ['apt'] },
    { kind: 'text', section: S, label: 'Mailing address: apt/ste/flr number', field: `${P}.Page2[0].Pt2Line5_AptSteFlrNumber[0]`, path: 'beneficiary.usAddress.line2', maxLength: 6 },
    { kind: 'text', section: S, label: 'Mailing address: city or town', field: `${P}.Page2[0].Pt2Line5_CityOrTown[0]`, path: 'beneficiary.usAddress.city', maxLength: 20 },
    { kind: 'dropdown', section: S, label: 'Mailing address: state', field: `${P}.Page2[0].Pt2Line5_State[0]`, path: 'beneficiary.usAddress.state', format: ['state'] },
    { kind: 'text', section: S, label: 'Mailing address: ZIP code', field: `${P}.Page2[0].Pt2Line5_ZipCode[0]`, path: 'beneficiary.usAddress.usZip', format: ['digits'], maxLength: 5 },
    { kind: 'text', section: S, label: 'A-Number', field: `${P}.Page2[0].Line7_AlienNumber[0]`, path: 'beneficiary.alienNumber', format: ['digits'], maxLength: 9 },
    { kind: 'checkbox', section: S, label: 'Sex: female', field: `${P}.Page2[0].Line9_Checkbox[0]`, path: 'beneficiary.gender', when: ['female'] },
    { kind: 'checkbox', section: S, label: 'Sex: male', field: `${P}.Page2[0].Line9_Checkbox[1]`, path: 'beneficiary.gender', when: ['male'] },
    { kind: 'checkbox', section: S, label: 'Marital status: widowed', field: `${P}.Page2[0].Line10_Checkbox[0]`, path: 'beneficiary.maritalStatus', when: ['widowed'] },
    { kind: 'checkbox', section: S, label: 'Marital status: divorced', field: `${P}.Page2[0].Line10_Checkbox[1]`, path: 'beneficiary.maritalStatus', when: ['divorced'] },
    { kind: 'checkbox', section: S, label: 'Marital status: single', field: `${P}.Page2[0].Line10_Checkbox[2]`, path: 'beneficiary.maritalStatus', when: ['single'] },
    { kind: 'checkbox', section: S, label: 'Marital status: married', field: `${P}.Page2[0].Line10_Checkbox[3]`, path: 'beneficiary.maritalStatus', when: ['married'] },
    { kind: 'text', section: S, label: 'Social Security Number', field: `${P}.Page2[0].Line12b_SSN[0]`, path: 'beneficiary.ssn', format: ['digits'], maxLength: 9 },
    { kind: 'text', section: S, label: 'Country of citizenship', field: `${P}.Page2[0].Line17a_CountryOfBirth[0]`, path: 'beneficiary.citizenshipCountryId', format: ['country'] },
    { kind: 'text', section: S, label: 'City or town of birth', field: `${P}.Page3[0].Line18a_CityTownOfBirth[0]`, path: 'beneficiary.birthCity' },
    { kind: 'text', section: S, label: 'Country of birth', field: `${P}.Page3[0].Line18c_CountryOfBirth[0]`, path: 'beneficiary.birthCountryId', format: ['country'] },
    { kind: 'text', section: S, label: 'Date of birth', field: `${P}.Page3[0].Line19_DOB[0]`, path: 'beneficiary.dateOfBirth', format: ['date'] },
    { kind: 'text', section: S, label: 'I-94 number', field: `${P}.Page3[0].Line20a_I94Number[0]`, path: 'beneficiary.i94.number', format: ['upper'], maxLength: 11 },
    { kind: 'text', section: S, label: 'Passport number', field: `${P}.Page3[0].Line20b_Passport[0]`, path: 'beneficiary.passport.number', format: ['upper'] },
    { kind: 'text', section: S, label: 'Passport country of issuance', field: `${P}.Page3[0].Line20d_CountryOfIssuance[0]`, path: 'beneficiary.passport.countryId', format: ['country'] },
    { kind: 'text', section: S, label: 'Passport expiry date', field: `${P}.Page3[0].Line20e_ExpDate[0]`, path: 'beneficiary.passport.expiryDate', format: ['date'] },
    { kind: 'text', section: S, label: 'Date of last arrival', field: `${P}.Page3[0].Line21_DateOfLastEntry[0]`, path: 'beneficiary.i94.lastEntryDate', format: ['date'] },
    { kind: 'text', section: S, label: 'Current immigration status', field: `${P}.Page3[0].Line24_CurrentStatus[0]`, path: 'beneficiary.currentStatus.code', format: ['upper'] },
    { kind: 'text', section: 'Eligibility category', label: 'Eligibility category: letter', field: `${P}.Page3[0].#area[1].section_1[0]`, path: 'case.typeId', map: { '5': 'c' }, maxLength: 4 },
    { kind: 'text', section: 'Eligibility category', label: 'Eligibility category: number', field: `${P}.Page3[0].#area[1].section_2[0]`, path: 'case.typeId', map: { '5': '26' }, maxLength: 3 },
  ],
  manual: [
    { kind: 'text', section: S, label: 'Status at last arrival', field: `${P}.Page3[0].Line23_StatusLastEntry[0]` },
    { kind: 'text', section: S, label: "Father's family name", field: `${P}.Page2[0].Line15a_FamilyName[0]` },
    { kind: 'text', section: S, label: "Father's given name", field: `${P}.Page2[0].Line15b_GivenName[0]` },
    { kind: 'text', section: S, label: "Mother's family name", field: `${P}.Page2[0].Line16a_FamilyName[0]` },
    { kind: 'text', section: S, label: "Mother's given name", field: `${P}.Page2[0].Line16b_GivenName[0]` },
  ],
};
