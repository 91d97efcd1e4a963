import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../../domain/messages';

/*
 * Dates in payloads and results (YYYY-MM-DD, SPEC §7/§9), apart from people-base.ts so a call
 * schema that only needs a date does not load the address, passport and e-mail rules of
 * domain/validation.ts (issue 21 point 4). people-base.ts and people-schemas.ts re-export them.
 */

/** A calendar date, YYYY-MM-DD, that exists. */
export const ZIsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected YYYY-MM-DD')
  .refine((v) => {
    const [y, m, d] = v.split('-').map(Number) as [number, number, number];
    const dt = new Date(Date.UTC(y, m - 1, d));
    return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
  }, VALIDATION_MESSAGES.date);

/** An optional, clearable date (null clears it). */
export const ZOptDate = ZIsoDate.nullable().optional();
