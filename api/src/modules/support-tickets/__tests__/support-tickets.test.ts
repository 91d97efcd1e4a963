import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  assignSupportTicketCall,
  createSupportTicketCall,
  getSignedUrlCall,
  getStatsCall,
  listSupportTicketsCall,
  supportTicketCommentCall,
  supportTicketCommentListCall,
  supportTicketDetailsCall,
  updateSupportTicketCall,
  type AnyCallDeclaration,
  type CallPayloadInput,
} from 'shared/contract';
import { withPlatform, withTenant } from '../../../platform/db';
import { outbox } from '../../../platform/mail';
import { notifications } from '../../../platform/realtime';
import { files } from '../../../platform/storage';
import {
  callAs,
  caseHarness,
  createTestSession,
  testDbKinds,
  unchecked,
  type PeopleHarness,
  type PeopleTenant,
  type TestLogin,
  type UncheckedPayload,
} from '../../../testing';
import { seedDemoTickets } from '../support-tickets.seed';
import { supportTicketComments, supportTicketFiles, supportTickets } from '../support-tickets.table';

const PLATFORM_HOST = 'localhost';

describe.each(testDbKinds())('support tickets (%s)', (kind) => {
  let h: PeopleHarness;
  let A: PeopleTenant;
  let B: PeopleTenant;
  let adminA: TestLogin, paralegalA: TestLogin, attorneyA: TestLogin, petitionerA: TestLogin, beneficiaryA: TestLogin, petitioner2A: TestLogin;
  let adminB: TestLogin, petitionerB: TestLogin;
  let operator: TestLogin, support: TestLogin;

  beforeAll(async () => {
    h = await caseHarness(kind);
    A = await h.newTenant();
    B = await h.newTenant();
    [adminA, paralegalA, attorneyA, petitionerA, beneficiaryA, petitioner2A] = await Promise.all([
      A.login(3),
      A.login(8),
      A.login(6),
      A.login(50),
      A.login(51),
      A.login(50),
    ]);
    [adminB, petitionerB] = await Promise.all([B.login(3), B.login(50)]);
    operator = await createTestSession(h.database.db, { tenantId: null, roleId: 1 });
    support = await createTestSession(h.database.db, { tenantId: null, roleId: 2 });
  });
  afterAll(async () => {
    await h?.close();
  });

  const post = <C extends AnyCallDeclaration>(t: PeopleTenant, decl: C, payload: CallPayloadInput<C> | UncheckedPayload, login: TestLogin) =>
    h.post(t, decl, unchecked(payload), login);
  const asOperator = async <C extends AnyCallDeclaration>(decl: C, payload: CallPayloadInput<C> | UncheckedPayload, login: TestLogin = operator) => {
    const res = await callAs(h.app, decl, unchecked(payload), { host: PLATFORM_HOST, token: login.token });
    return { status: res.statusCode, result: res.json().result };
  };
  const open = async (t: PeopleTenant, login: TestLogin, over: Record<string, unknown> = {}) => {
    const res = await post(t, createSupportTicketCall, { subject: `Help ${randomUUID().slice(0, 6)}`, description: 'Something is wrong.', type: 'problem', ...over }, login);
    if (res.status !== 200) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.result;
  };
  /** A stored file uploaded by `login` (as /s3/upload leaves it). */
  const upload = async (tenantId: string, login: TestLogin, ext = 'pdf', name = `evidence.${ext}`) => {
    const key = `t/${tenantId}/2026/11/${randomUUID()}.${ext}`;
    await withTenant(h.database.db, tenantId, (tx) =>
      tx.insert(files).values({ key, name, mimetype: ext === 'pdf' ? 'application/pdf' : 'application/zip', extn: ext, size: 2048, sha256: 'a'.repeat(64), createdBy: login.userId }),
    );
    return key;
  };
  const notesOf = (tenantId: string, userId: string) =>
    withTenant(h.database.db, tenantId, (tx) => tx.select().from(notifications).where(eq(notifications.userId, userId)));
  const mailsTo = (tenantId: string, email: string) => withTenant(h.database.db, tenantId, (tx) => tx.select().from(outbox).where(eq(outbox.to, email)));
  const ticketCount = (tenantId: string) => withTenant(h.database.db, tenantId, async (tx) => (await tx.select().from(supportTickets)).length);

  it('a client opens a ticket to the firm: numbered, addressed to the firm, admins told by notification and mail', async () => {
    const t = await open(A, petitionerA, { priority: 'high' });
    expect(t).toMatchObject({ audience: 'firm', status: 'open', priority: 'high', type: 'problem', tenant: { id: A.id }, createdBy: { id: petitionerA.userId }, assignedTo: null });
    expect(t.number).toBeGreaterThanOrEqual(1);
    expect(t.can).toMatchObject({ manage: false, assign: false, edit: true, comment: true, statuses: ['closed'] });
    expect((await notesOf(A.id, adminA.userId)).some((n) => n.message.includes(t.subject))).toBe(true);
    expect((await mailsTo(A.id, adminA.email)).some((m) => m.subject.includes(`#${t.number}`))).toBe(true);
    // Paralegals are not triage: no notification for them.
    expect((await notesOf(A.id, paralegalA.userId)).some((n) => n.message.includes(t.subject))).toBe(false);
  });

  it('staff open tickets to the operator; the operator sees every firm’s, with the firm named; no firm sees another’s', async () => {
    const a = await open(A, paralegalA, { subject: 'Invoices page slow' });
    const b = await open(B, adminB, { subject: 'Import stuck' });
    expect(a.audience).toBe('operator');
    expect((await notesOf('00000000-0000-0000-0000-000000000000', operator.userId)).some((n) => n.message.includes('Invoices page slow'))).toBe(true);
    expect((await mailsTo('00000000-0000-0000-0000-000000000000', operator.email)).length).toBeGreaterThan(0);

    const all = await asOperator(listSupportTicketsCall, { perpage: 100 });
    expect(all.status).toBe(200);
    const byId = new Map(all.result.data.map((t: { id: string }) => [t.id, t]));
    expect(byId.get(a.id)).toMatchObject({ tenant: { id: A.id, name: expect.stringContaining('Tenant') } });
    expect(byId.get(b.id)).toMatchObject({ tenant: { id: B.id } });
    expect(all.result.data.every((t: { audience: string }) => t.audience === 'operator')).toBe(true);
    expect(all.result.canCreate).toBe(false);
    // One firm's tickets only.
    const onlyB = await asOperator(listSupportTicketsCall, { matcher: { tenantId: B.id } });
    expect(onlyB.result.data.map((t: { id: string }) => t.id)).toEqual([b.id]);

    // Firm A never sees firm B's ticket, in the list or by id (404).
    const listA = await post(A, listSupportTicketsCall, { perpage: 100 }, adminA);
    expect(listA.result.data.map((t: { id: string }) => t.id)).not.toContain(b.id);
    expect((await post(A, supportTicketDetailsCall, { ticketId: b.id }, adminA)).status).toBe(404);
    expect((await post(B, supportTicketDetailsCall, { ticketId: a.id }, adminB)).status).toBe(404);
    expect((await post(A, supportTicketCommentCall, { ticketId: b.id, text: 'peek' }, adminA)).status).toBe(404);
    // The operator opens none.
    expect((await asOperator(createSupportTicketCall, { subject: 'x', description: 'y' })).status).toBeGreaterThanOrEqual(400);
  });

  it('the operator does not see a firm’s client tickets', async () => {
    const t = await open(A, beneficiaryA);
    const all = await asOperator(listSupportTicketsCall, { perpage: 100 });
    expect(all.result.data.map((x: { id: string }) => x.id)).not.toContain(t.id);
    expect((await asOperator(supportTicketDetailsCall, { ticketId: t.id })).status).toBe(404);
  });

  it('clients see only their own tickets; staff see the firm’s', async () => {
    const mine = await open(A, petitionerA, { subject: 'Mine only' });
    const theirs = await open(A, petitioner2A, { subject: 'Not yours' });
    const seen = await post(A, listSupportTicketsCall, { perpage: 100 }, petitionerA);
    const ids = seen.result.data.map((t: { id: string }) => t.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(seen.result.data.every((t: { createdBy: { id: string } }) => t.createdBy.id === petitionerA.userId)).toBe(true);
    expect((await post(A, supportTicketDetailsCall, { ticketId: theirs.id }, petitionerA)).status).toBe(404);
    const staff = await post(A, listSupportTicketsCall, { perpage: 100, matcher: { audience: 'firm' } }, paralegalA);
    expect(staff.result.data.map((t: { id: string }) => t.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    // Client of firm B does not see A's tickets.
    const other = await post(B, listSupportTicketsCall, { perpage: 100 }, petitionerB);
    expect(other.result.data.map((t: { id: string }) => t.id)).not.toContain(mine.id);
  });

  it('list: filters, search, sort and paging happen on the server', async () => {
    const tag = randomUUID().slice(0, 8);
    const low = await open(A, beneficiaryA, { subject: `${tag} low`, priority: 'low', type: 'billing' });
    const urgent = await open(A, beneficiaryA, { subject: `${tag} urgent`, priority: 'urgent', type: 'question' });
    const normal = await open(A, beneficiaryA, { subject: `${tag} normal`, priority: 'normal', type: 'billing' });
    const byPriority = await post(A, listSupportTicketsCall, { search: tag, sort: { field: 'priority', order: -1 } }, adminA);
    expect(byPriority.result.data.map((t: { id: string }) => t.id)).toEqual([urgent.id, normal.id, low.id]);
    expect(byPriority.result.count).toBe(3);
    const billing = await post(A, listSupportTicketsCall, { search: tag, matcher: { types: ['billing'] }, sort: { field: 'number', order: 1 } }, adminA);
    expect(billing.result.data.map((t: { id: string }) => t.id)).toEqual([low.id, normal.id]);
    const page2 = await post(A, listSupportTicketsCall, { search: tag, perpage: 2, page: 2, sort: { field: 'number', order: 1 } }, adminA);
    expect(page2.result.data.map((t: { id: string }) => t.id)).toEqual([normal.id]);
    expect(page2.result.count).toBe(3);
    const byNumber = await post(A, listSupportTicketsCall, { search: `#${urgent.number}` }, adminA);
    expect(byNumber.result.data.map((t: { id: string }) => t.id)).toContain(urgent.id);
    await post(A, assignSupportTicketCall, { ticketId: low.id, assigneeId: attorneyA.userId }, adminA);
    const assigned = await post(A, listSupportTicketsCall, { search: tag, matcher: { assignee: attorneyA.userId } }, adminA);
    expect(assigned.result.data.map((t: { id: string }) => t.id)).toEqual([low.id]);
    const unassigned = await post(A, listSupportTicketsCall, { search: tag, matcher: { assignee: 'none' } }, adminA);
    expect(unassigned.result.count).toBe(2);
    const open2 = await post(A, listSupportTicketsCall, { search: tag, matcher: { statuses: ['resolved'] } }, adminA);
    expect(open2.result.count).toBe(0);
    expect((await post(A, listSupportTicketsCall, unchecked({ matcher: { statuses: ['bogus'] } }), adminA)).status).toBe(422);
  });

  it('assignment: receiving side only, to its own staff; the assignee is told', async () => {
    const t = await open(A, petitionerA);
    expect((await post(A, assignSupportTicketCall, { ticketId: t.id, assigneeId: attorneyA.userId }, petitionerA)).status).toBe(403);
    // Not staff of the receiving side: a client, a user of another firm.
    expect((await post(A, assignSupportTicketCall, { ticketId: t.id, assigneeId: petitioner2A.userId }, adminA)).status).toBe(422);
    expect((await post(A, assignSupportTicketCall, { ticketId: t.id, assigneeId: adminB.userId }, adminA)).status).toBe(422);
    const ok = await post(A, assignSupportTicketCall, { ticketId: t.id, assigneeId: attorneyA.userId }, adminA);
    expect(ok.status).toBe(200);
    expect(ok.result.assignedTo).toEqual({ id: attorneyA.userId, name: expect.any(String) });
    expect((await notesOf(A.id, attorneyA.userId)).some((n) => n.message.includes('assigned ticket'))).toBe(true);
    const details = await post(A, supportTicketDetailsCall, { ticketId: t.id }, adminA);
    expect(details.result.assignees.map((u: { id: string }) => u.id)).toEqual(expect.arrayContaining([attorneyA.userId, paralegalA.userId]));
    expect(details.result.assignees.map((u: { id: string }) => u.id)).not.toContain(petitionerA.userId);
    // A ticket to the operator: the firm may not assign it; the operator assigns platform staff only.
    const up = await open(A, adminA);
    expect((await post(A, assignSupportTicketCall, { ticketId: up.id, assigneeId: attorneyA.userId }, adminA)).status).toBe(403);
    expect((await asOperator(assignSupportTicketCall, { ticketId: up.id, assigneeId: attorneyA.userId })).status).toBe(422);
    const byOp = await asOperator(assignSupportTicketCall, { ticketId: up.id, assigneeId: support.userId });
    expect(byOp.status).toBe(200);
    expect(byOp.result.assignedTo.id).toBe(support.userId);
    expect((await notesOf('00000000-0000-0000-0000-000000000000', support.userId)).some((n) => n.message.includes(`#${up.number}`))).toBe(true);
    const unassign = await asOperator(assignSupportTicketCall, { ticketId: up.id, assigneeId: null });
    expect(unassign.result.assignedTo).toBeNull();
  });

  it('status changes: the receiving side moves it, the requester closes or reopens; each change notifies the requester', async () => {
    const t = await open(A, petitionerA);
    const before = (await notesOf(A.id, petitionerA.userId)).length;
    const moved = await post(A, updateSupportTicketCall, { ticketId: t.id, status: 'in_progress', priority: 'urgent' }, paralegalA);
    expect(moved.status).toBe(200);
    expect(moved.result).toMatchObject({ status: 'in_progress', priority: 'urgent' });
    const notes = await notesOf(A.id, petitionerA.userId);
    expect(notes.length).toBe(before + 1);
    expect(notes.some((n) => n.message.includes('In Progress'))).toBe(true);
    expect((await mailsTo(A.id, petitionerA.email)).some((m) => m.subject.includes('Status: In Progress'))).toBe(true);
    // The requester may not set working statuses or the priority.
    expect((await post(A, updateSupportTicketCall, { ticketId: t.id, status: 'resolved' }, petitionerA)).status).toBe(422);
    expect((await post(A, updateSupportTicketCall, { ticketId: t.id, priority: 'low' }, petitionerA)).status).toBe(403);
    // Another client cannot touch it at all.
    expect((await post(A, updateSupportTicketCall, { ticketId: t.id, status: 'closed' }, petitioner2A)).status).toBe(404);
    const closed = await post(A, updateSupportTicketCall, { ticketId: t.id, status: 'closed' }, petitionerA);
    expect(closed.result.status).toBe('closed');
    expect(closed.result.can.statuses).toEqual(['open']);
    // Closed: no comments until reopened.
    expect((await post(A, supportTicketCommentCall, { ticketId: t.id, text: 'one more thing' }, petitionerA)).status).toBe(409);
    expect((await post(A, updateSupportTicketCall, { ticketId: t.id, status: 'open' }, petitionerA)).result.status).toBe('open');
    // Subject and description: the requester only.
    expect((await post(A, updateSupportTicketCall, { ticketId: t.id, subject: 'Renamed' }, adminA)).status).toBe(403);
    expect((await post(A, updateSupportTicketCall, { ticketId: t.id, subject: 'Renamed' }, petitionerA)).result.subject).toBe('Renamed');
  });

  it('the operator works a firm’s ticket: status change reaches the firm’s requester by notification and mail with the firm’s link', async () => {
    const t = await open(A, attorneyA, { subject: 'Operator case' });
    const res = await asOperator(updateSupportTicketCall, { ticketId: t.id, status: 'resolved' });
    expect(res.status).toBe(200);
    expect((await notesOf(A.id, attorneyA.userId)).some((n) => n.message.includes('Resolved'))).toBe(true);
    const mail = (await mailsTo(A.id, attorneyA.email)).find((m) => m.subject.includes('Status: Resolved'));
    expect(mail?.text).toContain(`${A.slug}.localhost`);
    expect(mail?.text).toContain(`/ticket-details/${t.id}`);
    // Firm staff (requester side) may reopen, not set working statuses.
    expect((await post(A, updateSupportTicketCall, { ticketId: t.id, status: 'in_progress' }, adminA)).status).toBe(422);
    expect((await post(A, updateSupportTicketCall, { ticketId: t.id, status: 'open' }, adminA)).result.status).toBe('open');
  });

  it('comments: a thread both sides write, oldest first, the other side notified', async () => {
    const t = await open(A, beneficiaryA);
    await post(A, assignSupportTicketCall, { ticketId: t.id, assigneeId: paralegalA.userId }, adminA);
    const c1 = await post(A, supportTicketCommentCall, { ticketId: t.id, text: 'Any news?' }, beneficiaryA);
    expect(c1.status).toBe(200);
    expect(c1.result).toMatchObject({ side: 'requester', text: 'Any news?' });
    expect((await notesOf(A.id, paralegalA.userId)).some((n) => n.message.includes('Any news?'))).toBe(true);
    const c2 = await post(A, supportTicketCommentCall, { ticketId: t.id, text: 'Working on it.' }, paralegalA);
    expect(c2.result.side).toBe('receiver');
    expect((await notesOf(A.id, beneficiaryA.userId)).some((n) => n.message.includes('Working on it.'))).toBe(true);
    const list = await post(A, supportTicketCommentListCall, { ticketId: t.id }, beneficiaryA);
    expect(list.result.data.map((c: { text: string }) => c.text)).toEqual(['Any news?', 'Working on it.']);
    expect(list.result.count).toBe(2);
    expect((await post(A, supportTicketDetailsCall, { ticketId: t.id }, beneficiaryA)).result.commentCount).toBe(2);
    expect((await post(A, supportTicketCommentListCall, { ticketId: t.id }, petitionerA)).status).toBe(404);
    // The operator and the firm talk on a ticket to the operator.
    const up = await open(A, adminA);
    expect((await asOperator(supportTicketCommentCall, { ticketId: up.id, text: 'Looking into it.' })).status).toBe(200);
    expect((await notesOf(A.id, adminA.userId)).some((n) => n.message.includes('Looking into it.'))).toBe(true);
    const thread = await post(A, supportTicketCommentListCall, { ticketId: up.id }, paralegalA);
    expect(thread.result.data.map((c: { text: string; side: string }) => [c.text, c.side])).toEqual([['Looking into it.', 'receiver']]);
  });

  it('attachments: held by the ticket and comment, opened by who sees the ticket, refused types and foreign keys rejected', async () => {
    const key = await upload(A.id, petitionerA);
    const t = await open(A, petitionerA, { fileKeys: [key] });
    expect(t.attachments).toEqual([expect.objectContaining({ key, name: 'evidence.pdf', commentId: null, url: expect.any(String) })]);
    const ckey = await upload(A.id, paralegalA, 'pdf', 'reply.pdf');
    const c = await post(A, supportTicketCommentCall, { ticketId: t.id, text: 'See attached', fileKeys: [ckey] }, paralegalA);
    expect(c.result.attachments).toEqual([expect.objectContaining({ key: ckey, commentId: c.result.id })]);
    // The generic signed-url call follows the ticket: the requester and staff may, another client may not.
    expect((await post(A, getSignedUrlCall, { keyName: ckey }, petitionerA)).status).toBe(200);
    expect((await post(A, getSignedUrlCall, { keyName: key }, adminA)).status).toBe(200);
    expect((await post(A, getSignedUrlCall, { keyName: key }, petitioner2A)).status).toBe(404);
    expect((await post(A, getSignedUrlCall, { keyName: ckey }, beneficiaryA)).status).toBe(404);
    // A refused type: clear message, nothing stored.
    const zip = await upload(A.id, petitionerA, 'zip', 'bundle.zip');
    const before = await ticketCount(A.id);
    const refused = await post(A, createSupportTicketCall, { subject: 'zip', description: 'zip', fileKeys: [zip] }, petitionerA);
    expect(refused.status).toBe(422);
    expect(refused.error.message).toContain('bundle.zip: attach images, PDF or Word documents only.');
    expect(await ticketCount(A.id)).toBe(before);
    // Someone else's upload, another firm's key, an already attached file.
    const others = await upload(A.id, petitioner2A);
    expect((await post(A, createSupportTicketCall, { subject: 's', description: 'd', fileKeys: [others] }, petitionerA)).status).toBe(422);
    const foreign = await upload(B.id, petitionerB);
    expect((await post(A, createSupportTicketCall, { subject: 's', description: 'd', fileKeys: [foreign] }, petitionerA)).status).toBe(422);
    expect((await post(A, supportTicketCommentCall, { ticketId: t.id, text: 'again', fileKeys: [key] }, petitionerA)).status).toBe(422);
    expect(await ticketCount(A.id)).toBe(before);
    // Firm → operator: the operator gets addresses for the firm's files in the ticket details.
    const fkey = await upload(A.id, adminA, 'pdf', 'screenshot.pdf');
    const up = await open(A, adminA, { fileKeys: [fkey] });
    const seen = await asOperator(supportTicketDetailsCall, { ticketId: up.id });
    expect(seen.result.attachments).toEqual([expect.objectContaining({ key: fkey, url: expect.any(String) })]);
    // Another firm: refused (the key is not of its tenant).
    expect([403, 404]).toContain((await post(B, getSignedUrlCall, { keyName: fkey }, adminB)).status);
  });

  it('bad input: 422 with the field’s message, nothing stored', async () => {
    const before = await ticketCount(A.id);
    const empty = await post(A, createSupportTicketCall, { subject: '   ', description: 'x' }, petitionerA);
    expect(empty.status).toBe(422);
    expect(empty.error.message).toContain('Please fill Subject .');
    expect((await post(A, createSupportTicketCall, { subject: 'x'.repeat(201), description: 'x' }, petitionerA)).status).toBe(422);
    expect((await post(A, createSupportTicketCall, { subject: 'ok', description: 'x'.repeat(10_001) }, petitionerA)).status).toBe(422);
    expect((await post(A, createSupportTicketCall, unchecked({ subject: 'ok', description: 'x', priority: 'asap' }), petitionerA)).status).toBe(422);
    expect(await ticketCount(A.id)).toBe(before);
    const t = await open(A, petitionerA);
    const comments = async () => withTenant(h.database.db, A.id, async (tx) => (await tx.select().from(supportTicketComments).where(eq(supportTicketComments.ticketId, t.id))).length);
    expect((await post(A, supportTicketCommentCall, { ticketId: t.id, text: '' }, petitionerA)).status).toBe(422);
    expect((await post(A, supportTicketCommentCall, { ticketId: t.id, text: 'x'.repeat(10_001) }, petitionerA)).status).toBe(422);
    expect(await comments()).toBe(0);
    expect((await post(A, updateSupportTicketCall, unchecked({ ticketId: t.id, status: 'done' }), adminA)).status).toBe(422);
    expect((await post(A, supportTicketDetailsCall, { ticketId: 'not-a-uuid' }, adminA)).status).toBe(422);
    expect((await post(A, supportTicketDetailsCall, { ticketId: randomUUID() }, adminA)).status).toBe(404);
  });

  it('row-level security: the platform scope reads only tickets addressed to the operator; a firm scope only its own', async () => {
    const client = await open(B, petitionerB);
    const up = await open(B, adminB);
    const platformRows = await withPlatform(h.database.db, (tx) => tx.select({ id: supportTickets.id }).from(supportTickets));
    expect(platformRows.map((r) => r.id)).toContain(up.id);
    expect(platformRows.map((r) => r.id)).not.toContain(client.id);
    const fromA = await withTenant(h.database.db, A.id, (tx) => tx.select({ id: supportTickets.id }).from(supportTickets).where(eq(supportTickets.tenantId, B.id)));
    expect(fromA).toEqual([]);
    // The platform scope cannot write a firm's client ticket.
    await expect(
      withPlatform(h.database.db, (tx) =>
        tx.insert(supportTicketFiles).values({ tenantId: B.id, ticketId: client.id, audience: 'firm', key: 'k', name: 'n', mimetype: 'm', size: 1, createdBy: operator.userId }),
      ),
    ).rejects.toThrow();
    const held = await withTenant(h.database.db, B.id, (tx) => tx.select().from(supportTicketFiles).where(and(eq(supportTicketFiles.ticketId, client.id))));
    expect(held).toEqual([]);
  });

  it('supplies the dashboard Support Tickets widget: open tickets the caller sees', async () => {
    const tag = randomUUID().slice(0, 8);
    const mine = await open(A, beneficiaryA, { subject: `${tag} widget`, priority: 'urgent' });
    const done = await open(A, beneficiaryA, { subject: `${tag} done` });
    await post(A, updateSupportTicketCall, { ticketId: done.id, status: 'resolved' }, adminA);
    const res = await post(A, getStatsCall, { widget: 'support-tickets', filters: { pageSize: 100 } }, beneficiaryA);
    expect(res.status).toBe(200);
    const rows = res.result.data.rows;
    expect(rows.map((r: { id: string }) => r.id)).toContain(mine.id);
    expect(rows.map((r: { id: string }) => r.id)).not.toContain(done.id);
    expect(rows.find((r: { id: string }) => r.id === mine.id)).toMatchObject({ title: `#${mine.number} ${tag} widget`, path: `/ticket-details/${mine.id}`, tone: 'danger', status: { label: 'Open' } });
    const other = await post(A, getStatsCall, { widget: 'support-tickets', filters: { pageSize: 100 } }, petitioner2A);
    expect(other.result.data.rows.map((r: { id: string }) => r.id)).not.toContain(mine.id);
    const staff = await post(A, getStatsCall, { widget: 'support-tickets', filters: { pageSize: 100 } }, paralegalA);
    expect(staff.result.data.rows.map((r: { id: string }) => r.id)).toContain(mine.id);
    const otherFirm = await post(B, getStatsCall, { widget: 'support-tickets', filters: { pageSize: 100 } }, adminB);
    expect(otherFirm.result.data.rows.map((r: { id: string }) => r.id)).not.toContain(mine.id);
  });

  it('demo seed: client tickets to the firm (one worked, with a reply) and one to product support', async () => {
    const C = await h.newTenant();
    const [admin, , petitioner, beneficiary] = await Promise.all([C.login(3), C.login(8), C.login(50), C.login(51)]);
    expect(await withTenant(h.database.db, C.id, (tx) => seedDemoTickets(tx))).toBe(3);
    const mine = await post(C, listSupportTicketsCall, {}, petitioner);
    expect(mine.result.data).toHaveLength(1);
    expect(mine.result.data[0]).toMatchObject({ status: 'in_progress', commentCount: 1, assignedTo: { id: expect.any(String) } });
    const thread = await post(C, supportTicketCommentListCall, { ticketId: mine.result.data[0].id }, petitioner);
    expect(thread.result.data[0].side).toBe('receiver');
    expect((await post(C, listSupportTicketsCall, {}, beneficiary)).result.count).toBe(1);
    expect((await post(C, listSupportTicketsCall, {}, admin)).result.count).toBe(3);
    const op = await asOperator(listSupportTicketsCall, { matcher: { tenantId: C.id } });
    expect(op.result.data.map((t: { subject: string }) => t.subject)).toEqual(['Add our second office to the letterhead']);
  });

  it('the list names everyone the caller may assign to (the assignee filter): the firm’s staff, the platform staff for the operator, nobody for a client', async () => {
    const ids = (r: { result: { assignees: { id: string }[] } }) => r.result.assignees.map((u) => u.id);
    const staff = await post(A, listSupportTicketsCall, {}, paralegalA);
    expect(ids(staff)).toEqual(expect.arrayContaining([adminA.userId, paralegalA.userId, attorneyA.userId]));
    expect(ids(staff)).not.toEqual(expect.arrayContaining([petitionerA.userId]));
    expect(ids(staff).some((id) => [petitionerA.userId, beneficiaryA.userId, adminB.userId, operator.userId].includes(id))).toBe(false);
    const op = await asOperator(listSupportTicketsCall, {});
    expect(ids(op)).toEqual(expect.arrayContaining([operator.userId, support.userId]));
    expect(ids(op).some((id) => [adminA.userId, adminB.userId].includes(id))).toBe(false);
    expect((await post(A, listSupportTicketsCall, {}, petitionerA)).result.assignees).toEqual([]);
    // Filtering by one of them reaches the server as his id.
    const t = await open(A, petitionerA);
    expect((await post(A, assignSupportTicketCall, { ticketId: t.id, assigneeId: attorneyA.userId }, adminA)).status).toBe(200);
    const mine = await post(A, listSupportTicketsCall, { matcher: { assignee: attorneyA.userId } }, adminA);
    expect(mine.result.data.map((x: { id: string }) => x.id)).toContain(t.id);
    expect(mine.result.data.every((x: { assignedTo: { id: string } | null }) => x.assignedTo?.id === attorneyA.userId)).toBe(true);
  });
});
