import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { pagingFields, zPage, zSort } from '../people/people-base';
import {
  LETTER_READ_ROLES,
  LETTER_TEMPLATE_SORT_FIELDS,
  ZLetterKind,
  ZLetterTemplateSummary,
} from './form-letter-schemas';

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
