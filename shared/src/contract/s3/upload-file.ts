import type { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZUploadFields, ZUploadResult } from './stored-file';

/**
 * Multipart, not JSON: the body is `multipart/form-data` with one or more file parts (any field
 * name) and the optional fields below. The payload schema describes those fields; the server
 * serves this path with a multipart route that answers the same `{ result }` envelope.
 */
export const ZUploadFilePayload = callPayload(ZUploadFields.shape);
export type TUploadFilePayload = z.input<typeof ZUploadFilePayload>;

export const uploadFileCall = defineCall({
  path: '/s3/upload',
  summary:
    'Upload files (multipart/form-data: file parts + optional petitionId). Type checked on the bytes (images, PDF, Word, office); 413 over the size limit, 415 for a refused type.',
  payload: ZUploadFilePayload,
  result: ZUploadResult,
  auth: { kind: 'session' },
  creates: true,
  ids: { petitionId: 'petition' },
  example: {},
});
