import { caseKindDef, RFE_RESPONSE_RECEIVED_STATUS_ID } from 'shared/domain';

/**
 * The RFE case kind as this module uses it: the registry entry (shared/domain/cases/case-kinds.ts)
 * plus the status that closes an RFE case (its response was received).
 */
export const RFE_KIND = {
  ...caseKindDef('rfe'),
  closeStatusId: RFE_RESPONSE_RECEIVED_STATUS_ID,
} as const;
