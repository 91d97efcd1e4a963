import { keepPreviousData, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { communicationUnreadCountsCall } from 'shared/contract/communication';
import { listNotificationsCall, markNotificationsReadCall, removeNotificationsCall } from 'shared/contract/notify';
import type { TListNotificationsResult } from 'shared/contract';
import { hasRole } from 'shared/domain/roles';
import { callKey, useCallMutation, useCallQuery } from 'shared/query';
import { routeById } from 'shared/routes';
import { useSession, useToast } from 'shared/session';

/** The bell reads the smallest page: only its `unreadCount` is used. */
const UNREAD_PAYLOAD = { page: 1, perpage: 1 };

/** Cache keys of the notification data (the bell's count and the /notifications pages), derived from /notify/list. */
export const NOTIFICATION_KEYS = {
  /** Every /notify/list answer: the bell and every page. */
  all: callKey(listNotificationsCall),
  unread: callKey(listNotificationsCall, UNREAD_PAYLOAD),
};

/** True for the /notify/list answers other than the bell's (the pages of the list). */
const isPage = (key: readonly unknown[]): boolean => JSON.stringify(key) !== JSON.stringify(NOTIFICATION_KEYS.unread);

/** Refreshes the list pages, not the bell (its count is set from the answer or the event). */
export const refreshNotificationPages = (client: QueryClient): Promise<void> =>
  client.invalidateQueries({ queryKey: NOTIFICATION_KEYS.all, predicate: (q) => isPage(q.queryKey) });

/** Sets the bell's count in the cache. */
export const setUnreadCount = (client: QueryClient, count: (previous: number) => number): void => {
  client.setQueryData<TListNotificationsResult>(NOTIFICATION_KEYS.unread, (old) =>
    old ? { ...old, unreadCount: count(old.unreadCount) } : old,
  );
};

/** The signed-in user's unread notifications; the socket effect keeps it live. */
export function useUnreadCount() {
  const enabled = useSession((s) => s.status === 'success' && !s.isLinkSession && s.tenantStatus === 'found');
  return useCallQuery(listNotificationsCall, UNREAD_PAYLOAD, { enabled, select: (r) => r.unreadCount });
}

/** Roles that have case messages (the /messages page's roles). */
const MESSAGE_ROLES = routeById('comms.messages')?.roles ?? [];

/** Cache key of the unread message counts (sidebar Messages item and the bell). */
export const UNREAD_MESSAGES_KEY = callKey(communicationUnreadCountsCall);

/**
 * The signed-in user's unread case messages (issue 18 point 1), for the sidebar's Messages item
 * and the bell; the socket effect refreshes it when a message arrives or is read elsewhere.
 */
export function useUnreadMessageCount() {
  const enabled = useSession(
    (s) =>
      s.status === 'success' &&
      !s.isLinkSession &&
      s.tenantStatus === 'found' &&
      hasRole(s.user?.roleId, MESSAGE_ROLES),
  );
  return useCallQuery(communicationUnreadCountsCall, {}, { enabled, select: (r) => r.total });
}

/** One page of the user's notifications, unread first (the server's order). */
export function useNotificationPage(page: number, perpage: number) {
  return useCallQuery(listNotificationsCall, { page, perpage }, { placeholderData: keepPreviousData });
}

/** Mark read and remove, each refreshing the list and the bell. */
export function useNotificationActions() {
  const toast = useToast();
  const client = useQueryClient();
  const onError = (e: Error) => toast.error(e.message);
  const markRead = useCallMutation(markNotificationsReadCall, {
    onSuccess: async (r) => {
      setUnreadCount(client, () => r.unreadCount);
      await refreshNotificationPages(client);
    },
    onError,
  });
  const remove = useCallMutation(removeNotificationsCall, {
    onSuccess: async (r) => {
      toast.success(r.data.removed === 1 ? 'Notification removed' : `${r.data.removed} notifications removed`);
      await client.invalidateQueries({ queryKey: NOTIFICATION_KEYS.all });
    },
    onError,
  });
  return { markRead, remove };
}
