import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { LETTER_GENERATE_ROLES, ZCaseLetter, ZLetterBody } from './form-letter-schemas';
import { CASE_ID, TEMPLATE_ID } from './case-letter-schemas';

export const ZGenerateLetterPayload = callPayload({
  petitionId: z.uuid(),
  templateId: z.uuid(),
  /** The letter as staff edited it after the preview; absent: the template filled as it is. */
  body: ZLetterBody.optional(),
});
export type TGenerateLetterPayload = z.input<typeof ZGenerateLetterPayload>;
export const ZGenerateLetterResult = ZCaseLetter;
export type TGenerateLetterResult = z.infer<typeof ZGenerateLetterResult>;

export const generateLetterCall = defineCall({
  path: '/petition/generate-letter',
  summary:
    'Renders the letter to PDF (firm letterhead when the template asks for it), stores it as a file of the case and records version n+1. Refused (422) while placeholders have no value or are unknown.',
  payload: ZGenerateLetterPayload,
  result: ZGenerateLetterResult,
  auth: { kind: 'session', roles: LETTER_GENERATE_ROLES },
  scope: 'tenant',
  creates: true,
  ids: { petitionId: 'petition', templateId: 'letter_template' },
  example: { petitionId: CASE_ID, templateId: TEMPLATE_ID },
});
