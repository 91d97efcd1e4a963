import { z } from 'zod';
import { validateEmail, validateStrongPassword, type ValidationResult } from './validation-rules';

/*
 * The SPEC §5 rules the sign-in and account screens use (e-mail, strong password), blankness and
 * the zod wrapper, apart from the other rules of validation.ts, which re-exports them: the auth
 * schemas import this file, so the first visit of /login does not load the postal data, the file
 * rules or the phone rules (issue 21 point 4).
 */

export {
  EMAIL_PATTERN,
  STRONG_PASSWORD_PATTERN,
  isBlank,
  validateEmail,
  validateStrongPassword,
  type ValidationResult,
} from './validation-rules';
/** A string schema that runs a validator and reports its message. */
export const zFromValidator = (validator: (value: string) => ValidationResult) =>
  z.string().superRefine((value, ctx) => {
    const message = validator(value);
    if (message !== null) ctx.addIssue({ code: 'custom', message });
  });

export const zEmail = (field = 'Email') => zFromValidator((v) => validateEmail(v, field));
export const zStrongPassword = () => zFromValidator(validateStrongPassword);
