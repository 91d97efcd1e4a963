import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { LETTER_MANAGE_ROLES } from './form-letter-schemas';
import { EXAMPLE_ID } from './group-schemas';

export const ZFormGroupDeletePayload = callPayload({ id: z.uuid() });
export type TFormGroupDeletePayload = z.input<typeof ZFormGroupDeletePayload>;

export const formGroupDeleteCall = defineCall({
  path: '/form-letter/group-delete',
  summary: 'Deletes a form group (its forms and templates stay).',
  payload: ZFormGroupDeletePayload,
  result: z.object({ deleted: z.literal(true) }),
  auth: { kind: 'session', roles: LETTER_MANAGE_ROLES },
  scope: 'tenant',
  ids: { id: 'letter_group' },
  example: { id: EXAMPLE_ID },
});
