/*
 * `shared/contract/case-list` (issue 21 point 4): what a case list (/cases and the other list
 * screens) runs before its first rows — the list read, the export call, the sort fields and the
 * column labels. A strict subset of `shared/contract/petition`: that barrel is one federation
 * module, so importing one name from it evaluated every case call's schemas (details, create,
 * filing fees, bulk replace, old-case import…) before the list's first render.
 */
export { CASE_COLUMN_LABELS, CASE_SORT_FIELDS } from './petition-schemas';
export { listPetitionsCall } from './list-petitions';
export { exportPetitionsCall } from './export-petitions';
