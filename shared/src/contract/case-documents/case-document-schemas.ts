import { z } from 'zod';
import { callPayload } from '../define-call';
import { ZStorageKey } from '../s3/stored-file';

/** Staff roles that manage a case's documents (SPEC §6 internal roles). */
export const CASE_DOCUMENT_STAFF_ROLES = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] as const;
/** Client roles: petitioner (50) and beneficiary (51). */
export const CASE_DOCUMENT_CLIENT_ROLES = [50, 51] as const;

export const EX_CASE = '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b';
export const EX_KEY = 't/00000000-0000-4000-8000-000000000001/2026/11/a.pdf';

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
