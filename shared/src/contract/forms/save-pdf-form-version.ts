import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZFormCode, ZFormOverrides, ZPdfFormView } from './forms-schemas';

export const ZSavePdfFormVersionPayload = callPayload({
  petitionId: z.uuid(),
  formCode: ZFormCode,
  /** The whole set of staff values for the form (replaces the saved set). */
  overrides: ZFormOverrides,
});
export type TSavePdfFormVersionPayload = z.input<typeof ZSavePdfFormVersionPayload>;
export const ZSavePdfFormVersionResult = ZPdfFormView;
export type TSavePdfFormVersionResult = z.infer<typeof ZSavePdfFormVersionResult>;

export const savePdfFormVersionCall = defineCall({
  path: '/petition/save-pdf-form-version',
  summary:
    "Save staff values for a case's form (fields without data, or corrections) for the next generation. Unknown field names are refused (422).",
  payload: ZSavePdfFormVersionPayload,
  result: ZSavePdfFormVersionResult,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: {
    petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b',
    formCode: 'I-129',
    overrides: { 'form1[0].#subform[2].OfficeAddressCity[0]': 'Chennai' },
  },
});
