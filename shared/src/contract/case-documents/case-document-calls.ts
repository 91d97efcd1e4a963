import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZFileDownload } from '../petition/petition-schemas';
import { ZStorageKey } from '../s3/stored-file';
import { ZCaseChecklist, ZCaseDocument } from './case-documents-schemas';

/** Staff roles that manage a case's documents (SPEC §6 internal roles). */
export const CASE_DOCUMENT_STAFF_ROLES = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] as const;
/** Client roles: petitioner (50) and beneficiary (51). */
export const CASE_DOCUMENT_CLIENT_ROLES = [50, 51] as const;

const EX_CASE = '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b';
const EX_KEY = 't/00000000-0000-4000-8000-000000000001/2026/11/a.pdf';

export const ZCaseChecklistPayload = callPayload({ petitionId: z.uuid() });
export type TCaseChecklistPayload = z.input<typeof ZCaseChecklistPayload>;
export const caseDocumentChecklistCall = defineCall({
  path: '/petition/document-checklist',
  summary: "The case's document checklist: slots by case type with their files, versions, review statuses and the 'Documents required' messages.",
  payload: ZCaseChecklistPayload,
  result: ZCaseChecklist,
  auth: { kind: 'session', roles: [...CASE_DOCUMENT_STAFF_ROLES, ...CASE_DOCUMENT_CLIENT_ROLES] },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: EX_CASE },
});

export const ZAttachCaseDocumentPayload = callPayload({
  petitionId: z.uuid(),
  /** Slot: a document-type key of the case's checklist. */
  docKey: z.string().trim().min(1).max(100),
  /** Storage key from /s3/upload or /common/local-upload. */
  key: ZStorageKey,
  /** For slots holding several files: the file this upload replaces (kept as a previous version). */
  replacesId: z.uuid().optional(),
});
export type TAttachCaseDocumentPayload = z.input<typeof ZAttachCaseDocumentPayload>;

export const manageDocumentUploadCall = defineCall({
  path: '/petition/manage-document-upload',
  summary: 'Staff attach an uploaded file to a checklist slot of the case (accepted at once). A new upload to a single-file slot keeps the old one as a previous version.',
  payload: ZAttachCaseDocumentPayload,
  result: ZCaseDocument,
  auth: { kind: 'session', roles: CASE_DOCUMENT_STAFF_ROLES },
  scope: 'tenant',
  ids: { petitionId: 'petition', key: 'file', replacesId: 'case_document' },
  example: { petitionId: EX_CASE, docKey: 'passport_bio_page', key: EX_KEY },
});

export const uploadBeneficiaryDocsCall = defineCall({
  path: '/petition/upload-beneficiary-docs',
  summary: 'The client (petitioner or beneficiary) attaches a file they uploaded to a checklist slot; it awaits staff review.',
  payload: ZAttachCaseDocumentPayload,
  result: ZCaseDocument,
  auth: { kind: 'session', roles: CASE_DOCUMENT_CLIENT_ROLES },
  scope: 'tenant',
  ids: { petitionId: 'petition', key: 'file', replacesId: 'case_document' },
  example: { petitionId: EX_CASE, docKey: 'passport_bio_page', key: EX_KEY },
});

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
  example: { petitionId: EX_CASE, documentId: '3f1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', status: false, reason: 'The scan is unreadable.' },
});

export const ZDeleteCaseDocumentPayload = callPayload({ petitionId: z.uuid(), documentId: z.uuid() });
export type TDeleteCaseDocumentPayload = z.input<typeof ZDeleteCaseDocumentPayload>;
export const deleteCaseDocumentCall = defineCall({
  path: '/petition/delete-case-document',
  summary: 'Remove a document (and its stored file) from the case. Clients may remove only their own files not yet accepted.',
  payload: ZDeleteCaseDocumentPayload,
  result: z.object({ deleted: z.literal(true) }),
  auth: { kind: 'session', roles: [...CASE_DOCUMENT_STAFF_ROLES, ...CASE_DOCUMENT_CLIENT_ROLES] },
  scope: 'tenant',
  ids: { petitionId: 'petition', documentId: 'case_document' },
  example: { petitionId: EX_CASE, documentId: '3f1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});

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

export const ZAwaitingReviewPayload = callPayload({
  page: z.number().int().min(1).default(1),
  perpage: z.number().int().min(1).max(100).default(25),
});
export type TAwaitingReviewPayload = z.input<typeof ZAwaitingReviewPayload>;
export const ZAwaitingReviewItem = ZCaseDocument.extend({
  caseNumber: z.string(),
  docLabel: z.string(),
  beneficiaryName: z.string().nullable(),
});
export type TAwaitingReviewItem = z.infer<typeof ZAwaitingReviewItem>;
export const ZAwaitingReviewResult = z.object({ items: z.array(ZAwaitingReviewItem), total: z.number().int() });
export type TAwaitingReviewResult = z.infer<typeof ZAwaitingReviewResult>;
export const documentsAwaitingReviewCall = defineCall({
  path: '/petition/documents-awaiting-review',
  summary: 'Current documents awaiting review across the cases the caller sees, oldest first (/approval-documents).',
  payload: ZAwaitingReviewPayload,
  result: ZAwaitingReviewResult,
  auth: { kind: 'session', roles: CASE_DOCUMENT_STAFF_ROLES },
  scope: 'tenant',
  example: { page: 1, perpage: 25 },
});
