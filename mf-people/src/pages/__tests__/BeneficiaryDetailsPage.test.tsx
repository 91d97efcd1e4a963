import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_TENANT_PERMISSIONS } from 'shared/domain';
import { beneficiaryRecord, masterdataHandler } from '../../testing/fixtures';
import { createMockApi } from 'shared/testing';
import { renderWithServices } from 'shared/testing';
import { makeSessionUser } from 'shared/testing';
import BeneficiaryDetailsPage from '../BeneficiaryDetailsPage';

const id = '10000000-0000-4000-8000-000000000001';

function setup(roleId: number, permissions = DEFAULT_TENANT_PERMISSIONS) {
  const base = makeSessionUser();
  const user = makeSessionUser({
    roleId,
    loginRoleId: roleId,
    tenantDetails: base.tenantDetails ? { ...base.tenantDetails, permissions } : null,
  });
  const api = createMockApi({
    '/beneficiary/details': () => ({ ...beneficiaryRecord(), term: 'beneficiary' }),
    '/masterdata/list': masterdataHandler,
    '/beneficiary/invite': () => ({
      beneficiaryId: id,
      userId: 'u-9',
      email: 'ananya.iyer@example.test',
      mailId: null,
      expiresAt: '2026-02-01T00:00:00.000Z',
    }),
    '/beneficiary/delete': () => ({ id, deleted: true, dependentsDeleted: 0 }),
    '/reminders/list': () => ({ data: [], count: 0, page: 1, perpage: 50 }),
  });
  return renderWithServices(
    <BeneficiaryDetailsPage
      routeId="people.beneficiaryDetails"
      params={{ itemId: id }}
      query={new URLSearchParams()}
      linkToken={null}
    />,
    {
      api,
      user,
      url: `/beneficiaries-details/${id}`,
    },
  );
}

test('Invite shows for a role the tenant allows (BENEFICIARY_INVITE) and sends the invitation', async () => {
  const { api, toasts } = setup(3);
  await userEvent.click(await screen.findByRole('button', { name: 'Invite' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
  await waitFor(() =>
    expect(api.payloads('/beneficiary/invite')).toEqual([expect.objectContaining({ beneficiaryId: id })]),
  );
  expect(toasts.getState().toasts[0]).toMatchObject({
    title: 'Success',
    message: expect.stringContaining('ananya.iyer@example.test'),
  });
});

test('Invite is hidden for a role the tenant does not allow', async () => {
  setup(6);
  expect(await screen.findByRole('heading', { level: 1, name: 'Ananya Iyer' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
});

test('Invite follows the tenant’s own list, not the role alone', async () => {
  setup(3, { ...DEFAULT_TENANT_PERMISSIONS, BENEFICIARY_INVITE: [50] });
  expect(await screen.findByRole('heading', { level: 1, name: 'Ananya Iyer' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
});

test('Delete asks first; cancelling deletes nothing, confirming deletes and returns to the list', async () => {
  const { api, location } = setup(3);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  expect(screen.getByRole('alertdialog', { name: 'Delete Ananya Iyer?' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(api.payloads('/beneficiary/delete')).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await userEvent.click(screen.getByRole('button', { name: 'Delete beneficiary' }));
  await waitFor(() => expect(location()).toBe('/beneficiaries'));
  expect(api.payloads('/beneficiary/delete')).toEqual([expect.objectContaining({ beneficiaryId: id })]);
});

test('staff set reminders on the beneficiary: the block asks for this record’s reminders', async () => {
  setup(3);
  const block = await screen.findByRole('region', { name: 'Reminders' });
  expect(within(block).getByRole('button', { name: 'Set reminder' })).toBeInTheDocument();
  expect(await within(block).findByText('No reminders yet.')).toBeInTheDocument();
});
