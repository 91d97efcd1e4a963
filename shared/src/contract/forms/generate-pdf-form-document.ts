import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZFormCode, ZFormOverrides, ZPdfFormVersion } from './forms-schemas';

export const ZGeneratePdfFormDocumentPayload = callPayload({
  petitionId: z.uuid(),
  formCode: ZFormCode,
  /** Overrides for this generation; merged over the saved ones (save-pdf-form-version). */
  overrides: ZFormOverrides.optional(),
});
export type TGeneratePdfFormDocumentPayload = z.input<typeof ZGeneratePdfFormDocumentPayload>;
export const ZGeneratePdfFormDocumentResult = ZPdfFormVersion.extend({ warnings: z.array(z.string()) });
export type TGeneratePdfFormDocumentResult = z.infer<typeof ZGeneratePdfFormDocumentResult>;

export const generatePdfFormDocumentCall = defineCall({
  path: '/generate-pdf-form-document',
  summary:
    'Fill the official USCIS PDF of a form from the case, petitioner, beneficiary, questionnaire and staff overrides; stores the file and records a new version with the edition. 409 for a superseded edition. Internal users, or users with casesAccessforAllUsers (SPEC §6).',
  payload: ZGeneratePdfFormDocumentPayload,
  result: ZGeneratePdfFormDocumentResult,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] },
  scope: 'tenant',
  creates: true,
  ids: { petitionId: 'petition' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', formCode: 'I-129' },
});
