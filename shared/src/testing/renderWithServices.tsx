import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { TTenantPublic } from '../contract';
import type { TSessionUser } from '../domain';
import { createRealtimeHub, createSessionStore, createToastStore, ShellServicesProvider, type RealtimeHub, type ToastState } from '../session';
import { lightTheme } from '../ui';
import type { StoreApi } from 'zustand';
import { createMockApi, type MockApi } from './mockApi';
import { makeSessionUser, makeTenant } from './sessionUser';

export interface RenderOptions {
  api?: MockApi;
  user?: TSessionUser | null;
  tenant?: TTenantPublic | null;
  /** Initial URL, e.g. '/petitioners?page=2'. */
  url?: string;
  /** Route pattern the element is mounted on (defaults to '*'). */
  path?: string;
  /** The page's realtime hub; `hub.dispatch(event, payload)` plays a server event. */
  realtime?: RealtimeHub;
}

export interface RenderWithServices extends RenderResult {
  api: MockApi;
  toasts: StoreApi<ToastState>;
  realtime: RealtimeHub;
  /** The router's current location (path + search), for navigation assertions. */
  location: () => string;
}

const memoryStorage = () => {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
};

/** Renders `ui` the way the shell does: query cache, session, api, toasts, theme and router. */
export function renderWithServices(ui: ReactElement, options: RenderOptions = {}): RenderWithServices {
  const api = options.api ?? createMockApi();
  const session = createSessionStore(memoryStorage());
  const user = options.user === undefined ? makeSessionUser() : options.user;
  if (user) session.getState().signIn(user.token, user);
  const tenant = options.tenant === undefined ? makeTenant() : options.tenant;
  session.getState().setTenant(tenant ? 'found' : 'platform', tenant);
  const toasts = createToastStore();
  const realtime = options.realtime ?? createRealtimeHub();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  let current = options.url ?? '/';
  function LocationProbe() {
    const loc = useLocation();
    current = `${loc.pathname}${loc.search}`;
    return null;
  }
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ShellServicesProvider session={session} api={api} toasts={toasts} realtime={realtime}>
        <ThemeProvider theme={lightTheme}>
          <MemoryRouter initialEntries={[options.url ?? '/']}>
            <LocationProbe />
            <Routes>
              <Route path={options.path ?? '*'} element={ui} />
              <Route path="*" element={<div data-testid="navigated-away" />} />
            </Routes>
          </MemoryRouter>
        </ThemeProvider>
      </ShellServicesProvider>
    </QueryClientProvider>,
  );
  return { ...result, api, toasts, realtime, location: () => current };
}
