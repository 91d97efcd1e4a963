import {
  listNotificationsCall,
  markNotificationsReadCall,
  raiseTestNotificationCall,
  type AnyCallDeclaration,
  type CallPayloadInput,
} from 'shared/contract';
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
  type SeededUser,
} from '../../jobs/__tests__/support/platform-harness';
import { realtimePlugin } from '..';
import { type UncheckedPayload } from '../../../testing';

jest.setTimeout(60_000);

describe('/notify/mark-read and the e2e helper /notify/e2e-raise', () => {
  let database: Database;
  let app: FastifyInstance;
  let base: string;
  let acme: SeededTenant;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    acme = await seedTenant(database, { slug: 'acme' });
    app = await buildPluginApp(database, [[realtimePlugin, { redisUrl: '' }]]);
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await app.close();
    await database.close();
  });

  const post = <C extends AnyCallDeclaration>(
    declaration: C,
    payload: CallPayloadInput<C> | UncheckedPayload,
    u: SeededUser = acme.admin,
  ) =>
    httpRequest(app, {
      method: 'POST',
      url: `/api${declaration.path}`,
      headers: authHeaders(acme, u),
      payload: payload as object,
    });

  const seed = async (u: SeededUser, messages: string[]) => {
    for (const message of messages)
      await app.realtime.notify(acme.id, [u.id], { message, caseNo: null, createdByName: null, petitionId: null });
  };

  test('marks one, several or all of the caller’s own notifications read and answers the unread left', async () => {
    await seed(acme.admin, ['a', 'b', 'c']);
    await seed(acme.staff, ['staff']);
    const list = async (u: SeededUser = acme.admin) =>
      (await post(listNotificationsCall, { perpage: 10 }, u)).json().result;
    const before = await list();
    expect(before.unreadCount).toBe(3);
    const [first, second] = before.data as { id: string }[];
    const staffId = (await list(acme.staff)).data[0].id as string;

    const one = (await post(markNotificationsReadCall, { id: first!.id })).json().result;
    expect(one).toEqual({ data: { updated: 1 }, unreadCount: 2 });
    // Marking again changes nothing; another user's id is not touched.
    expect((await post(markNotificationsReadCall, { ids: [first!.id, staffId] })).json().result).toEqual({
      data: { updated: 0 },
      unreadCount: 2,
    });
    expect((await list(acme.staff)).unreadCount).toBe(1);

    expect((await post(markNotificationsReadCall, { ids: [second!.id] })).json().result.unreadCount).toBe(1);
    expect((await post(markNotificationsReadCall, { all: true })).json().result).toEqual({
      data: { updated: 1 },
      unreadCount: 0,
    });
    expect((await list()).data.every((n: { read: boolean }) => n.read)).toBe(true);
    expect((await list(acme.staff)).unreadCount).toBe(1);
  });

  test('refuses an empty or malformed payload and anonymous callers', async () => {
    expect((await post(markNotificationsReadCall, {})).statusCode).toBe(422);
    expect((await post(markNotificationsReadCall, { id: 'not-a-uuid' })).statusCode).toBe(422);
    const anon = await httpRequest(app, {
      method: 'POST',
      url: `/api${markNotificationsReadCall.path}`,
      headers: { host: acme.host },
      payload: { all: true },
    });
    expect(anon.statusCode).toBe(401);
  });

  test('e2e-raise stores a notification for the caller and pushes it to his socket', async () => {
    const socket = connect(base, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { host: acme.host },
      auth: { token: acme.staff.token },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const got = new Promise<Record<string, unknown>>((resolve) => socket.once('notification', resolve));
    const petitionId = '5b1c9f2e-3d4a-4e5f-8a9b-0c1d2e3f4a5b';
    const res = await post(
      raiseTestNotificationCall,
      { message: 'RFE received', caseNo: 'H1B-2026-00042', createdByName: 'Ann', petitionId },
      acme.staff,
    );
    expect(res.statusCode).toBe(200);
    const pushed = await got;
    expect(pushed).toMatchObject({
      id: res.json().result.data.id,
      message: 'RFE received',
      caseNo: 'H1B-2026-00042',
      petitionId,
    });
    expect((await post(raiseTestNotificationCall, { message: '  ' }, acme.staff)).statusCode).toBe(422);
  });

  test('e2e-raise does not exist in production unless E2E_OUTBOX=1', async () => {
    const saved = { env: process.env.NODE_ENV, outbox: process.env.E2E_OUTBOX };
    try {
      process.env.NODE_ENV = 'production';
      delete process.env.E2E_OUTBOX;
      expect((await post(raiseTestNotificationCall, { message: 'x' })).statusCode).toBe(404);
      process.env.E2E_OUTBOX = '1';
      expect((await post(raiseTestNotificationCall, { message: 'x' })).statusCode).toBe(200);
    } finally {
      process.env.NODE_ENV = saved.env;
      if (saved.outbox === undefined) delete process.env.E2E_OUTBOX;
      else process.env.E2E_OUTBOX = saved.outbox;
    }
  });
});
