import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { TSessionUser } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { createSessionStore, createToastStore, ShellServicesProvider, type ToastState } from 'shared/session';
import { lightTheme } from 'shared/ui';
import type { StoreApi } from 'zustand';
import { createMockApi, type MockApi } from './mockApi';
import { makeSessionUser, makeTenant } from './sessionUser';

export interface RenderDetailsResult extends RenderResult {
  api: MockApi;
  toasts: StoreApi<ToastState>;
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

/** Mounts a page the way the shell does: PageProps from the route, services, theme, router. */
function Mounted({ Page, routeId }: { Page: ComponentType<PageProps>; routeId: string }) {
  const params = useParams();
  const [query] = useSearchParams();
  return <Page routeId={routeId} params={params} query={query} linkToken={null} />;
}

/**
 * Renders the details pages under their real paths (so links between cases and `?tab=` behave as
 * in the shell). `pages` maps a path pattern to its page.
 */
export function renderDetails(
  pages: Record<string, { Page: ComponentType<PageProps>; routeId: string }>,
  options: { url: string; api?: MockApi; user?: TSessionUser },
): RenderDetailsResult {
  const api = options.api ?? createMockApi();
  const session = createSessionStore(memoryStorage());
  const user = options.user ?? makeSessionUser();
  session.getState().signIn(user.token, user);
  session.getState().setTenant('found', makeTenant());
  const toasts = createToastStore();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  let current = options.url;
  function LocationProbe() {
    const loc = useLocation();
    current = `${loc.pathname}${loc.search}`;
    return null;
  }
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ShellServicesProvider session={session} api={api} toasts={toasts}>
        <ThemeProvider theme={lightTheme}>
          <MemoryRouter initialEntries={[options.url]}>
            <LocationProbe />
            <Routes>
              {Object.entries(pages).map(([path, p]) => (
                <Route key={path} path={path} element={<Mounted Page={p.Page} routeId={p.routeId} />} />
              ))}
              <Route path="*" element={<div data-testid="navigated-away" />} />
            </Routes>
          </MemoryRouter>
        </ThemeProvider>
      </ShellServicesProvider>
    </QueryClientProvider>,
  );
  return { ...result, api, toasts, location: () => current };
}
