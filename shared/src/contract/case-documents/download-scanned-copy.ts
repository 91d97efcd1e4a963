import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZStorageKey } from '../s3/stored-file';
import { ALL_ROLES, EX_CASE, EX_KEY } from './filing-document-schemas';

// ─────────────────────────── scanned copies ───────────────────────────

export const ZDownloadScannedCopyPayload = callPayload({ petitionId: z.uuid(), key: ZStorageKey });
export const ZDownloadScannedCopyResult = z.object({
  /** Short-lived signed address (SPEC §7), as /s3/get-signed-url answers it. */
  data: z.string(),
  name: z.string(),
});
export type TDownloadScannedCopyResult = z.infer<typeof ZDownloadScannedCopyResult>;
export const downloadScannedCopyCall = defineCall({
  path: '/petition/download-scanned-copy',
  summary:
    'A short-lived address of one scanned copy of the filed packet. 404 when the key is not a scanned copy of this case.',
  payload: ZDownloadScannedCopyPayload,
  result: ZDownloadScannedCopyResult,
  auth: { kind: 'session', roles: ALL_ROLES },
  scope: 'tenant',
  ids: { petitionId: 'petition', key: 'file' },
  example: { petitionId: EX_CASE, key: EX_KEY },
});
