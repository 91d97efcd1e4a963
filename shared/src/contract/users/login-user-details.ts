import type { z } from 'zod';
import { ZSessionUser } from '../../domain/session-user';
import { callPayload, defineCall } from '../define-call';
import { ZLinkToken } from '../auth/auth-schemas';

/**
 * The session user of a session token: `accessToken` in the body (/auto-login/{token} and link
 * pages), else the bearer token. Expired, revoked or foreign tokens answer 401 with the SPEC §8
 * codes (TOKEN_EXPIRED, LOGIN_USER_INACTIVE, ROLE_CHANGED) or UNAUTHENTICATED.
 */
export const ZLoginUserDetailsPayload = callPayload({ accessToken: ZLinkToken.optional() });
export type TLoginUserDetailsPayload = z.input<typeof ZLoginUserDetailsPayload>;

export const ZLoginUserDetailsResult = ZSessionUser;
export type TLoginUserDetailsResult = z.infer<typeof ZLoginUserDetailsResult>;

export const loginUserDetailsCall = defineCall({
  path: '/users/login-user-details',
  summary: 'The SPEC §3 session user of a token (auto-login, reload): always rebuilt from current data.',
  payload: ZLoginUserDetailsPayload,
  result: ZLoginUserDetailsResult,
  auth: { kind: 'public' },
  rateLimit: 'strict',
  example: { accessToken: 'c2FtcGxlLXNlc3Npb24tdG9rZW4tdmFsdWU' },
});
