import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ToastViewport } from 'shared/ui';
import { fakeApi, makeStore, makeUser, Providers } from '../../session/testing/shellTestKit';
import { NotificationBell } from '../components/NotificationBell';
import { NotificationSocketEffect, NotificationSocketProvider } from '../components/NotificationSocketEffect';
import type { NotificationSocket } from '../utils/socketFactory';

/** A stand-in for a socket.io client socket: the test plays the server's events. */
class FakeSocket implements NotificationSocket {
  connected = true;
  disconnected = false;
  private listeners = new Map<string, Set<(...args: never[]) => void>>();
  on(event: string, listener: (...args: never[]) => void) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }
  off(event: string, listener?: (...args: never[]) => void) {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }
  disconnect() {
    this.disconnected = true;
    this.connected = false;
    return this;
  }
  emit(event: string, payload?: unknown) {
    act(() => {
      for (const l of this.listeners.get(event) ?? []) (l as (p: unknown) => void)(payload);
    });
  }
  count(event: string) {
    return this.listeners.get(event)?.size ?? 0;
  }
}

const PETITION = '5b1c9f2e-3d4a-4e5f-8a9b-0c1d2e3f4a5b';
const note = (id: string, message = 'RFE documents were uploaded') => ({
  id,
  caseNo: 'H1B-2026-00042',
  message,
  createdByName: 'Paula Paralegal',
  petitionId: PETITION,
  createdAt: '2026-11-22T10:00:00.000Z',
});

function setup(opts: { linkSession?: boolean; signedIn?: boolean } = {}) {
  let unread = 2;
  const sockets: FakeSocket[] = [];
  const tokens: string[] = [];
  const connect = (token: string) => {
    tokens.push(token);
    const s = new FakeSocket();
    sockets.push(s);
    return s;
  };
  const store = makeStore(opts.signedIn === false ? {} : { user: makeUser(), linkSession: opts.linkSession === true });
  const api = fakeApi({
    '/notify/list': () => ({ data: [], count: unread, unreadCount: unread, page: 1, perpage: 1 }),
  });
  render(
    <Providers store={store} api={api}>
      <NotificationSocketProvider connect={connect}>
        <MemoryRouter>
          <NotificationBell />
        </MemoryRouter>
        <NotificationSocketEffect />
        <ToastViewport />
      </NotificationSocketProvider>
    </Providers>,
  );
  return { store, api, sockets, tokens, setUnread: (n: number) => (unread = n) };
}

const bellCount = () => screen.queryByTestId('notification-count')?.textContent ?? '0';

describe('the shell’s notification connection', () => {
  afterEach(() => jest.restoreAllMocks());

  it('connects once with the session token; each arrival shows a toast and raises the bell live', async () => {
    const { sockets, tokens, setUnread } = setup();
    await waitFor(() => expect(bellCount()).toBe('2'));
    expect(tokens).toEqual([makeUser().token]);
    expect(sockets).toHaveLength(1);

    setUnread(3);
    sockets[0]!.emit('notification', note('n-1'));
    const toast = await screen.findByTestId('toast');
    // SPEC §3 toast: msgFrom, title, message.
    expect(within(toast).getByText('Case H1B-2026-00042')).toBeInTheDocument();
    expect(within(toast).getByText('Paula Paralegal')).toBeInTheDocument();
    expect(within(toast).getByText('RFE documents were uploaded')).toBeInTheDocument();
    expect(bellCount()).toBe('3');
    expect(screen.getByTestId('notification-bell')).toHaveAccessibleName('Notifications, 3 unread');
  });

  it('opens the petition’s Communication tab in a new window when the toast is clicked', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { sockets } = setup();
    sockets[0]!.emit('notification', note('n-1'));
    await userEvent.click(await screen.findByTestId('toast'));
    expect(open).toHaveBeenCalledWith(`/petition-details/${PETITION}?tab=Communication`, '_blank', 'noopener');
    await waitFor(() => expect(screen.queryByTestId('toast')).not.toBeInTheDocument());
  });

  it('shows no duplicate after a reconnect delivers the same notification again, and re-reads the count', async () => {
    const { sockets, api, setUnread } = setup();
    await waitFor(() => expect(bellCount()).toBe('2'));
    const socket = sockets[0]!;
    socket.emit('connect');
    setUnread(3);
    socket.emit('notification', note('n-1'));
    await screen.findByTestId('toast');
    const listCalls = api.callsTo('/notify/list').length;
    // Network lost and back: socket.io reconnects the same socket (no second connection).
    socket.emit('disconnect', 'transport close');
    socket.emit('connect');
    socket.emit('notification', note('n-1'));
    await waitFor(() => expect(api.callsTo('/notify/list').length).toBeGreaterThan(listCalls));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(sockets).toHaveLength(1);
    expect(socket.count('notification')).toBe(1);
    await waitFor(() => expect(bellCount()).toBe('3'));
    // A new notification after the reconnect still shows.
    socket.emit('notification', note('n-2', 'Receipt received'));
    expect(await screen.findByText('Receipt received')).toBeInTheDocument();
    expect(screen.getAllByTestId('toast')).toHaveLength(2);
  });

  it('ignores malformed events', async () => {
    const { sockets } = setup();
    sockets[0]!.emit('notification', { message: 'no id' });
    sockets[0]!.emit('notification', 'garbage');
    await waitFor(() => expect(bellCount()).toBe('2'));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('closes the connection on sign-out and opens none for token-link sessions or anonymous visitors', async () => {
    const first = setup();
    await waitFor(() => expect(first.sockets).toHaveLength(1));
    act(() => first.store.getState().clear());
    expect(first.sockets[0]!.disconnected).toBe(true);

    expect(setup({ linkSession: true }).sockets).toHaveLength(0);
    expect(setup({ signedIn: false }).sockets).toHaveLength(0);
  });
});
