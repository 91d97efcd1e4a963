import { z } from 'zod';
import { USCIS_NOTICE_TYPES } from '../../domain/documents/filing';

/** One stored file in a case document slot (a version). */
export const ZCaseDocument = z.object({
  id: z.uuid(),
  petitionId: z.uuid(),
  /** The slot: a key of the document-type registry. */
  docKey: z.string(),
  /** Checklist slot, RFE response document or USCIS notice. */
  category: z.enum(['checklist', 'rfe_response', 'uscis_notice']),
  /** Storage key; `/s3/get-signed-url` turns it into a short-lived address. */
  path: z.string(),
  name: z.string(),
  mimetype: z.string(),
  extn: z.string(),
  size: z.number().int().nonnegative(),
  version: z.number().int().positive(),
  /** False once a newer upload replaced it (kept as a previous version). */
  current: z.boolean(),
  /** SPEC §3 File status: true accepted, false rejected, null awaiting review. */
  status: z.boolean().nullable(),
  /** The rejection reason the client sees. */
  reason: z.string().nullable(),
  /** 'staff' or 'client' (petitioner or beneficiary). */
  uploadedByKind: z.enum(['staff', 'client']),
  uploadedByName: z.string().nullable(),
  reviewedByName: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TCaseDocument = z.infer<typeof ZCaseDocument>;

export const ZChecklistSlotView = z.object({
  key: z.string(),
  label: z.string(),
  required: z.boolean(),
  multiple: z.boolean(),
  tooltip: z.string().optional(),
  /** Current files, newest first. */
  files: z.array(ZCaseDocument),
  /** Replaced versions, newest first. */
  previous: z.array(ZCaseDocument),
  /** SPEC §5 'Documents required' message when the slot is required and has no accepted file. */
  error: z.string().nullable(),
});
export type TChecklistSlotView = z.infer<typeof ZChecklistSlotView>;

export const ZCaseChecklist = z.object({
  petitionId: z.uuid(),
  caseNumber: z.string(),
  typeId: z.number().int(),
  /** SPEC §3 case kind (petition, perm, rfe, gc): an RFE case also has response documents. */
  kind: z.string(),
  slots: z.array(ZChecklistSlotView),
  /** Every unmet 'Documents required' message, in checklist order. */
  missing: z.array(z.string()),
  /** Whether the caller may review (accept/reject) and attach as staff. */
  canReview: z.boolean(),
});
export type TCaseChecklist = z.infer<typeof ZCaseChecklist>;

/** A USCIS notice filed on the case (upload-uscis-docs). */
export const ZUscisNotice = ZCaseDocument.extend({
  noticeType: z.enum(USCIS_NOTICE_TYPES),
  noticeTypeLabel: z.string(),
  /** YYYY-MM-DD, the date printed on the notice. */
  noticeDate: z.string(),
  /** Normalised USCIS receipt number (EAC2612345678), when the notice carries one. */
  receiptNumber: z.string().nullable(),
});
export type TUscisNotice = z.infer<typeof ZUscisNotice>;

export const ZUscisNoticeList = z.object({
  petitionId: z.uuid(),
  /** Newest notice date first. */
  items: z.array(ZUscisNotice),
  /** Staff may upload and remove notices; clients read them. */
  canUpload: z.boolean(),
});
export type TUscisNoticeList = z.infer<typeof ZUscisNoticeList>;

/** One request for attorney approval of an RFE response. */
export const ZRfeApprovalRequest = z.object({
  id: z.uuid(),
  status: z.enum(['pending', 'approved', 'rejected']),
  note: z.string().nullable(),
  /** The documents the request covers (current response documents when it was made). */
  documentIds: z.array(z.uuid()),
  requestedByName: z.string().nullable(),
  requestedAt: z.string(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Why the attorney sent it back; shown to the requester. */
  reason: z.string().nullable(),
});
export type TRfeApprovalRequest = z.infer<typeof ZRfeApprovalRequest>;

/** The RFE response documents of an RFE case and their approval. */
export const ZRfeResponseDocs = z.object({
  petitionId: z.uuid(),
  caseNumber: z.string(),
  statusId: z.number().int(),
  statusName: z.string(),
  /** Kinds of response documents (registry keys of the 'rfe_response' group). */
  slots: z.array(z.object({ key: z.string(), label: z.string(), multiple: z.boolean() })),
  /** Current documents, newest first; status null until approved, false when sent back. */
  documents: z.array(ZCaseDocument),
  previous: z.array(ZCaseDocument),
  /** The latest approval request, if any; `history` has all, newest first. */
  approval: ZRfeApprovalRequest.nullable(),
  history: z.array(ZRfeApprovalRequest),
  canUpload: z.boolean(),
  canRequestApproval: z.boolean(),
  /** Why approval cannot be requested now (for the disabled button), or null. */
  requestBlocker: z.string().nullable(),
  canDecide: z.boolean(),
});
export type TRfeResponseDocs = z.infer<typeof ZRfeResponseDocs>;
