import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { LETTER_READ_ROLES, ZFormGroup } from './form-letter-schemas';

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
