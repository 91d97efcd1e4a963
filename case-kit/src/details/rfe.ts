/**
 * `case-kit/details/rfe`: the RFE details page's read and its edit dialog (issue 21 point 4). Apart
 * from `case-kit/details` so a case's details page does not evaluate the RFE contract.
 */
export { useRfeDetails } from './api/rfeQueries';
export { RfeEditDialog, RFE_STATUS_IDS } from './components/RfeEditDialog';
