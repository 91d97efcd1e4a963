import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZStorageKey } from './stored-file';

export const ZGetSignedUrlPayload = callPayload({
  keyName: ZStorageKey,
  /** Download name; defaults to the uploaded name. */
  fileName: z.string().max(255).optional(),
  petitionId: z.uuid().optional(),
});
export type TGetSignedUrlPayload = z.input<typeof ZGetSignedUrlPayload>;

export const ZGetSignedUrlResult = z.object({
  /** SPEC §7: the file address is in result.data. Valid for a few minutes. */
  data: z.string(),
});
export type TGetSignedUrlResult = z.infer<typeof ZGetSignedUrlResult>;

export const getSignedUrlCall = defineCall({
  path: '/s3/get-signed-url',
  summary: 'A short-lived signed address of a stored file of the tenant.',
  payload: ZGetSignedUrlPayload,
  result: ZGetSignedUrlResult,
  auth: { kind: 'session' },
  ids: { keyName: 'file', petitionId: 'petition' },
  example: { keyName: 't/00000000-0000-4000-8000-000000000001/2025/01/00000000-0000-4000-8000-000000000002.pdf' },
});
