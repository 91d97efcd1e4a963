import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import {
  LETTER_GENERATE_ROLES,
  LETTER_READ_ROLES,
  ZCaseLetter,
  ZLetterBody,
  ZLetterKind,
  ZMissingPlaceholder,
} from './form-letter-schemas';

const CASE_ID = '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b';
const TEMPLATE_ID = '5b7e1c2a-3d4f-4a6b-8c9d-0e1f2a3b4c5d';

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
