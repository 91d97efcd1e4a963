import { redactTokens } from '../auth/tokens';
import type { TOutboxItem } from './contract';
import { linksOf } from './mail.service';
import type { OutboxRow } from './outbox.table';

const STATUSES = ['queued', 'captured', 'sent', 'failed'] as const;

/**
 * An outbox row as the outbox list shows it: link tokens redacted in subject, bodies and links.
 * The reader is an admin, not the mail's recipient; a live reset, activation or signing token
 * would let him act as the recipient (issue 14, point 2). (A delivered row is stored redacted too;
 * a queued or failed one still holds the tokens its retries need.)
 */
export const toOutboxItem = (r: OutboxRow): TOutboxItem => ({
  id: r.id,
  to: r.to,
  subject: redactTokens(r.subject),
  template: r.template,
  status: (STATUSES as readonly string[]).includes(r.status) ? (r.status as TOutboxItem['status']) : 'queued',
  attempts: r.attempts,
  error: r.error === null ? null : redactTokens(r.error),
  html: redactTokens(r.html),
  text: redactTokens(r.text),
  links: linksOf(r.html).map(redactTokens),
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt ? r.sentAt.toISOString() : null,
});
