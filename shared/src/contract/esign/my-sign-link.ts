import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { CASE_ID, REQUEST_ID } from './staff-schemas';

export const ZMySignLinkPayload = callPayload({ petitionId: z.uuid(), requestId: z.uuid() });
export const ZMySignLinkResult = z.object({
  /** `/auth/sign-document?token=…` on this tenant's host. */
  path: z.string(),
  expiresAt: z.string(),
});

export const mySignLinkCall = defineCall({
  path: '/esign/my-sign-link',
  summary:
    'For a signed-in petitioner user who is the request’s signer (same e-mail): a fresh signing link, so he can sign from the case page.',
  payload: ZMySignLinkPayload,
  result: ZMySignLinkResult,
  auth: { kind: 'session', roles: [50] },
  scope: 'tenant',
  ids: { petitionId: 'petition', requestId: 'esign_request' },
  example: { petitionId: CASE_ID, requestId: REQUEST_ID },
});
