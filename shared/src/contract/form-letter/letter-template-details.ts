import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { LETTER_READ_ROLES, ZLetterTemplate } from './form-letter-schemas';
import { EXAMPLE_ID } from './template-schemas';

export const ZLetterTemplateDetailsPayload = callPayload({ id: z.uuid() });
export type TLetterTemplateDetailsPayload = z.input<typeof ZLetterTemplateDetailsPayload>;

export const letterTemplateDetailsCall = defineCall({
  path: '/form-letter/details',
  summary:
    'One letter template with its body (TipTap JSON), the placeholders it uses and the form groups that list it.',
  payload: ZLetterTemplateDetailsPayload,
  result: ZLetterTemplate,
  auth: { kind: 'session', roles: LETTER_READ_ROLES },
  scope: 'tenant',
  ids: { id: 'letter_template' },
  example: { id: EXAMPLE_ID },
});
