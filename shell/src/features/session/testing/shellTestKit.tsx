import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { StoreApi } from 'zustand';
import { ApiError, type ApiClient } from 'shared/client';
import type { AnyCallDeclaration, TTenantPublic } from 'shared/contract';
import type { TSessionUser } from 'shared/domain';
import { createSessionStore, ShellServicesProvider, type SessionState } from 'shared/session';
import { lightTheme } from 'shared/ui';

/*
 * Test-only helpers for shell pages: a full session user, a tenant, an API whose calls are
 * answered per path, and a render that provides what App provides (services, theme, queries,
 * router).
 */

// Whole-app renders (guard, layout, lazy parts) can take over a second on a busy 2-core runner.
configure({ asyncUtilTimeout: 5000 });

export const demoTenant: TTenantPublic = {
  _id: 't1',
  slug: 'acme',
  name: 'Acme Immigration Law',
  typeId: 1,
  status: 'active',
  logo: null,
  favicon: null,
  contactEmail: 'help@acme.test',
  webApp: null,
  whiteLabled: true,
  theme: {},
  globalConfig: { isAllowExternalCases: 1, employeeMngmt: 0 },
  weeklyReports: false,
};

export function makeUser(overrides: Partial<TSessionUser> = {}): TSessionUser {
  return {
    token: 'session-token-0000000001',
    user: {},
    userId: 'u-1',
    userName: 'ann',
    userRole: 'Attorney',
    loginRoleId: 6,
    roleId: 6,
    detailsId: 'd-1',
    tenantId: 't1',
    name: 'Ann Attorney',
    email: 'ann@acme.test',
    phone: null,
    profilePicture: null,
    passwordUpdated: true,
    isExternal: 0,
    casesAccessforAllUsers: false,
    capCaseCount: 0,
    registrationCompleted: true,
    companyRegistrationCompleted: false,
    companyId: null,
    companyStatusId: null,
    accountType: null,
    accountSubType: null,
    globalConfig: { isAllowExternalCases: 1, employeeMngmt: 0 },
    tenantDetails: null,
    companyDetails: null,
    ...overrides,
  };
}

type Handler = (payload: Record<string, unknown>) => unknown;

export interface FakeApi extends ApiClient {
  /** Every call made, in order: path and payload. */
  calls: { path: string; payload: Record<string, unknown> }[];
  callsTo(path: string): Record<string, unknown>[];
}

/**
 * An ApiClient whose answers come from `handlers` by path. A handler may return a value, a
 * promise, or throw (an ApiError, like the real client). Unknown paths reject with NOT_FOUND.
 */
export function fakeApi(handlers: Record<string, Handler>): FakeApi {
  const calls: FakeApi['calls'] = [];
  const answer = async (path: string, payload: Record<string, unknown>) => {
    calls.push({ path, payload });
    const handler = handlers[path];
    if (!handler) throw new ApiError('NOT_FOUND', `No fake for ${path}`, 404);
    return handler(payload);
  };
  return {
    calls,
    callsTo: (path) => calls.filter((c) => c.path === path).map((c) => c.payload),
    call: ((decl: AnyCallDeclaration, payload: Record<string, unknown>) =>
      answer(decl.path, payload)) as ApiClient['call'],
    post: ((path: string, payload: Record<string, unknown> = {}) => answer(path, payload)) as ApiClient['post'],
  };
}

/** A store on window.localStorage (as in production), so remembered routes are shared with the shell's reader. */
export function makeStore(opts: { user?: TSessionUser; tenant?: TTenantPublic | null; linkSession?: boolean } = {}) {
  const store = createSessionStore(window.localStorage);
  store
    .getState()
    .setTenant(opts.tenant === null ? 'platform' : 'found', opts.tenant === null ? null : (opts.tenant ?? demoTenant));
  if (opts.user) store.getState().signIn(opts.user.token, opts.user, { linkSession: opts.linkSession === true });
  return store;
}

export function Providers({
  store,
  api,
  children,
}: {
  store: StoreApi<SessionState>;
  api: ApiClient;
  children: ReactNode;
}) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <ShellServicesProvider session={store} api={api}>
        <ThemeProvider theme={lightTheme}>{children}</ThemeProvider>
      </ShellServicesProvider>
    </QueryClientProvider>
  );
}

/** Shows where the router is, for pages the test does not render. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}

/**
 * Renders one page element at `path` (matched by `routePath`); any other path renders a probe
 * with the location, so navigation away is visible.
 */
export function renderPage(
  element: ReactElement,
  { path, routePath, store, api }: { path: string; routePath: string; store: StoreApi<SessionState>; api: ApiClient },
) {
  const routes: RouteObject[] = [
    { path: routePath, element },
    { path: '*', element: <LocationProbe /> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers store={store} api={api}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, ...view };
}

/** Renders the shell's real routes (guard, layouts, catalogue) at `path`. Mock the remote loader in the test. */
export function renderApp(
  routes: RouteObject[],
  { path, store, api }: { path: string; store: StoreApi<SessionState>; api: ApiClient },
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers store={store} api={api}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, ...view };
}
