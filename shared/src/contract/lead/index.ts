export * from './lead-schemas';
export * from './list-leads';
export * from './lead-details';
export * from './create-lead';
export * from './update-lead';
export * from './convert-lead';
export * from './export-leads-csv';
import { convertLeadCall } from './convert-lead';
import { createLeadCall } from './create-lead';
import { exportLeadsCsvCall } from './export-leads-csv';
import { leadDetailsCall } from './lead-details';
import { listLeadsCall } from './list-leads';
import { updateLeadCall } from './update-lead';

export const LEAD_CALLS = [listLeadsCall, leadDetailsCall, createLeadCall, updateLeadCall, convertLeadCall, exportLeadsCsvCall] as const;
