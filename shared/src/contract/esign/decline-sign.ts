import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { link, token } from './link-schemas';

export const ZDeclineSignPayload = callPayload({ ...token, reason: z.string().trim().max(500).optional() });
export const ZDeclineSignResult = z.object({ requestId: z.uuid(), status: z.literal('declined') });

export const declineSignCall = defineCall({
  path: '/esign/decline',
  summary: 'The signer declines to sign (optional reason); the link is used up and the case team told.',
  payload: ZDeclineSignPayload,
  result: ZDeclineSignResult,
  auth: link,
  scope: 'tenant',
  example: { token: 'link-token', reason: 'The address on page 2 is wrong.' },
});
