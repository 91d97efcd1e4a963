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

/*
 * The shell's routes in a memory router for the guard tests (role guard, profile redirect,
 * onboarding guard): a found tenant, a signed-in user, an api that answers empty lists.
 * Each test file still mocks '../../federation/remoteLoader' itself (jest.mock is per file).
 */

export const demoTenant = {
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

/** Renders the shell's routes at `path` for `user` (signed in on the demo tenant). */
export function renderRoutesAt(path: string, user: Partial<TSessionUser>) {
  const api = { call: jest.fn(async () => ({ items: [] })), post: jest.fn() } as unknown as ApiClient;
  const session = createSessionStore({ getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
  session.getState().setTenant('found', demoTenant);
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
  return { router, session };
}
