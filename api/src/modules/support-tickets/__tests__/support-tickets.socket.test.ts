import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import {
  assignSupportTicketCall,
  createSupportTicketCall,
  SUPPORT_TICKET_EVENT,
  supportTicketCommentCall,
  updateSupportTicketCall,
  type TSupportTicketEvent,
} from 'shared/contract';
import { callAs, caseHarness, createTestSession, testDbKinds, unchecked, type PeopleHarness, type PeopleTenant, type TestLogin } from '../../../testing';

/*
 * Live ticket pages (docs/support-tickets.md "Real time"): a change reaches, on the shell's one
 * socket, everyone who may see the ticket but the actor — and nobody else (another client of the
 * firm, another firm, the operator for a client's ticket).
 */
const PLATFORM_HOST = 'localhost';

describe.each(testDbKinds())('support tickets over the socket (%s)', (kind) => {
  let h: PeopleHarness;
  let A: PeopleTenant;
  let B: PeopleTenant;
  let port: number;
  let adminA: TestLogin, paralegalA: TestLogin, petitionerA: TestLogin, petitioner2A: TestLogin, adminB: TestLogin, operator: TestLogin;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    h = await caseHarness(kind);
    A = await h.newTenant();
    B = await h.newTenant();
    [adminA, paralegalA, petitionerA, petitioner2A] = await Promise.all([A.login(3), A.login(8), A.login(50), A.login(50)]);
    adminB = await B.login(3);
    operator = await createTestSession(h.database.db, { tenantId: null, roleId: 1 });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    port = (h.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await h?.close();
  });

  const open = (login: TestLogin, host: string): Promise<Socket> => {
    const socket = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], auth: { token: login.token }, extraHeaders: { host }, reconnection: false, forceNew: true });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  };
  const collect = (s: Socket) => {
    const got: TSupportTicketEvent[] = [];
    s.on(SUPPORT_TICKET_EVENT, (e: TSupportTicketEvent) => got.push(e));
    return got;
  };
  const until = async (cond: () => boolean, ms = 5000) => {
    const end = Date.now() + ms;
    while (!cond() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    return cond();
  };
  const settle = () => new Promise((r) => setTimeout(r, 300));

  it('a client’s ticket: firm staff and the client hear every change by someone else; another client, another firm and the operator nothing', async () => {
    const [adminS, paraS, clientS, otherClientS, bS, opS] = await Promise.all([
      open(adminA, A.host),
      open(paralegalA, A.host),
      open(petitionerA, A.host),
      open(petitioner2A, A.host),
      open(adminB, B.host),
      open(operator, PLATFORM_HOST),
    ]);
    const [admin, para, client, otherClient, b, op] = [collect(adminS), collect(paraS), collect(clientS), collect(otherClientS), collect(bS), collect(opS)] as const;

    const created = await h.post(A, createSupportTicketCall, unchecked({ subject: 'Upload fails', description: 'The I-94 will not upload.', type: 'problem' }), petitionerA);
    expect(created.status).toBe(200);
    const id = created.result.id as string;
    expect(await until(() => admin.length === 1 && para.length === 1)).toBe(true);
    expect(admin[0]).toEqual({ ticketId: id, change: 'created' });

    expect((await h.post(A, supportTicketCommentCall, unchecked({ ticketId: id, text: 'Which browser?' }), adminA)).status).toBe(200);
    expect((await h.post(A, assignSupportTicketCall, unchecked({ ticketId: id, assigneeId: paralegalA.userId }), adminA)).status).toBe(200);
    expect((await h.post(A, updateSupportTicketCall, unchecked({ ticketId: id, status: 'in_progress' }), paralegalA)).status).toBe(200);
    expect(await until(() => client.length === 3 && para.length === 3 && admin.length === 2)).toBe(true);
    expect(client.map((e) => e.change)).toEqual(['comment', 'assigned', 'status']);
    // The actor never hears his own change: the admin commented and assigned, the paralegal moved the status.
    expect(admin.map((e) => e.change)).toEqual(['created', 'status']);
    expect(para.map((e) => e.change)).toEqual(['created', 'comment', 'assigned']);

    // A refused change sends nothing.
    expect((await h.post(A, updateSupportTicketCall, unchecked({ ticketId: id, priority: 'urgent' }), petitionerA)).status).toBe(403);
    await settle();
    expect(admin).toHaveLength(2);
    expect(otherClient).toEqual([]);
    expect(b).toEqual([]);
    expect(op).toEqual([]);
  });

  it('a firm’s ticket to the operator: the platform staff and the firm’s staff hear it; the firm’s clients and another firm do not', async () => {
    const [opS, paraS, clientS, bS] = await Promise.all([open(operator, PLATFORM_HOST), open(paralegalA, A.host), open(petitionerA, A.host), open(adminB, B.host)]);
    const [op, para, client, b] = [collect(opS), collect(paraS), collect(clientS), collect(bS)] as const;
    const created = await h.post(A, createSupportTicketCall, unchecked({ subject: 'Billing question', description: 'Invoice twice?', type: 'billing' }), adminA);
    expect(created.status).toBe(200);
    const id = created.result.id as string;
    expect(await until(() => op.length === 1 && para.length === 1)).toBe(true);
    const res = await callAs(h.app, supportTicketCommentCall, unchecked({ ticketId: id, text: 'Looking into it.' }), { host: PLATFORM_HOST, token: operator.token });
    expect(res.statusCode).toBe(200);
    expect(await until(() => para.length === 2)).toBe(true);
    expect(para.map((e) => e.change)).toEqual(['created', 'comment']);
    await settle();
    expect(op.map((e) => e.change)).toEqual(['created']);
    expect(client).toEqual([]);
    expect(b).toEqual([]);
  });
});
