import { createRealtimeHub, type RealtimeSocketLike } from './realtime';

class FakeSocket implements RealtimeSocketLike {
  connected = true;
  sent: { event: string; args: unknown[] }[] = [];
  private listeners = new Map<string, Set<(...args: never[]) => void>>();
  on(event: string, l: (...args: never[]) => void) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(l);
  }
  off(event: string, l?: (...args: never[]) => void) {
    if (l) this.listeners.get(event)?.delete(l);
    else this.listeners.delete(event);
  }
  emit(event: string, ...args: unknown[]) {
    this.sent.push({ event, args });
  }
  serverSends(event: string, payload: unknown) {
    for (const l of this.listeners.get(event) ?? []) (l as (p: unknown) => void)(payload);
  }
  count(event: string) {
    return this.listeners.get(event)?.size ?? 0;
  }
}

describe('realtime hub', () => {
  it('binds listeners subscribed before the socket, fans out one socket listener per event', () => {
    const hub = createRealtimeHub();
    const a: unknown[] = [];
    const b: unknown[] = [];
    const offA = hub.on('message', (p) => a.push(p));
    hub.on('message', (p) => b.push(p));
    const socket = new FakeSocket();
    hub.attach(socket);
    expect(socket.count('message')).toBe(1);
    socket.serverSends('message', { id: 1 });
    expect(a).toEqual([{ id: 1 }]);
    expect(b).toEqual([{ id: 1 }]);
    offA();
    socket.serverSends('message', { id: 2 });
    expect(a).toEqual([{ id: 1 }]);
    expect(b).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('runs connect listeners on attach of a connected socket, sends only while connected, detaches', () => {
    const hub = createRealtimeHub();
    let connects = 0;
    hub.on('connect', () => connects++);
    expect(hub.send('join', { x: 1 })).toBe(false);
    const socket = new FakeSocket();
    hub.attach(socket);
    expect(connects).toBe(1);
    expect(hub.send('join', { x: 1 })).toBe(true);
    expect(socket.sent).toEqual([{ event: 'join', args: [{ x: 1 }] }]);
    const got: unknown[] = [];
    hub.on('message', (p) => got.push(p));
    hub.attach(null);
    expect(socket.count('message')).toBe(0);
    expect(hub.connected()).toBe(false);
    socket.serverSends('message', 'late');
    expect(got).toEqual([]);
    hub.dispatch('message', 'local');
    expect(got).toEqual(['local']);
  });

  it('keeps delivering when one listener throws', () => {
    const hub = createRealtimeHub();
    const got: unknown[] = [];
    hub.on('e', () => {
      throw new Error('broken');
    });
    hub.on('e', (p) => got.push(p));
    hub.dispatch('e', 1);
    expect(got).toEqual([1]);
  });
});
