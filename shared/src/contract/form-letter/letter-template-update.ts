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
import { EXAMPLE_ID } from './template-schemas';

export const ZLetterTemplateUpdatePayload = callPayload({
  id: z.uuid(),
  name: ZLetterName.optional(),
  kind: ZLetterKind.optional(),
  categoryId: z.uuid().nullable().optional(),
  caseTypeIds: ZCaseTypeIds.optional(),
  letterhead: z.boolean().optional(),
  body: ZLetterBody.optional(),
  /** The `updatedAt` the editor loaded: a newer save by someone else is refused (409) instead of overwritten. */
  expectedUpdatedAt: z.string().max(40).optional(),
});
export type TLetterTemplateUpdatePayload = z.input<typeof ZLetterTemplateUpdatePayload>;

export const letterTemplateUpdateCall = defineCall({
  path: '/form-letter/update',
  summary:
    'Changes a letter template (name, kind, category, case types, letterhead, body). Unknown placeholders 422; a stale `expectedUpdatedAt` 409.',
  payload: ZLetterTemplateUpdatePayload,
  result: ZLetterTemplate,
  auth: { kind: 'session', roles: LETTER_MANAGE_ROLES },
  scope: 'tenant',
  ids: { id: 'letter_template', categoryId: 'letter_category' },
  example: { id: EXAMPLE_ID, name: 'H-1B support letter (2026)' },
});
