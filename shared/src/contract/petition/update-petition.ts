import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { caseEditableFields, ZCaseDetails } from './petition-schemas';

export const ZUpdatePetitionPayload = callPayload({
  petitionId: z.uuid(),
  /** Only for admins: move the case to another petitioner or beneficiary. */
  petitionerId: z.uuid().optional(),
  beneficiaryId: z.uuid().optional(),
  subTypeId: z.number().int().positive().nullable().optional(),
  ...caseEditableFields,
});
export type TUpdatePetitionPayload = z.input<typeof ZUpdatePetitionPayload>;
export const ZUpdatePetitionResult = ZCaseDetails;

export const updatePetitionCall = defineCall({
  path: '/petition/update',
  summary:
    "Change a case's details. Refused (409) for roles 50, 3 and 11 once SUBMIT_TO_LAW_FIRM is complete (SPEC §4); the change is logged with before/after.",
  payload: ZUpdatePetitionPayload,
  result: ZUpdatePetitionResult,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11, 50] },
  scope: 'tenant',
  ids: { petitionId: 'petition', petitionerId: 'company', beneficiaryId: 'beneficiary', branchId: 'branch' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', deadlineDate: '2027-01-15' },
});
