import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZFormCode, ZPdfFormVersion, ZPdfFormView } from './forms-schemas';

export const ZPdfFormVersionListPayload = callPayload({
  petitionId: z.uuid(),
  /** One form; all forms of the case's type when absent. */
  formCode: ZFormCode.optional(),
});
export type TPdfFormVersionListPayload = z.input<typeof ZPdfFormVersionListPayload>;
export const ZPdfFormVersionListResult = z.object({
  /** The mapped forms for the case (its type's forms, or the one asked for) with their fields. */
  forms: z.array(ZPdfFormView),
  /** Generated versions, newest first. */
  versions: z.array(ZPdfFormVersion),
});
export type TPdfFormVersionListResult = z.infer<typeof ZPdfFormVersionListResult>;

export const pdfFormVersionListCall = defineCall({
  path: '/petition/pdf-form-version-list',
  summary:
    "The case's USCIS forms with their fields as they would be filled now (unmapped fields listed), and the versions generated so far.",
  payload: ZPdfFormVersionListPayload,
  result: ZPdfFormVersionListResult,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
