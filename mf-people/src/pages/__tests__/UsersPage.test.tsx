import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TUser } from 'shared/contract';
import { ROLE } from 'shared/domain';
import { ApiError } from 'shared/client';
import { createMockApi } from 'shared/testing';
import { renderWithServices } from 'shared/testing';
import { makeSessionUser } from 'shared/testing';
import { BRANCH_DC, BRANCH_NY, branchPage, makeBranch, makeUser, rolesFor } from '../../testing/userFixtures';
import UsersPage from '../UsersPage';

// Form-heavy pages: the shared 2-core machine can take longer than jest's 5 s default per test.
jest.setTimeout(20_000);

const props = { routeId: 'people.users', params: {}, query: new URLSearchParams(), linkToken: null };

function setup(opts: { roleId?: number; users?: TUser[]; list?: (p: Record<string, unknown>) => unknown } = {}) {
  const roleId = opts.roleId ?? 3;
  const users = opts.users ?? [
    makeUser(1, { name: 'Ada Paralegal', roleId: 8 }),
    makeUser(2, { name: 'Bo Attorney', roleId: 6, mfaType: 'totp', branchIds: [BRANCH_NY, BRANCH_DC] }),
    makeUser(3, { name: 'Cy Inactive', roleId: 5, status: 'inactive' }),
  ];
  const api = createMockApi({
    '/users/list': opts.list ?? (() => ({ data: users, count: users.length, page: 1, perpage: 25 })),
    '/users/roles-list': () => rolesFor(roleId),
    '/branches/list': () =>
      branchPage(roleId === ROLE.BRANCH_MANAGER ? [makeBranch(BRANCH_NY, 'New York')] : [makeBranch(BRANCH_NY, 'New York'), makeBranch(BRANCH_DC, 'Washington')]),
    '/users/register': (p) => ({ ...makeUser(9, { email: String(p.email), name: String(p.firstName) }), activationExpiresAt: null }),
    '/users/update': (p) => makeUser(1, { roleId: Number(p.roleId ?? 8) }),
    '/users/manage-status': (p) => makeUser(1, { name: 'Ada Paralegal', status: p.status as TUser['status'] }),
    '/users/reset-mfa': (p) => ({ reset: true, userId: String(p.userId) }),
  });
  const user = makeSessionUser({ roleId, loginRoleId: roleId, userId: 'me' });
  return renderWithServices(<UsersPage {...props} />, { api, url: '/users', user });
}

test('admin: the server-paged list, sorted by name, with role, status, branches and MFA', async () => {
  const { api } = setup();
  const row = (await screen.findByText('Ada Paralegal')).closest('tr')!;
  expect(within(row).getByText('Paralegal')).toBeInTheDocument();
  expect(within(row).getByText('Active')).toBeInTheDocument();
  expect(within(row).getByText('New York')).toBeInTheDocument();
  expect(api.lastPayload('/users/list')).toMatchObject({ page: 1, perpage: 25, matcher: {}, sort: { field: 'name', order: 1 } });
  // Reset MFA only for users with an authenticator; reactivate for the inactive one.
  expect(screen.getByRole('button', { name: 'Reset MFA of Bo Attorney' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reset MFA of Ada Paralegal' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reactivate Cy Inactive' })).toBeInTheDocument();
});

test('filters by role, status and branch go to the server', async () => {
  const { api } = setup();
  await screen.findByText('Ada Paralegal');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), '6');
  await waitFor(() => expect(api.lastPayload('/users/list')).toMatchObject({ matcher: { roleIds: [6] }, page: 1 }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'inactive');
  await waitFor(() => expect(api.lastPayload('/users/list')).toMatchObject({ matcher: { roleIds: [6], statuses: ['inactive'] } }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Branch' }), BRANCH_DC);
  await waitFor(() => expect(api.lastPayload('/users/list')).toMatchObject({ matcher: { branchId: BRANCH_DC } }));
});

test('invite: SPEC §5 messages, then /users/register with the chosen role and branch', async () => {
  const { api, toasts } = setup();
  await screen.findByText('Ada Paralegal');
  await userEvent.click(screen.getByRole('button', { name: 'Invite user' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite a staff user' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  expect(await within(dialog).findByText('Please fill Email .')).toBeInTheDocument();
  expect(within(dialog).getByText('Please fill First Name .')).toBeInTheDocument();
  expect(within(dialog).getByText('Please fill Role .')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText(/Email/), 'not-an-email');
  await userEvent.type(within(dialog).getByLabelText(/Phone/), '12');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  expect(await within(dialog).findByText('The Email field must be a valid email')).toBeInTheDocument();
  expect(within(dialog).getByText('Phone is not a valid phone number')).toBeInTheDocument();
  expect(api.payloads('/users/register')).toHaveLength(0);

  await userEvent.clear(within(dialog).getByLabelText(/Email/));
  await userEvent.type(within(dialog).getByLabelText(/Email/), 'nia@demo.test');
  await userEvent.clear(within(dialog).getByLabelText(/Phone/));
  await userEvent.type(within(dialog).getByLabelText(/First name/), 'Nia');
  await userEvent.selectOptions(within(dialog).getByLabelText(/Role/), '8');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Washington' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  await waitFor(() => expect(api.payloads('/users/register')).toHaveLength(1));
  expect(api.lastPayload('/users/register')).toEqual({ email: 'nia@demo.test', firstName: 'Nia', roleId: 8, branchIds: [BRANCH_DC] });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(toasts.getState().toasts.map((t) => t.message)).toContain('Invitation sent to nia@demo.test.');
});

test('a refused invite shows the server message and keeps the dialog open', async () => {
  const { api, toasts } = setup();
  api.on('/users/register', () => {
    throw new ApiError('CONFLICT', 'This e-mail already has an account with this role.', 409);
  });
  await screen.findByText('Ada Paralegal');
  await userEvent.click(screen.getByRole('button', { name: 'Invite user' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite a staff user' });
  await userEvent.type(within(dialog).getByLabelText(/Email/), 'ada@demo.test');
  await userEvent.type(within(dialog).getByLabelText(/First name/), 'Ada');
  await userEvent.selectOptions(within(dialog).getByLabelText(/Role/), '8');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  await waitFor(() =>
    expect(toasts.getState().toasts.map((t) => t.message)).toContain('This e-mail already has an account with this role.'),
  );
  expect(screen.getByRole('dialog', { name: 'Invite a staff user' })).toBeInTheDocument();
});

test('edit: a role change is sent with a warning that it signs the user out', async () => {
  const { api } = setup();
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Ada Paralegal' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Ada Paralegal' });
  expect(within(dialog).queryByLabelText(/Email/)).not.toBeInTheDocument();
  await userEvent.selectOptions(within(dialog).getByLabelText(/Role/), '6');
  expect(within(dialog).getByText('Changing the role signs the user out everywhere.')).toBeInTheDocument();
  await userEvent.clear(within(dialog).getByLabelText(/First name/));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Please fill First Name .')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText(/First name/), 'Ada');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.payloads('/users/update')).toHaveLength(1));
  expect(api.lastPayload('/users/update')).toMatchObject({ userId: makeUser(1)._id, roleId: 6, firstName: 'Ada', branchIds: [BRANCH_NY] });
});

test('deactivation asks first: cancel sends nothing, confirm calls /users/manage-status', async () => {
  const { api } = setup();
  await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Ada Paralegal' }));
  let confirm = await screen.findByRole('alertdialog', { name: 'Deactivate Ada Paralegal?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(api.payloads('/users/manage-status')).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: 'Deactivate Ada Paralegal' }));
  confirm = await screen.findByRole('alertdialog', { name: 'Deactivate Ada Paralegal?' });
  expect(within(confirm).getByText(/signed out everywhere/)).toBeInTheDocument();
  await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
  await waitFor(() => expect(api.lastPayload('/users/manage-status')).toMatchObject({ userId: makeUser(1)._id, status: 'inactive' }));
});

test('reactivation and MFA reset ask first too', async () => {
  const { api } = setup();
  await userEvent.click(await screen.findByRole('button', { name: 'Reactivate Cy Inactive' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reactivate' }));
  await waitFor(() => expect(api.lastPayload('/users/manage-status')).toMatchObject({ userId: makeUser(3)._id, status: 'active' }));
  await userEvent.click(screen.getByRole('button', { name: 'Reset MFA of Bo Attorney' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Reset two-factor authentication for Bo Attorney?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Reset MFA' }));
  await waitFor(() => expect(api.lastPayload('/users/reset-mfa')).toEqual({ userId: makeUser(2)._id }));
});

test('a branch manager manages only users inside his branches and cannot give admin roles', async () => {
  setup({ roleId: 4 });
  // Ada and Cy are in New York only (his branch); Bo also works in Washington.
  expect(await screen.findByRole('button', { name: 'Edit Ada Paralegal' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit Bo Attorney' })).not.toBeInTheDocument();
  expect(within(screen.getByText('Bo Attorney').closest('tr')!).getByText('View only')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Invite user' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite a staff user' });
  const options = within(within(dialog).getByLabelText(/Role/)).getAllByRole('option').map((o) => o.textContent);
  expect(options).not.toContain('Admin');
  expect(options).not.toContain('Branch Manager');
  expect(options).toContain('Paralegal');
  // He must keep the user in one of his branches.
  await userEvent.type(within(dialog).getByLabelText(/Email/), 'x@demo.test');
  await userEvent.type(within(dialog).getByLabelText(/First name/), 'X');
  await userEvent.selectOptions(within(dialog).getByLabelText(/Role/), '8');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  expect(await within(dialog).findByText('Please fill Branch .')).toBeInTheDocument();
});

test('other roles are told who manages users, and nothing is asked of the server', async () => {
  const { api } = setup({ roleId: 8 });
  expect(await screen.findByText('Only admins and branch managers manage users')).toBeInTheDocument();
  expect(api.payloads('/users/list')).toHaveLength(0);
  expect(screen.queryByRole('button', { name: 'Invite user' })).not.toBeInTheDocument();
});

test('loading, error with retry, and empty states', async () => {
  let fail = true;
  const { api } = setup({
    list: () => {
      if (fail) throw new ApiError('NETWORK', 'Something went wrong', 0);
      return { data: [], count: 0, page: 1, perpage: 25 };
    },
  });
  expect(screen.getByText(/Loading/)).toBeInTheDocument();
  expect(await screen.findByText('Couldn’t load users')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: /Retry|Try again/ }));
  expect(await screen.findByText('No users match')).toBeInTheDocument();
  expect(api.payloads('/users/list').length).toBeGreaterThanOrEqual(2);
});
