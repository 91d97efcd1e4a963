/**
 * Validation messages of SPEC §5, word for word (including the spec's own spacing and spelling,
 * e.g. 'Please fill {field} .' and 'Conform'). Every form and the server use these, so a message
 * changes in one place only.
 */
export const VALIDATION_MESSAGES = {
  /** Required-field message in forms. */
  required: (field: string): string => `Please fill ${field} .`,
  /** The other required message (also used for documents required). */
  requiredStar: (field: string): string => `*${field} is required`,
  /** Documents required: no file with status true. */
  documentsRequired: (field: string): string => `${field} is required`,
  /** The spec gives this without a subject; `field` prefixes it where a form names the input. */
  phone: (field?: string): string => (field ? `${field} is not a valid phone number` : 'is not a valid phone number'),
  strongPassword: 'The password must contain at least: 1 uppercase, 1 lowercase, 1 number, and one special character',
  digitsOnly: (field: string): string => `The ${field} field must contain only digits.`,
  max: (n: number): string => `Field value must be less than or equal to ${n}`,
  min: (length: number): string => `Minimum value ${length} is required`,
  confirmCaseNumber: 'The Conform Case Number confirmation does not match',
  zip: 'Zip Code not valid',
  passport: 'Passport number not valid',
  date: 'Date must be a valid format (MM/DD/YYYY)',
  /** SPEC §5 names the email rule but no message; this follows the wording of its other field rules. */
  email: (field: string): string => `The ${field} field must be a valid email`,
  /** SPEC §5 names accepted file types but no message; Passage's own wording. */
  fileType: 'Only images, PDF and Word documents can be uploaded',
} as const;

/**
 * Sign-in messages. SPEC gives none for throttling (§5 and §8 name no lockout text), so these are
 * Passage's own wording; the server answers them and the UI shows them as they come.
 */
export const SIGN_IN_MESSAGES = {
  /** A sign-in from this address to this account must wait (429 RATE_LIMITED, with Retry-After). */
  throttled: (retryAfterSeconds: number): string => {
    const s = Math.max(1, Math.ceil(retryAfterSeconds));
    if (s < 120) return `Too many failed sign-in attempts. Try again in ${s} second${s === 1 ? '' : 's'}.`;
    return `Too many failed sign-in attempts. Try again in ${Math.ceil(s / 60)} minutes.`;
  },
} as const;
