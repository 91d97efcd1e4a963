import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';

/** Revokes the bearer token's session. Answers the same for an unknown or expired token. */
export const ZLogoutPayload = callPayload({});
export type TLogoutPayload = z.input<typeof ZLogoutPayload>;

export const ZLogoutResult = z.object({ loggedOut: z.literal(true) });
export type TLogoutResult = z.infer<typeof ZLogoutResult>;

export const logoutCall = defineCall({
  path: '/auth/logout',
  summary: 'Sign out: the session token stops working at once.',
  payload: ZLogoutPayload,
  result: ZLogoutResult,
  auth: { kind: 'public' },
  example: {},
});
