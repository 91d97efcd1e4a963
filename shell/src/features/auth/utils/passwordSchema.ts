import { z } from 'zod';
import { ZNewPassword } from 'shared/auth-contract';
import { VALIDATION_MESSAGES } from 'shared/guard';

/** Shown when the confirmation differs (the contract answers the same words). */
export const PASSWORD_MISMATCH_MESSAGE = 'The passwords do not match';

/** A new password (SPEC §5 strong rule and message) and its confirmation. */
export const ZNewPasswordForm = z
  .object({
    password: ZNewPassword,
    confirmPassword: z.string().min(1, VALIDATION_MESSAGES.required('Confirm Password')),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword !== '' && value.confirmPassword !== value.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_MISMATCH_MESSAGE });
    }
  });
export type TNewPasswordForm = z.infer<typeof ZNewPasswordForm>;
