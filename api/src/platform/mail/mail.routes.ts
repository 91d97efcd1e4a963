import type { FastifyInstance } from 'fastify';
import { handle, registerCall } from '../http';
import { listOutboxCall } from './contract';
import { toOutboxItem } from './mail.mapper';
import { listOutbox } from './mail.service';

/**
 * The outbox list (admins, tokens redacted). There is no call that answers a mail with its live
 * links: tests read captured mails from MAIL_CAPTURE_DIR on disk (mail.transport.ts).
 */
export function registerMailCalls(app: FastifyInstance): void {
  const list = handle(listOutboxCall, async ({ tx, payload }) => {
    const { rows, total } = await listOutbox(tx, payload);
    return { data: rows.map(toOutboxItem), count: total, page: payload.page, perpage: payload.perpage };
  });
  registerCall(app, list.declaration, list.handler);
}
