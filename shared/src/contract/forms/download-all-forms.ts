import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZFileDownload } from '../petition/petition-schemas';

export const ZDownloadAllFormsPayload = callPayload({ petitionId: z.uuid() });
export type TDownloadAllFormsPayload = z.input<typeof ZDownloadAllFormsPayload>;
export const ZDownloadAllFormsResult = ZFileDownload;
export type TDownloadAllFormsResult = z.infer<typeof ZDownloadAllFormsResult>;

export const downloadAllFormsCall = defineCall({
  path: '/petition/download-all-forms',
  summary: 'The latest generated version of each form of the case, as one zip (base64). 404 when none was generated.',
  payload: ZDownloadAllFormsPayload,
  result: ZDownloadAllFormsResult,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
