import { z } from 'zod';
import { ZAccountEmail, ZNewPassword } from 'shared/auth-contract';
import { VALIDATION_MESSAGES as M, zPhone } from 'shared/domain';
import { PASSWORD_MISMATCH_MESSAGE } from './passwordSchema';

/** /register: who signs up (SPEC §5: beneficiary registration forces role 51). */
export const ZRegisterForm = z
  .object({
    accountKind: z.enum(['company', 'individual']),
    firstName: z.string().trim().min(1, M.required('First Name')).max(100),
    lastName: z.string().trim().min(1, M.required('Last Name')).max(100),
    email: ZAccountEmail,
    phone: zPhone({ us: true }, 'Phone'),
    companyName: z.string().trim().max(200),
    password: ZNewPassword,
    confirmPassword: z.string().min(1, M.required('Confirm Password')),
  })
  .superRefine((value, ctx) => {
    if (value.accountKind === 'company' && value.companyName === '') {
      ctx.addIssue({ code: 'custom', path: ['companyName'], message: M.required('Company Name') });
    }
    if (value.confirmPassword !== '' && value.confirmPassword !== value.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_MISMATCH_MESSAGE });
    }
  });
export type TRegisterFormInput = z.input<typeof ZRegisterForm>;
export type TRegisterForm = z.output<typeof ZRegisterForm>;
