import { VALIDATION_MESSAGES as M } from './messages';

/*
 * The SPEC §5 e-mail and strong-password rules as plain functions, without zod: the light sign-in
 * page (shell/src/features/auth/light) checks its form with these before the full app, its API
 * schemas and zod have loaded (issue 21 point 4). `validation-core.ts` re-exports them beside the
 * zod wrappers the schemas use, so each rule is written once.
 */

export type ValidationResult = string | null;

/** Null, undefined, a blank string or an empty list. */
export const isBlank = (value: unknown): boolean =>
  value == null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

const text = (value: unknown): string => (value == null ? '' : String(value).trim());

/** The WHATWG (HTML input type=email) pattern, plus a dotted domain ending in a 2+ letter TLD. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;

export const validateEmail = (value: unknown, field = 'Email'): ValidationResult => {
  const v = text(value);
  return v === '' || EMAIL_PATTERN.test(v) ? null : M.email(field);
};

/** SPEC §5: at least 6 characters with a lowercase, an uppercase, a digit and one of !@#$%^&*. */
export const STRONG_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{6,}$/;

export const validateStrongPassword = (value: unknown): ValidationResult => {
  const v = value == null ? '' : String(value);
  return v === '' || STRONG_PASSWORD_PATTERN.test(v) ? null : M.strongPassword;
};
