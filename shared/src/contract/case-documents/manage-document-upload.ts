import { defineCall } from '../define-call';
import { ZCaseDocument } from './case-documents-schemas';
import { CASE_DOCUMENT_STAFF_ROLES, EX_CASE, EX_KEY, ZAttachCaseDocumentPayload } from './case-document-schemas';

export const manageDocumentUploadCall = defineCall({
  path: '/petition/manage-document-upload',
  summary:
    'Staff attach an uploaded file to a checklist slot of the case (accepted at once). A new upload to a single-file slot keeps the old one as a previous version.',
  payload: ZAttachCaseDocumentPayload,
  result: ZCaseDocument,
  auth: { kind: 'session', roles: CASE_DOCUMENT_STAFF_ROLES },
  scope: 'tenant',
  ids: { petitionId: 'petition', key: 'file', replacesId: 'case_document' },
  example: { petitionId: EX_CASE, docKey: 'passport_bio_page', key: EX_KEY },
});
