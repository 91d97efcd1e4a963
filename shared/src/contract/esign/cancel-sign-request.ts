import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ESIGN_SENDER_ROLES, ZSignRequest } from './esign-schemas';
import { CASE_ID, REQUEST_ID } from './staff-schemas';

export const ZCancelSignRequestPayload = callPayload({
  petitionId: z.uuid(),
  requestId: z.uuid(),
});

export const cancelSignRequestCall = defineCall({
  path: '/esign/cancel',
  summary: 'Withdraws an unsigned request: its link opens nothing any more.',
  payload: ZCancelSignRequestPayload,
  result: ZSignRequest,
  auth: { kind: 'session', roles: ESIGN_SENDER_ROLES },
  scope: 'tenant',
  ids: { petitionId: 'petition', requestId: 'esign_request' },
  example: { petitionId: CASE_ID, requestId: REQUEST_ID },
});
