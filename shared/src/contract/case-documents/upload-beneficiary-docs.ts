import { defineCall } from '../define-call';
import { ZCaseDocument } from './case-documents-schemas';
import { CASE_DOCUMENT_CLIENT_ROLES, EX_CASE, EX_KEY, ZAttachCaseDocumentPayload } from './case-document-schemas';

export const uploadBeneficiaryDocsCall = defineCall({
  path: '/petition/upload-beneficiary-docs',
  summary:
    'The client (petitioner or beneficiary) attaches a file they uploaded to a checklist slot; it awaits staff review.',
  payload: ZAttachCaseDocumentPayload,
  result: ZCaseDocument,
  auth: { kind: 'session', roles: CASE_DOCUMENT_CLIENT_ROLES },
  scope: 'tenant',
  ids: { petitionId: 'petition', key: 'file', replacesId: 'case_document' },
  example: { petitionId: EX_CASE, docKey: 'passport_bio_page', key: EX_KEY },
});
