import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZFileDownload } from './petition-schemas';

export const ZDownloadDetailsAsPdfPayload = callPayload({ petitionId: z.uuid() });
export type TDownloadDetailsAsPdfPayload = z.input<typeof ZDownloadDetailsAsPdfPayload>;

export const downloadDetailsAsPdfCall = defineCall({
  path: '/petition/download-details-as-pdf',
  summary: "The case's details (parties, dates, assignments, workflow progress) as a PDF (base64).",
  payload: ZDownloadDetailsAsPdfPayload,
  result: ZFileDownload,
  auth: { kind: 'session' },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
