import { z } from 'zod';

/*
 * Support tickets (issue 18.5, docs/support-tickets.md). Two directions, by who receives the ticket:
 * - `firm`: a client (petitioner, beneficiary) opens it to the firm; the firm's staff work it;
 * - `operator`: the firm's staff open it to the product's operator, who sees every firm's tickets.
 */
export const TICKET_AUDIENCES = ['firm', 'operator'] as const;
export type TicketAudience = (typeof TICKET_AUDIENCES)[number];
/** The team behind the software, named without the product's name: a white-labelled firm never shows it (SPEC §1). */
export const PRODUCT_SUPPORT_NAME = 'Product support';
export const TICKET_AUDIENCE_LABELS: Record<TicketAudience, string> = { firm: 'To the firm', operator: 'To product support' };

export const TICKET_STATUSES = ['open', 'in_progress', 'waiting', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  waiting: 'Waiting on Requester',
  resolved: 'Resolved',
  closed: 'Closed',
};
/** Statuses the requester may set: close their own ticket, or reopen it. */
export const REQUESTER_TICKET_STATUSES: readonly TicketStatus[] = ['open', 'closed'];

export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const TICKET_PRIORITY_LABELS: Record<TicketPriority, string> = { low: 'Low', normal: 'Normal', high: 'High', urgent: 'Urgent' };

export const TICKET_TYPES = ['question', 'problem', 'request', 'billing', 'feedback'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];
export const TICKET_TYPE_LABELS: Record<TicketType, string> = {
  question: 'Question',
  problem: 'Problem',
  request: 'Request',
  billing: 'Billing',
  feedback: 'Feedback',
};

export const TICKET_SUBJECT_MAX = 200;
export const TICKET_TEXT_MAX = 10_000;
export const TICKET_FILES_MAX = 10;
/** File extensions a ticket or comment may hold (SPEC §5: images, PDF, Word, plus plain text). */
export const TICKET_FILE_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'doc', 'docx', 'txt', 'rtf', 'odt'] as const;
export const TICKET_FILE_REFUSED = (name: string) => `${name}: attach images, PDF or Word documents only.`;

export const ZTicketSubject = z.string().trim().min(1, 'Please fill Subject .').max(TICKET_SUBJECT_MAX, `Subject must be at most ${TICKET_SUBJECT_MAX} characters`);
export const ZTicketText = (field: string) =>
  z.string().trim().min(1, `Please fill ${field} .`).max(TICKET_TEXT_MAX, `${field} must be at most ${TICKET_TEXT_MAX} characters`);
/** Storage keys from /s3/upload (or their addresses); the server checks each is the caller's file. */
export const ZTicketFileKeys = z.array(z.string().trim().min(1).max(500)).max(TICKET_FILES_MAX, `Attach at most ${TICKET_FILES_MAX} files`);

export const ZTicketPerson = z.object({ id: z.string(), name: z.string() });
export type TTicketPerson = z.infer<typeof ZTicketPerson>;

export const ZTicketAttachment = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  mimetype: z.string(),
  size: z.number().int(),
  commentId: z.string().nullable(),
  /** A short-lived download address, given only to callers who may see the ticket. */
  url: z.string().nullable(),
});
export type TTicketAttachment = z.infer<typeof ZTicketAttachment>;

export const ZSupportTicket = z.object({
  id: z.string(),
  /** Per-firm running number, shown as `#12`. */
  number: z.number().int(),
  audience: z.enum(TICKET_AUDIENCES),
  subject: z.string(),
  description: z.string(),
  status: z.enum(TICKET_STATUSES),
  priority: z.enum(TICKET_PRIORITIES),
  type: z.enum(TICKET_TYPES),
  tenant: z.object({ id: z.string(), name: z.string() }),
  createdBy: ZTicketPerson,
  assignedTo: ZTicketPerson.nullable(),
  commentCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSupportTicket = z.infer<typeof ZSupportTicket>;

/** What the caller may do with a ticket (the details page shows only those controls). */
export const ZTicketPermissions = z.object({
  /** Status, priority, type (receiving side). */
  manage: z.boolean(),
  assign: z.boolean(),
  /** Subject and description (the requester while the ticket is open). */
  edit: z.boolean(),
  comment: z.boolean(),
  /** Statuses the caller may move the ticket to. */
  statuses: z.array(z.enum(TICKET_STATUSES)),
});

export const ZSupportTicketDetails = ZSupportTicket.extend({
  attachments: z.array(ZTicketAttachment),
  can: ZTicketPermissions,
});
export type TSupportTicketDetails = z.infer<typeof ZSupportTicketDetails>;

export const ZTicketComment = z.object({
  id: z.string(),
  ticketId: z.string(),
  text: z.string(),
  createdBy: ZTicketPerson,
  /** Which side wrote it: the requester or the receiving side's staff. */
  side: z.enum(['requester', 'receiver']),
  createdAt: z.string(),
  attachments: z.array(ZTicketAttachment),
});
export type TTicketComment = z.infer<typeof ZTicketComment>;

/**
 * Socket event (the shell's one socket, user rooms): a ticket someone else changed. Sent after the
 * call commits to every active user who may see the ticket, except the actor; it carries no ticket
 * data — the pages re-read through the calls, which check visibility again.
 */
export const SUPPORT_TICKET_EVENT = 'support-ticket';
export const TICKET_EVENT_CHANGES = ['created', 'updated', 'status', 'assigned', 'comment'] as const;
export const ZSupportTicketEvent = z.object({ ticketId: z.string(), change: z.enum(TICKET_EVENT_CHANGES) });
export type TSupportTicketEvent = z.infer<typeof ZSupportTicketEvent>;
