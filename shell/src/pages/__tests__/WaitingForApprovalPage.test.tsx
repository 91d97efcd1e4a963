import { act, screen, waitFor } from '@testing-library/react';
import { fakeApi, makeStore, makeUser, renderPage } from '../../features/session/testing/shellTestKit';
import { APPROVAL_POLL_MS, WaitingForApprovalPage } from '../WaitingForApprovalPage';

const petitioner = makeUser({ roleId: 50, companyRegistrationCompleted: true, companyStatusId: 3, name: 'Pat Lee' });
const pending = { companyStatusId: 3, status: 'pending_approval', approved: false };
const approved = { companyStatusId: 4, status: 'approved', approved: true };

function setup(answers: unknown[], user = petitioner) {
  let i = 0;
  const api = fakeApi({
    '/auth/checkCompanyApproval': () => answers[Math.min(i++, answers.length - 1)],
    '/users/login-user-details': () => ({ ...petitioner, companyStatusId: 4 }),
  });
  const store = makeStore(user ? { user } : {});
  const view = renderPage(<WaitingForApprovalPage />, {
    path: '/waiting-for-approval',
    routePath: '/waiting-for-approval',
    store,
    api,
  });
  return { api, store, ...view };
}

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.useRealTimers());

test('polls while the company waits, and opens the workspace once approved', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  const { api, store } = setup([pending, approved]);
  expect(await screen.findByText(/is reviewing your company’s details/)).toBeInTheDocument();
  expect(api.callsTo('/auth/checkCompanyApproval')).toHaveLength(1);
  await act(async () => {
    jest.advanceTimersByTime(APPROVAL_POLL_MS);
  });
  expect(await screen.findByRole('heading', { name: 'Your company is approved' })).toBeInTheDocument();
  await act(async () => {
    jest.advanceTimersByTime(2000);
  });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
  expect(store.getState().user?.companyStatusId).toBe(4);
});

test('a rejected company is told so, with the firm’s contact', async () => {
  setup([{ companyStatusId: 5, status: 'rejected', approved: false }]);
  expect(await screen.findByRole('alert')).toHaveTextContent('did not approve your company’s registration');
  expect(screen.getByRole('alert')).toHaveTextContent('help@acme.test');
});

test('a visitor who is not signed in is asked to sign in; nothing is called', () => {
  const { api } = setup([pending], null as never);
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  expect(api.calls).toHaveLength(0);
});
