import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { LETTER_READ_ROLES, ZLetterCategory, ZLetterCategoryKind } from './form-letter-schemas';

export const ZLetterCategoryListPayload = callPayload({ kind: ZLetterCategoryKind.optional() });
export type TLetterCategoryListPayload = z.input<typeof ZLetterCategoryListPayload>;
export const ZLetterCategoryListResult = z.object({ data: z.array(ZLetterCategory) });
export type TLetterCategoryListResult = z.infer<typeof ZLetterCategoryListResult>;

export const letterCategoryListCall = defineCall({
  path: '/form-letter/category-list',
  summary: 'Child form and letter categories, in their order, with how many templates each holds.',
  payload: ZLetterCategoryListPayload,
  result: ZLetterCategoryListResult,
  auth: { kind: 'session', roles: LETTER_READ_ROLES },
  scope: 'tenant',
  example: { kind: 'letter' },
});
