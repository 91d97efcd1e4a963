import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ATTORNEY_SIGN_ROLES, ZSignRequest } from './esign-schemas';
import { CASE_ID, REQUEST_ID } from './staff-schemas';

export const ZIgnoreAttorneySignPayload = callPayload({
  petitionId: z.uuid(),
  requestId: z.uuid(),
  reason: z.string().trim().min(3, 'Give a reason.').max(500),
});

export const ignoreAttorneySignCall = defineCall({
  path: '/petition/ignore-attorney-sign',
  summary: "The case's attorney skips his own signature on a signed document, with a reason (recorded and logged).",
  payload: ZIgnoreAttorneySignPayload,
  result: ZSignRequest,
  auth: { kind: 'session', roles: ATTORNEY_SIGN_ROLES },
  scope: 'tenant',
  ids: { petitionId: 'petition', requestId: 'esign_request' },
  example: { petitionId: CASE_ID, requestId: REQUEST_ID, reason: 'Only the petitioner signs this form.' },
});
