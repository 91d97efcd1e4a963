/*
 * The USCIS forms Passage fills, as the screens need them: code, title, edition and the case
 * types that file them. The field mappings themselves (about 250 KB of data) are server-side only
 * and live behind `shared/forms-mappings`, so they never reach the browser's shared bundle;
 * catalogue.test.ts keeps this list equal to the mappings.
 */
export interface FormCatalogueEntry {
  code: string;
  title: string;
  edition: string;
  caseTypeIds: readonly number[];
}

export const FORM_CATALOGUE: readonly FormCatalogueEntry[] = [
  { code: 'I-129', title: 'Petition for a Nonimmigrant Worker', edition: '01/20/25', caseTypeIds: [1, 2] },
  {
    code: 'I-539',
    title: 'Application to Extend/Change Nonimmigrant Status',
    edition: '08/28/24',
    caseTypeIds: [4, 6],
  },
  { code: 'I-765', title: 'Application for Employment Authorization', edition: '01/20/25', caseTypeIds: [5] },
  { code: 'I-130', title: 'Petition for Alien Relative', edition: '04/01/24', caseTypeIds: [7] },
  {
    code: 'I-485',
    title: 'Application to Register Permanent Residence or Adjust Status',
    edition: '01/20/25',
    caseTypeIds: [10],
  },
  {
    code: 'I-131',
    title: 'Application for Travel Documents, Parole Documents, and Arrival/Departure Records',
    edition: '01/20/25',
    caseTypeIds: [10],
  },
  {
    code: 'I-864',
    title: 'Affidavit of Support Under Section 213A of the INA',
    edition: '10/17/24',
    caseTypeIds: [7, 10],
  },
  { code: 'I-140', title: 'Immigrant Petition for Alien Workers', edition: '06/07/24', caseTypeIds: [9] },
  { code: 'I-9', title: 'Employment Eligibility Verification', edition: '01/20/25', caseTypeIds: [14] },
];

export const formCatalogueEntry = (code: string): FormCatalogueEntry | undefined =>
  FORM_CATALOGUE.find((f) => f.code.toLowerCase() === code.trim().toLowerCase());
