import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { CASE_DOCUMENT_CLIENT_ROLES, CASE_DOCUMENT_STAFF_ROLES, EX_CASE } from './case-document-schemas';

export const ZDeleteCaseDocumentPayload = callPayload({ petitionId: z.uuid(), documentId: z.uuid() });
export type TDeleteCaseDocumentPayload = z.input<typeof ZDeleteCaseDocumentPayload>;
export const deleteCaseDocumentCall = defineCall({
  path: '/petition/delete-case-document',
  summary:
    'Remove a document (and its stored file) from the case. Clients may remove only their own files not yet accepted.',
  payload: ZDeleteCaseDocumentPayload,
  result: z.object({ deleted: z.literal(true) }),
  auth: { kind: 'session', roles: [...CASE_DOCUMENT_STAFF_ROLES, ...CASE_DOCUMENT_CLIENT_ROLES] },
  scope: 'tenant',
  ids: { petitionId: 'petition', documentId: 'case_document' },
  example: { petitionId: EX_CASE, documentId: '3f1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
