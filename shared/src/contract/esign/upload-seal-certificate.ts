import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { SEAL_CERTIFICATE_ROLES, ZSealCertificate } from './seal-schemas';

/*
 * The certificate that seals signed PDFs with a PDF signature (PAdES B-B; docs/esign.md
 * "Sealing"): the firm's own, uploaded as a PKCS#12, or the product's self-signed one. The
 * PKCS#12 password goes in and never comes back.
 */

/** Largest PKCS#12 file accepted (a key and a chain of a few certificates is a few KB). */
export const SEAL_P12_MAX_BYTES = 64 * 1024;

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
