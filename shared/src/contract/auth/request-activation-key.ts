import type { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZAcceptedResult, ZLinkToken } from './auth-schemas';

/**
 * An activation or invitation link that expired: send its `key` (the link's token) and a fresh
 * link goes to the same account's address. Same answer whether or not the key was known.
 */
export const ZRequestActivationKeyPayload = callPayload({ key: ZLinkToken });
export type TRequestActivationKeyPayload = z.input<typeof ZRequestActivationKeyPayload>;

export const ZRequestActivationKeyResult = ZAcceptedResult;
export type TRequestActivationKeyResult = z.infer<typeof ZRequestActivationKeyResult>;

export const requestActivationKeyCall = defineCall({
  path: '/auth/request-activation-key',
  summary: 'Replace an expired activation/invitation link: mails a new one to the same account.',
  payload: ZRequestActivationKeyPayload,
  result: ZRequestActivationKeyResult,
  auth: { kind: 'public' },
  scope: 'tenant',
  example: { key: 'c2FtcGxlLWtleS1mcm9tLWEtbWFpbC1saW5r' },
});
