import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import type { TLoginResult } from 'shared/auth-contract';
import { ApiError } from 'shared/client';
import { ERROR_MESSAGES } from 'shared/contract/errors';
import { VALIDATION_MESSAGES as M } from 'shared/guard';
import { lightTheme } from 'shared/ui-base';
import { demoTenant, makeUser } from '../../../session/testing/shellTestKit';
import { LightSignInPage, type LightSignInPageProps } from '../LightSignInPage';
import { handOverFor } from '../lightSignInBoot';

const session: TLoginResult = {
  kind: 'session',
  token: 'tok-light-0001',
  expiresAt: '2030-01-01T00:00:00Z',
  user: makeUser(),
};

function setup(overrides: Partial<LightSignInPageProps> = {}) {
  const props: LightSignInPageProps = {
    tenant: demoTenant,
    login: jest.fn(async () => session),
    onAnswer: jest.fn(async () => undefined),
    onOpen: jest.fn(),
    ...overrides,
  };
  render(
    <ThemeProvider theme={lightTheme}>
      <LightSignInPage {...props} />
    </ThemeProvider>,
  );
  return {
    props,
    user: userEvent.setup({ delay: null }),
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Sign in' }),
  };
}

test('renders the sign-in page of the full app: frame, form, links and title', () => {
  setup();
  expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  expect(screen.getByText('Welcome back. Enter your e-mail and password.')).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
  expect(screen.getByTestId('auth-brand')).toHaveTextContent(demoTenant.name);
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  expect(screen.getByRole('link', { name: 'Didn’t get your activation e-mail?' })).toHaveAttribute('href', '/resend-link');
  expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  expect(document.title).toBe(`Login · ${demoTenant.name}`);
});

test('empty or malformed fields: the shared messages, nothing sent', async () => {
  const { props, user, email, password, submit } = setup();
  await user.click(submit);
  expect(await screen.findByText(M.required('Email'))).toBeInTheDocument();
  expect(screen.getByText(M.required('Password'))).toBeInTheDocument();
  expect(email).toHaveFocus();
  await user.type(email, 'someone@nowhere');
  await user.type(password, 'x');
  await user.click(submit);
  expect(await screen.findByText(M.email('Email'))).toBeInTheDocument();
  expect(props.login).not.toHaveBeenCalled();
});

test('the server’s message is shown when sign-in fails, its field issues on the fields, and nothing is handed over', async () => {
  const login = jest.fn(async () => {
    throw new ApiError('INVALID_CREDENTIALS', ERROR_MESSAGES.INVALID_CREDENTIALS, 401, [{ path: 'password', message: 'Too long' }]);
  });
  const { props, user, email, password } = setup({ login });
  await user.type(email, 'Ann@Acme.test ');
  await user.type(password, 'wrong{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.INVALID_CREDENTIALS);
  expect(screen.getByText('Too long')).toBeInTheDocument();
  expect(login).toHaveBeenCalledWith({ email: 'ann@acme.test', password: 'wrong' });
  expect(props.onAnswer).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
});

test('a failure that is not the server’s gives the generic message', async () => {
  const { user, email, password } = setup({ login: jest.fn(async () => Promise.reject(new TypeError('x'))) });
  await user.type(email, 'ann@acme.test');
  await user.type(password, 'Secret@123{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.GENERIC);
});

test('an answer is handed over; the form stays busy meanwhile', async () => {
  let finish: () => void = () => undefined;
  const onAnswer = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  const { user, email, password } = setup({ onAnswer });
  await user.type(email, 'ann@acme.test');
  await user.type(password, 'Secret@123{Enter}');
  await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(session));
  expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
  finish();
});

test('a hand-over that fails (the full app did not load) shows the generic message and frees the form', async () => {
  const { user, email, password } = setup({ onAnswer: jest.fn(async () => Promise.reject(new Error('ChunkLoadError'))) });
  await user.type(email, 'ann@acme.test');
  await user.type(password, 'Secret@123{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.GENERIC);
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
});

test('a plain click on a link hands over at its address; a modified click is left to the browser', async () => {
  const { props, user } = setup();
  // jsdom does not navigate; after the page's handler has run, the browser's part is skipped.
  const noNavigation = (event: MouseEvent) => event.preventDefault();
  document.addEventListener('click', noNavigation);
  await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
  expect(props.onOpen).toHaveBeenCalledWith('/forgot-password');
  await user.keyboard('{Control>}');
  await user.click(screen.getByRole('link', { name: 'Create an account' }));
  await user.keyboard('{/Control}');
  document.removeEventListener('click', noNavigation);
  expect(props.onOpen).toHaveBeenCalledTimes(1);
});

test('what is handed over: the session, or the pick-list / MFA step, with the tenant', () => {
  expect(handOverFor(demoTenant, session)).toEqual({
    tenant: demoTenant,
    session: { token: 'tok-light-0001', user: session.kind === 'session' ? session.user : null },
  });
  const mfa: TLoginResult = { kind: 'mfa', mfaType: 'totp', challengeToken: 'c'.repeat(20), expiresAt: '2030-01-01T00:05:00Z' };
  expect(handOverFor(demoTenant, mfa)).toEqual({ tenant: demoTenant, step: { step: 'mfa', answer: mfa } });
});
