import { z } from 'zod';

/*
 * USCIS receipt numbers: three letters (the service centre, e.g. EAC, WAC, LIN, SRC, IOE) and ten
 * digits, e.g. EAC2612345678. Users paste them with spaces, dashes or lower case; we normalise.
 */

export const RECEIPT_NUMBER_MESSAGE = 'Receipt Number must be 3 letters followed by 10 digits (e.g. EAC2612345678)';

const RECEIPT_RE = /^[A-Z]{3}\d{10}$/;

/** Upper-cases and drops spaces and dashes: ' eac-26 123 45678 ' → 'EAC2612345678'. */
export const normalizeReceiptNumber = (value: string): string => value.replace(/[\s-]+/g, '').toUpperCase();

/** Is `value` (after normalising) three letters and ten digits? */
export const isValidReceiptNumber = (value: string): boolean => RECEIPT_RE.test(normalizeReceiptNumber(value));

/** Zod schema: accepts the loose forms and outputs the normalised number. */
export const ZReceiptNumber = z
  .string()
  .transform(normalizeReceiptNumber)
  .refine((v) => RECEIPT_RE.test(v), { message: RECEIPT_NUMBER_MESSAGE });
