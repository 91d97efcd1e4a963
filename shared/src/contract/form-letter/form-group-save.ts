import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { LETTER_MANAGE_ROLES, ZFormGroup, ZLetterName } from './form-letter-schemas';

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
