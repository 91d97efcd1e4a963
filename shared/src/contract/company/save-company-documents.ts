import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZDocumentInput, ZPeopleDocument } from '../people/people-base';

export const ZSaveCompanyDocumentsPayload = callPayload({
  companyId: z.uuid(),
  /** Files already uploaded (/s3/upload); docType is a COMPANY_DOCUMENT_TYPES key. */
  documents: z.array(ZDocumentInput).min(1).max(50),
});
export type TSaveCompanyDocumentsPayload = z.input<typeof ZSaveCompanyDocumentsPayload>;
export const ZSaveCompanyDocumentsResult = z.object({ documents: z.array(ZPeopleDocument) });
export type TSaveCompanyDocumentsResult = z.infer<typeof ZSaveCompanyDocumentsResult>;

export const saveCompanyDocumentsCall = defineCall({
  path: '/company/documents-save',
  summary: 'Attach uploaded files to a company as company documents; answers all its documents.',
  payload: ZSaveCompanyDocumentsPayload,
  result: ZSaveCompanyDocumentsResult,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11, 50] },
  scope: 'tenant',
  ids: { companyId: 'company' },
  example: {
    companyId: '1b2c3d4e-5f60-4718-89ab-cdef01234567',
    documents: [
      {
        docType: 'articles_of_incorporation',
        key: 't/3f1c9a4e-8d2b-4c6a-9e7f-0a1b2c3d4e5f/2026/01/0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a.pdf',
        name: 'articles.pdf',
        mimetype: 'application/pdf',
      },
    ],
  },
});
