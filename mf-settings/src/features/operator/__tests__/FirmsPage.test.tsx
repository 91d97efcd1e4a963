import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import { ROLE } from 'shared/domain';
import { createMockApi, makeSessionUser, renderWithServices } from 'shared/testing';
import FirmsPage from '../components/FirmsPage';

jest.setTimeout(30_000);

const props = { routeId: 'settings.firms', params: {}, query: new URLSearchParams(), linkToken: null };
const operator = makeSessionUser({ roleId: ROLE.PLATFORM_OPERATOR });

const firm = (over: Record<string, unknown> = {}) => ({
  id: '11111111-1111-4111-8111-111111111111',
  slug: 'lee',
  name: 'Lee Immigration PC',
  status: 'active',
  typeId: 1,
  adminName: 'Ann Lee',
  adminEmail: 'ann@lee.test',
  createdAt: '2026-01-05T10:00:00.000Z',
  users: 7,
  cases: 42,
  storageBytes: 5 * 1024 * 1024,
  ...over,
});

const page = (rows: unknown[]) => ({ data: rows, count: rows.length, page: 1, perpage: 25 });

describe('operator console: firms', () => {
  it('lists firms with their usage, and sends search, status and sort to the server', async () => {
    const user = userEvent.setup();
    const api = createMockApi({ '/tenant/usage-list': () => page([firm(), firm({ id: '22222222-2222-4222-8222-222222222222', slug: 'acme', name: 'Acme', status: 'invited', users: 1, cases: 0, storageBytes: 0 })]) });
    renderWithServices(<FirmsPage {...props} />, { api, user: operator, url: '/firms', path: '/firms' });
    const table = await screen.findByRole('table', { name: /Firms/ });
    const lee = within(table).getByText('Lee Immigration PC').closest('tr')!;
    expect(within(lee).getByText('42')).toBeInTheDocument();
    expect(within(lee).getByText('7')).toBeInTheDocument();
    expect(within(lee).getByText('5 MB')).toBeInTheDocument();
    expect(within(lee).getByText('Active')).toBeInTheDocument();
    expect(within(table).getByText('Invited')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox'), 'lee');
    await waitFor(() => expect(api.lastPayload('/tenant/usage-list')).toMatchObject({ search: 'lee', page: 1 }));
    await user.click(screen.getByRole('button', { name: /Firm/ }));
    await waitFor(() => expect(api.lastPayload('/tenant/usage-list')).toMatchObject({ sortBy: 'name' }));
    // The usage columns sort on the server too.
    for (const [header, sortBy] of [['Users', 'users'], ['Cases', 'cases'], ['Storage', 'storageBytes']] as const) {
      await user.click(within(table).getByRole('button', { name: new RegExp(`^${header}`) }));
      await waitFor(() => expect(api.lastPayload('/tenant/usage-list')).toMatchObject({ sortBy }));
    }
  });

  it('shows the empty state and the error state', async () => {
    const empty = createMockApi({ '/tenant/usage-list': () => page([]) });
    const r = renderWithServices(<FirmsPage {...props} />, { api: empty, user: operator, url: '/firms', path: '/firms' });
    expect(await screen.findByText('No firms')).toBeInTheDocument();
    r.unmount();
    const failing = createMockApi({
      '/tenant/usage-list': () => {
        throw new ApiError('FORBIDDEN', 'You do not have access to this.', 403);
      },
    });
    renderWithServices(<FirmsPage {...props} />, { api: failing, user: operator, url: '/firms', path: '/firms' });
    expect(await screen.findByText(/You do not have access to this/)).toBeInTheDocument();
  });

  it('invites a firm: the contract checks the fields first, then the invitation is sent', async () => {
    const user = userEvent.setup();
    const api = createMockApi({
      '/tenant/usage-list': () => page([]),
      '/tenant/invite': (p) => ({ tenant: { ...firm({ status: 'invited' }), _id: 'x', adminEmail: p.adminEmail }, activationExpiresAt: '2026-02-01T00:00:00.000Z' }),
    });
    renderWithServices(<FirmsPage {...props} />, { api, user: operator, url: '/firms', path: '/firms' });
    await user.click((await screen.findAllByRole('button', { name: 'Invite a firm' }))[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Invite a firm' });
    await user.type(within(dialog).getByLabelText(/Subdomain/), 'Bad Slug!');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Use lower-case letters, digits and dashes')).toBeInTheDocument();
    expect(api.payloads('/tenant/invite')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Firm name/), 'Rao & Partners');
    await user.clear(within(dialog).getByLabelText(/Subdomain/));
    await user.type(within(dialog).getByLabelText(/Subdomain/), 'raopartners');
    await user.type(within(dialog).getByLabelText(/Admin name/), 'Ravi Rao');
    await user.type(within(dialog).getByLabelText(/Admin e-mail/), 'ravi@rao.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(api.lastPayload('/tenant/invite')).toEqual({ name: 'Rao & Partners', slug: 'raopartners', typeId: 1, adminName: 'Ravi Rao', adminEmail: 'ravi@rao.test' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite a firm' })).not.toBeInTheDocument());
  });

  it('asks before suspending; Cancel sends nothing, confirming suspends; an invited firm gets its link again', async () => {
    const user = userEvent.setup();
    const api = createMockApi({
      '/tenant/usage-list': () => page([firm(), firm({ id: '22222222-2222-4222-8222-222222222222', slug: 'acme', name: 'Acme', status: 'invited' })]),
      '/tenant/update-status': (p) => ({ ...firm({ status: p.status }), _id: p.tenantId }),
      '/tenant/resend-activation-key': () => ({ sent: true, activationExpiresAt: '2026-02-01T00:00:00.000Z' }),
    });
    renderWithServices(<FirmsPage {...props} />, { api, user: operator, url: '/firms', path: '/firms' });
    await user.click(await screen.findByRole('button', { name: 'Suspend Lee Immigration PC' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Suspend Lee Immigration PC?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.payloads('/tenant/update-status')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Suspend Lee Immigration PC' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Suspend firm' }));
    await waitFor(() => expect(api.lastPayload('/tenant/update-status')).toEqual({ tenantId: firm().id, status: 'inactive' }));

    await user.click(screen.getByRole('button', { name: 'Resend the activation link to Acme' }));
    await waitFor(() => expect(api.lastPayload('/tenant/resend-activation-key')).toEqual({ tenantId: '22222222-2222-4222-8222-222222222222' }));
  });
});
