import { VALIDATION_MESSAGES } from '../messages';
import { fileClass, isAcceptedUpload, validateDocuments, type FileLike } from '../validation';

/*
 * SPEC §5 rules for documents: 'Documents required' (at least one file with status true, else
 * '{field} is required') and the accepted file types (images, PDF, Word).
 */

/** SPEC §5 'Documents required' for one slot (the domain's `validateDocuments`). */
export const documentsRequiredError = (field: string, files: readonly { status?: boolean | null }[]): string | null =>
  validateDocuments(files, field);

/** The messages of every required slot without an accepted file, in checklist order. */
export function missingRequiredDocuments(
  slots: readonly { label: string; required: boolean; files: readonly { status?: boolean | null }[] }[],
): string[] {
  const out: string[] = [];
  for (const s of slots) {
    if (!s.required) continue;
    const err = documentsRequiredError(s.label, s.files);
    if (err) out.push(err);
  }
  return out;
}

/**
 * SPEC §5 accepted types for case documents: the one upload rule of the domain (validation.ts,
 * images, PDF and Word; the mimetype decides, else the extension), with its message.
 */
export const isAcceptedDocumentFile = (file: FileLike): boolean => isAcceptedUpload(file);
export const DOCUMENT_TYPE_MESSAGE = VALIDATION_MESSAGES.fileType;

/** Whether a stored file can be previewed in the browser (PDF and images). */
export const isPreviewable = (file: FileLike): boolean => {
  const mime = (file.mimetype ?? '').toLowerCase();
  if (mime === 'application/pdf' || mime.startsWith('image/')) return true;
  const cls = fileClass(file);
  return cls === 'pdf' || cls === 'image';
};

/** A document's review state: pending until staff accept (status true) or reject (false). */
export type DocumentReviewStatus = 'pending' | 'accepted' | 'rejected';
export const reviewStatusOf = (status: boolean | null | undefined): DocumentReviewStatus =>
  status === true ? 'accepted' : status === false ? 'rejected' : 'pending';
