/*
 * SPEC §5 rules for documents: 'Documents required' (at least one file with status true, else
 * '{field} is required') and the accepted file types (images, PDF, Word).
 */

/** SPEC §5 message of the 'Documents required' rule. */
export const documentRequiredMessage = (field: string): string => `${field} is required`;

/** SPEC §5: a required document slot is satisfied by at least one file whose status is true. */
export function documentsRequiredError(field: string, files: readonly { status: boolean | null | undefined }[]): string | null {
  return files.some((f) => f.status === true) ? null : documentRequiredMessage(field);
}

/** The messages of every required slot without an accepted file, in checklist order. */
export function missingRequiredDocuments(
  slots: readonly { label: string; required: boolean; files: readonly { status: boolean | null | undefined }[] }[],
): string[] {
  const out: string[] = [];
  for (const s of slots) {
    if (!s.required) continue;
    const err = documentsRequiredError(s.label, s.files);
    if (err) out.push(err);
  }
  return out;
}

/** SPEC §5 "Accepted file types: images, PDF, Word", by extension. */
export const CASE_DOCUMENT_EXTENSIONS = {
  image: ['jpeg', 'jpg', 'png', 'svg'],
  pdf: ['pdf'],
  word: ['doc', 'docx', 'dotm', 'odt', 'rtf'],
} as const;

export const ACCEPTED_DOCUMENT_EXTENSIONS: readonly string[] = [
  ...CASE_DOCUMENT_EXTENSIONS.image,
  ...CASE_DOCUMENT_EXTENSIONS.pdf,
  ...CASE_DOCUMENT_EXTENSIONS.word,
];

/** For file inputs and drop zones (`accept` attribute). */
export const ACCEPTED_DOCUMENT_ACCEPT = ACCEPTED_DOCUMENT_EXTENSIONS.map((e) => `.${e}`).join(',');

export const DOCUMENT_TYPE_MESSAGE = 'Only images, PDF and Word files are accepted.';

const extOf = (nameOrExt: string): string => {
  const s = nameOrExt.trim().toLowerCase();
  const dot = s.lastIndexOf('.');
  return dot >= 0 ? s.slice(dot + 1) : s;
};

/** Whether a file name (or bare extension) is an accepted document type. */
export const isAcceptedDocumentFile = (nameOrExt: string): boolean => ACCEPTED_DOCUMENT_EXTENSIONS.includes(extOf(nameOrExt));

/** Whether a stored file may be previewed in the browser (PDF and images). */
export const isPreviewable = (nameOrExt: string): boolean => {
  const e = extOf(nameOrExt);
  return e === 'pdf' || (CASE_DOCUMENT_EXTENSIONS.image as readonly string[]).includes(e);
};

/** A document's review state: pending until staff accept (status true) or reject (false). */
export type DocumentReviewStatus = 'pending' | 'accepted' | 'rejected';
export const reviewStatusOf = (status: boolean | null | undefined): DocumentReviewStatus =>
  status === true ? 'accepted' : status === false ? 'rejected' : 'pending';
