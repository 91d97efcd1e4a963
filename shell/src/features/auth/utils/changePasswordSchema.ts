import { z } from 'zod';
import { ZGivenPassword, ZNewPassword } from 'shared/auth-contract';
import { VALIDATION_MESSAGES as M } from 'shared/guard';
import { PASSWORD_MISMATCH_MESSAGE } from './passwordSchema';

export const SAME_PASSWORD_MESSAGE = 'Choose a password different from the current one';

/** Current password, new password (SPEC §5 rule) and its confirmation. */
export const ZChangePasswordForm = z
  .object({
    oldPassword: ZGivenPassword,
    password: ZNewPassword,
    confirmPassword: z.string().min(1, M.required('Confirm Password')),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword !== '' && value.confirmPassword !== value.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_MISMATCH_MESSAGE });
    }
    if (value.oldPassword !== '' && value.oldPassword === value.password) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: SAME_PASSWORD_MESSAGE });
    }
  });
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;
