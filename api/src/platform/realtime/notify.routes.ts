import type { FastifyInstance } from 'fastify';
import { handle, registerCall } from '../http';
import { listNotificationsCall, removeNotificationsCall, type TNotification } from './contract';
import { listNotifications, removeNotifications } from './notifications.service';
import type { NotificationRow } from './notifications.table';

const toNotification = (r: NotificationRow): TNotification => ({
  id: r.id,
  caseNo: r.caseNo,
  message: r.message,
  createdByName: r.createdByName,
  petitionId: r.petitionId,
  read: r.readAt !== null,
  createdAt: r.createdAt.toISOString(),
});

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
}
