import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZPeopleDocument } from '../people/people-base';

export const ZDeleteCompanyDocumentsPayload = callPayload({
  companyId: z.uuid(),
  documentIds: z.array(z.uuid()).min(1).max(100),
});
export type TDeleteCompanyDocumentsPayload = z.input<typeof ZDeleteCompanyDocumentsPayload>;
export const ZDeleteCompanyDocumentsResult = z.object({
  deleted: z.number().int(),
  documents: z.array(ZPeopleDocument),
});
export type TDeleteCompanyDocumentsResult = z.infer<typeof ZDeleteCompanyDocumentsResult>;

export const deleteCompanyDocumentsCall = defineCall({
  path: '/company/documents-delete',
  summary: 'Remove documents from a company, with their stored files unless another record still holds them.',
  payload: ZDeleteCompanyDocumentsPayload,
  result: ZDeleteCompanyDocumentsResult,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11, 50] },
  scope: 'tenant',
  ids: { companyId: 'company', documentIds: 'company_document' },
  example: { companyId: '1b2c3d4e-5f60-4718-89ab-cdef01234567', documentIds: ['2c3d4e5f-6071-4829-9abc-def012345678'] },
});
