import {
  isAcceptedMessageFile,
  MESSAGE_FILE_ACCEPT,
  MESSAGE_FILE_MAX_BYTES,
  MESSAGE_TEXT,
} from 'shared/contract/communication';

/**
 * The composer's check of one picked file, before any upload: the contract's rule, the same the
 * api applies when the message is saved (type by extension and mimetype, size). A message when
 * refused, else null.
 */
export function attachmentProblem(file: { name: string; type: string; size: number }): string | null {
  if (!isAcceptedMessageFile({ name: file.name, mimetype: file.type })) return MESSAGE_TEXT.refusedType;
  if (file.size > MESSAGE_FILE_MAX_BYTES) return MESSAGE_TEXT.fileTooLarge;
  return null;
}

/** The `accept` attribute of the picker. */
export const ATTACHMENT_ACCEPT = MESSAGE_FILE_ACCEPT;
