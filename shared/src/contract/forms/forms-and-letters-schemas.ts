/*
 * Forms and letters of a case beyond generation (SPEC §7): staff upload a prepared PDF (a
 * hand-edited form or a letter) as a new version, mark the version to file, download chosen
 * versions and delete one. docs/forms.md "Forms and letters".
 */

export const STAFF = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] as const;
export const EX_CASE = '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b';
export const EX_VERSION = '5d2e3f40-6a7b-4c8d-9e0f-1a2b3c4d5e6f';

/** Refused upload: the file is not a PDF. */
export const FORMS_PDF_ONLY_MESSAGE = 'Only PDF files can be uploaded as forms and letters.';
