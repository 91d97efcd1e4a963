import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import { DEFAULT_TENANT_PERMISSIONS } from 'shared/domain';
import { createMockApi } from 'shared/testing';
import { renderWithServices } from 'shared/testing';
import { makeSessionUser } from 'shared/testing';
import { rolesFor } from '../../testing/userFixtures';
import UserRolesPage from '../UserRolesPage';

// Form-heavy pages: the shared 2-core machine can take longer than jest's 5 s default per test.
jest.setTimeout(20_000);

const props = { routeId: 'people.userRoles', params: {}, query: new URLSearchParams(), linkToken: null };

const tenant = (permissions = DEFAULT_TENANT_PERMISSIONS, issueInvoiceRoleIds: number[] = []) => ({
  permissions,
  issueInvoiceRoleIds,
});

const fieldset = (label: RegExp) => screen.getByRole('group', { name: label });

test('every role with its description and the permissions it holds', async () => {
  const api = createMockApi({ '/users/roles-list': () => rolesFor(8) });
  renderWithServices(<UserRolesPage {...props} />, { api, user: makeSessionUser({ roleId: 8, loginRoleId: 8 }) });
  const petitioner = await screen.findByRole('listitem', { name: 'Petitioner' });
  expect(within(petitioner).getByText('What a Petitioner does.')).toBeInTheDocument();
  expect(within(petitioner).getByText(/complete the petitioner’s company profile/)).toBeInTheDocument();
  expect(within(screen.getByRole('listitem', { name: 'Admin' })).getByText('Admin', { selector: 'span' })).toBeInTheDocument();
});

test('non-admins see the lists read-only, from their session, without calling /tenant/details', async () => {
  const api = createMockApi({ '/users/roles-list': () => rolesFor(4) });
  renderWithServices(<UserRolesPage {...props} />, { api, user: makeSessionUser({ roleId: 4, loginRoleId: 4 }) });
  expect(await screen.findByText('Read only: only your firm’s admin changes these lists.')).toBeInTheDocument();
  const invite = fieldset(/Invite petitioners/);
  expect(within(invite).getByRole('checkbox', { name: 'Front Office User' })).toBeChecked();
  expect(within(invite).getByRole('checkbox', { name: 'Attorney' })).not.toBeChecked();
  for (const box of within(invite).getAllByRole('checkbox')) expect(box).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Save permissions' })).not.toBeInTheDocument();
  expect(api.payloads('/tenant/details')).toHaveLength(0);
});

test('an admin edits a permission list and the invoice issuers; /tenant/update gets them; the session follows', async () => {
  const api = createMockApi({
    '/users/roles-list': () => rolesFor(3),
    '/tenant/details': () => tenant(),
    '/tenant/update': (p) => tenant(p.permissions as typeof DEFAULT_TENANT_PERMISSIONS, p.issueInvoiceRoleIds as number[]),
  });
  const { toasts } = renderWithServices(<UserRolesPage {...props} />, { api, user: makeSessionUser({ roleId: 3 }) });
  const save = await screen.findByRole('button', { name: 'Save permissions' });
  expect(save).toBeDisabled();
  await userEvent.click(within(fieldset(/Invite petitioners/)).getByRole('checkbox', { name: 'Attorney' }));
  await userEvent.click(within(fieldset(/Invite beneficiaries/)).getByRole('checkbox', { name: 'Petitioner' }));
  await userEvent.click(within(fieldset(/Issue invoices/)).getByRole('checkbox', { name: 'Billing Manager' }));
  expect(save).toBeEnabled();
  await userEvent.click(save);
  await waitFor(() => expect(api.payloads('/tenant/update')).toHaveLength(1));
  const sent = api.lastPayload('/tenant/update') as { permissions: Record<string, number[]>; issueInvoiceRoleIds: number[] };
  expect(sent.permissions.PETITIONER_INVITE).toEqual([3, 4, 5, 6]);
  expect(sent.permissions.BENEFICIARY_INVITE).toEqual([3, 4, 5]);
  expect(sent.issueInvoiceRoleIds).toEqual([12]);
  await waitFor(() => expect(toasts.getState().toasts.map((t) => t.message)).toContain('The permissions were saved.'));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save permissions' })).toBeDisabled());
});

test('undo restores the stored lists; a failed save keeps the changes and says why', async () => {
  const api = createMockApi({
    '/users/roles-list': () => rolesFor(3),
    '/tenant/details': () => tenant(),
    '/tenant/update': () => {
      throw new ApiError('FORBIDDEN', 'You may not do this.', 403);
    },
  });
  const { toasts } = renderWithServices(<UserRolesPage {...props} />, { api, user: makeSessionUser({ roleId: 3 }) });
  await screen.findByRole('button', { name: 'Save permissions' });
  const box = within(fieldset(/Create LCAs/)).getByRole('checkbox', { name: 'Paralegal' });
  await userEvent.click(box);
  expect(box).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Undo changes' }));
  expect(box).not.toBeChecked();
  await userEvent.click(box);
  await userEvent.click(screen.getByRole('button', { name: 'Save permissions' }));
  await waitFor(() => expect(toasts.getState().toasts.map((t) => t.message)).toContain('You may not do this.'));
  expect(box).toBeChecked();
});

test('errors loading the roles or the permissions offer a retry', async () => {
  const api = createMockApi({
    '/users/roles-list': () => {
      throw new ApiError('NETWORK', 'Something went wrong', 0);
    },
    '/tenant/details': () => {
      throw new ApiError('NETWORK', 'Something went wrong', 0);
    },
  });
  renderWithServices(<UserRolesPage {...props} />, { api, user: makeSessionUser({ roleId: 3 }) });
  expect(await screen.findByText('Couldn’t load the roles')).toBeInTheDocument();
  expect(await screen.findByText('Couldn’t load the permissions')).toBeInTheDocument();
  api.on('/users/roles-list', () => rolesFor(3));
  await userEvent.click(within(screen.getByRole('region', { name: 'Roles' })).getByRole('button', { name: /Retry|Try again/ }));
  expect(await screen.findByRole('listitem', { name: 'Paralegal' })).toBeInTheDocument();
});
