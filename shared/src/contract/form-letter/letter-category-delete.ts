import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { LETTER_MANAGE_ROLES } from './form-letter-schemas';
import { EXAMPLE_ID } from './group-schemas';

export const ZLetterCategoryDeletePayload = callPayload({ id: z.uuid() });
export type TLetterCategoryDeletePayload = z.input<typeof ZLetterCategoryDeletePayload>;

export const letterCategoryDeleteCall = defineCall({
  path: '/form-letter/category-delete',
  summary: 'Deletes a category; refused (409) while templates are filed under it.',
  payload: ZLetterCategoryDeletePayload,
  result: z.object({ deleted: z.literal(true) }),
  auth: { kind: 'session', roles: LETTER_MANAGE_ROLES },
  scope: 'tenant',
  ids: { id: 'letter_category' },
  example: { id: EXAMPLE_ID },
});
