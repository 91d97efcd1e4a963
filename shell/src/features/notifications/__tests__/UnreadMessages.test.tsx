import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MESSAGE_EVENT, MESSAGE_READ_EVENT } from 'shared/contract';
import { ROLE } from 'shared/domain';
import { useRealtimeEvent } from 'shared/session';
import { fakeApi, makeStore, makeUser, Providers } from '../../session/testing/shellTestKit';
import { Sidebar } from '../../layout/Sidebar';
import { bellLabel, NotificationBell } from '../components/NotificationBell';
import { NotificationSocketEffect, NotificationSocketProvider } from '../components/NotificationSocketEffect';
import type { NotificationSocket } from '../utils/socketFactory';

/** A socket.io client stand-in: the test plays the server's events. */
class FakeSocket implements NotificationSocket {
  connected = true;
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
    this.connected = false;
    return this;
  }
  serverSends(event: string, payload?: unknown) {
    act(() => {
      for (const l of this.listeners.get(event) ?? []) (l as (p: unknown) => void)(payload);
    });
  }
}

/** A remote's component listening through the shell's hub. */
function RemoteListener({ onEvent }: { onEvent: (p: unknown) => void }) {
  useRealtimeEvent('message', onEvent);
  return null;
}

function setup(roleId: number = ROLE.ADMIN) {
  let messages = 2;
  const socket = new FakeSocket();
  const store = makeStore({ user: makeUser({ roleId, loginRoleId: roleId }) });
  const api = fakeApi({
    '/notify/list': () => ({ data: [], count: 1, unreadCount: 1, page: 1, perpage: 1 }),
    '/communication/unread-counts': () => ({ total: messages, cases: [] }),
    '/starred/list': () => ({ data: [] }),
  });
  const remoteEvents: unknown[] = [];
  render(
    <Providers store={store} api={api}>
      <NotificationSocketProvider connect={() => socket}>
        <MemoryRouter>
          <NotificationBell />
          <Sidebar open={false} onClose={() => undefined} />
          <RemoteListener onEvent={(p) => remoteEvents.push(p)} />
        </MemoryRouter>
        <NotificationSocketEffect />
      </NotificationSocketProvider>
    </Providers>,
  );
  return { socket, api, remoteEvents, setMessages: (n: number) => (messages = n) };
}

describe('unread case messages in the sidebar and the bell', () => {
  it('the bell names notifications and messages apart and counts both', async () => {
    setup();
    await waitFor(() => expect(screen.getByTestId('notification-bell')).toHaveAccessibleName('Notifications, 3 unread (1 notification, 2 messages)'));
    expect(screen.getByTestId('notification-count')).toHaveTextContent('3');
    expect(bellLabel(0, 0)).toBe('Notifications');
    expect(bellLabel(0, 1)).toBe('Notifications, 1 unread (1 message)');
    expect(bellLabel(2, 0)).toBe('Notifications, 2 unread');
  });

  it('the Messages item shows the count; a message arriving or read elsewhere re-reads it live', async () => {
    const { socket, setMessages, api } = setup();
    const badge = await screen.findByTestId('sidebar-unread-messages');
    expect(badge).toHaveTextContent('2');
    expect(badge.closest('a')).toHaveAttribute('href', '/messages');
    setMessages(3);
    socket.serverSends(MESSAGE_EVENT, { message: { id: 'm' } });
    await waitFor(() => expect(screen.getByTestId('sidebar-unread-messages')).toHaveTextContent('3'));
    expect(screen.getByTestId('notification-count')).toHaveTextContent('4');
    setMessages(0);
    const before = api.callsTo('/communication/unread-counts').length;
    socket.serverSends(MESSAGE_READ_EVENT, { petitionId: 'p' });
    await waitFor(() => expect(api.callsTo('/communication/unread-counts').length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByTestId('sidebar-unread-messages')).not.toBeInTheDocument());
  });

  it('remotes hear the same socket through the hub (no second connection)', async () => {
    const { socket, remoteEvents } = setup();
    await screen.findByTestId('sidebar-unread-messages');
    socket.serverSends(MESSAGE_EVENT, { message: { id: 'm-1' } });
    expect(remoteEvents).toEqual([{ message: { id: 'm-1' } }]);
  });

  it('platform staff have no case messages: no count is asked', async () => {
    const { api } = setup(ROLE.PLATFORM_OPERATOR);
    await waitFor(() => expect(api.callsTo('/notify/list').length).toBeGreaterThan(0));
    expect(api.callsTo('/communication/unread-counts')).toHaveLength(0);
  });
});
