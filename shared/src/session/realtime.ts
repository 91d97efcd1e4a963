/**
 * The shell's one socket, shared with every remote (issue 18 point 7, docs/messages.md "The UI").
 *
 * The shell opens one socket.io connection per signed-in user (NotificationSocketEffect) and hands
 * it to the page's `RealtimeHub` (`hub.attach(socket)`); remotes never open their own. A remote
 * listens with `useRealtimeEvent(event, listener)` and sends with `hub.send(event, payload)`.
 * Listeners subscribed before the socket exists (a page rendered before the connection) are bound
 * when it is attached, and again after a new attach (a new sign-in). `connect` listeners also run
 * on reconnects, which is where a page re-joins what it listens to.
 */

/** What the hub needs of a socket.io client socket (tests and the dev frame pass a fake). */
export interface RealtimeSocketLike {
  on(event: string, listener: (...args: never[]) => void): unknown;
  off(event: string, listener?: (...args: never[]) => void): unknown;
  emit?(event: string, ...args: unknown[]): unknown;
  readonly connected: boolean;
}

export type RealtimeListener = (payload: unknown) => void;

export interface RealtimeHub {
  /** The shell: the socket now open (null when it closes). */
  attach(socket: RealtimeSocketLike | null): void;
  /** Listens to a server event; answers the unsubscribe. */
  on(event: string, listener: RealtimeListener): () => void;
  /** Sends an event to the server; false when no socket is connected. */
  send(event: string, payload?: unknown): boolean;
  /** True while an attached socket is connected. */
  connected(): boolean;
  /** Delivers an event to this page's listeners as if the server sent it (tests, the dev frame). */
  dispatch(event: string, payload?: unknown): void;
}

export function createRealtimeHub(): RealtimeHub {
  const listeners = new Map<string, Set<RealtimeListener>>();
  /** One socket listener per event, fanning out to the page's listeners. */
  const bound = new Map<string, (payload: unknown) => void>();
  let socket: RealtimeSocketLike | null = null;

  const dispatch = (event: string, payload?: unknown) => {
    for (const l of [...(listeners.get(event) ?? [])]) {
      try {
        l(payload);
      } catch {
        // One broken listener never stops the others.
      }
    }
  };
  const bind = (event: string) => {
    if (!socket || bound.has(event)) return;
    const fan = (payload: unknown) => dispatch(event, payload);
    bound.set(event, fan);
    socket.on(event, fan as (...args: never[]) => void);
  };
  const unbindAll = () => {
    if (socket) for (const [event, fan] of bound) socket.off(event, fan as (...args: never[]) => void);
    bound.clear();
  };

  return {
    attach(next) {
      if (next === socket) return;
      unbindAll();
      socket = next;
      for (const event of listeners.keys()) bind(event);
      // A page that subscribed before the socket existed joins now.
      if (socket?.connected) dispatch('connect');
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      bind(event);
      return () => {
        const set = listeners.get(event);
        set?.delete(listener);
        if (set && set.size === 0) {
          listeners.delete(event);
          const fan = bound.get(event);
          if (socket && fan) socket.off(event, fan as (...args: never[]) => void);
          bound.delete(event);
        }
      };
    },
    send(event, payload) {
      if (!socket?.connected || !socket.emit) return false;
      socket.emit(event, payload);
      return true;
    },
    connected: () => !!socket?.connected,
    dispatch,
  };
}
