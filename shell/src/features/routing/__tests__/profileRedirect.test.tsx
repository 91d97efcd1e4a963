import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { ApiClient } from 'shared/client';
import type { TTenantPublic } from 'shared/contract';
import type { TSessionUser } from 'shared/domain';
import { createSessionStore, ShellServicesProvider } from 'shared/session';
import { lightTheme } from 'shared/ui';
import { buildRouteObjects } from '../createAppRouter';

jest.mock('../../federation/remoteLoader', () => ({
  isRemoteName: (o: string) => o.startsWith('mf-'),
  loadRemoteModule: jest.fn(() => new Promise(() => undefined)),
}));

/*
 * Issue 16.1 / SPEC §6: a signed-in tenant admin (3) or petitioner (50) whose profile is not
 * complete is sent to /basic-settings from /login and /register; once complete, to the landing page.
 */

const tenant = {
  _id: 't1',
  slug: 'demo',
  name: 'Demo',
  typeId: 1,
  status: 'active',
  logo: null,
  favicon: null,
  contactEmail: null,
  webApp: null,
  whiteLabled: false,
  theme: {},
  globalConfig: { isAllowExternalCases: 1, employeeMngmt: 0 },
  weeklyReports: false,
} as TTenantPublic;
const api = { call: jest.fn(async () => ({ items: [] })), post: jest.fn() } as unknown as ApiClient;

const renderAt = (path: string, user: Partial<TSessionUser>) => {
  const session = createSessionStore({ getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
  session.getState().setTenant('found', tenant);
  session.getState().signIn('tok', { userId: 'u1', isExternal: 0, capCaseCount: 0, ...user } as TSessionUser);
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

const admin = (profCompleted: string) => ({ roleId: 3, tenantDetails: { profCompleted } as TSessionUser['tenantDetails'] });
const petitioner = (done: boolean) => ({ roleId: 50, companyRegistrationCompleted: done });

test.each([
  ['admin, profile incomplete, /login', '/login', admin('no'), '/basic-settings'],
  ['admin, profile incomplete, /register', '/register', admin(''), '/basic-settings'],
  ['admin, profile complete (" Yes ")', '/login', admin(' Yes '), '/dashboard'],
  ['petitioner, company incomplete', '/login', petitioner(false), '/basic-settings'],
  ['petitioner, company complete', '/login', petitioner(true), '/dashboard'],
  ['attorney has no profile to complete', '/login', { roleId: 6 }, '/dashboard'],
])('%s → %s', (_name, from, user, to) => {
  const router = renderAt(from, user as Partial<TSessionUser>);
  expect(router.state.location.pathname).toBe(to);
});
