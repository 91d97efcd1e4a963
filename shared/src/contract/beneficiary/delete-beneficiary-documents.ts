import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZPeopleDocument } from '../people/people-base';

export const ZDeleteBeneficiaryDocumentsPayload = callPayload({
  beneficiaryId: z.uuid(),
  documentIds: z.array(z.uuid()).min(1).max(100),
});
export type TDeleteBeneficiaryDocumentsPayload = z.input<typeof ZDeleteBeneficiaryDocumentsPayload>;
export const ZDeleteBeneficiaryDocumentsResult = z.object({
  deleted: z.number().int(),
  documents: z.array(ZPeopleDocument),
});
export type TDeleteBeneficiaryDocumentsResult = z.infer<typeof ZDeleteBeneficiaryDocumentsResult>;

export const deleteBeneficiaryDocumentsCall = defineCall({
  path: '/beneficiary/documents-delete',
  summary: 'Remove documents from a beneficiary, with their stored files unless another record still holds them.',
  payload: ZDeleteBeneficiaryDocumentsPayload,
  result: ZDeleteBeneficiaryDocumentsResult,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11, 50, 51] },
  scope: 'tenant',
  ids: { beneficiaryId: 'beneficiary', documentIds: 'beneficiary_document' },
  example: {
    beneficiaryId: '6c0f3a52-2f7e-4a8e-9d7b-2d6f1e0b9a11',
    documentIds: ['2c3d4e5f-6071-4829-9abc-def012345678'],
  },
});
