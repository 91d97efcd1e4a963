import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  markNotificationsReadCall,
  removeNotificationsCall,
  type TMarkNotificationsReadPayload,
  type TRemoveNotificationsPayload,
} from 'shared/contract';
import { useApi, useToast } from 'shared/session';
import { NOTIFICATION_KEYS } from '../utils/notificationKeys';

/** Mark read and remove, each refreshing the list and the bell. */
export function useNotificationActions() {
  const api = useApi();
  const toast = useToast();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: NOTIFICATION_KEYS.all });
  const onError = (e: Error) => toast.error(e.message);
  const markRead = useMutation({
    mutationFn: (p: TMarkNotificationsReadPayload) => api.call(markNotificationsReadCall, p),
    onSuccess: async (r) => {
      client.setQueryData(NOTIFICATION_KEYS.unread, r.unreadCount);
      await client.invalidateQueries({ queryKey: NOTIFICATION_KEYS.all, predicate: (q) => q.queryKey[1] === 'page' });
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: (p: TRemoveNotificationsPayload) => api.call(removeNotificationsCall, p),
    onSuccess: async (r) => {
      toast.success(r.data.removed === 1 ? 'Notification removed' : `${r.data.removed} notifications removed`);
      await refresh();
    },
    onError,
  });
  return { markRead, remove };
}
