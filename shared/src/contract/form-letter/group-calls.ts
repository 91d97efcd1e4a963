import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import {
  LETTER_MANAGE_ROLES,
  LETTER_READ_ROLES,
  ZFormGroup,
  ZLetterCategory,
  ZLetterCategoryKind,
  ZLetterName,
} from './form-letter-schemas';

const EXAMPLE_ID = '5b7e1c2a-3d4f-4a6b-8c9d-0e1f2a3b4c5d';

export const ZFormGroupListPayload = callPayload({ caseTypeId: z.number().int().min(1).max(99).optional() });
export type TFormGroupListPayload = z.input<typeof ZFormGroupListPayload>;
export const ZFormGroupListResult = z.object({
  data: z.array(ZFormGroup),
  /** Most groups a case type may have (SPEC §9: 8). */
  maxPerCaseType: z.number().int(),
});
export type TFormGroupListResult = z.infer<typeof ZFormGroupListResult>;

export const formGroupListCall = defineCall({
  path: '/form-letter/group-list',
  summary: 'Child form groups (named bundles of USCIS forms and letter templates), all or of one case type.',
  payload: ZFormGroupListPayload,
  result: ZFormGroupListResult,
  auth: { kind: 'session', roles: LETTER_READ_ROLES },
  scope: 'tenant',
  example: { caseTypeId: 1 },
});

export const ZFormGroupSavePayload = callPayload({
  /** Absent: a new group. */
  id: z.uuid().optional(),
  name: ZLetterName,
  caseTypeId: z.number().int().min(1).max(99),
  /** A form category, or null. */
  categoryId: z.uuid().nullable().optional(),
  description: z.string().trim().max(500).nullable().optional(),
  formCodes: z.array(z.string().trim().min(2).max(20)).max(30).default([]),
  templateIds: z.array(z.uuid()).max(30).default([]),
});
export type TFormGroupSavePayload = z.input<typeof ZFormGroupSavePayload>;

export const formGroupSaveCall = defineCall({
  path: '/form-letter/group-save',
  summary:
    'Creates or changes a form group. A case type has at most 8 groups: a ninth is refused (409) with "<type> already has 8 form groups…". Unknown forms or templates 422.',
  payload: ZFormGroupSavePayload,
  result: ZFormGroup,
  auth: { kind: 'session', roles: LETTER_MANAGE_ROLES },
  scope: 'tenant',
  creates: true,
  ids: { id: 'letter_group', templateIds: 'letter_template', categoryId: 'letter_category' },
  example: { name: 'H-1B new petition packet', caseTypeId: 1, formCodes: ['I-129'], templateIds: [] },
});

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

export const ZLetterCategoryListPayload = callPayload({ kind: ZLetterCategoryKind.optional() });
export type TLetterCategoryListPayload = z.input<typeof ZLetterCategoryListPayload>;
export const ZLetterCategoryListResult = z.object({ data: z.array(ZLetterCategory) });
export type TLetterCategoryListResult = z.infer<typeof ZLetterCategoryListResult>;

export const letterCategoryListCall = defineCall({
  path: '/form-letter/category-list',
  summary: 'Child form and letter categories, in their order, with how many templates each holds.',
  payload: ZLetterCategoryListPayload,
  result: ZLetterCategoryListResult,
  auth: { kind: 'session', roles: LETTER_READ_ROLES },
  scope: 'tenant',
  example: { kind: 'letter' },
});

export const ZLetterCategorySavePayload = callPayload({
  id: z.uuid().optional(),
  name: ZLetterName,
  kind: ZLetterCategoryKind,
  sortOrder: z.number().int().min(0).max(1000).optional(),
});
export type TLetterCategorySavePayload = z.input<typeof ZLetterCategorySavePayload>;

export const letterCategorySaveCall = defineCall({
  path: '/form-letter/category-save',
  summary: 'Creates or renames a form or letter category. A name already used for the same kind is refused (409).',
  payload: ZLetterCategorySavePayload,
  result: ZLetterCategory,
  auth: { kind: 'session', roles: LETTER_MANAGE_ROLES },
  scope: 'tenant',
  creates: true,
  ids: { id: 'letter_category' },
  example: { name: 'Cover letters', kind: 'letter' },
});

export const ZLetterCategoryDeletePayload = callPayload({ id: z.uuid() });
export type TLetterCategoryDeletePayload = z.input<typeof ZLetterCategoryDeletePayload>;

export const letterCategoryDeleteCall = defineCall({
  path: '/form-letter/category-delete',
  summary: 'Deletes a category; refused (409) while templates are filed under it.',
  payload: ZLetterCategoryDeletePayload,
  result: z.object({ deleted: z.literal(true) }),
  auth: { kind: 'session', roles: LETTER_MANAGE_ROLES },
  scope: 'tenant',
  ids: { id: 'letter_category' },
  example: { id: EXAMPLE_ID },
});
