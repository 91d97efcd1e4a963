import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import type { TNotification } from 'shared/contract';
import { ToastViewport } from 'shared/ui';
import { fakeApi, makeStore, makeUser, renderPage } from '../../features/session/testing/shellTestKit';
import { NotificationsPage } from '../NotificationsPage';

const PETITION = '5b1c9f2e-3d4a-4e5f-8a9b-0c1d2e3f4a5b';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function server(initial: TNotification[]) {
  let rows = [...initial];
  const ordered = () => [...rows.filter((r) => !r.read), ...rows.filter((r) => r.read)];
  return fakeApi({
    '/notify/list': (p) => {
      const page = Number(p.page ?? 1);
      const perpage = Number(p.perpage ?? 25);
      return {
        data: ordered().slice((page - 1) * perpage, page * perpage),
        count: rows.length,
        unreadCount: rows.filter((r) => !r.read).length,
        page,
        perpage,
      };
    },
    '/notify/mark-read': (p) => {
      const ids = p.all ? rows.map((r) => r.id) : [p.id as string];
      rows = rows.map((r) => (ids.includes(r.id) ? { ...r, read: true } : r));
      return { data: { updated: ids.length }, unreadCount: rows.filter((r) => !r.read).length };
    },
    '/notify/remove': (p) => {
      const before = rows.length;
      rows = p.all ? [] : rows.filter((r) => r.id !== p.id);
      return { data: { removed: before - rows.length } };
    },
  });
}

const row = (n: number, read: boolean, extra: Partial<TNotification> = {}): TNotification => ({
  id: id(n),
  caseNo: `H1B-2026-0000${n}`,
  message: `Message ${n}`,
  createdByName: 'Paula Paralegal',
  petitionId: PETITION,
  read,
  createdAt: '2026-11-22T10:00:00.000Z',
  ...extra,
});

function show(api: ReturnType<typeof fakeApi>, path = '/notifications') {
  const store = makeStore({ user: makeUser() });
  return renderPage(
    <>
      <NotificationsPage routeId="account.notifications" params={{}} query={new URLSearchParams()} linkToken={null} />
      <ToastViewport />
    </>,
    { path, routePath: '/notifications', store, api },
  );
}

describe('/notifications', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists unread first and marks one read', async () => {
    const api = server([row(1, true), row(2, false)]);
    show(api);
    const items = await screen.findAllByTestId('notification-item');
    expect(within(items[0]!).getByText('Message 2')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/Unread/)).toBeInTheDocument();
    expect(screen.getByText(/1 unread · 2 in all/)).toBeInTheDocument();
    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(screen.getByText(/All read · 2 in all/)).toBeInTheDocument());
    expect(api.callsTo('/notify/mark-read')).toEqual([{ id: id(2) }]);
  });

  it('opens the communication in a new window and marks it read', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const api = server([row(3, false)]);
    show(api);
    await userEvent.click(await screen.findByRole('button', { name: /Open communication of Case H1B-2026-00003/ }));
    expect(open).toHaveBeenCalledWith(`/petition-details/${PETITION}?tab=Communication`, '_blank', 'noopener');
    await waitFor(() => expect(api.callsTo('/notify/mark-read')).toEqual([{ id: id(3) }]));
  });

  it('removes only after confirmation', async () => {
    const api = server([row(1, false), row(2, false)]);
    show(api);
    const items = await screen.findAllByTestId('notification-item');
    await userEvent.click(within(items[0]!).getByRole('button', { name: /Remove notification/ }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('/notify/remove')).toEqual([]);
    expect(screen.getAllByTestId('notification-item')).toHaveLength(2);

    await userEvent.click(
      within(screen.getAllByTestId('notification-item')[0]!).getByRole('button', { name: /Remove notification/ }),
    );
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(1));
    expect(api.callsTo('/notify/remove')).toHaveLength(1);
    expect(await screen.findByText('Notification removed')).toBeInTheDocument();
  });

  it('pages through 25 at a time', async () => {
    const api = server(Array.from({ length: 30 }, (_, i) => row(i + 1, true, { message: `Message ${i + 1}` })));
    show(api);
    expect(await screen.findAllByTestId('notification-item')).toHaveLength(25);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(5));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(api.callsTo('/notify/list').at(-1)).toMatchObject({ page: 2, perpage: 25 });
  });

  it('shows the empty state', async () => {
    show(server([]));
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
  });

  it('shows an error with retry when the list fails', async () => {
    let fail = true;
    const api = fakeApi({
      '/notify/list': () => {
        if (fail) throw new ApiError('GENERIC', 'Service unavailable', 503);
        return { data: [], count: 0, unreadCount: 0, page: 1, perpage: 25 };
      },
    });
    show(api);
    expect(await screen.findByText('Notifications could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
  });
});
