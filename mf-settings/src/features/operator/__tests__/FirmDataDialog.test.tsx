import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import { FIRM_DELETION_NEEDS_EXPORT } from 'shared/contract';
import { ROLE } from 'shared/domain';
import { createMockApi, makeSessionUser, renderWithServices } from 'shared/testing';
import { FirmDataDialog } from '../components/FirmDataDialog';

jest.setTimeout(30_000);

const operator = makeSessionUser({ roleId: ROLE.PLATFORM_OPERATOR });
const FIRM = {
  id: '11111111-1111-4111-8111-111111111111',
  slug: 'lee',
  name: 'Lee Immigration PC',
  status: 'active' as const,
  typeId: 1,
  adminName: 'Ann Lee',
  adminEmail: 'ann@lee.test',
  createdAt: '2026-01-05T10:00:00.000Z',
  users: 7,
  cases: 42,
  storageBytes: 0,
};
const exp = (over: Record<string, unknown> = {}) => ({
  id: '33333333-3333-4333-8333-333333333333',
  tenantId: FIRM.id,
  status: 'done',
  progress: 100,
  fileName: 'lee-export-2026-01-06.zip',
  size: 2048,
  error: null,
  createdAt: '2026-01-06T10:00:00.000Z',
  finishedAt: '2026-01-06T10:01:00.000Z',
  ...over,
});
const deletion = (over: Record<string, unknown> = {}) => ({
  id: '44444444-4444-4444-8444-444444444444',
  tenantId: FIRM.id,
  status: 'scheduled',
  exportId: exp().id,
  requestedAt: '2026-01-06T11:00:00.000Z',
  deleteAfter: '2026-01-20T11:00:00.000Z',
  cancelledAt: null,
  completedAt: null,
  ...over,
});

describe('operator console: a firm’s data', () => {
  it('without an export: delete is not offered; starting an export shows its progress', async () => {
    const user = userEvent.setup();
    let state: unknown[] = [];
    const api = createMockApi({
      '/tenant/export-list': () => ({ data: state, deletion: null }),
      '/tenant/export': () => {
        state = [exp({ status: 'running', progress: 40, fileName: null, size: null, finishedAt: null })];
        return state[0];
      },
      '/tenant/usage-list': () => ({ data: [], count: 0, page: 1, perpage: 25 }),
    });
    renderWithServices(<FirmDataDialog firm={FIRM} onClose={() => undefined} />, { api, user: operator });
    expect(await screen.findByText(/No export yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete firm…' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Export data' }));
    await waitFor(() => expect(api.lastPayload('/tenant/export')).toEqual({ tenantId: FIRM.id }));
    const bar = await screen.findByRole('progressbar', { name: 'Export progress 40%' });
    expect(bar).toHaveAttribute('value', '40');
    expect(screen.getByRole('button', { name: 'Export in progress…' })).toBeDisabled();
  });

  it('with a ready export: asks before scheduling the deletion, Cancel sends nothing; a refusal is shown', async () => {
    const user = userEvent.setup();
    const api = createMockApi({
      '/tenant/export-list': () => ({ data: [exp()], deletion: null }),
      '/tenant/delete': () => {
        throw new ApiError('CONFLICT', FIRM_DELETION_NEEDS_EXPORT, 409);
      },
      '/tenant/usage-list': () => ({ data: [], count: 0, page: 1, perpage: 25 }),
    });
    renderWithServices(<FirmDataDialog firm={FIRM} onClose={() => undefined} />, { api, user: operator });
    expect(await screen.findByRole('button', { name: 'Download lee-export-2026-01-06.zip' })).toHaveTextContent('2 KB');
    await user.click(screen.getByRole('button', { name: 'Delete firm…' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Lee Immigration PC?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.payloads('/tenant/delete')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete firm…' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Schedule deletion' }));
    await waitFor(() => expect(api.lastPayload('/tenant/delete')).toEqual({ tenantId: FIRM.id }));
    expect(await screen.findByText(FIRM_DELETION_NEEDS_EXPORT)).toBeInTheDocument();
  });

  it('a scheduled deletion shows its date and can be cancelled', async () => {
    const user = userEvent.setup();
    let current = deletion();
    const api = createMockApi({
      '/tenant/export-list': () => ({ data: [exp()], deletion: current }),
      '/tenant/delete-cancel': () => {
        current = deletion({ status: 'cancelled', cancelledAt: '2026-01-07T09:00:00.000Z' });
        return current;
      },
      '/tenant/usage-list': () => ({ data: [], count: 0, page: 1, perpage: 25 }),
    });
    renderWithServices(<FirmDataDialog firm={FIRM} onClose={() => undefined} />, { api, user: operator });
    expect(await screen.findByText(/Lee Immigration PC will be deleted on .*Until then you can cancel/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel deletion' }));
    await waitFor(() => expect(api.lastPayload('/tenant/delete-cancel')).toEqual({ tenantId: FIRM.id }));
    expect(await screen.findByRole('button', { name: 'Delete firm…' })).toBeEnabled();
  });
});
