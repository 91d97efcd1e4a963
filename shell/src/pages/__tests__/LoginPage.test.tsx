import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import { SESSION_STORAGE_KEYS } from 'shared/session';
import { handedOverLoginStep, handOverLoginStep } from '../../features/auth/utils/handedOverLoginStep';
import { buildRouteObjects } from '../../features/routing/createAppRouter';
import { fakeApi, makeStore, makeUser, renderApp } from '../../features/session/testing/shellTestKit';

jest.mock('../../features/federation/remoteLoader', () => ({
  isRemoteName: (owner: string) => owner.startsWith('mf-'),
  loadRemoteModule: jest.fn(() => new Promise(() => undefined)),
}));

const attorney = makeUser();
const session = (user = attorney) => ({
  kind: 'session',
  token: 'tok-after-login-0001',
  expiresAt: '2030-01-01T00:00:00Z',
  user,
});
const CHALLENGE = 'challenge-token-0123456789';

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function setup(path: string, login: (payload: Record<string, unknown>) => unknown) {
  const store = makeStore();
  const api = fakeApi({
    '/auth/login': login,
    '/mfa/check-2fa': () => ({ mfaType: null, mfaEnabledByTenant: false, gracePeriodDate: null, mustLogout: false }),
  });
  const view = renderApp(buildRouteObjects(), { path, store, api });
  return { store, api, ...view };
}

async function signInWith(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), `${password}{Enter}`);
  return user;
}

const at = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

test('a session answer signs in and goes to the role’s landing page; Enter submits', async () => {
  const { store, api, router } = setup('/login', () => session());
  await signInWith('Ann@Acme.test ', 'Secret@123');
  await waitFor(() => expect(at(router)).toBe('/dashboard'));
  expect(api.callsTo('/auth/login')).toEqual([{ email: 'ann@acme.test', password: 'Secret@123' }]);
  expect(store.getState()).toMatchObject({ status: 'success', token: 'tok-after-login-0001', isLinkSession: false });
});

test('the server’s message is shown when sign-in fails, and nothing is stored', async () => {
  const { store } = setup('/login', () => {
    throw new ApiError('UNAUTHENTICATED', 'The e-mail or password is not correct.', 401);
  });
  await signInWith('ann@acme.test', 'wrong');
  expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail or password is not correct.');
  expect(store.getState()).toMatchObject({ status: 'error', token: null, user: null });
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
});

test('field issues from the server land on their fields', async () => {
  setup('/login', () => {
    throw new ApiError('VALIDATION_FAILED', 'Validation failed', 422, [
      { path: 'email', message: 'This e-mail is blocked' },
    ]);
  });
  await signInWith('ann@acme.test', 'x');
  expect(await screen.findByText('This e-mail is blocked')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
});

test('empty fields are refused before any call, with the SPEC §5 required message', async () => {
  const { api } = setup('/login', () => session());
  await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Please fill Email .')).toBeInTheDocument();
  expect(screen.getByText('Please fill Password .')).toBeInTheDocument();
  expect(api.callsTo('/auth/login')).toHaveLength(0);
});

test('a pick-list answer shows the accounts; choosing one sends its id with the challenge', async () => {
  let step = 0;
  const { api, router } = setup('/login', () => {
    step += 1;
    if (step === 1) {
      return {
        kind: 'pick',
        pick: 'accounts',
        challengeToken: CHALLENGE,
        accounts: [
          {
            accountId: 'a-1',
            roleId: 6,
            roleName: 'Attorney',
            name: 'Ann Attorney',
            branchNames: ['Boston'],
            companyName: null,
          },
          {
            accountId: 'a-2',
            roleId: 50,
            roleName: 'Petitioner',
            name: 'Ann Attorney',
            branchNames: [],
            companyName: 'Globex',
          },
        ],
      };
    }
    return session(makeUser({ roleId: 50, companyRegistrationCompleted: true }));
  });
  const user = await signInWith('ann@acme.test', 'Secret@123');
  expect(await screen.findByRole('heading', { name: 'Choose an account' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Ann Attorney — Attorney\s*Boston/ })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Petitioner\s*Globex/ }));
  await waitFor(() => expect(at(router)).toBe('/dashboard'));
  expect(api.callsTo('/auth/login')[1]).toEqual({ challengeToken: CHALLENGE, accountId: 'a-2' });
});

test('an MFA answer asks for the 6-digit code, checks it, and sends it with the challenge', async () => {
  let step = 0;
  const { api, router, store } = setup('/login', () => {
    step += 1;
    return step === 1
      ? { kind: 'mfa', mfaType: 'totp', challengeToken: CHALLENGE, expiresAt: '2030-01-01T00:05:00Z' }
      : session();
  });
  const user = await signInWith('ann@acme.test', 'Secret@123');
  expect(await screen.findByRole('heading', { name: 'Two-factor verification' })).toBeInTheDocument();
  expect(store.getState().token).toBeNull();
  const code = screen.getByLabelText('Authentication code');
  await user.type(code, '12{Enter}');
  expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
  expect(api.callsTo('/auth/login')).toHaveLength(1);
  await user.clear(code);
  await user.type(code, '123 456{Enter}');
  await waitFor(() => expect(at(router)).toBe('/dashboard'));
  expect(api.callsTo('/auth/login')[1]).toEqual({ challengeToken: CHALLENGE, mfaCode: '123456' });
});

test('the MFA step accepts a recovery code instead', async () => {
  let step = 0;
  const { api, router } = setup('/login', () => {
    step += 1;
    return step === 1
      ? { kind: 'mfa', mfaType: 'totp', challengeToken: CHALLENGE, expiresAt: '2030-01-01T00:05:00Z' }
      : session();
  });
  const user = await signInWith('ann@acme.test', 'Secret@123');
  await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
  await user.type(screen.getByLabelText('Recovery code'), 'k7q2m-3xh4r{Enter}');
  await waitFor(() => expect(at(router)).toBe('/dashboard'));
  expect(api.callsTo('/auth/login')[1]).toEqual({ challengeToken: CHALLENGE, recoveryCode: 'K7Q2M3XH4R' });
});

test('a wrong MFA code shows the server’s message and keeps the MFA step', async () => {
  let step = 0;
  setup('/login', () => {
    step += 1;
    if (step === 1)
      return { kind: 'mfa', mfaType: 'totp', challengeToken: CHALLENGE, expiresAt: '2030-01-01T00:05:00Z' };
    throw new ApiError('UNAUTHENTICATED', 'That code is not valid. Try the current one.', 401);
  });
  const user = await signInWith('ann@acme.test', 'Secret@123');
  await user.type(await screen.findByLabelText('Authentication code'), '654321{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('That code is not valid. Try the current one.');
  expect(screen.getByRole('heading', { name: 'Two-factor verification' })).toBeInTheDocument();
});

test('a deep link carried to /login is resumed after signing in (SPEC §6)', async () => {
  const { router } = setup('/login?type=i9&itemId=42&action=sign', () => session());
  expect(await screen.findByText('Sign in to open the I-9 you were sent.')).toBeInTheDocument();
  await signInWith('ann@acme.test', 'Secret@123');
  await waitFor(() => expect(at(router)).toBe('/i9-details/42?action=sign'));
  expect(window.localStorage.getItem(SESSION_STORAGE_KEYS.route)).toBeNull();
});

test('an unauthenticated deep link goes through /login and back to the page', async () => {
  const { router } = setup('/petition-details/9?action=sign&petitionId=9&documentId=d1', () => session());
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(router.state.location.search).toContain('type=ATTORNEY_SIGN');
  await signInWith('ann@acme.test', 'Secret@123');
  await waitFor(() => expect(at(router)).toBe('/petition-details/9?action=sign&petitionId=9&documentId=d1'));
});

test('without a deep link, the remembered route is resumed', async () => {
  window.localStorage.setItem(SESSION_STORAGE_KEYS.route, '/cases');
  const { router } = setup('/login', () => session());
  await signInWith('ann@acme.test', 'Secret@123');
  await waitFor(() => expect(at(router)).toBe('/cases'));
  expect(window.localStorage.getItem(SESSION_STORAGE_KEYS.route)).toBeNull();
});

test('a tenant admin with an incomplete profile lands on /basic-settings', async () => {
  const admin = makeUser({ roleId: 3, userRole: 'Admin', tenantDetails: { profCompleted: 'no' } as never });
  const { router } = setup('/login', () => session(admin));
  await signInWith('ann@acme.test', 'Secret@123');
  await waitFor(() => expect(at(router)).toBe('/basic-settings'));
});

test('the password can be shown and hidden', async () => {
  setup('/login', () => session());
  const user = userEvent.setup({ delay: null });
  const password = await screen.findByLabelText('Password');
  expect(password).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(password).toHaveAttribute('type', 'text');
  await user.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(password).toHaveAttribute('type', 'password');
});

test('the card shows the tenant’s name, links to recovery and registration', async () => {
  setup('/login', () => session());
  expect(await screen.findByTestId('auth-brand')).toHaveTextContent('Acme Immigration Law');
  expect(screen.getByTestId('auth-brand')).not.toHaveTextContent('Passage');
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  expect(screen.getByRole('link', { name: /activation e-mail/ })).toHaveAttribute('href', '/resend-link');
});

test('a step handed over by the light sign-in page: the page starts at it and sends its challenge', async () => {
  handOverLoginStep({
    step: 'mfa',
    answer: { kind: 'mfa', mfaType: 'totp', challengeToken: CHALLENGE, expiresAt: '2030-01-01T00:05:00Z' },
  });
  const { api, router, store } = setup('/login', () => session());
  expect(await screen.findByRole('heading', { name: 'Two-factor verification' })).toBeInTheDocument();
  expect(handedOverLoginStep()).toBeNull();
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Authentication code'), '123456{Enter}');
  await waitFor(() => expect(at(router)).toBe('/dashboard'));
  expect(api.callsTo('/auth/login')).toEqual([{ challengeToken: CHALLENGE, mfaCode: '123456' }]);
  expect(store.getState().token).toBe('tok-after-login-0001');
});
