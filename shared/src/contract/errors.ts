import { z } from 'zod';

/** Every error code the server answers with. One list for the server's error handler and the UI. */
export const ERROR_CODES = {
  /** Session token expired: the client logs out (SPEC §8). */
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  /** The signed-in user was deactivated: the client logs out (SPEC §8). */
  LOGIN_USER_INACTIVE: 'LOGIN_USER_INACTIVE',
  /** The user's role changed since sign-in: the client logs out (SPEC §8). */
  ROLE_CHANGED: 'ROLE_CHANGED',
  /** No valid session token. */
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  /** The link token is unknown, expired, used, or for another purpose. */
  LINK_TOKEN_INVALID: 'LINK_TOKEN_INVALID',
  /** Signed in, but not allowed to do this. */
  FORBIDDEN: 'FORBIDDEN',
  /** Unknown call, or a record that does not exist in this tenant. */
  NOT_FOUND: 'NOT_FOUND',
  /** The host name names no tenant. */
  TENANT_NOT_FOUND: 'TENANT_NOT_FOUND',
  /** The host is the product's own (app, www, localhost, an IP address): there is no tenant to load. */
  PLATFORM_HOST: 'PLATFORM_HOST',
  /** Malformed request (not JSON, payload not an object). */
  BAD_REQUEST: 'BAD_REQUEST',
  /** The payload does not match the call's schema; `issues` lists the fields. */
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  /** The write conflicts with the current state (duplicate, idempotency key reuse, …). */
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  RATE_LIMITED: 'RATE_LIMITED',
  /** Sign-in refused: unknown e-mail or wrong password (one answer for both: no enumeration). */
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  /** Sign-in refused: the account was invited or registered but not activated / verified yet. */
  ACCOUNT_NOT_ACTIVATED: 'ACCOUNT_NOT_ACTIVATED',
  /** The two-factor code, recovery code or challenge is wrong, used or expired. */
  MFA_CODE_INVALID: 'MFA_CODE_INVALID',
  /** The tenant requires two-factor authentication and the grace period ended without enrolment. */
  MFA_SETUP_REQUIRED: 'MFA_SETUP_REQUIRED',
  /** Server fault; the message never carries internals. */
  INTERNAL: 'INTERNAL',
  /** The server is shutting down or not ready. */
  UNAVAILABLE: 'UNAVAILABLE',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** HTTP status answered with each code. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  TOKEN_EXPIRED: 401,
  LOGIN_USER_INACTIVE: 401,
  ROLE_CHANGED: 401,
  UNAUTHENTICATED: 401,
  LINK_TOKEN_INVALID: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TENANT_NOT_FOUND: 404,
  PLATFORM_HOST: 404,
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 422,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_NOT_ACTIVATED: 403,
  MFA_CODE_INVALID: 401,
  MFA_SETUP_REQUIRED: 403,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** SPEC §8: codes after which the client clears the session, logs out and reloads. */
export const LOGOUT_ERROR_CODES: readonly ErrorCode[] = ['TOKEN_EXPIRED', 'LOGIN_USER_INACTIVE', 'ROLE_CHANGED'];

export { ERROR_MESSAGES } from './error-messages';

export const ZValidationIssue = z.object({
  /** Dotted field path, e.g. `matcher.countryId` or `items.0.name`. */
  path: z.string(),
  message: z.string(),
});
export type TValidationIssue = z.infer<typeof ZValidationIssue>;

export const ZApiError = z.object({
  code: z.string(),
  message: z.string(),
  issues: z.array(ZValidationIssue).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

/** Body of every failed call: `{ result: { error }, message }`. */
export const ZErrorEnvelope = z.object({
  result: z.object({ error: ZApiError }),
  message: z.string(),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

export const isLogoutErrorCode = (code: unknown): boolean =>
  typeof code === 'string' && (LOGOUT_ERROR_CODES as readonly string[]).includes(code);
