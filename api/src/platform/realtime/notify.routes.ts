import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { handle, notFound, registerCall } from '../http';
import {
  listNotificationsCall,
  markNotificationsReadCall,
  raiseTestNotificationCall,
  removeNotificationsCall,
  type TNotification,
} from './contract';
import { listNotifications, removeNotifications } from './notifications.service';
import { notifications, type NotificationRow } from './notifications.table';

const toNotification = (r: NotificationRow): TNotification => ({
  id: r.id,
  caseNo: r.caseNo,
  message: r.message,
  createdByName: r.createdByName,
  petitionId: r.petitionId,
  read: r.readAt !== null,
  createdAt: r.createdAt.toISOString(),
});

/** Marks the user's notifications read (by id, or all); answers how many changed and how many stay unread. */
async function markNotificationsRead(
  tx: Db,
  userId: string,
  target: { ids: readonly string[]; all?: boolean | undefined },
): Promise<{ updated: number; unreadCount: number }> {
  const mine = eq(notifications.userId, userId);
  const which = target.all ? mine : and(mine, inArray(notifications.id, [...target.ids]));
  const updated = await tx
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(which, isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  const [left] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(mine, isNull(notifications.readAt)));
  return { updated: updated.length, unreadCount: Number(left?.n ?? 0) };
}

/** The e2e helper answers outside production, or with E2E_OUTBOX=1. */
const testHelpersEnabled = (): boolean =>
  process.env.NODE_ENV !== 'production' || ['1', 'true'].includes(process.env.E2E_OUTBOX ?? '');

export function registerNotifyCalls(app: FastifyInstance): void {
  const list = handle(listNotificationsCall, async ({ tx, session, payload }) => {
    const page = await listNotifications(tx, session!.userId, payload);
    return {
      data: page.rows.map(toNotification),
      count: page.total,
      unreadCount: page.unreadCount,
      page: payload.page,
      perpage: payload.perpage,
    };
  });
  registerCall(app, list.declaration, list.handler);

  const remove = handle(removeNotificationsCall, async ({ tx, session, payload }) => {
    const ids = [...(payload.ids ?? []), ...(payload.id ? [payload.id] : [])];
    const removed = await removeNotifications(tx, session!.userId, { ids, all: payload.all });
    return { data: { removed } };
  });
  registerCall(app, remove.declaration, remove.handler);

  const markRead = handle(markNotificationsReadCall, async ({ tx, session, payload }) => {
    const ids = [...(payload.ids ?? []), ...(payload.id ? [payload.id] : [])];
    const r = await markNotificationsRead(tx, session!.userId, { ids, all: payload.all });
    return { data: { updated: r.updated }, unreadCount: r.unreadCount };
  });
  registerCall(app, markRead.declaration, markRead.handler);

  const raise = handle(raiseTestNotificationCall, async ({ tx, session, payload }) => {
    if (!testHelpersEnabled()) throw notFound(`Unknown call POST /api${raiseTestNotificationCall.path}`);
    const s = session!;
    const [row] = await app.realtime.notify(s.tenantId, [s.userId], payload, { tx });
    return { data: toNotification(row!) };
  });
  registerCall(app, raise.declaration, raise.handler);
}
