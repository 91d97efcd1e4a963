/*
 * `shared/contract/case-details` (issue 21 point 4): what a case's details page runs before its
 * first paint — the details read, the assignment slots and the calls of the two header actions
 * (complete an activity, download as PDF). A strict subset of `shared/contract/petition`: that
 * barrel is one federation module, so importing one name from it evaluated every case call's
 * schemas (the list, saved views, workflow configuration, old-case import…) on the details page.
 */
export { CASE_ASSIGNMENT_ROLES, ZCaseDetails } from './petition-schemas';
export type { TCaseAssignmentField, TCaseDetails, TFileDownload } from './petition-schemas';
export { petitionDetailsCall } from './petition-details';
export { completeActivityCall } from './complete-activity';
export { downloadDetailsAsPdfCall } from './download-details-as-pdf';
