import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { ApiClient } from 'shared/client';
import type { TTenantPublic } from 'shared/contract';
import type { TSessionUser } from 'shared/domain';
import { ROUTES } from 'shared/routes';
import { createSessionStore, ShellServicesProvider } from 'shared/session';
import { lightTheme } from 'shared/ui';
import { buildRouteObjects, isBareRoute } from '../createAppRouter';

jest.mock('../../federation/remoteLoader', () => ({
  isRemoteName: (o: string) => o.startsWith('mf-'),
  loadRemoteModule: jest.fn(() => new Promise(() => undefined)),
}));

const demoTenant = {
  _id: 't1', slug: 'demo', name: 'Demo', typeId: 1, status: 'active', logo: null, favicon: null, contactEmail: null,
  webApp: null, whiteLabled: false, theme: {}, globalConfig: { isAllowExternalCases: 1, employeeMngmt: 0 }, weeklyReports: false,
} as TTenantPublic;
const api = { call: jest.fn(async () => ({ items: [{ path: '/deadlines', title: 'Deadlines', position: 0 }] })), post: jest.fn() } as unknown as ApiClient;
const attorney = { userId: 'u1', roleId: 6, isExternal: 0, capCaseCount: 0 } as unknown as TSessionUser;

const renderAt = (path: string, opts: { user?: TSessionUser; tenant?: 'found' | 'missing' } = {}) => {
  const session = createSessionStore({ getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
  if (opts.tenant !== 'missing') session.getState().setTenant('found', demoTenant);
  else session.getState().setTenant('missing');
  if (opts.user) session.getState().signIn('tok', opts.user);
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ShellServicesProvider session={session} api={api}>
        <ThemeProvider theme={lightTheme}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </ShellServicesProvider>
    </QueryClientProvider>,
  );
  return router;
};

test('every catalogue route except / is routable, under exactly one layout', () => {
  const objects = buildRouteObjects();
  const paths = objects.flatMap((o) => [o.path, ...(o.children ?? []).map((c) => c.path)]).filter(Boolean);
  for (const route of ROUTES) expect(paths).toContain(route.path);
  expect(new Set(paths).size).toBe(paths.length);
});

test('/ redirects to /dashboard (SPEC §2)', () => {
  const router = renderAt('/', { user: attorney });
  expect(router.state.location.pathname).toBe('/dashboard');
});

test('unknown paths redirect to /error-404 (SPEC §2, §8)', async () => {
  const router = renderAt('/no/such/page');
  expect(router.state.location.pathname).toBe('/error-404');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
});

test('fill-in and public pages render without the sidebar; signed-in pages with it', () => {
  renderAt('/fill-questionnaire/7?token=abc');
  expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
});

test('a visitor who is not signed in is sent to /login (SPEC §6)', () => {
  const router = renderAt('/cases');
  expect(router.state.location.pathname).toBe('/login');
});

test('an unknown tenant sends every path to /error-404 (SPEC §6)', () => {
  const router = renderAt('/login', { tenant: 'missing' });
  expect(router.state.location.pathname).toBe('/error-404');
});

test('a signed-in page shows the sidebar built from the catalogue', () => {
  renderAt('/cases', { user: attorney });
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  expect(nav).toHaveTextContent('Cases');
  expect(document.querySelector('[data-region="mf-cases"]')).not.toBeNull();
});

test('bare routes are exactly the public and fill-in ones', () => {
  const fill = ROUTES.find((r) => r.path === '/fill-questionnaire/:itemId');
  const cases = ROUTES.find((r) => r.path === '/cases');
  expect(fill && isBareRoute(fill)).toBe(true);
  expect(cases && isBareRoute(cases)).toBe(false);
});

test('starred pages show at the top of the sidebar for a signed-in user', async () => {
  renderAt('/cases', { user: attorney });
  const starred = await screen.findByRole('region', { name: 'Starred' });
  expect(starred).toHaveTextContent('Deadlines');
});
