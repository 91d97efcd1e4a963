import { screen, waitFor } from '@testing-library/react';
import { buildRouteObjects } from '../../../routing/createAppRouter';
import { fakeApi, makeStore, makeUser, renderApp } from '../../testing/shellTestKit';

jest.mock('../../../federation/remoteLoader', () => ({
  isRemoteName: (owner: string) => owner.startsWith('mf-'),
  loadRemoteModule: jest.fn(() => new Promise(() => undefined)),
}));

beforeEach(() => window.localStorage.clear());

test('a signed-in user whose MFA grace has run out is signed out of the app', async () => {
  const store = makeStore({ user: makeUser() });
  const api = fakeApi({
    '/mfa/check-2fa': () => ({
      mfaType: null,
      mfaEnabledByTenant: true,
      gracePeriodDate: '2020-01-01T00:00:00Z',
      mustLogout: false,
    }),
    '/auth/logout': () => ({ loggedOut: true }),
    '/starred/list': () => ({ items: [] }),
  });
  const { router } = renderApp(buildRouteObjects(), { path: '/cases', store, api });
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(store.getState().user).toBeNull();
  expect(api.callsTo('/auth/logout')).toHaveLength(1);
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
});

test('a tenant admin (role 3) is not checked at all', async () => {
  const store = makeStore({ user: makeUser({ roleId: 3, tenantDetails: { profCompleted: 'yes' } as never }) });
  const api = fakeApi({
    '/mfa/check-2fa': () => ({ mfaType: null, mfaEnabledByTenant: true, gracePeriodDate: null, mustLogout: true }),
    '/starred/list': () => ({ items: [] }),
  });
  const { router } = renderApp(buildRouteObjects(), { path: '/cases', store, api });
  await new Promise((r) => setTimeout(r, 50));
  expect(router.state.location.pathname).toBe('/cases');
  expect(api.callsTo('/mfa/check-2fa')).toHaveLength(0);
});
