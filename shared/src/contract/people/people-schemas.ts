import { z } from 'zod';
import { validatePhone } from '../../domain/validation-phone';
import { VALIDATION_MESSAGES } from '../../domain/messages';
import { zOptText, ZPeopleEmail } from './people-base';

/*
 * The people schemas: the shared parts (dates, paging, addresses, documents; people-base.ts) and
 * the phone rules. Phone checks load libphonenumber-js (~26 KiB compressed), so they live here,
 * apart from people-base.ts, which call schemas that only need a date or a page import (the case
 * list's petition schemas, the saved views, the reports): issue 21 point 4.
 */
export * from './people-base';

/** Object refinement: `phoneKey` must be a valid number with the calling code in `codeKey` (SPEC §5). */
export const refinePhone =
  (phoneKey = 'phone', codeKey = 'countryCallingCode') =>
  (value: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    const phone = value[phoneKey];
    if (typeof phone !== 'string' || phone.trim() === '') return;
    const code = value[codeKey];
    const cc = typeof code === 'string' || typeof code === 'number' ? String(code) : null;
    const message = validatePhone(phone, { countryCallingCode: cc, us: !cc && !phone.trim().startsWith('+') });
    if (message) ctx.addIssue({ code: 'custom', message, path: [phoneKey] });
  };

/** A person reachable at a company: name, title, email, phone. */
export const ZContactPerson = z
  .object({
    name: z.string().trim().min(1, VALIDATION_MESSAGES.required('Name')).max(200),
    title: zOptText(200),
    email: ZPeopleEmail.nullable().optional(),
    phone: zOptText(40),
    countryCallingCode: zOptText(6),
    isPrimary: z.boolean().optional(),
  })
  .superRefine(refinePhone());
export type TContactPerson = z.infer<typeof ZContactPerson>;
