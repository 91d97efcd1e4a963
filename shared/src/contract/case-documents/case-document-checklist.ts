import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZCaseChecklist } from './case-documents-schemas';
import { CASE_DOCUMENT_CLIENT_ROLES, CASE_DOCUMENT_STAFF_ROLES, EX_CASE } from './case-document-schemas';

export const ZCaseChecklistPayload = callPayload({ petitionId: z.uuid() });
export type TCaseChecklistPayload = z.input<typeof ZCaseChecklistPayload>;
export const caseDocumentChecklistCall = defineCall({
  path: '/petition/document-checklist',
  summary:
    "The case's document checklist: slots by case type with their files, versions, review statuses and the 'Documents required' messages.",
  payload: ZCaseChecklistPayload,
  result: ZCaseChecklist,
  auth: { kind: 'session', roles: [...CASE_DOCUMENT_STAFF_ROLES, ...CASE_DOCUMENT_CLIENT_ROLES] },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: EX_CASE },
});
