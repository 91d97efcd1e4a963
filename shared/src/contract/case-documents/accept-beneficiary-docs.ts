import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZCaseDocument } from './case-documents-schemas';
import { CASE_DOCUMENT_STAFF_ROLES, EX_CASE } from './case-document-schemas';

export const ZAcceptBeneficiaryDocsPayload = callPayload({
  petitionId: z.uuid(),
  documentId: z.uuid(),
  /** true accepts, false rejects. */
  status: z.boolean(),
  /** Required when rejecting; shown to the client. */
  reason: z.string().trim().max(1000).optional(),
});
export type TAcceptBeneficiaryDocsPayload = z.input<typeof ZAcceptBeneficiaryDocsPayload>;
export const acceptBeneficiaryDocsCall = defineCall({
  path: '/petition/accept-beneficiary-docs',
  summary: 'Staff accept or reject a document of the case; a rejection needs a reason, which the client sees.',
  payload: ZAcceptBeneficiaryDocsPayload,
  result: ZCaseDocument,
  auth: { kind: 'session', roles: CASE_DOCUMENT_STAFF_ROLES },
  scope: 'tenant',
  ids: { petitionId: 'petition', documentId: 'case_document' },
  example: {
    petitionId: EX_CASE,
    documentId: '3f1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b',
    status: false,
    reason: 'The scan is unreadable.',
  },
});
