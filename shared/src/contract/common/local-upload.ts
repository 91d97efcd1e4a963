import type { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZUploadFields, ZUploadResult } from '../s3/stored-file';

/** Same as `/s3/upload` (multipart/form-data); both store through the configured driver. */
export const ZLocalUploadPayload = callPayload(ZUploadFields.shape);
export type TLocalUploadPayload = z.input<typeof ZLocalUploadPayload>;

export const localUploadCall = defineCall({
  path: '/common/local-upload',
  summary: 'Upload files (multipart/form-data: file parts + optional petitionId); same rules as /s3/upload.',
  payload: ZLocalUploadPayload,
  result: ZUploadResult,
  auth: { kind: 'session' },
  creates: true,
  ids: { petitionId: 'petition' },
  example: {},
});
