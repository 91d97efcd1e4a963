import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import type { Database } from '../../db';
import {
  authHeaders,
  buildPluginApp,
  httpRequest,
  openTestDatabase,
  seedTenant,
  type SeededTenant,
} from '../../jobs/__tests__/support/platform-harness';
import { realtimePlugin } from '..';

jest.setTimeout(60_000);

describe('real-time notifications in one process (no Redis)', () => {
  let database: Database;
  let app: FastifyInstance;
  let base: string;
  let acme: SeededTenant;
  let other: SeededTenant;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    acme = await seedTenant(database, { slug: 'acme' });
    other = await seedTenant(database, { slug: 'other' });
    app = await buildPluginApp(database, [[realtimePlugin, { redisUrl: '' }]]);
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await app.close();
    await database.close();
  });

  /** A socket.io client at a tenant's host (Node resolves no *.localhost: Host header instead). */
  function client(host: string, token?: string): Promise<Socket> {
    const socket = connect(base, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { host },
      auth: token ? { token } : {},
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', (err) => reject(err));
    });
  }

  const nextNotification = (socket: Socket, ms = 5000) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const t = setTimeout(() => reject(new Error('no notification')), ms);
      socket.once('notification', (payload: Record<string, unknown>) => {
        clearTimeout(t);
        resolve(payload);
      });
    });

  test('a socket without a valid session token is refused', async () => {
    await expect(client(acme.host)).rejects.toThrow('UNAUTHENTICATED');
    await expect(client(acme.host, 'not-a-token')).rejects.toThrow('UNAUTHENTICATED');
    // A token of another tenant is unknown at this tenant's host.
    await expect(client(acme.host, other.staff.token)).rejects.toThrow('UNAUTHENTICATED');
  });

  test('notify stores the notification and pushes it to that user’s sockets only', async () => {
    const staff = await client(acme.host, acme.staff.token);
    const staff2 = await client(acme.host, acme.staff.token);
    const admin = await client(acme.host, acme.admin.token);
    let adminGot = false;
    admin.on('notification', () => (adminGot = true));
    const petitionId = '5b1c9f2e-3d4a-4e5f-8a9b-0c1d2e3f4a5b';
    const got = Promise.all([nextNotification(staff), nextNotification(staff2)]);
    await app.realtime.notify(acme.id, [acme.staff.id], {
      caseNo: 'H1B-2025-0042',
      message: 'RFE documents were uploaded',
      createdByName: 'Ana Lima',
      petitionId,
    });
    const [a, b] = await got;
    expect(a).toMatchObject({
      caseNo: 'H1B-2025-0042',
      message: 'RFE documents were uploaded',
      createdByName: 'Ana Lima',
      petitionId,
    });
    expect(b).toEqual(a);
    await new Promise((r) => setTimeout(r, 200));
    expect(adminGot).toBe(false);
  });

  test('/notify/list pages unread first; markRead; /notify/remove', async () => {
    for (const message of ['first', 'second', 'third']) {
      await app.realtime.notify(acme.id, [acme.admin.id], {
        message,
        caseNo: null,
        createdByName: 'System',
        petitionId: null,
      });
    }
    const list = (payload: object, t = acme, u = acme.admin) =>
      httpRequest(app, { method: 'POST', url: '/api/notify/list', headers: authHeaders(t, u), payload });
    const page1 = (await list({ page: 1, perpage: 2, markRead: true })).json().result;
    expect(page1).toMatchObject({ count: 3, unreadCount: 1, page: 1, perpage: 2 });
    expect(page1.data.map((n: { message: string }) => n.message)).toEqual(['third', 'second']);
    const again = (await list({ page: 1, perpage: 3 })).json().result;
    // The unread one comes first, then the read ones newest first.
    expect(again.data.map((n: { message: string; read: boolean }) => [n.message, n.read])).toEqual([
      ['first', false],
      ['third', true],
      ['second', true],
    ]);
    // Another user's and another tenant's lists do not show them.
    expect(
      (await list({}, acme, acme.staff))
        .json()
        .result.data.every((n: { message: string }) => !['first', 'second', 'third'].includes(n.message)),
    ).toBe(true);
    expect((await list({}, other, other.admin)).json().result.count).toBe(0);
    const remove = (payload: object, u = acme.admin) =>
      httpRequest(app, { method: 'POST', url: '/api/notify/remove', headers: authHeaders(acme, u), payload });
    // Someone else cannot remove them.
    expect((await remove({ id: again.data[0].id }, acme.staff)).json().result.data.removed).toBe(0);
    expect((await remove({ id: again.data[0].id })).json().result.data.removed).toBe(1);
    expect((await remove({ all: true })).json().result.data.removed).toBe(2);
    expect((await remove({})).statusCode).toBe(422);
    expect((await list({})).json().result.count).toBe(0);
  });

  test('/notify/list needs a session', async () => {
    const res = await httpRequest(app, {
      method: 'POST',
      url: '/api/notify/list',
      headers: { host: acme.host },
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });
});
