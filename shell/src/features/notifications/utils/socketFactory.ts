import { io } from 'socket.io-client';

/** What the shell needs of a socket.io client socket (tests pass a fake). */
export interface NotificationSocket {
  on(event: string, listener: (...args: never[]) => void): unknown;
  off(event: string, listener?: (...args: never[]) => void): unknown;
  disconnect(): unknown;
  /** Sends an event to the server (remotes, through the realtime hub). */
  emit?(event: string, ...args: unknown[]): unknown;
  readonly connected: boolean;
}

export type NotificationSocketFactory = (token: string) => NotificationSocket;

/**
 * The one socket.io connection (docs/platform-services.md): same origin, `/socket.io`, the session
 * token as `auth.token`. socket.io reconnects by itself after a network loss, with back-off.
 */
export const connectNotificationSocket: NotificationSocketFactory = (token) =>
  io({ path: '/socket.io', auth: { token }, transports: ['websocket', 'polling'] }) as unknown as NotificationSocket;
