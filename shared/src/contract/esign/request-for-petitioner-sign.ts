import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ESIGN_SENDER_ROLES, ZDocumentSignaturePlacement, ZSignRequest } from './esign-schemas';
import { CASE_ID, expiresInDays } from './staff-schemas';

const FILE_ID = '5e4d3c2b-1a09-4f8e-9d7c-6b5a49382716';

// ─────────────────────────── request ───────────────────────────

export const ZRequestForPetitionerSignPayload = callPayload({
  petitionId: z.uuid(),
  /** PDF files of the case; one sign request (and one link) per document. */
  fileIds: z.array(z.uuid()).min(1, 'Choose at least one document.').max(10),
  /** Default: the petitioner's authorised signatory, else the petitioner's user. */
  signerName: z.string().trim().min(2).max(120).optional(),
  signerEmail: z.email().max(254).optional(),
  /** A note shown in the mail and on the sign page. */
  message: z.string().trim().max(1000).optional(),
  expiresInDays,
  /**
   * Where the signer's signature goes, per document (the requester placed it on a page preview).
   * Without one, a generated USCIS form is signed in its mapped signature box and any other PDF
   * on the certificate page, never over the document's content.
   */
  placements: z.array(ZDocumentSignaturePlacement).max(10).optional(),
});
export type TRequestForPetitionerSignPayload = z.input<typeof ZRequestForPetitionerSignPayload>;
export const ZRequestForPetitionerSignResult = z.object({
  data: z.array(ZSignRequest),
  /** True when this request completed the workflow's "Request Petitioner Signature". */
  activityCompleted: z.boolean(),
});
export type TRequestForPetitionerSignResult = z.infer<typeof ZRequestForPetitionerSignResult>;

export const requestForPetitionerSignCall = defineCall({
  path: '/petition/request-for-petitioner-sign',
  summary:
    "Mails the signer a link (purpose 'esign', expiring) per chosen PDF of the case; completes REQUEST_PETITIONER_SIGN when due (petitionerSignRequested).",
  payload: ZRequestForPetitionerSignPayload,
  result: ZRequestForPetitionerSignResult,
  auth: { kind: 'session', roles: ESIGN_SENDER_ROLES },
  scope: 'tenant',
  creates: true,
  ids: { petitionId: 'petition', fileIds: 'file' },
  example: { petitionId: CASE_ID, fileIds: [FILE_ID] },
});
