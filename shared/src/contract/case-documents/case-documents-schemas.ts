import { z } from 'zod';

/** One stored file in a case document slot (a version). */
export const ZCaseDocument = z.object({
  id: z.uuid(),
  petitionId: z.uuid(),
  /** The slot: a key of the document-type registry. */
  docKey: z.string(),
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
  slots: z.array(ZChecklistSlotView),
  /** Every unmet 'Documents required' message, in checklist order. */
  missing: z.array(z.string()),
  /** Whether the caller may review (accept/reject) and attach as staff. */
  canReview: z.boolean(),
});
export type TCaseChecklist = z.infer<typeof ZCaseChecklist>;
