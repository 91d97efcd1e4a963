import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZCompany } from './company-schemas';

export const ZUpdateAuthSignerSignPayload = callPayload({
  companyId: z.uuid(),
  /** Storage key of the uploaded signature image (png/jpg/svg via /s3/upload); null removes it. */
  signatureKey: z.string().trim().min(1).max(500).nullable(),
});
export type TUpdateAuthSignerSignPayload = z.input<typeof ZUpdateAuthSignerSignPayload>;
export const ZUpdateAuthSignerSignResult = ZCompany;
export type TUpdateAuthSignerSignResult = z.infer<typeof ZUpdateAuthSignerSignResult>;

export const updateAuthSignerSignCall = defineCall({
  path: '/company/update-auth-signer-sign',
  summary: 'Set (or clear) the authorised signatory’s signature image of a company.',
  payload: ZUpdateAuthSignerSignPayload,
  result: ZUpdateAuthSignerSignResult,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11, 50] },
  scope: 'tenant',
  ids: { companyId: 'company' },
  example: {
    companyId: '1b2c3d4e-5f60-4718-89ab-cdef01234567',
    signatureKey: 't/3f1c9a4e-8d2b-4c6a-9e7f-0a1b2c3d4e5f/2026/01/7a6b5c4d-3e2f-4109-8877-665544332211.png',
  },
});
