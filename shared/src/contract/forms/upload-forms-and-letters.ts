import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZStorageKey } from '../s3/stored-file';
import { ZFormCategory, ZPdfFormVersion } from './forms-schemas';
import { EX_CASE, STAFF } from './forms-and-letters-schemas';

export const ZUploadFormsAndLettersPayload = callPayload({
  petitionId: z.uuid(),
  /** Storage key from /s3/upload (the file must be a PDF). */
  key: ZStorageKey,
  /**
   * A form code (I-129: a new version of that form) or the name of another form or letter
   * ("Employer support letter"). The same name again adds a version of it.
   */
  formCode: z.string().trim().min(2, 'Please fill Form or letter .').max(80),
  /** For a new name: a form (default) or a letter. Codes already on the case keep theirs. */
  category: ZFormCategory.optional(),
  /** Mark the upload as the version to file at once. */
  markFinal: z.boolean().optional(),
});
export type TUploadFormsAndLettersPayload = z.input<typeof ZUploadFormsAndLettersPayload>;

export const uploadFormsAndLettersCall = defineCall({
  path: '/petition/upload-forms-and-letters',
  summary:
    'Staff add a prepared PDF (uploaded first through /s3/upload) as a new version of a form of the case or of another form or letter. PDF only (422 otherwise).',
  payload: ZUploadFormsAndLettersPayload,
  result: ZPdfFormVersion,
  auth: { kind: 'session', roles: STAFF },
  scope: 'tenant',
  creates: true,
  ids: { petitionId: 'petition', key: 'file' },
  example: {
    petitionId: EX_CASE,
    key: 't/00000000-0000-4000-8000-000000000001/2026/11/a.pdf',
    formCode: 'Employer support letter',
    category: 'letter',
  },
});
