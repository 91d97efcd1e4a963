import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ApiError } from 'shared/client';
import { fakeApi, makeStore, Providers } from '../../features/session/testing/shellTestKit';
import { VerifyEmailPage } from '../VerifyEmailPage';

const TOKEN = 'verify-token-abcdefghijkl';

function setup(verify: () => unknown, token: string | null = TOKEN) {
  const api = fakeApi({ '/auth/verify-email': verify });
  const router = createMemoryRouter(
    [
      {
        path: '/verify-email',
        element: (
          <VerifyEmailPage routeId="auth.verifyEmail" params={{}} query={new URLSearchParams()} linkToken={token} />
        ),
      },
    ],
    { initialEntries: ['/verify-email'] },
  );
  render(
    <StrictMode>
      <Providers store={makeStore()} api={api}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
  return api;
}

test('verifies the single-use token once, even under StrictMode, and says what comes next', async () => {
  const api = setup(() => ({ verified: true, email: 'pat@client.test', awaitingCompanyApproval: true }));
  expect(await screen.findByText(/is confirmed/)).toHaveTextContent('pat@client.test is confirmed.');
  expect(screen.getByText(/waits for the firm’s approval/)).toBeInTheDocument();
  expect(api.callsTo('/auth/verify-email')).toEqual([{ token: TOKEN }]);
});

test('a used or expired link offers a new verification link', async () => {
  setup(() => {
    throw new ApiError('LINK_TOKEN_INVALID', 'This link is invalid or has expired.', 401);
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
  expect(screen.getByRole('link', { name: 'Send a new verification link' })).toHaveAttribute('href', '/resend-link');
});
