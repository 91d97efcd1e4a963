import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZFileDownload } from '../petition/petition-schemas';
import { ZStorageKey } from '../s3/stored-file';
import { ZFormCategory, ZPdfFormVersion } from './forms-schemas';

/*
 * Forms and letters of a case beyond generation (SPEC §7): staff upload a prepared PDF (a
 * hand-edited form or a letter) as a new version, mark the version to file, download chosen
 * versions and delete one. docs/forms.md "Forms and letters".
 */

const STAFF = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] as const;
const EX_CASE = '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b';
const EX_VERSION = '5d2e3f40-6a7b-4c8d-9e0f-1a2b3c4d5e6f';

/** Refused upload: the file is not a PDF. */
export const FORMS_PDF_ONLY_MESSAGE = 'Only PDF files can be uploaded as forms and letters.';

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

export const ZDeleteFilledFormPayload = callPayload({ petitionId: z.uuid(), versionId: z.uuid() });
export type TDeleteFilledFormPayload = z.input<typeof ZDeleteFilledFormPayload>;

export const deleteFilledFormCall = defineCall({
  path: '/filled-forms-and-letters/delete',
  summary:
    'Delete a version of a form or letter and its stored file (SPEC §7 delete stored file). Recorded in the case activity log.',
  payload: ZDeleteFilledFormPayload,
  result: z.object({ deleted: z.literal(true) }),
  auth: { kind: 'session', roles: STAFF },
  scope: 'tenant',
  ids: { petitionId: 'petition', versionId: 'pdf_form_version' },
  example: { petitionId: EX_CASE, versionId: EX_VERSION },
});
