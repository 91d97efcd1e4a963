import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { eq } from 'drizzle-orm';
import { communicationSaveCall, createPetitionCall, MESSAGE_EVENT, type TMessageEvent } from 'shared/contract';
import { withTenant } from '../../../platform/db';
import { caseTenantSuite, testDbKinds, unchecked, type TestLogin } from '../../../testing';
import { beneficiaries } from '../../beneficiaries';

/*
 * Delivery on the one socket the shell opens (docs/messages.md): a shared message reaches the
 * client's socket and the staff's; an internal one reaches staff only, never a client socket; a
 * user who may not see the case gets nothing.
 */
describe.each(testDbKinds())('case messages over the socket (%s)', (kind) => {
  const { h, A } = caseTenantSuite(kind);
  let port: number;
  let caseId: string;
  let client: TestLogin;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    port = (h.app.server.address() as AddressInfo).port;
    caseId = (
      await h.post(A.t, createPetitionCall, { typeId: 1, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId, attorneyId: A.attorney.userId }, A.admin)
    ).result.id;
    client = await A.t.login(51);
    await withTenant(h.database.db, A.t.id, (tx) => tx.update(beneficiaries).set({ userId: client.userId }).where(eq(beneficiaries.id, A.beneficiaryId)));
  });
  afterAll(() => {
    for (const s of sockets) s.close();
  });

  const open = (login: TestLogin): Promise<Socket> => {
    const socket = connect(`http://127.0.0.1:${port}`, {
      transports: ['websocket'],
      auth: { token: login.token },
      extraHeaders: { host: A.t.host },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  };
  const collect = (s: Socket) => {
    const got: TMessageEvent[] = [];
    s.on(MESSAGE_EVENT, (e: TMessageEvent) => got.push(e));
    return got;
  };
  const until = async (cond: () => boolean, ms = 5000) => {
    const end = Date.now() + ms;
    while (!cond() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    return cond();
  };

  it('shared reaches the client and staff; internal reaches staff only; outsiders get nothing', async () => {
    const [staffSock, clientSock, petitionerSock, outsiderSock] = await Promise.all([open(A.attorney), open(client), open(A.petitioner), open(A.attorney2)]);
    const staffGot = collect(staffSock);
    const clientGot = collect(clientSock);
    const petitionerGot = collect(petitionerSock);
    const outsiderGot = collect(outsiderSock);

    const internal = await h.post(A.t, communicationSaveCall, unchecked({ petitionId: caseId, body: 'Internal: RFE risk is high.', visibility: 'internal' }), A.admin);
    expect(internal.status).toBe(200);
    const shared = await h.post(A.t, communicationSaveCall, unchecked({ petitionId: caseId, body: 'We filed your case today.', visibility: 'shared' }), A.admin);
    expect(shared.status).toBe(200);

    expect(await until(() => staffGot.length === 2 && clientGot.length === 1 && petitionerGot.length === 1)).toBe(true);
    expect(staffGot.map((e) => e.message.body)).toEqual(['Internal: RFE risk is high.', 'We filed your case today.']);
    expect(clientGot[0]).toMatchObject({ message: { body: 'We filed your case today.', visibility: 'shared', mine: false, read: false }, case: { petitionId: caseId } });
    expect(petitionerGot.map((e) => e.message.visibility)).toEqual(['shared']);
    // Give a stray internal event time to arrive before asserting it never did.
    await new Promise((r) => setTimeout(r, 300));
    expect(clientGot.some((e) => e.message.visibility === 'internal')).toBe(false);
    expect(petitionerGot).toHaveLength(1);
    expect(outsiderGot).toHaveLength(0);
  });

  it('a refused message sends nothing', async () => {
    const s = await open(A.attorney);
    const got = collect(s);
    const res = await h.post(A.t, communicationSaveCall, unchecked({ petitionId: caseId, body: '  ' }), A.admin);
    expect(res.status).toBe(422);
    await new Promise((r) => setTimeout(r, 300));
    expect(got).toHaveLength(0);
  });
});
