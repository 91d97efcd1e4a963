import { z } from 'zod';
import { ROLE } from '../../domain/roles';
import { callPayload, defineCall } from '../define-call';

/*
 * The certificate that seals signed PDFs with a PDF signature (PAdES B-B; docs/esign.md
 * "Sealing"): the firm's own, uploaded as a PKCS#12, or the product's self-signed one. The
 * PKCS#12 password goes in and never comes back.
 */

/** Largest PKCS#12 file accepted (a key and a chain of a few certificates is a few KB). */
export const SEAL_P12_MAX_BYTES = 64 * 1024;

/** Who replaces the firm's signing certificate: the firm's administrator. */
export const SEAL_CERTIFICATE_ROLES = [ROLE.ADMIN] as const;

/** The PDF signature embedded in a file, as checked by the server (`/esign/verify`). */
export const ZEmbeddedSignature = z.object({
  /** The signature verifies: nothing inside the signed bytes changed since signing. */
  valid: z.boolean(),
  /** The signed bytes are the whole file (nothing was appended after signing). */
  wholeDocument: z.boolean(),
  /** The signing certificate's common name and organisation. */
  signerName: z.string().nullable(),
  organization: z.string().nullable(),
  /** When it was signed (the signature's time, from the firm's server clock), ISO. */
  signedAt: z.string().nullable(),
  certificateSha256: z.string().nullable(),
  /** The certificate is this firm's seal (its uploaded one, or the product's). */
  firmCertificate: z.boolean(),
});
export type TEmbeddedSignature = z.infer<typeof ZEmbeddedSignature>;

/** The certificate in force, described (never the key or the password). */
export const ZSealCertificate = z.object({
  /** `uploaded`: the firm's own; `product`: Passage's self-signed seal; `none`: not created yet (the first signing creates it). */
  source: z.enum(['uploaded', 'product', 'none']),
  subject: z.string().nullable(),
  organization: z.string().nullable(),
  issuer: z.string().nullable(),
  serialNumber: z.string().nullable(),
  notBefore: z.string().nullable(),
  notAfter: z.string().nullable(),
  sha256: z.string().nullable(),
  fileName: z.string().nullable(),
  uploadedAt: z.string().nullable(),
  uploadedByName: z.string().nullable(),
});
export type TSealCertificate = z.infer<typeof ZSealCertificate>;

export const ZSealCertificateDetailsPayload = callPayload({});
export const sealCertificateDetailsCall = defineCall({
  path: '/esign/seal-certificate',
  summary: "The certificate that seals this firm's signed PDFs: its own uploaded one, else the product's.",
  payload: ZSealCertificateDetailsPayload,
  result: ZSealCertificate,
  auth: { kind: 'session', roles: SEAL_CERTIFICATE_ROLES },
  scope: 'tenant',
  example: {},
});

export const ZUploadSealCertificatePayload = callPayload({
  fileName: z.string().trim().max(255).optional(),
  /** The PKCS#12 (.p12 / .pfx) bytes, base64 (no data: prefix). */
  contentBase64: z
    .string()
    .min(1, 'Choose a PKCS#12 file.')
    .max(Math.ceil((SEAL_P12_MAX_BYTES * 4) / 3) + 4, 'The file is too large (at most 64 KB).')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Not a base64 file'),
  /** Opens the PKCS#12; kept to sign with, never returned. */
  password: z.string().max(500),
});
export type TUploadSealCertificatePayload = z.input<typeof ZUploadSealCertificatePayload>;

export const uploadSealCertificateCall = defineCall({
  path: '/esign/upload-seal-certificate',
  summary:
    "Replaces the firm's signing certificate with an uploaded PKCS#12 (RSA key + certificate, valid today). 422 for a wrong password, a file that is not PKCS#12 or an expired certificate.",
  payload: ZUploadSealCertificatePayload,
  result: ZSealCertificate,
  auth: { kind: 'session', roles: SEAL_CERTIFICATE_ROLES },
  scope: 'tenant',
  example: { fileName: 'firm-seal.p12', contentBase64: 'MIIK', password: '••••' },
});
