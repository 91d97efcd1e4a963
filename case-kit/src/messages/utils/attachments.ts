import { MESSAGE_ATTACHMENTS_MAX, MESSAGE_TEXT } from 'shared/contract';
import { fileExtension, isAcceptedUpload } from 'shared/domain';

/** The api's largest stored file (storage's UPLOAD_MAX_BYTES default, 25 MB). */
export const ATTACHMENT_MAX_BYTES = 25 * 1024 * 1024;

/** Office documents besides Word that a message may carry (MESSAGE_TEXT.refusedType). */
const OFFICE_EXTENSIONS = ['xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'odp', 'rtf', 'csv', 'txt'];


/** The composer's check of one picked file: a message when refused (type, size), else null. */
export function attachmentProblem(file: { name: string; type: string; size: number }): string | null {
  const f = { name: file.name, mimetype: file.type };
  const accepted = isAcceptedUpload(f) || OFFICE_EXTENSIONS.includes(fileExtension(f));
  if (!accepted) return MESSAGE_TEXT.refusedType;
  if (file.size > ATTACHMENT_MAX_BYTES) return `The file is too large. The limit is ${ATTACHMENT_MAX_BYTES / (1024 * 1024)} MB.`;
  return null;
}

/** The `accept` attribute of the picker. */
export const ATTACHMENT_ACCEPT = ['image/*', '.pdf', '.doc', '.docx', ...OFFICE_EXTENSIONS.map((e) => `.${e}`)].join(',');

export { MESSAGE_ATTACHMENTS_MAX };
