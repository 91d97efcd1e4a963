import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZDocumentInput, ZPeopleDocument } from '../people/people-base';

export const ZSaveBeneficiaryDocumentsPayload = callPayload({
  beneficiaryId: z.uuid(),
  /** Files already uploaded (/s3/upload); docType is a DOCUMENT_TYPES key. A single-file type replaces its file. */
  documents: z.array(ZDocumentInput).min(1).max(50),
});
export type TSaveBeneficiaryDocumentsPayload = z.input<typeof ZSaveBeneficiaryDocumentsPayload>;
export const ZSaveBeneficiaryDocumentsResult = z.object({ documents: z.array(ZPeopleDocument) });
export type TSaveBeneficiaryDocumentsResult = z.infer<typeof ZSaveBeneficiaryDocumentsResult>;

export const saveBeneficiaryDocumentsCall = defineCall({
  path: '/beneficiary/documents-save',
  summary: 'Attach uploaded files to a beneficiary under document-type keys; answers all his documents.',
  payload: ZSaveBeneficiaryDocumentsPayload,
  result: ZSaveBeneficiaryDocumentsResult,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11, 50, 51] },
  scope: 'tenant',
  ids: { beneficiaryId: 'beneficiary' },
  example: {
    beneficiaryId: '6c0f3a52-2f7e-4a8e-9d7b-2d6f1e0b9a11',
    documents: [
      {
        docType: 'passport_bio_page',
        key: 't/3f1c9a4e-8d2b-4c6a-9e7f-0a1b2c3d4e5f/2026/01/0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a.pdf',
        name: 'passport.pdf',
        mimetype: 'application/pdf',
      },
    ],
  },
});
