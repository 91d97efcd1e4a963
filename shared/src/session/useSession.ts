import { createContext, createElement, useContext, type ReactNode } from 'react';
import { useStore, type StoreApi } from 'zustand';
import type { ApiClient } from '../client/create-api-client';
import type { SessionState } from './session-store';

interface ShellServices {
  session: StoreApi<SessionState>;
  api: ApiClient;
}

const ServicesContext = createContext<ShellServices | null>(null);

/** Made by the shell; remotes read the session and the API client through the hooks below. */
export function ShellServicesProvider({ session, api, children }: ShellServices & { children: ReactNode }) {
  return createElement(ServicesContext.Provider, { value: { session, api } }, children);
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
