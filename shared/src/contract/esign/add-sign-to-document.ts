import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ATTORNEY_SIGN_ROLES, ZSignatureFields, ZSignaturePlacement, ZSignRequest } from './esign-schemas';
import { CASE_ID, REQUEST_ID } from './staff-schemas';

export const ZAddSignToDocumentPayload = callPayload({
  petitionId: z.uuid(),
  requestId: z.uuid(),
  ...ZSignatureFields,
  /** Where the attorney's signature goes when the document has no mapped preparer box (else the certificate page). */
  placement: ZSignaturePlacement.optional(),
});
export type TAddSignToDocumentPayload = z.input<typeof ZAddSignToDocumentPayload>;

export const addSignToDocumentCall = defineCall({
  path: '/petition/add-sign-to-document',
  summary:
    "The case's attorney adds his signature to a document the petitioner signed: stamped beside the petitioner's, with a certificate that lists both signers.",
  payload: ZAddSignToDocumentPayload,
  result: ZSignRequest,
  auth: { kind: 'session', roles: ATTORNEY_SIGN_ROLES },
  scope: 'tenant',
  ids: { petitionId: 'petition', requestId: 'esign_request' },
  example: { petitionId: CASE_ID, requestId: REQUEST_ID, method: 'type', typedName: 'Jordan Blake', consent: true },
});
