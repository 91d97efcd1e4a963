import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import {
  LETTER_MANAGE_ROLES,
  ZCaseTypeIds,
  ZLetterBody,
  ZLetterKind,
  ZLetterName,
  ZLetterTemplate,
} from './form-letter-schemas';

const EXAMPLE_BODY = {
  type: 'doc' as const,
  content: [
    { type: 'paragraph' as const, content: [{ type: 'text' as const, text: 'Dear {{beneficiary.firstName}}:' }] },
  ],
};

const templateFields = {
  name: ZLetterName,
  kind: ZLetterKind,
  categoryId: z.uuid().nullable().optional(),
  caseTypeIds: ZCaseTypeIds.default([]),
  letterhead: z.boolean().default(true),
};

export const ZLetterTemplateCreatePayload = callPayload({
  ...templateFields,
  /** The body; absent: the default text of `fromDefault`, else a blank letter. */
  body: ZLetterBody.optional(),
  /** Start from a default template (its text, and "Reset to default" later). */
  fromDefault: ZLetterKind.exclude(['other']).optional(),
});
export type TLetterTemplateCreatePayload = z.input<typeof ZLetterTemplateCreatePayload>;

export const letterTemplateCreateCall = defineCall({
  path: '/form-letter/create',
  summary:
    'Creates a letter template. Unknown placeholders are refused (422, "Unknown placeholder {{…}}"); a name already used is refused (409). Admins, branch managers and attorneys.',
  payload: ZLetterTemplateCreatePayload,
  result: ZLetterTemplate,
  auth: { kind: 'session', roles: LETTER_MANAGE_ROLES },
  scope: 'tenant',
  creates: true,
  ids: { categoryId: 'letter_category' },
  example: { name: 'Dependent cover letter', kind: 'other', caseTypeIds: [4], letterhead: true, body: EXAMPLE_BODY },
});
