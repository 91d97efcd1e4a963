import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ESIGN_SENDER_ROLES, ZSignRequest } from './esign-schemas';
import { CASE_ID, REQUEST_ID, expiresInDays } from './staff-schemas';

// ─────────────────────────── resend / cancel ───────────────────────────

export const ZResendSignRequestPayload = callPayload({
  petitionId: z.uuid(),
  requestId: z.uuid(),
  signerName: z.string().trim().min(2).max(120).optional(),
  signerEmail: z.email().max(254).optional(),
  expiresInDays,
});

export const resendSignRequestCall = defineCall({
  path: '/esign/resend',
  summary:
    'Revokes the live link of an unsigned request and mails a new one (optionally to another signer); a declined request is asked again.',
  payload: ZResendSignRequestPayload,
  result: ZSignRequest,
  auth: { kind: 'session', roles: ESIGN_SENDER_ROLES },
  scope: 'tenant',
  ids: { petitionId: 'petition', requestId: 'esign_request' },
  example: { petitionId: CASE_ID, requestId: REQUEST_ID },
});
