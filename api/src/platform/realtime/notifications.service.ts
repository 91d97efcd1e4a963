import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Db, withTenant } from '../db';
import { notifications, type NotificationRow } from './notifications.table';
import type { NotificationEvent, RealtimeService } from './realtime.service';

/** SPEC §3 notification payload. */
export interface NotificationPayload {
  caseNo?: string | null;
  message: string;
  createdByName?: string | null;
  petitionId?: string | null;
}

export const toNotificationEvent = (r: NotificationRow): NotificationEvent => ({
  id: r.id,
  caseNo: r.caseNo,
  message: r.message,
  createdByName: r.createdByName,
  petitionId: r.petitionId,
  createdAt: r.createdAt.toISOString(),
});

/**
 * Stores a notification for each user and pushes it to their sockets. With `tx` the rows join
 * the caller's transaction (the push goes out at once, before that transaction commits); without
 * it, the rows are written in their own tenant transaction and pushed after it commits.
 */
export async function notifyUsers(
  deps: { db: Db; realtime?: RealtimeService },
  tenantId: string,
  userIds: readonly string[],
  payload: NotificationPayload,
  opts: { tx?: Db } = {},
): Promise<NotificationRow[]> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return [];
  const write = (tx: Db) =>
    tx
      .insert(notifications)
      .values(
        unique.map((userId) => ({
          tenantId,
          userId,
          caseNo: payload.caseNo ?? null,
          message: payload.message,
          createdByName: payload.createdByName ?? null,
          petitionId: payload.petitionId ?? null,
        })),
      )
      .returning();
  const rows = opts.tx ? await write(opts.tx) : await withTenant(deps.db, tenantId, write);
  for (const row of rows) deps.realtime?.emitNotification(tenantId, [row.userId], toNotificationEvent(row));
  return rows;
}

export interface NotificationPage {
  rows: NotificationRow[];
  total: number;
  unreadCount: number;
}

/** A user's notifications: unread first, then newest first. */
export async function listNotifications(
  tx: Db,
  userId: string,
  opts: { page: number; perpage: number; markRead?: boolean },
): Promise<NotificationPage> {
  const mine = eq(notifications.userId, userId);
  const rows = await tx
    .select()
    .from(notifications)
    .where(mine)
    .orderBy(sql`${notifications.readAt} IS NOT NULL`, desc(notifications.createdAt), asc(notifications.id))
    .limit(opts.perpage)
    .offset((opts.page - 1) * opts.perpage);
  const [counts] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) FILTER (WHERE ${notifications.readAt} IS NULL))::int`,
    })
    .from(notifications)
    .where(mine);
  let unreadCount = Number(counts?.unread ?? 0);
  if (opts.markRead) {
    const unreadIds = rows.filter((r) => !r.readAt).map((r) => r.id);
    if (unreadIds.length) {
      await tx
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(mine, inArray(notifications.id, unreadIds), isNull(notifications.readAt)));
      unreadCount -= unreadIds.length;
    }
  }
  return { rows, total: Number(counts?.total ?? 0), unreadCount };
}

/** Removes the user's notifications by id, or all of them; answers how many went. */
export async function removeNotifications(
  tx: Db,
  userId: string,
  target: { ids?: readonly string[]; all?: boolean },
): Promise<number> {
  const mine = eq(notifications.userId, userId);
  if (!target.all && !target.ids?.length) return 0;
  const where = target.all ? mine : and(mine, inArray(notifications.id, [...target.ids!]));
  const deleted = await tx.delete(notifications).where(where).returning({ id: notifications.id });
  return deleted.length;
}
