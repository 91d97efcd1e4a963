import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { MAX_KEYS_PER_CALL, ZDeleteFilesResult, ZStorageKey } from '../s3/stored-file';

const ZKeys = z.union([ZStorageKey, z.array(ZStorageKey).min(1).max(MAX_KEYS_PER_CALL)]);

/** Deletes a stored document by its path (`path`, or `keyName` as /s3/delete takes it). */
export const ZDeleteDocViaPathPayload = callPayload({
  path: ZKeys.optional(),
  keyName: ZKeys.optional(),
}).refine((p) => p.path !== undefined || p.keyName !== undefined, {
  message: 'Give path or keyName',
  path: ['path'],
});
export type TDeleteDocViaPathPayload = z.input<typeof ZDeleteDocViaPathPayload>;

export const deleteDocViaPathCall = defineCall({
  path: '/common/delete-doc-via-path',
  summary: 'Delete a stored document of the tenant by its path.',
  payload: ZDeleteDocViaPathPayload,
  result: ZDeleteFilesResult,
  auth: { kind: 'session' },
  ids: { path: 'file' },
  example: { path: 't/00000000-0000-4000-8000-000000000001/2025/01/00000000-0000-4000-8000-000000000002.pdf' },
});
