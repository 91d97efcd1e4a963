import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { LETTER_MANAGE_ROLES } from './form-letter-schemas';
import { EXAMPLE_ID } from './template-schemas';

export const ZLetterTemplateDeletePayload = callPayload({ id: z.uuid() });
export type TLetterTemplateDeletePayload = z.input<typeof ZLetterTemplateDeletePayload>;
export const ZLetterTemplateDeleteResult = z.object({
  deleted: z.literal(true),
  /** Form groups it was taken out of. */
  removedFromGroups: z.number().int(),
});
export type TLetterTemplateDeleteResult = z.infer<typeof ZLetterTemplateDeleteResult>;

export const letterTemplateDeleteCall = defineCall({
  path: '/form-letter/delete',
  summary:
    'Deletes a letter template and takes it out of the form groups. Letters already generated from it stay with their cases.',
  payload: ZLetterTemplateDeletePayload,
  result: ZLetterTemplateDeleteResult,
  auth: { kind: 'session', roles: LETTER_MANAGE_ROLES },
  scope: 'tenant',
  ids: { id: 'letter_template' },
  example: { id: EXAMPLE_ID },
});
