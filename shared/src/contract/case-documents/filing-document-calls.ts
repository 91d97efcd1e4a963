import { z } from 'zod';
import { USCIS_NOTICE_TYPES } from '../../domain/documents/filing';
import { ZReceiptNumber } from '../../domain/cases/receipt-number';
import { callPayload, defineCall } from '../define-call';
import { ZIsoDate } from '../people/people-schemas';
import { ZStorageKey } from '../s3/stored-file';
import { CASE_DOCUMENT_CLIENT_ROLES, CASE_DOCUMENT_STAFF_ROLES } from './case-document-calls';
import { ZRfeResponseDocs, ZUscisNotice, ZUscisNoticeList } from './case-documents-schemas';

/*
 * RFE response documents, USCIS notices and scanned-copy downloads (docs/documents.md).
 * The /rfe-petition/ equivalents (SPEC §7) take the same payloads on RFE cases.
 */

const EX_CASE = '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b';
const EX_KEY = 't/00000000-0000-4000-8000-000000000001/2026/11/a.pdf';
const ALL_ROLES = [...CASE_DOCUMENT_STAFF_ROLES, ...CASE_DOCUMENT_CLIENT_ROLES];

// ─────────────────────────── RFE response documents ───────────────────────────

export const ZRfeResponseDocsPayload = callPayload({ petitionId: z.uuid() });
export const rfeResponseDocsCall = defineCall({
  path: '/petition/rfe-response-docs',
  summary: 'The response documents of an RFE case, their versions and the attorney approval requests. 404 for a case that is not an RFE case.',
  payload: ZRfeResponseDocsPayload,
  result: ZRfeResponseDocs,
  auth: { kind: 'session', roles: ALL_ROLES },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: EX_CASE },
});

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
const uploadRfe = {
  summary: "Staff attach a response document to an RFE case; the case moves to 32 'Response Docs Prepared'. Refused (409) while an approval request is pending.",
  payload: ZUploadRfeResponseDocsPayload,
  result: ZRfeResponseDocs,
  auth: { kind: 'session', roles: CASE_DOCUMENT_STAFF_ROLES },
  scope: 'tenant',
  ids: { petitionId: 'petition', key: 'file', replacesId: 'case_document' },
  example: { petitionId: EX_CASE, docKey: 'rfe_response_letter', key: EX_KEY },
} as const;
export const uploadRfeResponseDocsCall = defineCall({ path: '/petition/upload-rfe-response-docs', ...uploadRfe });
export const rfeUploadRfeResponseDocsCall = defineCall({ path: '/rfe-petition/upload-rfe-response-docs', ...uploadRfe });

export const ZReqRfeResponseApprovalPayload = callPayload({
  petitionId: z.uuid(),
  /** A note for the attorney. */
  note: z.string().trim().max(1000).optional(),
});
export type TReqRfeResponseApprovalPayload = z.input<typeof ZReqRfeResponseApprovalPayload>;
const reqApproval = {
  summary: "Staff ask the case's attorney to approve the current RFE response documents (notified). 422 without documents, 409 when a request is pending or the response was filed.",
  payload: ZReqRfeResponseApprovalPayload,
  result: ZRfeResponseDocs,
  auth: { kind: 'session', roles: CASE_DOCUMENT_STAFF_ROLES },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: EX_CASE, note: 'Exhibits 1–14 attached; expert opinion is exhibit 9.' },
} as const;
export const reqRfeResponseDocsApprovalCall = defineCall({ path: '/petition/req-rfe-response-docs-approval', ...reqApproval });
export const rfeReqRfeResponseDocsApprovalCall = defineCall({ path: '/rfe-petition/req-rfe-response-docs-approval', ...reqApproval });

export const ZDecideRfeResponseApprovalPayload = callPayload({
  petitionId: z.uuid(),
  /** true approves (case → 33 'Response Docs Approved'); false sends the documents back. */
  approve: z.boolean(),
  /** Required when sending back; the requester sees it. */
  reason: z.string().trim().max(1000).optional(),
});
export type TDecideRfeResponseApprovalPayload = z.input<typeof ZDecideRfeResponseApprovalPayload>;
export const approveRfeResponseDocsCall = defineCall({
  path: '/petition/approve-rfe-response-docs',
  summary: "The attorney (or an admin) approves the pending RFE response documents, moving the case to 33 'Response Docs Approved', or sends them back with a reason.",
  payload: ZDecideRfeResponseApprovalPayload,
  result: ZRfeResponseDocs,
  auth: { kind: 'session', roles: [3, 4, 6] },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: EX_CASE, approve: false, reason: 'Add the client letter for the current project.' },
});

// ─────────────────────────── USCIS notices ───────────────────────────

export const ZUscisNoticeType = z.enum(USCIS_NOTICE_TYPES);

export const ZUploadUscisDocsPayload = callPayload({
  petitionId: z.uuid(),
  /** Storage key from /s3/upload. */
  key: ZStorageKey,
  noticeType: ZUscisNoticeType,
  /** The date printed on the notice; not after today. */
  noticeDate: ZIsoDate,
  receiptNumber: ZReceiptNumber.optional(),
});
export type TUploadUscisDocsPayload = z.input<typeof ZUploadUscisDocsPayload>;
export const uploadUscisDocsCall = defineCall({
  path: '/petition/upload-uscis-docs',
  summary: 'Staff file a USCIS notice (I-797 receipt, approval, RFE, denial…) on the case with its type, date and receipt number; the petitioner and beneficiary are told and see it read-only.',
  payload: ZUploadUscisDocsPayload,
  result: ZUscisNotice,
  auth: { kind: 'session', roles: CASE_DOCUMENT_STAFF_ROLES },
  scope: 'tenant',
  ids: { petitionId: 'petition', key: 'file' },
  example: { petitionId: EX_CASE, key: EX_KEY, noticeType: 'receipt', noticeDate: '2026-11-02', receiptNumber: 'EAC2612345678' },
});

export const ZUscisNoticesPayload = callPayload({ petitionId: z.uuid() });
export const uscisNoticesCall = defineCall({
  path: '/petition/uscis-notices',
  summary: 'The USCIS notices filed on the case, newest first.',
  payload: ZUscisNoticesPayload,
  result: ZUscisNoticeList,
  auth: { kind: 'session', roles: ALL_ROLES },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: EX_CASE },
});

// ─────────────────────────── scanned copies ───────────────────────────

export const ZDownloadScannedCopyPayload = callPayload({ petitionId: z.uuid(), key: ZStorageKey });
export const ZDownloadScannedCopyResult = z.object({
  /** Short-lived signed address (SPEC §7), as /s3/get-signed-url answers it. */
  data: z.string(),
  name: z.string(),
});
export type TDownloadScannedCopyResult = z.infer<typeof ZDownloadScannedCopyResult>;
export const downloadScannedCopyCall = defineCall({
  path: '/petition/download-scanned-copy',
  summary: 'A short-lived address of one scanned copy of the filed packet. 404 when the key is not a scanned copy of this case.',
  payload: ZDownloadScannedCopyPayload,
  result: ZDownloadScannedCopyResult,
  auth: { kind: 'session', roles: ALL_ROLES },
  scope: 'tenant',
  ids: { petitionId: 'petition', key: 'file' },
  example: { petitionId: EX_CASE, key: EX_KEY },
});
