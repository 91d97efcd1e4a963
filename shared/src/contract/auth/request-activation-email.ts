import type { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZAcceptedResult, ZAccountEmail } from './auth-schemas';

/** /resend-link: mails a fresh activation link to an invited account. Same answer for any address. */
export const ZRequestActivationEmailPayload = callPayload({ email: ZAccountEmail });
export type TRequestActivationEmailPayload = z.input<typeof ZRequestActivationEmailPayload>;

export const ZRequestActivationEmailResult = ZAcceptedResult;
export type TRequestActivationEmailResult = z.infer<typeof ZRequestActivationEmailResult>;

export const requestActivationEmailCall = defineCall({
  path: '/auth/request-activation-email',
  summary: 'Resend the activation link of an invited account (answer never reveals the address exists).',
  payload: ZRequestActivationEmailPayload,
  result: ZRequestActivationEmailResult,
  auth: { kind: 'public' },
  scope: 'tenant',
  example: { email: 'hr@client.test' },
});
