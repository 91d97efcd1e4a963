import { z } from 'zod';
import { VALIDATION_MESSAGES as M, zPhone } from 'shared/domain';

/** What a user may change about themselves (the contract lets everyone edit their name and phone). */
export const ZProfileForm = z.object({
  firstName: z.string().trim().min(1, M.required('First Name')).max(100),
  lastName: z.string().trim().max(100),
  phone: zPhone({ us: true }, 'Phone'),
});
export type TProfileFormInput = z.input<typeof ZProfileForm>;
export type TProfileForm = z.output<typeof ZProfileForm>;
