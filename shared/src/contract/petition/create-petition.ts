import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { caseEditableFields, ZCaseDetails } from './petition-schemas';

export const ZCreatePetitionPayload = callPayload({
  typeId: z.number().int().positive(),
  subTypeId: z.number().int().positive().nullable().optional(),
  /** The petitioner company. */
  petitionerId: z.uuid(),
  beneficiaryId: z.uuid(),
  attorneyId: z.uuid().nullable().optional(),
  paralegalId: z.uuid().nullable().optional(),
  ...caseEditableFields,
});
export type TCreatePetitionPayload = z.input<typeof ZCreatePetitionPayload>;
export const ZCreatePetitionResult = ZCaseDetails;
export type TCreatePetitionResult = z.infer<typeof ZCreatePetitionResult>;

export const createPetitionCall = defineCall({
  path: '/petition/create',
  summary:
    'Create a case: next case number of the tenant (or the custom one when allowed), the tenant-configured or default workflow for the type and subtype, CREATE_CASE completed by the creator.',
  payload: ZCreatePetitionPayload,
  result: ZCreatePetitionResult,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11, 50] },
  scope: 'tenant',
  creates: true,
  ids: {
    petitionerId: 'company',
    beneficiaryId: 'beneficiary',
    branchId: 'branch',
    attorneyId: 'user',
    paralegalId: 'user',
  },
  example: {
    typeId: 1,
    subTypeId: 1,
    petitionerId: '6c0f3a52-2f7e-4a8e-9d7b-2d6f1e0b9a11',
    beneficiaryId: '7d1f4b63-3a8f-4b9f-8e8c-3e7a2f1c0b22',
    deadlineDate: '2026-12-31',
    premiumProcessing: true,
  },
});
