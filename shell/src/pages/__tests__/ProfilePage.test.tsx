import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import { fakeApi, makeStore, makeUser, renderPage } from '../../features/session/testing/shellTestKit';
import { ProfilePage } from '../ProfilePage';

jest.setTimeout(20_000);

const me = (overrides: Record<string, unknown> = {}) => ({
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
  ...overrides,
});

const CODES = ['AAAAA-BBBBB', 'CCCCC-DDDDD', 'EEEEE-FFFFF'];

function setup(handlers: Record<string, (payload: Record<string, unknown>) => unknown> = {}) {
  let record = me();
  const store = makeStore({ user: makeUser() });
  const api = fakeApi({
    '/users/details': () => record,
    '/mfa/check-2fa': () => ({
      mfaType: record.mfaType,
      mfaEnabledByTenant: true,
      gracePeriodDate: '2026-12-31T00:00:00Z',
      mustLogout: false,
    }),
    '/mfa/enroll-start': () => ({
      otpauthUrl: 'otpauth://totp/Acme:ann',
      qrDataUrl: 'data:image/png;base64,AAAA',
      secret: 'JBSWY3DPEHPK3PXP',
    }),
    '/mfa/enroll-confirm': () => {
      record = me({ mfaType: 'totp' });
      return { mfaType: 'totp', recoveryCodes: CODES };
    },
    '/mfa/disable': () => {
      record = me({ mfaType: null });
      return { disabled: true };
    },
    '/users/update': (p) => {
      record = me({
        firstName: p.firstName,
        lastName: p.lastName,
        name: `${String(p.firstName)} ${String(p.lastName)}`,
        phone: p.phone,
      });
      return record;
    },
    '/auth/change-password': () => ({ updated: true, roleId: 6 }),
    ...handlers,
  });
  renderPage(<ProfilePage routeId="account.profile" params={{}} query={new URLSearchParams()} linkToken={null} />, {
    path: '/profile',
    routePath: '/profile',
    store,
    api,
  });
  return { api, store };
}

beforeEach(() => window.localStorage.clear());

test('shows the user’s details, and saves name and phone to the session', async () => {
  const { api, store } = setup();
  const first = await screen.findByLabelText('First name');
  expect(first).toHaveValue('Ann');
  expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
  const user = userEvent.setup({ delay: null });
  await user.clear(first);
  await user.type(first, 'Anna');
  await user.type(screen.getByLabelText('Phone'), '2015550123');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(store.getState().user?.name).toBe('Anna Attorney'));
  expect(api.callsTo('/users/update')).toEqual([{ firstName: 'Anna', lastName: 'Attorney', phone: '+1 201 555 0123' }]);
});

test('an error loading the profile offers a retry', async () => {
  setup({
    '/users/details': () => {
      throw new ApiError('INTERNAL', 'Something went wrong. Please try again later', 500);
    },
  });
  expect(await screen.findByTestId('error-panel')).toHaveTextContent('Something went wrong. Please try again later');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('enrolling MFA shows the QR code, confirms a code, and shows the recovery codes once', async () => {
  const { api } = setup();
  const user = userEvent.setup({ delay: null });
  const section = await screen.findByRole('region', { name: 'Two-factor authentication' });
  expect(
    await within(section).findByText(/Your firm requires two-factor authentication\. Set it up before Dec 31, 2026/),
  ).toBeInTheDocument();
  await user.click(within(section).getByRole('button', { name: 'Set up two-factor authentication' }));
  const qr = await within(section).findByRole('img', { name: /QR code/ });
  expect(qr).toHaveAttribute('src', 'data:image/png;base64,AAAA');
  expect(within(section).getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
  await user.type(within(section).getByLabelText('6-digit code from the app'), '12345');
  await user.click(within(section).getByRole('button', { name: 'Confirm and turn on' }));
  expect(await within(section).findByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
  expect(api.callsTo('/mfa/enroll-confirm')).toHaveLength(0);
  await user.type(within(section).getByLabelText('6-digit code from the app'), '6');
  await user.click(within(section).getByRole('button', { name: 'Confirm and turn on' }));
  const codes = await within(section).findByRole('list', { name: 'Recovery codes' });
  expect(
    within(codes)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(CODES);
  expect(api.callsTo('/mfa/enroll-confirm')).toEqual([{ code: '123456' }]);
  await user.click(within(section).getByRole('button', { name: 'I have saved my codes' }));
  expect(within(section).queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  expect(await within(section).findByTestId('mfa-status')).toHaveTextContent('On');
});

test('turning MFA off needs the password and a code', async () => {
  const { api } = setup({ '/users/details': () => me({ mfaType: 'totp' }) });
  const user = userEvent.setup({ delay: null });
  const section = await screen.findByRole('region', { name: 'Two-factor authentication' });
  await user.click(await within(section).findByRole('button', { name: 'Turn off two-factor authentication' }));
  await user.click(within(section).getByRole('button', { name: 'Turn off' }));
  expect(await within(section).findByText('Please fill Password .')).toBeInTheDocument();
  await user.type(within(section).getByLabelText('Password'), 'Secret@123');
  await user.type(within(section).getByLabelText('6-digit code from the app'), '654321');
  await user.click(within(section).getByRole('button', { name: 'Turn off' }));
  await waitFor(() => expect(api.callsTo('/mfa/disable')).toEqual([{ password: 'Secret@123', code: '654321' }]));
});

test('changing the password checks the rule and the confirmation, then reports success', async () => {
  const { api } = setup();
  const user = userEvent.setup({ delay: null });
  const section = await screen.findByRole('region', { name: 'Password' });
  await user.type(within(section).getByLabelText('Current password'), 'Old@1234');
  await user.type(within(section).getByLabelText('New password'), 'weak');
  await user.type(within(section).getByLabelText('Confirm new password'), 'weak');
  await user.click(within(section).getByRole('button', { name: 'Change password' }));
  expect(
    await within(section).findByText(
      'The password must contain at least: 1 uppercase, 1 lowercase, 1 number, and one special character',
    ),
  ).toBeInTheDocument();
  await user.clear(within(section).getByLabelText('New password'));
  await user.clear(within(section).getByLabelText('Confirm new password'));
  await user.type(within(section).getByLabelText('New password'), 'Secret@123');
  await user.type(within(section).getByLabelText('Confirm new password'), 'Secret@123');
  await user.click(within(section).getByRole('button', { name: 'Change password' }));
  expect(await within(section).findByRole('status')).toHaveTextContent('Your password has been changed.');
  expect(api.callsTo('/auth/change-password')).toEqual([
    { oldPassword: 'Old@1234', password: 'Secret@123', confirmPassword: 'Secret@123', roleId: 6 },
  ]);
});
