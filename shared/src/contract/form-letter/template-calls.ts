import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { pagingFields, zPage, zSort } from '../people/people-schemas';
import {
  LETTER_MANAGE_ROLES,
  LETTER_READ_ROLES,
  LETTER_TEMPLATE_SORT_FIELDS,
  ZCaseTypeIds,
  ZLetterBody,
  ZLetterKind,
  ZLetterName,
  ZLetterTemplate,
  ZLetterTemplateSummary,
} from './form-letter-schemas';

const EXAMPLE_ID = '5b7e1c2a-3d4f-4a6b-8c9d-0e1f2a3b4c5d';
const EXAMPLE_BODY = {
  type: 'doc' as const,
  content: [
    { type: 'paragraph' as const, content: [{ type: 'text' as const, text: 'Dear {{beneficiary.firstName}}:' }] },
  ],
};

export const ZLetterTemplateListPayload = callPayload({
  ...pagingFields,
  sort: zSort(LETTER_TEMPLATE_SORT_FIELDS, 'name'),
  kind: ZLetterKind.optional(),
  categoryId: z.uuid().optional(),
  /** Templates offered for this case type (those for every type included). */
  caseTypeId: z.number().int().min(1).max(99).optional(),
});
export type TLetterTemplateListPayload = z.input<typeof ZLetterTemplateListPayload>;
export const ZLetterTemplateListResult = zPage(ZLetterTemplateSummary);
export type TLetterTemplateListResult = z.infer<typeof ZLetterTemplateListResult>;

export const letterTemplateListCall = defineCall({
  path: '/form-letter/list',
  summary:
    "The tenant's letter templates, paged, searched by name, sorted, filtered by kind, category and case type. The four default templates are created on first use.",
  payload: ZLetterTemplateListPayload,
  result: ZLetterTemplateListResult,
  auth: { kind: 'session', roles: LETTER_READ_ROLES },
  scope: 'tenant',
  ids: { categoryId: 'letter_category' },
  example: { page: 1, perpage: 25, search: 'support' },
});

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
