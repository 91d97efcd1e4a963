import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { LETTER_READ_ROLES, ZCaseLetter } from './form-letter-schemas';
import { CASE_ID } from './case-letter-schemas';

export const ZLetterListPayload = callPayload({ petitionId: z.uuid(), templateId: z.uuid().optional() });
export type TLetterListPayload = z.input<typeof ZLetterListPayload>;
export const ZLetterListResult = z.object({ data: z.array(ZCaseLetter) });
export type TLetterListResult = z.infer<typeof ZLetterListResult>;

export const letterListCall = defineCall({
  path: '/petition/letter-list',
  summary: "The case's generated letters, newest first (every version).",
  payload: ZLetterListPayload,
  result: ZLetterListResult,
  auth: { kind: 'session', roles: LETTER_READ_ROLES },
  scope: 'tenant',
  ids: { petitionId: 'petition', templateId: 'letter_template' },
  example: { petitionId: CASE_ID },
});
