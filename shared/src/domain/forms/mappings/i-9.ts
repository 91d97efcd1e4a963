import type { FormMapping } from '../types';

/*
 * Form I-9, Employment Eligibility Verification, edition 01/20/25 (128 AcroForm fields, no XFA;
 * plain field names). Section 1 (the employee) comes from the beneficiary; Section 2 (the
 * employer) from the petitioner and its authorized signer. The documents the employer examines
 * (Lists A, B, C), signatures, dates of signature and Supplements A and B are filled by hand: only
 * the employer knows what was presented. Field listing: docs/forms/i-9.fields.tsv.
 */

const S1 = 'Section 1. Employee';
const S2 = 'Section 2. Employer';

/** Current status codes of a noncitizen authorized to work (box 4), as the profile stores them. */
const AUTHORIZED_STATUSES = [
  'authorized',
  'H-1B',
  'H-1B1',
  'L-1A',
  'L-1B',
  'O-1',
  'TN',
  'E-1',
  'E-2',
  'E-3',
  'F-1 OPT',
  'F-1 STEM OPT',
  'H-4 EAD',
  'L-2',
  'EAD',
] as const;

/** Box 1–4 answer from the questionnaire or the case data; box 4 falls back on the current status. */
const ATTESTATION = ['questionnaire.employee.attestation', 'case.data.i9Attestation'] as const;

export const I9_MAPPING: FormMapping = {
  code: 'I-9',
  title: 'Employment Eligibility Verification',
  pdfFile: 'i-9.pdf',
  edition: '01/20/25',
  superseded: false,
  caseTypeIds: [14],
  fields: [
    // Section 1. Employee information and attestation
    {
      kind: 'text',
      section: S1,
      label: 'Last name (family name)',
      field: 'Last Name (Family Name)',
      path: 'beneficiary.lastName',
    },
    {
      kind: 'text',
      section: S1,
      label: 'First name (given name)',
      field: 'First Name Given Name',
      path: 'beneficiary.firstName',
    },
    {
      kind: 'text',
      section: S1,
      label: 'Middle initial',
      field: 'Employee Middle Initial (if any)',
      path: 'beneficiary.middleName',
      format: ['initial'],
      maxLength: 1,
    },
    {
      kind: 'text',
      section: S1,
      label: 'Other last names used',
      field: 'Employee Other Last Names Used (if any)',
      path: 'beneficiary.otherNames',
    },
    {
      kind: 'text',
      section: S1,
      label: 'Address: street number and name',
      field: 'Address Street Number and Name',
      path: 'beneficiary.usAddress.line1',
    },
    {
      kind: 'text',
      section: S1,
      label: 'Address: apartment number',
      field: 'Apt Number (if any)',
      path: 'beneficiary.usAddress.line2',
    },
    {
      kind: 'text',
      section: S1,
      label: 'Address: city or town',
      field: 'City or Town',
      path: 'beneficiary.usAddress.city',
    },
    {
      kind: 'dropdown',
      section: S1,
      label: 'Address: state',
      field: 'State',
      path: 'beneficiary.usAddress.state',
      format: ['state'],
    },
    {
      kind: 'text',
      section: S1,
      label: 'Address: ZIP code',
      field: 'ZIP Code',
      path: 'beneficiary.usAddress.usZip',
      format: ['digits'],
      maxLength: 6,
    },
    {
      kind: 'text',
      section: S1,
      label: 'Date of birth',
      field: 'Date of Birth mmddyyyy',
      path: 'beneficiary.dateOfBirth',
      format: ['date'],
    },
    {
      kind: 'text',
      section: S1,
      label: 'U.S. Social Security number',
      field: 'US Social Security Number',
      path: 'beneficiary.ssn',
      format: ['digits'],
      maxLength: 9,
    },
    {
      kind: 'text',
      section: S1,
      label: "Employee's e-mail address",
      field: 'Employees E-mail Address',
      path: 'beneficiary.email',
    },
    {
      kind: 'text',
      section: S1,
      label: "Employee's telephone number",
      field: 'Telephone Number',
      path: 'beneficiary.phone',
      format: ['phone'],
    },
    {
      kind: 'checkbox',
      section: S1,
      label: '1. A citizen of the United States',
      field: 'CB_1',
      path: ATTESTATION,
      when: ['citizen'],
    },
    {
      kind: 'checkbox',
      section: S1,
      label: '2. A noncitizen national of the United States',
      field: 'CB_2',
      path: ATTESTATION,
      when: ['national'],
    },
    {
      kind: 'checkbox',
      section: S1,
      label: '3. A lawful permanent resident',
      field: 'CB_3',
      path: ATTESTATION,
      when: ['lpr'],
    },
    {
      kind: 'checkbox',
      section: S1,
      label: '4. A noncitizen authorized to work',
      field: 'CB_4',
      path: [...ATTESTATION, 'beneficiary.currentStatus.code'],
      when: AUTHORIZED_STATUSES,
    },
    {
      kind: 'text',
      section: S1,
      label: 'Authorized to work until (expiration date)',
      field: 'Exp Date mmddyyyy',
      path: ['beneficiary.i94.expiryDate', 'beneficiary.currentStatus.expiryDate', 'beneficiary.ead.expiryDate'],
      format: ['date'],
    },
    {
      kind: 'text',
      section: S1,
      label: 'Form I-94 admission number',
      field: 'Form I94 Admission Number',
      path: 'beneficiary.i94.number',
      maxLength: 11,
    },
    // Section 2. Employer review and verification
    {
      kind: 'text',
      section: S2,
      label: 'First day of employment',
      field: 'FirstDayEmployed mmddyyyy',
      path: ['case.data.firstDayOfEmployment', 'questionnaire.employment.startDate', 'case.validityFrom'],
      format: ['date'],
    },
    {
      kind: 'text',
      section: S2,
      label: 'Employer or authorized representative: last name, first name and title',
      field: 'Last Name First Name and Title of Employer or Authorized Representative',
      parts: ['petitioner.signer.lastName', 'petitioner.signer.firstName', 'petitioner.signer.title'],
    },
    {
      kind: 'text',
      section: S2,
      label: "Employer's business or organization name",
      field: 'Employers Business or Org Name',
      path: 'petitioner.name',
    },
    {
      kind: 'text',
      section: S2,
      label: "Employer's business or organization address",
      field: 'Employers Business or Org Address',
      parts: [
        'petitioner.mailingAddress.line1',
        'petitioner.mailingAddress.line2',
        'petitioner.mailingAddress.city',
        'petitioner.mailingAddress.state',
        ['petitioner.mailingAddress.usZip', 'petitioner.mailingAddress.foreignPostalCode'],
      ],
    },
  ],
  signatures: [
    {
      role: 'petitioner',
      label: 'Section 2. Signature of the employer or authorized representative',
      field: 'Signature of Employer or AR',
      dateField: 'S2 Todays Date mmddyyyy',
    },
    {
      role: 'applicant',
      label: 'Section 1. Signature of the employee',
      field: 'Signature of Employee',
      dateField: "Today's Date mmddyyy",
    },
    {
      role: 'preparer',
      label: 'Supplement A. Signature of the preparer or translator',
      field: 'Signature of Preparer or Translator 0',
      dateField: 'Sig Date mmddyyyy 0',
    },
  ],
  manual: [
    {
      kind: 'text',
      section: S1,
      label: '3. Lawful permanent resident: USCIS or A-Number',
      field: '3 A lawful permanent resident Enter USCIS or ANumber',
    },
    { kind: 'text', section: S1, label: '4. USCIS or A-Number', field: 'USCIS ANumber', maxLength: 10 },
    {
      kind: 'text',
      section: S1,
      label: '4. Foreign passport number and country of issuance',
      field: 'Foreign Passport Number and Country of IssuanceRow1',
    },
    { kind: 'text', section: S1, label: "Today's date (employee)", field: "Today's Date mmddyyy" },
    { kind: 'text', section: S2, label: 'List A document 1: issuing authority', field: 'Issuing Authority 1' },
    { kind: 'text', section: S2, label: 'List A document 1: number', field: 'Document Number 0 (if any)' },
    { kind: 'text', section: S2, label: 'List A document 1: expiration date', field: 'Expiration Date if any' },
    { kind: 'text', section: S2, label: 'List A document 2: title', field: 'Document Title 2 If any' },
    { kind: 'text', section: S2, label: 'List A document 2: issuing authority', field: 'Issuing Authority_2' },
    { kind: 'text', section: S2, label: 'List A document 2: number', field: 'Document Number If any_2' },
    {
      kind: 'text',
      section: S2,
      label: 'List A document 2: expiration date',
      field: 'List A.  Document 2. Expiration Date (if any)',
    },
    { kind: 'text', section: S2, label: 'List B document: title', field: 'List B Document 1 Title' },
    { kind: 'text', section: S2, label: 'List B document: issuing authority', field: 'List B Issuing Authority 1' },
    { kind: 'text', section: S2, label: 'List B document: number', field: 'List B Document Number 1' },
    { kind: 'text', section: S2, label: 'List B document: expiration date', field: 'List B Expiration Date 1' },
    { kind: 'text', section: S2, label: 'List C document: title', field: 'List C Document Title 1' },
    { kind: 'text', section: S2, label: 'List C document: issuing authority', field: 'List C Issuing Authority 1' },
    { kind: 'text', section: S2, label: 'List C document: number', field: 'List C Document Number 1' },
    { kind: 'text', section: S2, label: 'List C document: expiration date', field: 'List C Expiration Date 1' },
    { kind: 'text', section: S2, label: 'Additional information', field: 'Additional Information' },
    {
      kind: 'checkbox',
      section: S2,
      label: 'Alternative procedure authorized by DHS used',
      field: 'CB_Alt',
    },
    { kind: 'text', section: S2, label: "Today's date (employer)", field: 'S2 Todays Date mmddyyyy' },
  ],
};
