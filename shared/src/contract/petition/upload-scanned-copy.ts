import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZCaseDetails } from './petition-schemas';

export const ZUploadScannedCopyPayload = callPayload({
  petitionId: z.uuid(),
  /** Storage key from /s3/upload or /common/local-upload. */
  key: z.string().trim().min(1).max(500),
  name: z.string().trim().min(1).max(300),
});
export type TUploadScannedCopyPayload = z.input<typeof ZUploadScannedCopyPayload>;
export const uploadScannedCopyCall = defineCall({
  path: '/petition/upload-scanned-copy',
  summary:
    'Attach a scanned copy of the filed packet to the case (the courier and Submit to USCIS rules need at least one).',
  payload: ZUploadScannedCopyPayload,
  result: ZCaseDetails,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10] },
  scope: 'tenant',
  ids: { petitionId: 'petition', key: 'file' },
  example: {
    petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b',
    key: 't/00000000-0000-4000-8000-000000000001/2026/11/a.pdf',
    name: 'packet.pdf',
  },
});
