import { eq } from 'drizzle-orm';
import {
  createPetitionCall,
  createTodoCall,
  getStatsCall,
  listTodosCall,
  todoCommentCall,
  todoCommentListCall,
  todoDetailsCall,
  updateTodoCall,
  updateTodoStatusCall,
  type AnyCallDeclaration,
  type CallPayloadInput,
} from 'shared/contract';
import { overdueLabel } from 'shared/domain';
import { withTenant } from '../../../platform/db';
import { petitions } from '../../petitions';
import { seedDemoTasks } from '../tasks.seed';
import { caseTenantSuite, testDbKinds, unchecked, type TestLogin, type UncheckedPayload } from '../../../testing';

const TODAY = '2026-11-22';

describe.each(testDbKinds())('tasks /todos/* (%s)', (kind) => {
  const { h, A, B } = caseTenantSuite(kind, { tenants: 2 });

  const post = <C extends AnyCallDeclaration>(declaration: C, payload: CallPayloadInput<C> | UncheckedPayload, login: TestLogin, t = A.t) =>
    h.post(t, declaration, unchecked({ today: TODAY, ...(payload as object) }), login);

  const newCase = async (over: Record<string, unknown> = {}) => {
    const res = await post(createPetitionCall, { typeId: 1, subTypeId: 1, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId, ...over }, A.admin);
    if (res.status !== 200) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.result as { id: string; caseNumber: string };
  };
  const ids = (res: { result: { data: { id: string }[] } }) => res.result.data.map((t) => t.id);

  it('creates a task, shows it to the assignee on /mytasks with the overdue days, and keeps its history', async () => {
    const res = await post(createTodoCall, { title: 'Collect pay stubs', description: 'Last three months', assigneeId: A.paralegal.userId, dueDate: '2026-11-19', priority: 'high' }, A.admin);
    expect(res.status).toBe(200);
    expect(res.result).toMatchObject({ title: 'Collect pay stubs', status: 'open', priority: 'high', overdueDays: 3, assigneeName: expect.any(String) });
    expect(overdueLabel(res.result.overdueDays)).toBe('Overdue by 3 day(s)');
    expect(res.result.history.map((x: { action: string }) => x.action)).toEqual(['created']);

    const mine = await post(listTodosCall, { scope: 'mine' }, A.paralegal);
    expect(mine.status).toBe(200);
    expect(mine.result.perpage).toBe(15);
    expect(ids(mine)).toContain(res.result.id);

    const moved = await post(updateTodoStatusCall, { id: res.result.id, status: 'done' }, A.paralegal);
    expect(moved.status).toBe(200);
    expect(moved.result.overdueDays).toBeNull();
    expect(moved.result.history[0]).toMatchObject({ action: 'status', changes: [{ field: 'status', before: 'open', after: 'done' }] });
  });

  it('refuses bad input with 422 and stores nothing', async () => {
    const before = await post(listTodosCall, { scope: 'all', perpage: 1000 }, A.admin);
    expect((await post(createTodoCall, { title: '   ' }, A.admin)).status).toBe(422);
    expect((await post(createTodoCall, unchecked({ title: 'x', priority: 'whenever' }), A.admin)).status).toBe(422);
    expect((await post(createTodoCall, { title: 'x', dueDate: '2026-02-30' }, A.admin)).status).toBe(422);
    expect((await post(createTodoCall, { title: 'x', recordType: 'case' }, A.admin)).status).toBe(422);
    const after = await post(listTodosCall, { scope: 'all', perpage: 1000 }, A.admin);
    expect(after.result.count).toBe(before.result.count);
  });

  it('a task linked to a case is visible only to who may see the case (and its creator and assignee)', async () => {
    const c = await newCase();
    const t = await post(createTodoCall, { title: 'Draft support letter', recordType: 'case', recordId: c.id }, A.admin);
    expect(t.status).toBe(200);
    expect(t.result.link).toMatchObject({ type: 'case', id: c.id });
    // The attorney is not assigned to the case: he sees neither the task nor its details.
    expect(ids(await post(listTodosCall, { scope: 'all' }, A.attorney))).not.toContain(t.result.id);
    expect((await post(todoDetailsCall, { id: t.result.id }, A.attorney)).status).toBe(404);
    expect((await post(todoCommentCall, { id: t.result.id, text: 'hi' }, A.attorney)).status).toBe(404);
    // Once assigned to the case, he does.
    await withTenant(h.database.db, A.t.id, (tx) => tx.update(petitions).set({ attorneyId: A.attorney.userId }).where(eq(petitions.id, c.id)));
    expect(ids(await post(listTodosCall, { scope: 'all' }, A.attorney))).toContain(t.result.id);
    // He may read but not change it (not creator, assignee or admin).
    expect((await post(updateTodoCall, { id: t.result.id, title: 'Changed' }, A.attorney)).status).toBe(403);
    // Linking a task to a case he cannot see is 404, nothing stored.
    const other = await newCase();
    expect((await post(createTodoCall, { title: 'Sneaky', recordType: 'case', recordId: other.id }, A.attorney)).status).toBe(404);
  });

  it('a task linked to a beneficiary follows the beneficiary: the branch manager of another branch does not see it', async () => {
    const t = await post(createTodoCall, { title: 'Passport renewal', recordType: 'beneficiary', recordId: A.otherBeneficiaryId }, A.admin);
    expect(t.status).toBe(200);
    expect(t.result.link.label).toBe('Marco Rossi');
    // A.manager manages branch 0; the other company (and its beneficiary) is in branch 1.
    expect(ids(await post(listTodosCall, { scope: 'all' }, A.manager))).not.toContain(t.result.id);
    expect(ids(await post(listTodosCall, { scope: 'all' }, A.paralegal))).toContain(t.result.id);
  });

  it('another tenant never sees or changes the task', async () => {
    const t = await post(createTodoCall, { title: 'Tenant A only' }, A.admin);
    expect((await post(todoDetailsCall, { id: t.result.id }, B.admin, B.t)).status).toBe(404);
    expect((await post(updateTodoStatusCall, { id: t.result.id, status: 'done' }, B.admin, B.t)).status).toBe(404);
    expect(ids(await post(listTodosCall, { scope: 'all', perpage: 1000 }, B.admin, B.t))).not.toContain(t.result.id);
    expect((await post(createTodoCall, { title: 'x', assigneeId: A.paralegal.userId }, B.admin, B.t)).status).toBe(404);
  });

  it('clients cannot use the task calls', async () => {
    expect((await post(listTodosCall, { scope: 'mine' }, A.petitioner)).status).toBe(403);
    expect((await post(createTodoCall, { title: 'x' }, A.petitioner)).status).toBe(403);
  });

  it('filters, searches, sorts and pages on the server', async () => {
    const tag = `flt-${Date.now()}`;
    for (const [i, priority] of (['low', 'urgent', 'medium'] as const).entries()) {
      await post(createTodoCall, { title: `${tag} ${i}`, description: 'filter me', priority, assigneeId: A.paralegal2.userId, dueDate: `2026-12-0${i + 1}` }, A.admin);
    }
    const all = await post(listTodosCall, { scope: 'all', matcher: { search: tag }, sort: 'priority', order: -1 }, A.admin);
    expect(all.result.data.map((t: { priority: string }) => t.priority)).toEqual(['urgent', 'medium', 'low']);
    const paged = await post(listTodosCall, { scope: 'all', matcher: { search: tag }, sort: 'dueDate', page: 2, perpage: 2 }, A.admin);
    expect(paged.result.count).toBe(3);
    expect(paged.result.data.map((t: { title: string }) => t.title)).toEqual([`${tag} 2`]);
    const byAssignee = await post(listTodosCall, { scope: 'all', matcher: { search: tag, assigneeIds: [A.paralegal2.userId], priorities: ['low', 'urgent'], dueFrom: '2026-12-02' } }, A.admin);
    expect(byAssignee.result.data.map((t: { title: string }) => t.title)).toEqual([`${tag} 1`]);
  });

  it('comments: listed oldest first, in the history, and notify', async () => {
    const t = await post(createTodoCall, { title: 'Commented task', assigneeId: A.paralegal.userId }, A.admin);
    expect((await post(todoCommentCall, { id: t.result.id, text: '  ' }, A.paralegal)).status).toBe(422);
    await post(todoCommentCall, { id: t.result.id, text: 'First' }, A.paralegal);
    await post(todoCommentCall, { id: t.result.id, text: 'Second' }, A.admin);
    const list = await post(todoCommentListCall, { id: t.result.id }, A.admin);
    expect(list.result).toMatchObject({ count: 2, data: [{ text: 'First' }, { text: 'Second' }] });
    const d = await post(todoDetailsCall, { id: t.result.id }, A.admin);
    expect(d.result.history.filter((x: { action: string }) => x.action === 'commented')).toHaveLength(2);
  });

  it('workflow steps waiting on my role appear in my tasks, derived from the case (no stored row)', async () => {
    const c = await newCase();
    await withTenant(h.database.db, A.t.id, (tx) =>
      tx.update(petitions).set({ nextActivity: 'COLLECT_EVIDENCE', paralegalId: A.paralegal.userId, deadlineDate: '2026-11-20' }).where(eq(petitions.id, c.id)),
    );
    const mine = await post(listTodosCall, { scope: 'mine', perpage: 100 }, A.paralegal);
    const wf = mine.result.data.find((t: { id: string }) => t.id === `${c.id}:COLLECT_EVIDENCE`);
    expect(wf).toMatchObject({ kind: 'workflow', title: 'Collect Evidence', status: 'open', link: { type: 'case', id: c.id }, overdueDays: 2 });
    // Not the attorney's: he is not an editor of Collect Evidence.
    await withTenant(h.database.db, A.t.id, (tx) => tx.update(petitions).set({ attorneyId: A.attorney.userId }).where(eq(petitions.id, c.id)));
    expect(ids(await post(listTodosCall, { scope: 'mine', perpage: 100 }, A.attorney))).not.toContain(`${c.id}:COLLECT_EVIDENCE`);
    // Not the other paralegal's: he cannot see the case.
    expect(ids(await post(listTodosCall, { scope: 'mine', perpage: 100 }, A.paralegal2))).not.toContain(`${c.id}:COLLECT_EVIDENCE`);
    // A status filter without 'open' leaves it out; the /tasks-list (scope all) never shows derived rows.
    expect(ids(await post(listTodosCall, { scope: 'mine', matcher: { statuses: ['done'] } }, A.paralegal))).not.toContain(`${c.id}:COLLECT_EVIDENCE`);
    expect(ids(await post(listTodosCall, { scope: 'all', perpage: 1000 }, A.paralegal))).not.toContain(`${c.id}:COLLECT_EVIDENCE`);
    // Once the step is done (next activity moves on to one for attorneys), it leaves the paralegal's tasks.
    await withTenant(h.database.db, A.t.id, (tx) => tx.update(petitions).set({ nextActivity: 'REQUEST_PETITIONER_SIGN' }).where(eq(petitions.id, c.id)));
    expect(ids(await post(listTodosCall, { scope: 'mine', perpage: 100 }, A.paralegal))).not.toContain(`${c.id}:COLLECT_EVIDENCE`);
    expect(ids(await post(listTodosCall, { scope: 'mine', perpage: 100 }, A.attorney))).toContain(`${c.id}:REQUEST_PETITIONER_SIGN`);
  });

  it('the dashboard Tasks widget shows my unfinished tasks and waiting workflow steps, by due date, with the due range', async () => {
    const tag = `dash-${Date.now()}`;
    const late = await post(createTodoCall, { title: `${tag} late`, assigneeId: A.supervisor.userId, dueDate: '2026-11-20' }, A.admin);
    await post(createTodoCall, { title: `${tag} later`, assigneeId: A.supervisor.userId, dueDate: '2026-12-20' }, A.admin);
    const done = await post(createTodoCall, { title: `${tag} done`, assigneeId: A.supervisor.userId, dueDate: '2026-11-01', status: 'done' }, A.admin);
    await post(createTodoCall, { title: `${tag} someone else's`, assigneeId: A.paralegal2.userId, dueDate: '2026-11-21' }, A.admin);
    const res = await post(getStatsCall, unchecked({ widget: 'tasks', filters: {} }), A.supervisor);
    expect(res.status).toBe(200);
    const rows = res.result.data.rows.filter((r: { title: string }) => r.title.startsWith(tag));
    expect(rows.map((r: { title: string }) => r.title)).toEqual([`${tag} late`, `${tag} later`]);
    expect(rows[0]).toMatchObject({ id: late.result.id, meta: 'Overdue by 2 day(s)', tone: 'danger', path: `/tasks-details/${late.result.id}`, dateLabel: 'Due' });
    expect(res.result.data.rows.map((r: { id: string }) => r.id)).not.toContain(done.result.id);
    const ranged = await post(getStatsCall, unchecked({ widget: 'tasks', filters: { dueFrom: '2026-12-01', dueTo: '2026-12-31' } }), A.supervisor);
    expect(ranged.result.data.rows.filter((r: { title: string }) => r.title.startsWith(tag)).map((r: { title: string }) => r.title)).toEqual([`${tag} later`]);
    expect((await post(getStatsCall, unchecked({ widget: 'tasks', filters: {} }), A.petitioner)).status).toBeGreaterThanOrEqual(400);
  });

  it('the demo seed adds real tasks (one overdue) on the first cases and people', async () => {
    const n = await withTenant(h.database.db, A.t.id, (tx) => seedDemoTasks(tx, { today: TODAY }));
    expect(n).toBe(4);
    const list = await post(listTodosCall, { scope: 'all', perpage: 1000, matcher: { search: 'pay stubs' } }, A.admin);
    expect(list.result.data.find((t: { title: string }) => t.title === 'Collect the last three pay stubs')).toMatchObject({ overdueDays: 2, priority: 'high', link: { type: 'case' } });
  });
});
