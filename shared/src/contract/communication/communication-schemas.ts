import { z } from 'zod';

/*
 * Case messages (issue 18 point 1, docs/messages.md): one thread per case among the firm's staff,
 * the petitioner's people and the beneficiary. A message is `internal` (staff only) or `shared`
 * (with the client too). Files are uploaded first with `/s3/upload` and then attached by key; the
 * message holds them, so `/s3/get-signed-url` follows the message's visibility.
 */

/** The link purpose of reply links (`/public/communication/reply?token=…`), one case thread each. */
export const COMMUNICATION_LINK_PURPOSE = 'communication-reply';
/** How long a reply link works, in days. */
export const COMMUNICATION_LINK_DAYS = 14;

/** Longest message body, in characters. */
export const MESSAGE_BODY_MAX = 10_000;
/** Most attachments on one message. */
export const MESSAGE_ATTACHMENTS_MAX = 10;
/** Largest page of the message lists. */
export const MESSAGE_PAGE_MAX = 100;

/**
 * Types a message may carry (decided from the bytes at upload): images, PDF, Word and office
 * documents. SVG and XML (active content) and macro-enabled office files are refused.
 */
export const MESSAGE_FILE_TYPES: readonly string[] = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.oasis.opendocument.text',
  'application/rtf',
  'text/plain',
  'application/vnd.ms-works',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];
/** The extensions of MESSAGE_FILE_TYPES, for a file input's `accept`. */
export const MESSAGE_FILE_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp,.pdf,.doc,.docx,.odt,.rtf,.txt,.wps,.xls,.xlsx';
/** Largest attachment, bytes (the server refuses a larger one when attaching). */
export const MESSAGE_FILE_MAX_BYTES = 20 * 1024 * 1024;

/**
 * The composer's check before uploading, the same rule the server applies when attaching (the
 * server decides the type from the bytes; the browser can only judge by extension and claim).
 */
export function isAcceptedMessageFile(file: { name: string; mimetype?: string; size?: number }): boolean {
  const dot = file.name.lastIndexOf('.');
  const ext = dot > 0 ? file.name.slice(dot).toLowerCase() : '';
  if (!ext || !MESSAGE_FILE_ACCEPT.split(',').includes(ext)) return false;
  if (file.mimetype && file.mimetype !== 'application/octet-stream' && !MESSAGE_FILE_TYPES.includes(file.mimetype)) return false;
  return file.size === undefined || file.size <= MESSAGE_FILE_MAX_BYTES;
}

/** The one place of the messages' user-facing texts (server and pages use them). */
export const MESSAGE_TEXT = {
  empty: 'Please fill Message .',
  tooLong: `The message is too long: at most ${MESSAGE_BODY_MAX.toLocaleString('en-US')} characters.`,
  bodyTooLarge: 'The message is too large to send. Shorten it or attach the text as a file.',
  tooManyFiles: `At most ${MESSAGE_ATTACHMENTS_MAX} attachments per message.`,
  refusedType: 'This type of file cannot be attached. Attach images (PNG, JPEG, GIF, WebP), PDF, Word, text or Excel files.',
  fileTooLarge: `This file is too large to attach: at most ${MESSAGE_FILE_MAX_BYTES / (1024 * 1024)} MB.`,
  clientsShareOnly: 'Messages from clients are always shared with the firm.',
  linkInvalid: 'This reply link has expired or is not valid. Ask the firm for a new one.',
} as const;

export const ZMessageVisibility = z.enum(['internal', 'shared']);
export type TMessageVisibility = z.infer<typeof ZMessageVisibility>;

/** The body of a message: trimmed, not empty, bounded. */
export const ZMessageBody = z.string().trim().min(1, MESSAGE_TEXT.empty).max(MESSAGE_BODY_MAX, MESSAGE_TEXT.tooLong);

/** A file to attach: the key `/s3/upload` answered (`path`) and the name to show. */
export const ZMessageAttachmentInput = z.object({
  key: z.string().trim().min(1).max(2048),
  name: z.string().trim().min(1).max(255),
});

export const ZMessageAttachment = z.object({
  id: z.uuid(),
  /** Storage key: `/s3/get-signed-url` with this key opens it (for who may see the message). */
  key: z.string(),
  name: z.string(),
  mimetype: z.string(),
  size: z.number().int().nonnegative(),
});
export type TMessageAttachment = z.infer<typeof ZMessageAttachment>;

/** Who wrote a message: a signed-in user, or a client answering through a reply link. */
export const ZMessageAuthor = z.object({
  kind: z.enum(['user', 'link']),
  userId: z.uuid().nullable(),
  name: z.string(),
  /** Staff of the firm (false for petitioners, beneficiaries and link replies). */
  staff: z.boolean(),
});

export const ZMessageMention = z.object({ userId: z.uuid(), name: z.string() });

export const ZMessage = z.object({
  id: z.uuid(),
  petitionId: z.uuid(),
  body: z.string(),
  visibility: ZMessageVisibility,
  author: ZMessageAuthor,
  mentions: z.array(ZMessageMention),
  attachments: z.array(ZMessageAttachment),
  createdAt: z.string(),
  /** The caller wrote it. */
  mine: z.boolean(),
  /** The caller has read it (own messages are read). */
  read: z.boolean(),
});
export type TMessage = z.infer<typeof ZMessage>;

/** A case as the message lists name it. */
export const ZMessageCase = z.object({
  petitionId: z.uuid(),
  caseNumber: z.string(),
  /** The case kind (`petition`, `rfe`, `perm`, `gc`): RFE cases open at /rfe-petition-details. */
  kind: z.string(),
  /** A case handled by an external firm: it opens at /external-case-details. */
  isExternal: z.boolean(),
  beneficiaryName: z.string().nullable(),
  petitionerName: z.string().nullable(),
});
export type TMessageCase = z.infer<typeof ZMessageCase>;

/** The socket event that carries a new message (payload `TMessageEvent`), on the shell's one socket. */
export const MESSAGE_EVENT = 'message';
/** The socket event that tells a user's other tabs that read state changed (payload `{ petitionId }`). */
export const MESSAGE_READ_EVENT = 'message-read';
export const ZMessageEvent = z.object({ message: ZMessage, case: ZMessageCase });
export type TMessageEvent = z.infer<typeof ZMessageEvent>;

/** Common paging fields of the message lists. */
export const messagePaging = {
  page: z.number().int().min(1).max(100_000).default(1),
  perpage: z.number().int().min(1).max(MESSAGE_PAGE_MAX).default(25),
};

/* Reply link calls: no login, the token from the link (payload `token`, `key` or `accessToken`). */
export const replyLink = { kind: 'link', purpose: COMMUNICATION_LINK_PURPOSE } as const;
export const replyToken = {
  token: z.string().max(200).optional(),
  key: z.string().max(200).optional(),
  accessToken: z.string().max(200).optional(),
};
