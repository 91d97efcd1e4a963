import { z } from 'zod';
import { ZLcaStatusId } from '../../domain/lca';
import { callPayload, defineCall } from '../define-call';
import { ZIsoDate } from '../people/iso-date';
import { LCA_CALL_AUTH, ZEtaCaseNumber, ZLcaDetails, ZLcaIdPayload } from './lca-schemas';

export const ZUpdateLcaStatusPayload = callPayload({
  ...ZLcaIdPayload,
  /** The new status (LCA_STATUS; 3 is only written on cases attached from the inventory). */
  statusId: ZLcaStatusId,
  note: z.string().trim().max(1000).optional(),
  /** Filing (5): DOL's case number and the filing day (default today). */
  etaCaseNumber: ZEtaCaseNumber.optional(),
  filedOn: ZIsoDate.optional(),
  /** Certification (2): the day DOL certified (default today). */
  certifiedOn: ZIsoDate.optional(),
});
export type TUpdateLcaStatusPayload = z.input<typeof ZUpdateLcaStatusPayload>;
export const updateLcaStatusCall = defineCall({
  path: '/lca/update-status',
  summary:
    'Move an LCA to a new status, logged in statusLogs ({ statusId, createdBy }). Filing checks the 6-month rule and a complete ETA-9035; certification completes LCA_SUBMIT of every H-1B case using the LCA and logs status 2 on them.',
  payload: ZUpdateLcaStatusPayload,
  result: ZLcaDetails,
  auth: LCA_CALL_AUTH,
  scope: 'tenant',
  ids: { lcaId: 'lca' },
  example: { lcaId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', statusId: 4 },
});
