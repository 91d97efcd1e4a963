/*
 * The SPEC §8 messages alone (no zod): the light sign-in page reads them before the contract has
 * loaded (issue 21 point 4). `errors.ts` re-exports them with the codes and the envelope schemas.
 */

/** Messages of SPEC §8. */
export const ERROR_MESSAGES = {
  GENERIC: 'Something went wrong. Please try again later',
  UPDATE_FAILED: 'Unable to update',
  UNEXPECTED: 'An unexpected error occurred.',
  UNAUTHENTICATED: 'Please sign in to continue.',
  TOKEN_EXPIRED: 'Your session has expired. Please sign in again.',
  LOGIN_USER_INACTIVE: 'Your account is inactive.',
  ROLE_CHANGED: 'Your role has changed. Please sign in again.',
  LINK_TOKEN_INVALID: 'This link is invalid or has expired.',
  FORBIDDEN: 'You do not have permission to do this.',
  NOT_FOUND: 'Not found',
  TENANT_NOT_FOUND: 'Tenant not found',
  PLATFORM_HOST: 'This is the product’s own address; it belongs to no tenant.',
  VALIDATION_FAILED: 'Validation failed',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  RATE_LIMITED: 'Too many requests. Please wait and try again.',
  INVALID_CREDENTIALS: 'Invalid email or password.',
  ACCOUNT_NOT_ACTIVATED: 'Your account is not activated yet. Use the link in your e-mail, or ask for a new one.',
  MFA_CODE_INVALID: 'The verification code is not valid. Try again.',
  MFA_SETUP_REQUIRED:
    'Two-factor authentication is required for your account and the grace period has ended. Ask your administrator to extend it, then set it up.',
  UNAVAILABLE: 'The service is restarting. Please try again shortly.',
} as const;
