/* Company document types, apart from company-schemas.ts so the document registry (domain) does not load the company and people schemas (issue 21 point 4). */

/** Kinds of company documents (SPEC §3 "incorporation and other company documents"). */
export const COMPANY_DOCUMENT_TYPES = {
  articles_of_incorporation: 'Articles of Incorporation',
  certificate_of_good_standing: 'Certificate of Good Standing',
  fein_assignment_letter: 'FEIN Assignment Letter (IRS CP-575 / 147C)',
  federal_tax_return: 'Federal Tax Return (Form 1120 / 1120-S / 1065)',
  annual_report: 'Annual Report',
  audited_financials: 'Audited Financial Statements',
  quarterly_wage_report: 'Quarterly Wage Report (Form 941 / state UI)',
  payroll_summary: 'Payroll Summary',
  organizational_chart: 'Organizational Chart',
  office_lease: 'Office Lease',
  company_brochure: 'Company Brochure / Marketing Material',
  client_contract: 'Client Contract / MSA',
  end_client_letter: 'End-Client Letter',
  e_verify_mou: 'E-Verify MOU',
  business_license: 'Business License',
  other_company_document: 'Other Company Document',
} as const;
export type TCompanyDocumentType = keyof typeof COMPANY_DOCUMENT_TYPES;
