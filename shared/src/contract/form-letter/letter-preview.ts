import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { LETTER_READ_ROLES, ZLetterBody, ZLetterKind, ZMissingPlaceholder } from './form-letter-schemas';
import { CASE_ID, TEMPLATE_ID } from './case-letter-schemas';

export const ZLetterPreviewPayload = callPayload({
  petitionId: z.uuid(),
  templateId: z.uuid(),
  /** Text staff edited after an earlier preview; its placeholders are filled again. Absent: the template's body. */
  body: ZLetterBody.optional(),
});
export type TLetterPreviewPayload = z.input<typeof ZLetterPreviewPayload>;
export const ZLetterPreviewResult = z.object({
  template: z.object({ id: z.string(), name: z.string(), kind: ZLetterKind, letterhead: z.boolean() }),
  /** The letter filled with the case's data; placeholders without a value stay `{{key}}`. */
  body: ZLetterBody,
  /** Placeholders the case's data does not fill: staff type the text in or remove them before generating. */
  missing: z.array(ZMissingPlaceholder),
  /** The letterhead the PDF will carry (the firm's name and address), or null without one. */
  letterhead: z.object({ name: z.string(), address: z.string().nullable() }).nullable(),
});
export type TLetterPreviewResult = z.infer<typeof ZLetterPreviewResult>;

export const letterPreviewCall = defineCall({
  path: '/petition/letter-preview',
  summary:
    "A letter template filled with the case's data (beneficiary, petitioner, case, questionnaire answers, firm, attorney), listing the placeholders the data does not fill.",
  payload: ZLetterPreviewPayload,
  result: ZLetterPreviewResult,
  auth: { kind: 'session', roles: LETTER_READ_ROLES },
  scope: 'tenant',
  ids: { petitionId: 'petition', templateId: 'letter_template' },
  example: { petitionId: CASE_ID, templateId: TEMPLATE_ID },
});
