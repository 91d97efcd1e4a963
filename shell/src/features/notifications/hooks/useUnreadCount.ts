import { useQuery } from '@tanstack/react-query';
import { listNotificationsCall } from 'shared/contract';
import { useApi, useSession } from 'shared/session';
import { NOTIFICATION_KEYS } from '../utils/notificationKeys';

/** The signed-in user's unread notifications; the socket effect keeps it live. */
export function useUnreadCount() {
  const api = useApi();
  const enabled = useSession((s) => s.status === 'success' && !s.isLinkSession && s.tenantStatus === 'found');
  return useQuery({
    queryKey: NOTIFICATION_KEYS.unread,
    queryFn: async () => (await api.call(listNotificationsCall, { page: 1, perpage: 1 })).unreadCount,
    enabled,
  });
}
