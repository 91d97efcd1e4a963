import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listNotificationsCall } from 'shared/contract';
import { useApi } from 'shared/session';
import { NOTIFICATION_KEYS } from '../utils/notificationKeys';

/** One page of the user's notifications, unread first (the server's order). */
export function useNotificationPage(page: number, perpage: number) {
  const api = useApi();
  return useQuery({
    queryKey: NOTIFICATION_KEYS.page(page, perpage),
    queryFn: () => api.call(listNotificationsCall, { page, perpage }),
    placeholderData: keepPreviousData,
  });
}
