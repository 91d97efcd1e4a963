import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { MAX_KEYS_PER_CALL, ZDeleteFilesResult, ZStorageKey } from './stored-file';

/** SPEC §7 "Delete stored file": keyName is a list of paths (a single path is accepted too). */
export const ZDeleteFilesPayload = callPayload({
  keyName: z
    .union([ZStorageKey, z.array(ZStorageKey).min(1).max(MAX_KEYS_PER_CALL)])
    .transform((v) => (Array.isArray(v) ? v : [v])),
});
export type TDeleteFilesPayload = z.input<typeof ZDeleteFilesPayload>;

export const deleteFilesCall = defineCall({
  path: '/s3/delete',
  summary: 'Delete stored files of the tenant by key (newly uploaded files the user removes).',
  payload: ZDeleteFilesPayload,
  result: ZDeleteFilesResult,
  auth: { kind: 'session' },
  ids: { keyName: 'file' },
  example: { keyName: ['t/00000000-0000-4000-8000-000000000001/2025/01/00000000-0000-4000-8000-000000000002.pdf'] },
});
