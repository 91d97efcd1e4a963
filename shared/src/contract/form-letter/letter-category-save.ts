import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { LETTER_MANAGE_ROLES, ZLetterCategory, ZLetterCategoryKind, ZLetterName } from './form-letter-schemas';

export const ZLetterCategorySavePayload = callPayload({
  id: z.uuid().optional(),
  name: ZLetterName,
  kind: ZLetterCategoryKind,
  sortOrder: z.number().int().min(0).max(1000).optional(),
});
export type TLetterCategorySavePayload = z.input<typeof ZLetterCategorySavePayload>;

export const letterCategorySaveCall = defineCall({
  path: '/form-letter/category-save',
  summary: 'Creates or renames a form or letter category. A name already used for the same kind is refused (409).',
  payload: ZLetterCategorySavePayload,
  result: ZLetterCategory,
  auth: { kind: 'session', roles: LETTER_MANAGE_ROLES },
  scope: 'tenant',
  creates: true,
  ids: { id: 'letter_category' },
  example: { name: 'Cover letters', kind: 'letter' },
});
