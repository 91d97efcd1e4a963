import { z } from 'zod';

/*
 * E-signature of case documents (docs/esign.md): the attorney asks the petitioner's signatory to
 * sign a stored PDF of the case through a link; the server stamps the signature, appends a
 * certificate page and keeps the hashes so a copy can be verified later.
 */

/** The link purpose of signing links (`/auth/sign-document?token=…`). */
export const ESIGN_LINK_PURPOSE = 'esign';

/** Link lifetime bounds, in days. */
export const ESIGN_LINK_DAYS = { default: 14, min: 1, max: 60 } as const;

/** Largest drawn signature accepted (PNG bytes). */
export const SIGNATURE_IMAGE_MAX_BYTES = 200 * 1024;

/** Largest PDF the verification page takes (its base64 stays under the 5 MB body limit). */
export const VERIFY_MAX_BYTES = 3.5 * 1024 * 1024;

/** Staff roles that request, resend and cancel signatures (admin, branch manager, front office, attorney, supervisor, paralegal, documentation manager and executive). */
export const ESIGN_SENDER_ROLES = [3, 4, 5, 6, 7, 8, 9, 10] as const;
/** Who signs or skips the attorney's signature: the case's attorney, or an admin / branch manager. */
export const ATTORNEY_SIGN_ROLES = [3, 4, 6] as const;
/** Who confirms the review of the documents: the petitioner's users, or an admin / branch manager on their behalf. */
export const REVIEW_CONFIRM_ROLES = [3, 4, 50] as const;

/** The consent the signer gives (ESIGN Act, 15 U.S.C. §7001); shown on the sign page and printed on the certificate. */
export const ESIGN_CONSENT_TEXT =
  'I agree to sign this document electronically. I understand that my electronic signature is the legal equivalent of my handwritten signature, that I may ask for a paper copy, and that I may withdraw this consent before signing by declining.';

/** requested → viewed → signed; or declined (by the signer) / cancelled (by the firm). */
export const ZSignRequestStatus = z.enum(['requested', 'viewed', 'signed', 'declined', 'cancelled']);
export type TSignRequestStatus = z.infer<typeof ZSignRequestStatus>;

/** The attorney's own signature on a signed document: awaited, given, or skipped with a reason. */
export const ZAttorneySignStatus = z.enum(['none', 'pending', 'signed', 'ignored']);
export type TAttorneySignStatus = z.infer<typeof ZAttorneySignStatus>;

export const ZSignatureMethod = z.enum(['draw', 'type']);

/**
 * A signature: a drawn one as a PNG data URL (`data:image/png;base64,…`), or a typed name that the
 * server writes in a script-like face. The server checks the PNG (magic bytes, size).
 */
export const ZSignatureFields = {
  method: ZSignatureMethod,
  signatureImage: z
    .string()
    .max(Math.ceil((SIGNATURE_IMAGE_MAX_BYTES * 4) / 3) + 64, 'The signature image is too large.')
    .optional(),
  typedName: z.string().trim().min(2, 'Type your full name.').max(100).optional(),
  /** The signer ticked "I agree to sign electronically". */
  consent: z.literal(true, { error: 'Agree to sign electronically first.' }),
};

/**
 * Where a signature goes on a PDF that has no mapped signature box (an uploaded letter or form):
 * a rectangle the requester drew on the page preview. `page` counts from 1; `x`, `y`, `width`,
 * `height` are PDF points (1/72 inch) from the bottom-left corner of the page as it is shown
 * (its crop box, unrotated). The server refuses (422) a page the document does not have and a
 * rectangle that leaves the page.
 */
export const ZSignaturePlacement = z.object({
  page: z.number().int().min(1).max(2000),
  x: z.number().min(0).max(14400),
  y: z.number().min(0).max(14400),
  width: z.number().min(36, 'The signature box must be at least half an inch wide.').max(600),
  height: z.number().min(14, 'The signature box must be at least 14 points high.').max(300),
});
export type TSignaturePlacement = z.infer<typeof ZSignaturePlacement>;

/** A placement for one of the documents of a sign request. */
export const ZDocumentSignaturePlacement = ZSignaturePlacement.extend({ fileId: z.uuid() });
export type TDocumentSignaturePlacement = z.infer<typeof ZDocumentSignaturePlacement>;

export const ZSignFileRef = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Storage key; `/s3/get-signed-url` turns it into a short-lived address. */
  path: z.string(),
  sha256: z.string(),
});
export type TSignFileRef = z.infer<typeof ZSignFileRef>;

/** One sign request (one document, one signer) as the case's Forms tab shows it. */
export const ZSignRequest = z.object({
  id: z.uuid(),
  petitionId: z.uuid(),
  document: ZSignFileRef,
  signerName: z.string(),
  signerEmail: z.string(),
  message: z.string().nullable(),
  status: ZSignRequestStatus,
  requestedAt: z.string(),
  requestedByName: z.string().nullable(),
  linkState: z.enum(['none', 'live', 'expired', 'used', 'revoked']),
  linkExpiresAt: z.string().nullable(),
  viewedAt: z.string().nullable(),
  consentedAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  reviewConfirmedAt: z.string().nullable(),
  reviewConfirmedByName: z.string().nullable(),
  /** The signer's address and browser when signing (staff only; null for others). */
  signedIp: z.string().nullable(),
  signedUserAgent: z.string().nullable(),
  /** The petitioner-signed PDF and its SHA-256 (recorded here: a file cannot hold its own hash). */
  petitionerSignedFile: ZSignFileRef.nullable(),
  attorneyStatus: ZAttorneySignStatus,
  attorneyName: z.string().nullable(),
  attorneySignedAt: z.string().nullable(),
  attorneyIgnoredReason: z.string().nullable(),
  attorneyIgnoredAt: z.string().nullable(),
  /** The PDF signed by the attorney too. */
  attorneySignedFile: ZSignFileRef.nullable(),
});
export type TSignRequest = z.infer<typeof ZSignRequest>;

/** A PDF of the case that can be sent for signature. */
export const ZSignableDocument = z.object({
  fileId: z.uuid(),
  name: z.string(),
  path: z.string(),
  size: z.number().int().nonnegative(),
  createdAt: z.string(),
  /** `form` for a generated USCIS form version, else `document` (letters, uploads). */
  source: z.enum(['form', 'document']),
});
export type TSignableDocument = z.infer<typeof ZSignableDocument>;
