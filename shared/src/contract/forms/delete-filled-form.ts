import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { EX_CASE, EX_VERSION, STAFF } from './forms-and-letters-schemas';

export const ZDeleteFilledFormPayload = callPayload({ petitionId: z.uuid(), versionId: z.uuid() });
export type TDeleteFilledFormPayload = z.input<typeof ZDeleteFilledFormPayload>;

export const deleteFilledFormCall = defineCall({
  path: '/filled-forms-and-letters/delete',
  summary:
    'Delete a version of a form or letter and its stored file (SPEC §7 delete stored file). Recorded in the case activity log.',
  payload: ZDeleteFilledFormPayload,
  result: z.object({ deleted: z.literal(true) }),
  auth: { kind: 'session', roles: STAFF },
  scope: 'tenant',
  ids: { petitionId: 'petition', versionId: 'pdf_form_version' },
  example: { petitionId: EX_CASE, versionId: EX_VERSION },
});
