import { createContext, createElement, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useStore, type StoreApi } from 'zustand';
import type { ApiClient } from '../client/create-api-client';
import { createRealtimeHub, type RealtimeHub } from './realtime';
import type { SessionState } from './session-store';
import { createToaster, createToastStore, type Toaster, type ToastState } from './toast-store';

interface ShellServices {
  session: StoreApi<SessionState>;
  api: ApiClient;
  /** The page's toast list; the shell renders it, every remote adds to it. */
  toasts: StoreApi<ToastState>;
  toaster: Toaster;
  /** The shell's one socket, shared with the remotes (realtime.ts). */
  realtime: RealtimeHub;
}

const ServicesContext = createContext<ShellServices | null>(null);

/** Made by the shell; remotes read the session and the API client through the hooks below. */
export function ShellServicesProvider({
  session,
  api,
  toasts,
  realtime,
  children,
}: {
  session: StoreApi<SessionState>;
  api: ApiClient;
  toasts?: StoreApi<ToastState>;
  realtime?: RealtimeHub;
  children: ReactNode;
}) {
  const value = useMemo(() => {
    const store = toasts ?? createToastStore();
    return { session, api, toasts: store, toaster: createToaster(store), realtime: realtime ?? createRealtimeHub() };
  }, [session, api, toasts, realtime]);
  return createElement(ServicesContext.Provider, { value }, children);
}

function useServices(): ShellServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useSession/useApi need <ShellServicesProvider> (the shell or the dev frame provides it)');
  return services;
}

export function useSession<T>(selector: (s: SessionState) => T): T {
  return useStore(useServices().session, selector);
}

export function useSessionStore(): StoreApi<SessionState> {
  return useServices().session;
}

export function useApi(): ApiClient {
  return useServices().api;
}

/** The one toast API (SPEC §8): `toast.error(message)`, `toast.success(message)`, `toast.show({...})`. */
export function useToast(): Toaster {
  return useServices().toaster;
}

export function useToasts<T>(selector: (s: ToastState) => T): T {
  return useStore(useServices().toasts, selector);
}

/** The page's realtime hub: the shell attaches its socket, remotes listen and send (realtime.ts). */
export function useRealtime(): RealtimeHub {
  return useServices().realtime;
}

/**
 * Runs `listener` for each `event` the server sends on the shell's socket while the component is
 * mounted. The latest listener is called (no re-subscription when it changes); `enabled: false`
 * unsubscribes.
 */
export function useRealtimeEvent(event: string, listener: (payload: unknown) => void, enabled = true): void {
  const hub = useRealtime();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    if (!enabled) return undefined;
    return hub.on(event, (payload) => latest.current(payload));
  }, [hub, event, enabled]);
}
