import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, makeStore, renderPage } from '../../features/session/testing/shellTestKit';
import { SetPasswordLinkPage } from '../SetPasswordLinkPage';
import { SetPasswordPage } from '../SetPasswordPage';

const TOKEN = 'activation-token-abcdefghijklmnop';

/*
 * Issue 14, point 5: an activation link sets the first password through /users/activate, the only
 * call that takes activation links; /auth/update-password takes reset links only.
 */
function setup(page: 'link' | 'setpassword') {
  const api = fakeApi({
    '/users/activate': () => ({ activated: true, email: 'new@acme.test' }),
    '/auth/request-activation-key': () => ({ accepted: true, message: 'sent' }),
  });
  const query = new URLSearchParams(`token=${TOKEN}`);
  const props = { params: {}, query, linkToken: TOKEN };
  const element =
    page === 'link' ? (
      <SetPasswordLinkPage routeId="auth.setPasswordLink" {...props} />
    ) : (
      <SetPasswordPage routeId="auth.setPassword" {...props} />
    );
  const path = page === 'link' ? '/public/set-password' : '/setpassword';
  renderPage(element, { path: `${path}?token=${TOKEN}`, routePath: path, store: makeStore(), api });
  return api;
}

async function submit() {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('New password'), 'Secret@123');
  await user.type(screen.getByLabelText('Confirm password'), 'Secret@123');
  await user.click(screen.getByRole('button', { name: 'Set password' }));
}

beforeEach(() => window.localStorage.clear());

test.each(['link', 'setpassword'] as const)('the %s page activates with the link token through /users/activate', async (page) => {
  const api = setup(page);
  await submit();
  expect(await screen.findByText(/Your password is set/)).toBeInTheDocument();
  expect(api.callsTo('/users/activate')).toEqual([{ token: TOKEN, password: 'Secret@123', confirmPassword: 'Secret@123' }]);
  expect(api.callsTo('/auth/update-password')).toEqual([]);
});
