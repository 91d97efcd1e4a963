import {
  communicationInboxCall,
  communicationListCall,
  communicationMarkReadCall,
  communicationReplyCall,
  communicationReplyThreadCall,
  communicationSaveCall,
  communicationThreadCall,
  communicationUnreadCountsCall,
  communicationUserListCall,
  createBeneficiaryCall,
  createPetitionCall,
  deleteFilesCall,
  getSignedUrlCall,
  MESSAGE_BODY_MAX,
  MESSAGE_TEXT,
  uploadFileCall,
  type AnyCallDeclaration,
  type CallPayloadInput,
} from 'shared/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { withTenant } from '../../../platform/db';
import { linkTokens } from '../../../platform/auth';
import { outbox } from '../../../platform/mail';
import { notifications } from '../../../platform/realtime/notifications.table';
import * as F from '../../../platform/storage/__tests__/fixtures';
import { caseTenantSuite, testDbKinds, unchecked, type CaseTenant, type TestLogin, type UncheckedPayload } from '../../../testing';
import { beneficiaries } from '../../beneficiaries';
import { communicationAttachments, communicationMessages } from '../communication.table';

const TODAY = '2026-11-26';

describe.each(testDbKinds())('case messages (%s)', (kind) => {
  const { h, A, B } = caseTenantSuite(kind, { tenants: 2 });
  let caseId: string;
  let otherCaseId: string;
  let bCaseId: string;
  let client: TestLogin;

  const post = <C extends AnyCallDeclaration>(declaration: C, payload: CallPayloadInput<C> | UncheckedPayload, login?: TestLogin, t: CaseTenant = A) =>
    h.post(t.t, declaration, unchecked({ today: TODAY, ...(payload as object) }), login);

  const send = async (login: TestLogin, body: string, over: Record<string, unknown> = {}, petitionId = caseId) => {
    const res = await post(communicationSaveCall, { petitionId, body, ...over }, login);
    if (res.status !== 200) throw new Error(`save failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.result;
  };
  const bodies = (rows: { body: string }[]) => rows.map((m) => m.body);
  const storedCount = (t: CaseTenant = A) =>
    withTenant(h.database.db, t.t.id, async (tx) => (await tx.select({ n: count() }).from(communicationMessages))[0]!.n);

  async function upload(login: TestLogin, bytes: Buffer, fileName: string): Promise<{ status: number; key?: string; body: unknown }> {
    const body = F.multipart([{ name: 'file', value: bytes, filename: fileName }]);
    const res = await h.app.inject({
      method: 'POST',
      url: `/api${uploadFileCall.path}`,
      payload: body.payload,
      headers: { ...body.headers, host: A.t.host, authorization: `Bearer ${login.token}` },
    });
    return { status: res.statusCode, key: res.statusCode === 200 ? (res.json().result.data[0].path as string) : undefined, body: res.json() };
  }

  const mailsTo = (to: string, t: CaseTenant = A) =>
    withTenant(h.database.db, t.t.id, (tx) =>
      tx.select().from(outbox).where(and(eq(outbox.to, to), eq(outbox.template, 'communication-message'))).orderBy(desc(outbox.createdAt)),
    );
  const tokenIn = (text: string) => new URL(/https?:\/\/\S+?\/public\/communication\/reply\?token=[A-Za-z0-9_-]+/.exec(text)![0]).searchParams.get('token')!;

  beforeAll(async () => {
    caseId = (
      await post(
        createPetitionCall,
        { typeId: 1, subTypeId: 1, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId, attorneyId: A.attorney.userId, paralegalId: A.paralegal.userId },
        A.admin,
      )
    ).result.id;
    otherCaseId = (await post(createPetitionCall, { typeId: 1, petitionerId: A.otherCompanyId, beneficiaryId: A.otherBeneficiaryId }, A.admin)).result.id;
    bCaseId = (await post(createPetitionCall, { typeId: 1, petitionerId: B.companyId, beneficiaryId: B.beneficiaryId }, B.admin, B)).result.id;
    client = await A.t.login(51);
    await withTenant(h.database.db, A.t.id, (tx) => tx.update(beneficiaries).set({ userId: client.userId }).where(eq(beneficiaries.id, A.beneficiaryId)));
  });

  it('save + thread: staff see internal and shared; the petitioner and the beneficiary only shared, newest last', async () => {
    const internal = await send(A.attorney, 'Internal: the pay stubs look short.', { visibility: 'internal' });
    expect(internal).toMatchObject({ visibility: 'internal', mine: true, read: true, author: { kind: 'user', userId: A.attorney.userId, staff: true } });
    const defaulted = await send(A.paralegal, 'Staff default is internal.');
    expect(defaulted.visibility).toBe('internal');
    await send(A.attorney, 'Please upload your last three pay stubs.', { visibility: 'shared' });
    const staffView = await post(communicationThreadCall, { petitionId: caseId }, A.admin);
    expect(staffView.status).toBe(200);
    expect(bodies(staffView.result.data)).toEqual(['Internal: the pay stubs look short.', 'Staff default is internal.', 'Please upload your last three pay stubs.']);
    expect(staffView.result).toMatchObject({ count: 3, unread: 3, canPostInternal: true });
    for (const who of [A.petitioner, client]) {
      const view = await post(communicationThreadCall, { petitionId: caseId }, who);
      expect(view.status).toBe(200);
      expect(bodies(view.result.data)).toEqual(['Please upload your last three pay stubs.']);
      expect(view.result).toMatchObject({ count: 1, unread: 1, canPostInternal: false });
    }
    // Paging: page 1 is the newest, oldest first within the page.
    const p1 = await post(communicationThreadCall, { petitionId: caseId, page: 1, perpage: 2 }, A.admin);
    const p2 = await post(communicationThreadCall, { petitionId: caseId, page: 2, perpage: 2 }, A.admin);
    expect(bodies(p1.result.data)).toEqual(['Staff default is internal.', 'Please upload your last three pay stubs.']);
    expect(bodies(p2.result.data)).toEqual(['Internal: the pay stubs look short.']);
  });

  it('clients post shared only; an internal request from them is refused and nothing is stored', async () => {
    const before = await storedCount();
    const refused = await post(communicationSaveCall, { petitionId: caseId, body: 'Secret?', visibility: 'internal' }, A.petitioner);
    expect(refused.status).toBe(422);
    expect(refused.body.result.error.message).toBe(MESSAGE_TEXT.clientsShareOnly);
    expect(await storedCount()).toBe(before);
    const m = await send(client, 'I uploaded them this morning.');
    expect(m).toMatchObject({ visibility: 'shared', author: { staff: false, userId: client.userId } });
  });

  it('cases outside the view: another case of the tenant, another tenant, unassigned staff → 404, nothing stored', async () => {
    const before = await storedCount();
    expect((await post(communicationSaveCall, { petitionId: otherCaseId, body: 'Hello' }, A.petitioner)).status).toBe(404);
    expect((await post(communicationThreadCall, { petitionId: otherCaseId }, client)).status).toBe(404);
    expect((await post(communicationThreadCall, { petitionId: caseId }, A.attorney2)).status).toBe(404);
    expect((await post(communicationSaveCall, { petitionId: caseId, body: 'Hi' }, A.paralegal2)).status).toBe(404);
    expect((await post(communicationThreadCall, { petitionId: bCaseId }, A.admin)).status).toBe(404);
    expect((await post(communicationSaveCall, { petitionId: bCaseId, body: 'Hi' }, A.admin)).status).toBe(404);
    expect((await post(communicationThreadCall, { petitionId: caseId }, B.admin, B)).status).toBe(404);
    expect(await storedCount()).toBe(before);
    // B's inbox, list and counts know nothing of A's messages.
    expect((await post(communicationInboxCall, {}, B.admin, B)).result).toEqual({ data: [], count: 0 });
    expect((await post(communicationListCall, {}, B.admin, B)).result).toEqual({ data: [], count: 0 });
    expect((await post(communicationUnreadCountsCall, {}, B.admin, B)).result).toEqual({ total: 0, cases: [] });
    // Unassigned staff see nothing either.
    expect((await post(communicationUnreadCountsCall, {}, A.attorney2)).result.total).toBe(0);
  });

  it('bad input: empty, too long, a 10 MB body, unknown fields of a case → clear message, 4xx, nothing stored', async () => {
    const before = await storedCount();
    const empty = await post(communicationSaveCall, { petitionId: caseId, body: '   ' }, A.admin);
    expect(empty.status).toBe(422);
    expect(JSON.stringify(empty.body)).toContain(MESSAGE_TEXT.empty);
    const long = await post(communicationSaveCall, { petitionId: caseId, body: 'x'.repeat(MESSAGE_BODY_MAX + 1) }, A.admin);
    expect(long.status).toBe(422);
    expect(JSON.stringify(long.body)).toContain(MESSAGE_TEXT.tooLong);
    const huge = await post(communicationSaveCall, { petitionId: caseId, body: 'x'.repeat(10 * 1024 * 1024) }, A.admin);
    expect(huge.status).toBe(413);
    expect(huge.body.result.error.message).toBe('The request is too large.');
    const badMention = await post(communicationSaveCall, { petitionId: caseId, body: 'cc', visibility: 'internal', mentions: [A.petitioner.userId] }, A.admin);
    expect(badMention.status).toBe(422);
    expect(await storedCount()).toBe(before);
  });

  it('user-list: internal audience is staff who see the case; shared adds the petitioner and the beneficiary', async () => {
    const internal = await post(communicationUserListCall, { petitionId: caseId, visibility: 'internal' }, A.admin);
    const ids = internal.result.data.map((u: { userId: string }) => u.userId);
    expect(ids).toEqual(expect.arrayContaining([A.attorney.userId, A.paralegal.userId, A.manager.userId]));
    expect(ids).not.toContain(A.petitioner.userId);
    expect(ids).not.toContain(A.attorney2.userId);
    expect(ids).not.toContain(A.admin.userId);
    const shared = await post(communicationUserListCall, { petitionId: caseId, visibility: 'shared' }, A.admin);
    expect(shared.result.data.map((u: { userId: string }) => u.userId)).toEqual(expect.arrayContaining([A.petitioner.userId, client.userId]));
    // A client asking for the internal audience gets the shared one.
    const asClient = await post(communicationUserListCall, { petitionId: caseId, visibility: 'internal' }, client);
    expect(asClient.result.data.some((u: { userId: string }) => u.userId === A.petitioner.userId)).toBe(true);
  });

  it('mentions notify the mentioned user (stored notification), not the others', async () => {
    const m = await send(A.attorney, '@Paralegal please check the LCA.', { visibility: 'internal', mentions: [A.paralegal.userId] });
    expect(m.mentions).toEqual([{ userId: A.paralegal.userId, name: expect.any(String) }]);
    const rows = await withTenant(h.database.db, A.t.id, (tx) => tx.select().from(notifications).where(eq(notifications.petitionId, caseId)));
    expect(rows.filter((n) => n.userId === A.paralegal.userId && /mentioned you/.test(n.message))).toHaveLength(1);
    expect(rows.filter((n) => n.userId === A.petitioner.userId && /mentioned you/.test(n.message))).toHaveLength(0);
  });

  it('read state and unread counts: internal never counted for clients; mark-read moves the watermark', async () => {
    const c0 = await post(communicationUnreadCountsCall, {}, A.petitioner);
    const t0 = await post(communicationThreadCall, { petitionId: caseId }, A.petitioner);
    expect(c0.result.total).toBe(t0.result.unread);
    await send(A.admin, 'Internal only — not for the client.', { visibility: 'internal' });
    expect((await post(communicationUnreadCountsCall, {}, A.petitioner)).result.total).toBe(c0.result.total);
    await send(A.admin, 'Shared: we filed today.', { visibility: 'shared' });
    const c1 = await post(communicationUnreadCountsCall, {}, A.petitioner);
    expect(c1.result.total).toBe(c0.result.total + 1);
    expect(c1.result.cases).toEqual([{ petitionId: caseId, caseNumber: expect.any(String), count: c1.result.total }]);
    const marked = await post(communicationMarkReadCall, { petitionId: caseId }, A.petitioner);
    expect(marked.result).toEqual({ marked: c1.result.total, unread: 0, total: 0 });
    const after = await post(communicationThreadCall, { petitionId: caseId }, A.petitioner);
    expect(after.result.data.every((m: { read: boolean }) => m.read)).toBe(true);
    // Staff: mark up to one message leaves the later ones unread.
    const staff = await post(communicationThreadCall, { petitionId: caseId, perpage: 100 }, A.manager);
    const first = staff.result.data[0];
    const partial = await post(communicationMarkReadCall, { petitionId: caseId, upToMessageId: first.id }, A.manager);
    expect(partial.result.unread).toBe(staff.result.unread - 1);
    // Own messages are never unread for their author.
    expect((await post(communicationUnreadCountsCall, {}, A.admin)).result.total).toBe(
      (await post(communicationThreadCall, { petitionId: caseId, perpage: 100 }, A.admin)).result.data.filter((m: { mine: boolean; read: boolean }) => !m.read).length,
    );
    // A client cannot mark-read by an internal message id (not found).
    const internalId = staff.result.data.find((m: { visibility: string }) => m.visibility === 'internal').id;
    expect((await post(communicationMarkReadCall, { petitionId: caseId, upToMessageId: internalId }, client)).status).toBe(404);
  });

  it('inbox and list: one row per thread with the last visible message; unread filter; search; clients never see internal ones', async () => {
    await send(A.admin, 'A note on the other case.', { visibility: 'shared' }, otherCaseId);
    const staff = await post(communicationInboxCall, {}, A.admin);
    expect(staff.status).toBe(200);
    expect(staff.result.count).toBe(2);
    expect(staff.result.data[0].case.petitionId).toBe(otherCaseId);
    expect(staff.result.data[0].last.body).toBe('A note on the other case.');
    const mine = await post(communicationInboxCall, {}, A.petitioner);
    expect(mine.result.count).toBe(1);
    expect(mine.result.data[0].last.visibility).toBe('shared');
    expect(mine.result.data[0].count).toBe((await post(communicationThreadCall, { petitionId: caseId }, A.petitioner)).result.count);
    const search = await post(communicationInboxCall, { search: 'other case' }, A.admin);
    expect(search.result.data.map((r: { case: { petitionId: string } }) => r.case.petitionId)).toEqual([otherCaseId]);
    expect((await post(communicationInboxCall, { search: 'not for the client' }, A.petitioner)).result.count).toBe(0);
    await post(communicationMarkReadCall, { petitionId: caseId }, A.petitioner);
    expect((await post(communicationInboxCall, { unread: true }, A.petitioner)).result.count).toBe(0);
    const list = await post(communicationListCall, { petitionId: caseId, perpage: 100 }, A.petitioner);
    expect(list.result.data.every((m: { visibility: string }) => m.visibility === 'shared')).toBe(true);
    expect((await post(communicationListCall, { visibility: 'internal' }, A.petitioner)).result).toEqual({ data: [], count: 0 });
    const found = await post(communicationListCall, { search: 'pay stubs' }, A.admin);
    expect(found.result.count).toBeGreaterThanOrEqual(2);
    expect(found.result.data[0].case.petitionId).toBe(caseId);
    // Server-side paging.
    const p = await post(communicationListCall, { page: 2, perpage: 2 }, A.admin);
    expect(p.result.data).toHaveLength(2);
  });

  it('attachments: held by the message, opened by who sees it; refused type → 422, nothing stored', async () => {
    const key = (await upload(A.attorney, F.PDF, 'offer.pdf')).key!;
    const shared = await send(A.attorney, 'The offer letter.', { visibility: 'shared', attachments: [{ key, name: 'offer.pdf' }] });
    expect(shared.attachments).toEqual([expect.objectContaining({ key, name: 'offer.pdf', mimetype: 'application/pdf' })]);
    for (const who of [A.admin, A.petitioner, client]) expect((await post(getSignedUrlCall, { keyName: key }, who)).status).toBe(200);
    expect((await post(getSignedUrlCall, { keyName: key }, A.attorney2)).status).toBe(404);
    const key2 = (await upload(A.attorney, F.PNG, 'scan.png')).key!;
    await send(A.attorney, 'Internal scan.', { visibility: 'internal', attachments: [{ key: key2, name: 'scan.png' }] });
    expect((await post(getSignedUrlCall, { keyName: key2 }, A.admin)).status).toBe(200);
    expect((await post(getSignedUrlCall, { keyName: key2 }, A.petitioner)).status).toBe(404);
    expect((await post(getSignedUrlCall, { keyName: key2 }, client)).status).toBe(404);
    // Held: the generic delete refuses it (409 naming the message), for its uploader too.
    const del = await post(deleteFilesCall, { keyName: [key] }, A.attorney);
    expect(del.status).toBe(409);
    expect(del.body.result.error.message).toContain('a case message');
    expect((await post(getSignedUrlCall, { keyName: key }, client)).status).toBe(200);
    const before = await storedCount();
    // A second message cannot take the same file; someone else's upload is not attachable.
    expect((await post(communicationSaveCall, { petitionId: caseId, body: 'again', attachments: [{ key, name: 'x.pdf' }] }, A.attorney)).status).toBe(422);
    const other = (await upload(A.paralegal, F.PDF, 'p.pdf')).key!;
    expect((await post(communicationSaveCall, { petitionId: caseId, body: 'steal', attachments: [{ key: other, name: 'p.pdf' }] }, A.attorney)).status).toBe(422);
    // SVG is stored by /s3/upload but refused on a message; an executable is refused at upload.
    const svg = (await upload(A.attorney, F.SVG, 'logo.svg')).key!;
    const refused = await post(communicationSaveCall, { petitionId: caseId, body: 'logo', attachments: [{ key: svg, name: 'logo.svg' }] }, A.attorney);
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain(MESSAGE_TEXT.refusedType);
    const exe = await upload(A.attorney, Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 1)]), 'run.exe');
    expect(exe.status).toBe(415);
    expect(await storedCount()).toBe(before);
    const held = await withTenant(h.database.db, A.t.id, (tx) => tx.select().from(communicationAttachments).where(eq(communicationAttachments.key, svg)));
    expect(held).toHaveLength(0);
  });

  it('reply link: a shared message mails clients without a session; the link reads the shared thread and posts a reply; other threads, expiry and other purposes refused; the token is in no answer', async () => {
    const ben = await post(createBeneficiaryCall, { firstName: 'Lena', lastName: 'Park', email: 'lena.park@example.test', companyId: A.companyId }, A.admin);
    const linkCase = (await post(createPetitionCall, { typeId: 1, petitionerId: A.companyId, beneficiaryId: ben.result.id, attorneyId: A.attorney.userId }, A.admin)).result.id;
    await send(A.attorney, 'Internal: do not mail this.', { visibility: 'internal' }, linkCase);
    expect(await mailsTo('lena.park@example.test')).toHaveLength(0);
    const sent = await send(A.attorney, 'Lena, please sign the G-28.', { visibility: 'shared' }, linkCase);
    const mails = await mailsTo('lena.park@example.test');
    expect(mails).toHaveLength(1);
    // The petitioner is signed in (a live session): no mail.
    expect(await mailsTo(A.petitioner.email)).toHaveLength(0);
    const token = tokenIn(mails[0]!.text);
    expect(JSON.stringify(sent)).not.toContain(token);

    const page = await post(communicationReplyThreadCall, { token });
    expect(page.status).toBe(200);
    expect(page.result).toMatchObject({ recipientName: 'Lena Park', caseNumber: expect.any(String) });
    expect(bodies(page.result.data)).toEqual(['Lena, please sign the G-28.']);
    expect(JSON.stringify(page.body)).not.toContain(token);

    const before = await storedCount();
    expect((await post(communicationReplyCall, { token, body: '  ' })).status).toBe(422);
    expect((await post(communicationReplyCall, { token, body: 'x'.repeat(MESSAGE_BODY_MAX + 1) })).status).toBe(422);
    expect(await storedCount()).toBe(before);
    const reply = await post(communicationReplyCall, { token, body: 'Signed and uploaded.' });
    expect(reply.status).toBe(200);
    expect(reply.result).toMatchObject({ visibility: 'shared', author: { kind: 'link', name: 'Lena Park', staff: false }, petitionId: linkCase });
    expect(JSON.stringify(reply.body)).not.toContain(token);
    // Staff see it on the thread; the attorney got a notification.
    const staffView = await post(communicationThreadCall, { petitionId: linkCase }, A.attorney);
    expect(bodies(staffView.result.data)).toContain('Signed and uploaded.');
    const notes = await withTenant(h.database.db, A.t.id, (tx) => tx.select().from(notifications).where(and(eq(notifications.petitionId, linkCase), eq(notifications.userId, A.attorney.userId))));
    expect(notes.some((n) => /replied/.test(n.message))).toBe(true);
    // Another thread is not reachable with it (the token names one thread; the payload's petitionId is not a field).
    const other = await post(communicationReplyThreadCall, unchecked({ token, petitionId: caseId }));
    expect(bodies(other.result.data)).not.toContain('Please upload your last three pay stubs.');
    // Another tenant's host refuses it.
    expect((await post(communicationReplyThreadCall, { token }, undefined, B)).status).toBe(401);
    // A token of another purpose is refused.
    const esignLike = await post(communicationReplyThreadCall, { token: 'x'.repeat(43) });
    expect(esignLike.status).toBe(401);
    // After expiry: refused, nothing stored.
    await withTenant(h.database.db, A.t.id, (tx) => tx.update(linkTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(linkTokens.purpose, 'communication-reply')));
    const n = await storedCount();
    const late = await post(communicationReplyCall, { token, body: 'Too late?' });
    expect(late.status).toBe(401);
    expect(late.body.result.error.code).toBe('LINK_TOKEN_INVALID');
    expect(await storedCount()).toBe(n);
  });
});
