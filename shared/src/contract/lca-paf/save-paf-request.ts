import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { LCA_PAF_CALL_AUTH, ZIsoDate, ZLcaRef, ZPafAnswerMethod, ZPafRequest, ZPafRequestChannel } from './lca-paf-schemas';

export const ZSavePafRequestPayload = callPayload({
  ...ZLcaRef,
  /** Absent: log a new request. */
  requestId: z.uuid().optional(),
  requesterName: z.string().trim().min(1, 'Who asked?').max(200),
  requesterContact: z.string().trim().max(300).nullable().optional(),
  channel: ZPafRequestChannel,
  receivedOn: ZIsoDate,
  answeredOn: ZIsoDate.nullable().optional(),
  answerMethod: ZPafAnswerMethod.nullable().optional(),
  note: z.string().trim().max(2000).nullable().optional(),
});
export type TSavePafRequestPayload = z.input<typeof ZSavePafRequestPayload>;

export const savePafRequestCall = defineCall({
  path: '/lca-paf/save-request',
  summary: 'Log a request from the public to see an LCA’s public access file, or record how it was answered.',
  payload: ZSavePafRequestPayload,
  result: ZPafRequest,
  auth: LCA_PAF_CALL_AUTH,
  scope: 'tenant',
  ids: { lcaId: 'lca', requestId: 'paf-request' },
  example: { lcaId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', requesterName: 'J. Public', channel: 'email', receivedOn: '2026-11-23' },
});
