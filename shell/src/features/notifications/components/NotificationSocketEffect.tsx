import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { z } from 'zod';
import { MESSAGE_EVENT, MESSAGE_READ_EVENT } from 'shared/contract/communication';
import { NOTIFICATION_EVENT, ZNotificationPayload } from 'shared/contract/notify';
import { useRealtime, useSession, useToast } from 'shared/session';
import {
  NOTIFICATION_KEYS,
  refreshNotificationPages,
  setUnreadCount,
  UNREAD_MESSAGES_KEY,
} from '../api/notificationsQueries';
import { notificationToast } from '../utils/notificationToast';
import { createSeenIds } from '../utils/seenIds';
import { connectNotificationSocket, type NotificationSocketFactory } from '../utils/socketFactory';

/** The `notification` event: SPEC §3 payload plus the stored row's id (docs/platform-services.md). */
const ZNotificationEvent = ZNotificationPayload.extend({ id: z.string().min(1) });

const SocketFactoryContext = createContext<NotificationSocketFactory>(connectNotificationSocket);

/** Lets tests (and the dev frame) supply the socket. */
export function NotificationSocketProvider({
  connect,
  children,
}: {
  connect: NotificationSocketFactory;
  children: ReactNode;
}) {
  return <SocketFactoryContext.Provider value={connect}>{children}</SocketFactoryContext.Provider>;
}

/**
 * The shell's one real-time connection, open while a user is signed in (not for link sessions):
 * each new notification becomes a toast and bumps the bell; an id already shown is ignored, so a
 * reconnect or a repeated delivery never shows a toast twice. After a reconnect the bell and the
 * list are re-read, which picks up what arrived while the network was down. The socket is handed
 * to the page's realtime hub (shared/session), through which remotes listen and send on it.
 */
export function NotificationSocketEffect() {
  const token = useSession((s) => (s.status === 'success' && !s.isLinkSession ? s.token : null));
  const tenantFound = useSession((s) => s.tenantStatus === 'found');
  const connect = useContext(SocketFactoryContext);
  const toast = useToast();
  const client = useQueryClient();
  const hub = useRealtime();
  const firstTime = useRef(createSeenIds());

  useEffect(() => {
    if (!token || !tenantFound) return undefined;
    const socket = connect(token);
    let connectedOnce = false;
    const onConnect = () => {
      if (connectedOnce) {
        void client.invalidateQueries({ queryKey: NOTIFICATION_KEYS.all });
        void client.invalidateQueries({ queryKey: UNREAD_MESSAGES_KEY });
      }
      connectedOnce = true;
    };
    // A case message arrived or was read elsewhere: the sidebar's and the bell's message counts.
    const onMessages = () => void client.invalidateQueries({ queryKey: UNREAD_MESSAGES_KEY });
    const onNotification = (raw: unknown) => {
      const parsed = ZNotificationEvent.safeParse(raw);
      if (!parsed.success || !firstTime.current(parsed.data.id)) return;
      toast.show(notificationToast(parsed.data));
      setUnreadCount(client, (count) => count + 1);
      void refreshNotificationPages(client);
    };
    socket.on('connect', onConnect);
    socket.on(NOTIFICATION_EVENT, onNotification);
    socket.on(MESSAGE_EVENT, onMessages);
    socket.on(MESSAGE_READ_EVENT, onMessages);
    // The remotes listen on this socket through the hub (case messages, unread counts).
    hub.attach(socket);
    return () => {
      hub.attach(null);
      socket.off('connect', onConnect);
      socket.off(NOTIFICATION_EVENT, onNotification);
      socket.off(MESSAGE_EVENT, onMessages);
      socket.off(MESSAGE_READ_EVENT, onMessages);
      socket.disconnect();
    };
  }, [token, tenantFound, connect, toast, client, hub]);

  return null;
}
