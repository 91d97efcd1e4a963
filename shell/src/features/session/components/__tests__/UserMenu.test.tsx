import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import { SESSION_STORAGE_KEYS } from 'shared/session';
import { buildRouteObjects } from '../../../routing/createAppRouter';
import { fakeApi, makeStore, makeUser, renderApp } from '../../testing/shellTestKit';

jest.mock('../../../federation/remoteLoader', () => ({
  isRemoteName: (owner: string) => owner.startsWith('mf-'),
  loadRemoteModule: jest.fn(() => new Promise(() => undefined)),
}));

const me = {
  _id: 'u-1',
  email: 'ann@acme.test',
  name: 'Ann Attorney',
  firstName: 'Ann',
  lastName: 'Attorney',
  roleId: 6,
  roleName: 'Attorney',
  status: 'active',
  isExternal: 0,
  branchIds: [],
  branches: [],
  phone: null,
  profilePicture: null,
  mfaType: null,
  detailsId: 'd-1',
  companyId: null,
  companyName: null,
  companyStatusId: null,
  accountType: null,
  accountSubType: null,
  casesAccessforAllUsers: false,
  passwordUpdated: true,
  registrationCompleted: true,
  companyRegistrationCompleted: false,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

function setup(logout: () => unknown, path = '/profile') {
  const store = makeStore({ user: makeUser() });
  const api = fakeApi({
    '/auth/logout': logout,
    '/users/details': () => me,
    '/mfa/check-2fa': () => ({ mfaType: null, mfaEnabledByTenant: false, gracePeriodDate: null, mustLogout: false }),
    '/starred/list': () => ({ items: [] }),
  });
  const view = renderApp(buildRouteObjects(), { path, store, api });
  return { store, api, ...view };
}

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('the top bar shows the user’s name and role; the menu links to the profile', async () => {
  const { router } = setup(() => ({ loggedOut: true }));
  const trigger = await screen.findByRole('button', { name: /^Ann Attorney\s*Attorney\s*Account menu$/ });
  expect(trigger).toHaveTextContent('Ann Attorney');
  expect(trigger).toHaveTextContent('Attorney');
  await userEvent.setup({ delay: null }).click(trigger);
  const menu = screen.getByRole('menu', { name: 'Account' });
  expect(within(menu).getByText('ann@acme.test')).toBeInTheDocument();
  expect(within(menu).getByRole('menuitem', { name: 'My profile' })).toHaveFocus();
  await userEvent.setup({ delay: null }).keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/profile');
});

test('sign out calls /auth/logout, clears the stored session and goes to /login', async () => {
  const { store, api, router } = setup(() => ({ loggedOut: true }));
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: /Account menu/ }));
  await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(api.callsTo('/auth/logout')).toHaveLength(1);
  expect(store.getState()).toMatchObject({ status: 'empty', token: null, user: null });
  expect(window.localStorage.getItem(SESSION_STORAGE_KEYS.token)).toBeNull();
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
});

test('a failed logout call still signs the user out locally', async () => {
  const { store, router } = setup(() => {
    throw new ApiError('UNAVAILABLE', 'down', 503);
  });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: /Account menu/ }));
  await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(store.getState().token).toBeNull();
});

test('signing out on a deep-link page goes to plain /login, carrying no link to resume', async () => {
  const { router } = setup(() => ({ loggedOut: true }), '/petition-details/9?action=sign&petitionId=9&documentId=d1');
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: /Account menu/ }));
  await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  await new Promise((r) => setTimeout(r, 50));
  expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login');
});
