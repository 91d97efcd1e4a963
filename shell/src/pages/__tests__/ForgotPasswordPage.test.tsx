import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import { fakeApi, makeStore, renderPage } from '../../features/session/testing/shellTestKit';
import { ForgotPasswordPage, forgotPasswordSentMessage } from '../ForgotPasswordPage';

function setup(forgot: () => unknown) {
  const api = fakeApi({ '/auth/forgot-password': forgot });
  renderPage(<ForgotPasswordPage />, {
    path: '/forgot-password',
    routePath: '/forgot-password',
    store: makeStore(),
    api,
  });
  return api;
}

test.each([
  ['an address with an account', { accepted: true, message: 'Reset link sent to ann@acme.test' }],
  ['an address without one', { accepted: true, message: 'No such account' }],
])('says the same for %s (nothing is revealed)', async (_, answer) => {
  const api = setup(() => answer);
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Email'), 'Someone@Acme.test{Enter}');
  expect(await screen.findByRole('status')).toHaveTextContent(forgotPasswordSentMessage('someone@acme.test'));
  expect(screen.queryByText(answer.message)).not.toBeInTheDocument();
  expect(api.callsTo('/auth/forgot-password')).toEqual([{ email: 'someone@acme.test' }]);
});

test('an invalid address is caught before sending', async () => {
  const api = setup(() => ({ accepted: true, message: '' }));
  await userEvent.setup({ delay: null }).type(screen.getByLabelText('Email'), 'not-an-email{Enter}');
  expect(await screen.findByText('The Email field must be a valid email')).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});

test('a refused request (rate limit) shows the server’s message', async () => {
  setup(() => {
    throw new ApiError('RATE_LIMITED', 'Too many requests. Please wait and try again.', 429);
  });
  await userEvent.setup({ delay: null }).type(screen.getByLabelText('Email'), 'ann@acme.test{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait and try again.');
});
