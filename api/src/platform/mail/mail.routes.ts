import type { FastifyInstance } from 'fastify';
import { handle, notFound, registerCall } from '../http';
import { latestOutboxCall, listOutboxCall } from './contract';
import type { MailConfig } from './mail.config';
import { toOutboxItem } from './mail.mapper';
import { latestOutboxFor, listOutbox } from './mail.service';

export function registerMailCalls(app: FastifyInstance, config: MailConfig): void {
  const list = handle(listOutboxCall, async ({ tx, payload }) => {
    const { rows, total } = await listOutbox(tx, payload);
    return { data: rows.map(toOutboxItem), count: total, page: payload.page, perpage: payload.perpage };
  });
  registerCall(app, list.declaration, list.handler);

  const latest = handle(latestOutboxCall, async ({ tx, payload }) => {
    // Off in production unless E2E_OUTBOX=1: answer as an unknown call.
    if (!config.outboxLatestEnabled) throw notFound(`Unknown call POST /api${latestOutboxCall.path}`);
    const row = await latestOutboxFor(tx, payload.to, payload.template);
    return { data: row ? toOutboxItem(row) : null };
  });
  registerCall(app, latest.declaration, latest.handler);
}
