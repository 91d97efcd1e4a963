import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZPdfFormVersion } from './forms-schemas';
import { EX_CASE, EX_VERSION, STAFF } from './forms-and-letters-schemas';

export const ZUpdateFormsAndLettersVersionPayload = callPayload({
  petitionId: z.uuid(),
  versionId: z.uuid(),
  /** true: this is the version to file (any other final version of the same form stops being it); false: unmark. */
  isFinal: z.boolean(),
});
export type TUpdateFormsAndLettersVersionPayload = z.input<typeof ZUpdateFormsAndLettersVersionPayload>;

export const updateFormsAndLettersVersionCall = defineCall({
  path: '/petition/update-forms-and-letters-version',
  summary: 'Mark (or unmark) the version of a form or letter to file: one final version per form and case.',
  payload: ZUpdateFormsAndLettersVersionPayload,
  result: ZPdfFormVersion,
  auth: { kind: 'session', roles: STAFF },
  scope: 'tenant',
  ids: { petitionId: 'petition', versionId: 'pdf_form_version' },
  example: { petitionId: EX_CASE, versionId: EX_VERSION, isFinal: true },
});
