import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZFileDownload } from '../petition/petition-schemas';
import { CASE_DOCUMENT_STAFF_ROLES, EX_CASE } from './case-document-schemas';

export const ZDownloadCaseDocumentsPayload = callPayload({ petitionId: z.uuid() });
export const downloadCaseDocumentsCall = defineCall({
  path: '/petition/download-case-documents',
  summary: "The case's current documents as one zip (base64), one folder per slot. 404 when the case has none.",
  payload: ZDownloadCaseDocumentsPayload,
  result: ZFileDownload,
  auth: { kind: 'session', roles: CASE_DOCUMENT_STAFF_ROLES },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: EX_CASE },
});
