import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ApiError } from 'shared/client';
import { fakeApi, makeStore, makeUser, Providers } from '../../features/session/testing/shellTestKit';
import { AutoLoginPage } from '../AutoLoginPage';

const TOKEN = 'auto-login-session-token-123';

function setup(details: (payload: Record<string, unknown>) => unknown, token = TOKEN) {
  const store = makeStore();
  const api = fakeApi({ '/users/login-user-details': details });
  const router = createMemoryRouter(
    [
      {
        path: '/auto-login/:token',
        element: (
          <AutoLoginPage routeId="auth.autoLogin" params={{ token }} query={new URLSearchParams()} linkToken={null} />
        ),
      },
      { path: '*', element: <p>landed</p> },
    ],
    { initialEntries: [`/auto-login/${token}`] },
  );
  render(
    <StrictMode>
      <Providers store={store} api={api}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
  return { store, api, router };
}

beforeEach(() => window.localStorage.clear());

test('fetches the session user with the path token, signs in as a link session and goes to the landing page', async () => {
  const beneficiary = makeUser({ roleId: 51, capCaseCount: 0, name: 'Bea Beneficiary' });
  const { store, api, router } = setup(() => beneficiary);
  expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');
  await waitFor(() => expect(router.state.location.pathname).toBe('/cases'));
  expect(api.callsTo('/users/login-user-details')).toEqual([{ accessToken: TOKEN }]);
  expect(store.getState()).toMatchObject({ status: 'success', token: TOKEN, isLinkSession: true });
  expect(store.getState().user?.name).toBe('Bea Beneficiary');
});

test('an expired link shows why and offers the password sign-in; nothing is stored', async () => {
  const { store, router } = setup(() => {
    throw new ApiError('TOKEN_EXPIRED', 'Your session has expired. Please sign in again.', 401);
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link is invalid or has expired.');
  expect(screen.getByRole('link', { name: 'Sign in with your password' })).toHaveAttribute('href', '/login');
  expect(store.getState().token).toBeNull();
  expect(router.state.location.pathname).toBe(`/auto-login/${TOKEN}`);
});

test('an inactive account is told so', async () => {
  setup(() => {
    throw new ApiError('LOGIN_USER_INACTIVE', 'Your account is inactive.', 401);
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Your account is inactive.');
});

test('a malformed token is refused without a call', async () => {
  const { api } = setup(() => makeUser(), 'short');
  expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link is invalid or has expired.');
  expect(api.calls).toHaveLength(0);
});
