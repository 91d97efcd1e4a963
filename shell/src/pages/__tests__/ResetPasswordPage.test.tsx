import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import { VALIDATION_MESSAGES } from 'shared/domain';
import { fakeApi, makeStore, renderPage } from '../../features/session/testing/shellTestKit';
import { ResetPasswordPage } from '../ResetPasswordPage';

const TOKEN = 'reset-token-abcdefghijklmnop';

function setup(
  query: string,
  updatePassword: (payload: Record<string, unknown>) => unknown = () => ({ updated: true, email: 'ann@acme.test' }),
) {
  const store = makeStore();
  const api = fakeApi({
    '/auth/update-password': updatePassword,
    '/auth/request-activation-key': () => ({ accepted: true, message: 'sent' }),
  });
  const params = new URLSearchParams(query);
  const linkToken = params.get('token') ?? params.get('key') ?? params.get('accessToken');
  const view = renderPage(
    <ResetPasswordPage routeId="auth.resetPassword" params={{}} query={params} linkToken={linkToken} />,
    {
      path: `/public/reset-password?${query}`,
      routePath: '/public/reset-password',
      store,
      api,
    },
  );
  return { api, ...view };
}

async function fill(password: string, confirm: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

beforeEach(() => window.localStorage.clear());

test('a weak password shows the SPEC §5 message and sends nothing', async () => {
  const { api } = setup(`token=${TOKEN}`);
  await fill('password1', 'password1');
  expect(await screen.findByText(VALIDATION_MESSAGES.strongPassword)).toBeInTheDocument();
  expect(VALIDATION_MESSAGES.strongPassword).toBe(
    'The password must contain at least: 1 uppercase, 1 lowercase, 1 number, and one special character',
  );
  expect(api.calls).toHaveLength(0);
});

test('a confirmation that differs is refused', async () => {
  const { api } = setup(`token=${TOKEN}`);
  await fill('Secret@123', 'Secret@124');
  expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
  expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
  expect(api.calls).toHaveLength(0);
});

test('the live checklist follows the typed password', async () => {
  setup(`token=${TOKEN}`);
  await userEvent.setup({ delay: null }).type(screen.getByLabelText('New password'), 'Ab1');
  const rules = screen.getByRole('list', { name: 'Password requirements' });
  expect(rules.querySelector('[data-met="true"]')).not.toBeNull();
  expect(screen.getByText('At least 6 characters').closest('li')).toHaveAttribute('data-met', 'false');
  expect(screen.getByText('1 uppercase letter').closest('li')).toHaveAttribute('data-met', 'true');
});

test('a strong, confirmed password is sent with the link token and confirmed', async () => {
  const { api } = setup(`token=${TOKEN}`);
  await fill('Secret@123', 'Secret@123');
  expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
  expect(api.callsTo('/auth/update-password')).toEqual([
    { token: TOKEN, password: 'Secret@123', confirmPassword: 'Secret@123' },
  ]);
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
});

test('the token may come as key or accessToken too (SPEC §2.3)', async () => {
  const { api } = setup(`accessToken=${TOKEN}`);
  await fill('Secret@123', 'Secret@123');
  await screen.findByText(/Your password has been changed/);
  expect(api.callsTo('/auth/update-password')[0]).toMatchObject({ token: TOKEN });
});

test('a link without a token says so and offers a new one, with no form', () => {
  setup('');
  expect(screen.getByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
  expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
});

test('an expired link answered by the server turns into the dead-link state', async () => {
  setup(`token=${TOKEN}`, () => {
    throw new ApiError('LINK_TOKEN_INVALID', 'This reset link has expired.', 401);
  });
  await fill('Secret@123', 'Secret@123');
  expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired.');
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
});

test('other failures keep the form and show the server’s message', async () => {
  setup(`token=${TOKEN}`, () => {
    throw new ApiError('RATE_LIMITED', 'Too many requests. Please wait and try again.', 429);
  });
  await fill('Secret@123', 'Secret@123');
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait and try again.');
  expect(screen.getByLabelText('New password')).toBeInTheDocument();
});
