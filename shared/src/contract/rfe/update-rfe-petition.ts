import { z } from 'zod';
import { ZIsoDate } from '../people/iso-date';
import { callPayload, defineCall } from '../define-call';
import { ZRfeDetails } from './rfe-petition-schemas';

export const ZUpdateRfePetitionPayload = callPayload({
  petitionId: z.uuid(),
  responseDueDate: ZIsoDate.optional(),
  noticeDate: ZIsoDate.nullable().optional(),
  title: z.string().trim().max(200).nullable().optional(),
  statusId: z.union([z.literal(24), z.literal(25), z.literal(26), z.literal(32), z.literal(33)]).optional(),
});
export type TUpdateRfePetitionPayload = z.input<typeof ZUpdateRfePetitionPayload>;
export const updateRfePetitionCall = defineCall({
  path: '/rfe-petition/update',
  summary:
    'Change an RFE case: response due date (its deadline), notice date, title, and its RFE status (24 RFE Received, 32 Response Docs Prepared, 33 Response Docs Approved, 25 Response to RFE Filed, 26 Response to RFE Received).',
  payload: ZUpdateRfePetitionPayload,
  result: ZRfeDetails,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10] },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', statusId: 32 },
});
