import type { TOutboxItem } from './contract';
import { linksOf } from './mail.service';
import type { OutboxRow } from './outbox.table';

const STATUSES = ['queued', 'captured', 'sent', 'failed'] as const;

export const toOutboxItem = (r: OutboxRow): TOutboxItem => ({
  id: r.id,
  to: r.to,
  subject: r.subject,
  template: r.template,
  status: (STATUSES as readonly string[]).includes(r.status) ? (r.status as TOutboxItem['status']) : 'queued',
  attempts: r.attempts,
  error: r.error,
  html: r.html,
  text: r.text,
  links: linksOf(r.html),
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt ? r.sentAt.toISOString() : null,
});
