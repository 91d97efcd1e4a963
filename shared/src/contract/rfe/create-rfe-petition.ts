import { z } from 'zod';
import { ZIsoDate } from '../people/iso-date';
import { callPayload, defineCall } from '../define-call';
import { ZRfeDetails } from './rfe-petition-schemas';

export const ZCreateRfePetitionPayload = callPayload({
  /** The case USCIS sent the RFE for. */
  parentId: z.uuid(),
  responseDueDate: ZIsoDate,
  noticeDate: ZIsoDate.optional(),
  title: z.string().trim().max(200).optional(),
});
export type TCreateRfePetitionPayload = z.input<typeof ZCreateRfePetitionPayload>;
export const createRfePetitionCall = defineCall({
  path: '/rfe-petition/create',
  summary:
    'Create an RFE case for a case by hand (recording the outcome "RFE received" with /petition/record-uscis-response does this too): parties copied, linked, deadline = response due date.',
  payload: ZCreateRfePetitionPayload,
  result: ZRfeDetails,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8] },
  scope: 'tenant',
  creates: true,
  ids: { parentId: 'petition' },
  example: { parentId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', responseDueDate: '2027-02-01' },
});
