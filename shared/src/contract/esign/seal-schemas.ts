import { z } from 'zod';
import { ROLE } from '../../domain/roles';

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
  /** `uploaded`: the firm's own (PKCS#12 upload); `product`: the firm's self-signed seal, in the firm's name (docs/esign.md); `none`: not created yet (the firm's first signing creates it). */
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
