/*
 * Document-type registry for personal documents (SPEC §3): each key maps to a label, a group,
 * whether it can be uploaded several times, and for some slots a tooltip (degrees, marksheets,
 * I-20s, spouse documents, recent approvals). Company documents are in company/company-schemas.ts.
 */

export type DocumentGroup =
  'identity' | 'immigration' | 'education' | 'employment' | 'financial' | 'family' | 'sponsor' | 'perm' | 'other';

export interface DocumentTypeDef {
  label: string;
  group: DocumentGroup;
  /** Several files may be stored under this key (e.g. one per pay stub). */
  multiple?: boolean;
  tooltip?: string;
}

const TIP = {
  degree:
    'Upload the degree certificate (diploma) for each post-secondary degree. If it is not in English, add a certified English translation in the same file.',
  marksheets:
    'Upload the consolidated marksheets or transcripts for all years or semesters of the degree, with certified English translations where needed.',
  i20: 'Upload every Form I-20 issued to you (all pages, signed), including those for OPT and STEM OPT, oldest first.',
  spouse:
    'Documents of your spouse: passport bio page, visa, latest I-94 and, if in the US, the current approval notice (I-797). A marriage certificate is uploaded separately.',
  recentApprovals:
    'Upload your most recent USCIS approval notices (Form I-797A/I-797B) for your current and previous statuses, including those from earlier employers.',
} as const;

export const DOCUMENT_TYPES = {
  // Identity
  passport_bio_page: { label: 'Passport (bio page)', group: 'identity' },
  passport_all_pages: { label: 'Passport (all pages with stamps)', group: 'identity' },
  previous_passport: { label: 'Previous Passport', group: 'identity', multiple: true },
  birth_certificate: { label: 'Birth Certificate', group: 'identity' },
  birth_certificate_translation: { label: 'Birth Certificate (English translation)', group: 'identity' },
  national_id: { label: 'National ID Card', group: 'identity' },
  drivers_license: { label: "Driver's License / State ID", group: 'identity' },
  social_security_card: { label: 'Social Security Card', group: 'identity' },
  photo: { label: 'Passport-style Photograph', group: 'identity' },
  // Immigration
  visa_stamp: { label: 'US Visa Stamp', group: 'immigration', multiple: true },
  i94_record: { label: 'Form I-94 Arrival/Departure Record', group: 'immigration', multiple: true },
  i797_approval: { label: 'I-797 Approval Notice', group: 'immigration', multiple: true },
  i797_receipt: { label: 'I-797C Receipt Notice', group: 'immigration', multiple: true },
  recent_approvals: {
    label: 'Recent Approval Notices',
    group: 'immigration',
    multiple: true,
    tooltip: TIP.recentApprovals,
  },
  ead_card: { label: 'Employment Authorization Document (EAD)', group: 'immigration', multiple: true },
  i20: { label: 'Form I-20', group: 'immigration', multiple: true, tooltip: TIP.i20 },
  ds2019: { label: 'Form DS-2019', group: 'immigration', multiple: true },
  sevis_fee_receipt: { label: 'SEVIS Fee Receipt (I-901)', group: 'immigration' },
  ds160_confirmation: { label: 'DS-160 Confirmation', group: 'immigration' },
  green_card: { label: 'Permanent Resident Card (Green Card)', group: 'immigration' },
  advance_parole: { label: 'Advance Parole Document', group: 'immigration' },
  lca_certified: { label: 'Certified LCA (ETA-9035)', group: 'immigration' },
  h1b_registration_selection: { label: 'H-1B Registration Selection Notice', group: 'immigration' },
  travel_history: { label: 'Travel History / Entry-Exit Records', group: 'immigration' },
  // Education
  high_school_diploma: { label: 'High School Diploma', group: 'education' },
  bachelors_degree: { label: "Bachelor's Degree Certificate", group: 'education', tooltip: TIP.degree },
  bachelors_marksheets: {
    label: "Bachelor's Marksheets / Transcripts",
    group: 'education',
    multiple: true,
    tooltip: TIP.marksheets,
  },
  masters_degree: { label: "Master's Degree Certificate", group: 'education', tooltip: TIP.degree },
  masters_marksheets: {
    label: "Master's Marksheets / Transcripts",
    group: 'education',
    multiple: true,
    tooltip: TIP.marksheets,
  },
  doctorate_degree: { label: 'Doctorate (PhD) Degree Certificate', group: 'education', tooltip: TIP.degree },
  doctorate_transcripts: {
    label: 'Doctorate Transcripts',
    group: 'education',
    multiple: true,
    tooltip: TIP.marksheets,
  },
  provisional_degree: { label: 'Provisional Degree Certificate', group: 'education', tooltip: TIP.degree },
  college_degree: { label: 'Other College Degree', group: 'education', multiple: true, tooltip: TIP.degree },
  credential_evaluation: { label: 'Foreign Credential Evaluation', group: 'education' },
  professional_certification: { label: 'Professional Certification / License', group: 'education', multiple: true },
  // Employment
  resume: { label: 'Resume / CV', group: 'employment' },
  offer_letter: { label: 'Offer Letter', group: 'employment' },
  employment_agreement: { label: 'Employment Agreement', group: 'employment' },
  experience_letter: { label: 'Experience Letter', group: 'employment', multiple: true },
  employment_verification_letter: { label: 'Employment Verification Letter', group: 'employment', multiple: true },
  relieving_letter: { label: 'Relieving Letter', group: 'employment', multiple: true },
  job_description: { label: 'Job Description', group: 'employment' },
  client_letter: { label: 'Client / End-Client Letter', group: 'employment' },
  // Financial
  pay_stubs: { label: 'Pay Stubs', group: 'financial', multiple: true },
  w2: { label: 'Form W-2', group: 'financial', multiple: true },
  federal_tax_return: { label: 'Federal Income Tax Return (Form 1040)', group: 'financial', multiple: true },
  tax_transcript: { label: 'IRS Tax Transcript', group: 'financial', multiple: true },
  bank_statement: { label: 'Bank Statement', group: 'financial', multiple: true },
  // Family
  marriage_certificate: { label: 'Marriage Certificate', group: 'family' },
  divorce_decree: { label: 'Divorce Decree', group: 'family', multiple: true },
  spouse_passport: { label: 'Spouse Passport', group: 'family', tooltip: TIP.spouse },
  spouse_visa: { label: 'Spouse Visa Stamp', group: 'family', multiple: true, tooltip: TIP.spouse },
  spouse_i94: { label: 'Spouse I-94', group: 'family', tooltip: TIP.spouse },
  spouse_i797: { label: 'Spouse I-797 Approval Notice', group: 'family', multiple: true, tooltip: TIP.spouse },
  spouse_ead: { label: 'Spouse EAD', group: 'family', tooltip: TIP.spouse },
  child_birth_certificate: { label: "Child's Birth Certificate", group: 'family', multiple: true },
  child_passport: { label: "Child's Passport", group: 'family', multiple: true },
  wedding_photos: { label: 'Wedding Photographs', group: 'family', multiple: true },
  joint_bank_statement: { label: 'Joint Bank Statement / Shared Lease', group: 'family', multiple: true },
  // Sponsor (I-130, I-864)
  sponsor_proof_of_status: { label: "Sponsor's Proof of Citizenship or Permanent Residence", group: 'sponsor' },
  sponsor_family_relationship: { label: 'Sponsor Family Relationship Proof', group: 'sponsor', multiple: true },
  sponsor_tax_returns: { label: "Sponsor's Tax Returns", group: 'sponsor', multiple: true },
  sponsor_employment_letter: { label: "Sponsor's Employment Letter", group: 'sponsor' },
  affidavit_of_support: { label: 'Affidavit of Support (I-864)', group: 'sponsor' },
  // PERM
  perm_recruitment_ad: { label: 'PERM Recruitment Advertisement', group: 'perm', multiple: true },
  perm_newspaper_ad: { label: 'PERM Sunday Newspaper Advertisement', group: 'perm', multiple: true },
  perm_job_order: { label: 'PERM State Workforce Agency Job Order', group: 'perm' },
  perm_notice_of_filing: { label: 'PERM Notice of Filing', group: 'perm' },
  // Other
  police_clearance: { label: 'Police Clearance Certificate', group: 'other', multiple: true },
  medical_exam_i693: { label: 'Medical Examination (I-693)', group: 'other' },
  name_change_document: { label: 'Name Change Document', group: 'other' },
  other_document: { label: 'Other Document', group: 'other', multiple: true },
} as const satisfies Record<string, DocumentTypeDef>;

export type DocumentTypeKey = keyof typeof DOCUMENT_TYPES;
export const DOCUMENT_TYPE_KEYS = Object.keys(DOCUMENT_TYPES) as DocumentTypeKey[];

export const isDocumentTypeKey = (key: string): key is DocumentTypeKey =>
  Object.prototype.hasOwnProperty.call(DOCUMENT_TYPES, key);

/** The label of a key; an unknown key shows as itself. */
export const documentTypeLabel = (key: string): string => (isDocumentTypeKey(key) ? DOCUMENT_TYPES[key].label : key);
