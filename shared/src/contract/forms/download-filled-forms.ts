import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZFileDownload } from '../petition/petition-schemas';
import { EX_CASE, EX_VERSION, STAFF } from './forms-and-letters-schemas';

export const ZDownloadFilledFormsPayload = callPayload({
  petitionId: z.uuid(),
  /** The versions to download: one answers a signed address, several one zip. */
  versionIds: z.array(z.uuid()).min(1, 'Choose at least one form or letter.').max(50),
});
export type TDownloadFilledFormsPayload = z.input<typeof ZDownloadFilledFormsPayload>;
export const ZDownloadFilledFormsResult = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('url'),
    /** Short-lived signed address of the one file. */
    url: z.string(),
    fileName: z.string(),
  }),
  ZFileDownload.extend({ kind: z.literal('zip') }),
]);
export type TDownloadFilledFormsResult = z.infer<typeof ZDownloadFilledFormsResult>;

export const downloadFilledFormsCall = defineCall({
  path: '/filled-forms-and-letters/download',
  summary:
    'Download chosen versions of the case forms and letters: one version answers a signed address, several one zip (base64).',
  payload: ZDownloadFilledFormsPayload,
  result: ZDownloadFilledFormsResult,
  auth: { kind: 'session', roles: STAFF },
  scope: 'tenant',
  ids: { petitionId: 'petition', versionIds: 'pdf_form_version' },
  example: { petitionId: EX_CASE, versionIds: [EX_VERSION] },
});
