import { z } from 'zod';
import { callPayload } from '../define-call';
import { ZStorageKey } from '../s3/stored-file';
import { CASE_DOCUMENT_CLIENT_ROLES, CASE_DOCUMENT_STAFF_ROLES } from './case-document-schemas';
import { ZRfeResponseDocs } from './case-documents-schemas';

/*
 * RFE response documents, USCIS notices and scanned-copy downloads (docs/documents.md).
 * The /rfe-petition/ equivalents (SPEC §7) take the same payloads on RFE cases.
 */

export const EX_CASE = '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b';
export const EX_KEY = 't/00000000-0000-4000-8000-000000000001/2026/11/a.pdf';
export const ALL_ROLES = [...CASE_DOCUMENT_STAFF_ROLES, ...CASE_DOCUMENT_CLIENT_ROLES];

export const ZUploadRfeResponseDocsPayload = callPayload({
  petitionId: z.uuid(),
  /** Kind of response document: a registry key of the 'rfe_response' group. */
  docKey: z.string().trim().min(1).max(100),
  /** Storage key from /s3/upload. */
  key: ZStorageKey,
  /** The document this upload replaces (kept as a previous version). */
  replacesId: z.uuid().optional(),
});
export type TUploadRfeResponseDocsPayload = z.input<typeof ZUploadRfeResponseDocsPayload>;
export const uploadRfe = {
  summary:
    "Staff attach a response document to an RFE case; the case moves to 32 'Response Docs Prepared'. Refused (409) while an approval request is pending.",
  payload: ZUploadRfeResponseDocsPayload,
  result: ZRfeResponseDocs,
  auth: { kind: 'session', roles: CASE_DOCUMENT_STAFF_ROLES },
  scope: 'tenant',
  ids: { petitionId: 'petition', key: 'file', replacesId: 'case_document' },
  example: { petitionId: EX_CASE, docKey: 'rfe_response_letter', key: EX_KEY },
} as const;

export const ZReqRfeResponseApprovalPayload = callPayload({
  petitionId: z.uuid(),
  /** A note for the attorney. */
  note: z.string().trim().max(1000).optional(),
});
export type TReqRfeResponseApprovalPayload = z.input<typeof ZReqRfeResponseApprovalPayload>;
export const reqApproval = {
  summary:
    "Staff ask the case's attorney to approve the current RFE response documents (notified). 422 without documents, 409 when a request is pending or the response was filed.",
  payload: ZReqRfeResponseApprovalPayload,
  result: ZRfeResponseDocs,
  auth: { kind: 'session', roles: CASE_DOCUMENT_STAFF_ROLES },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: EX_CASE, note: 'Exhibits 1–14 attached; expert opinion is exhibit 9.' },
} as const;
