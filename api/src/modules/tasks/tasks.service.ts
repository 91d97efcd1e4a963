import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type {
  ZCreateTodoPayload,
  ZListTodosPayload,
  ZTodoCommentListPayload,
  ZTodoCommentPayload,
  ZTodoDetailsPayload,
  ZUpdateTodoPayload,
  ZUpdateTodoStatusPayload,
  TTaskItem,
  TTaskDetails,
} from 'shared/contract';
import { ACTIVITY_LABELS, CLOSED_STATUS_IDS, INTERNAL_ROLES, type ActivityCode } from 'shared/domain';
import { rowsOf, type Db } from '../../platform/db';
import { andAll, daysBetweenIso, diffSnapshots, likePattern, limitSql, snapshotOf } from '../../platform/data';
import { forbidden, notFound, type CallContext, type Ctx } from '../../platform/http';
import { caseVisibility, petitions } from '../petitions';
import { assertUser, inList } from '../people';
import { users } from '../users';
import { todoComments, todoHistory, todos, type TodoRow } from './tasks.table';
import { assertLinkVisible, linkColumnsOf, linkLabel, linkOf, linkVisible, linkedTo, recordViewer, storedLink, type RecordViewer } from './linked-records';

/* /todos/*: tasks, their comments and history, and the workflow steps waiting on the caller (docs/tasks-notes-reminders.md). */

const todayOf = (ctx: CallContext<{ today?: string }>): string => ctx.payload.today ?? new Date().toISOString().slice(0, 10);

const overdue = (due: string | null, status: string, today: string): number | null => {
  if (!due || status === 'done' || due >= today) return null;
  return daysBetweenIso(due, today);
};

/** A task the caller may see: his own (creator, assignee) or one on a record he may see. */
export const todoVisibility = (v: RecordViewer): SQL =>
  or(eq(todos.createdBy, v.userId), eq(todos.assigneeId, v.userId), linkVisible(v, todos))!;

const canEdit = (v: RecordViewer, t: TodoRow): boolean => v.admin || t.createdBy === v.userId || t.assigneeId === v.userId;

async function findVisibleTodo(tx: Db, v: RecordViewer, id: string): Promise<TodoRow> {
  const [row] = await tx.select().from(todos).where(and(eq(todos.id, id), todoVisibility(v))).limit(1);
  if (!row) throw notFound('Task not found');
  return row;
}

async function details(tx: Db, v: RecordViewer, row: TodoRow, today: string): Promise<TTaskDetails> {
  const [extra] = await tx
    .select({
      label: linkLabel(todos),
      assigneeName: sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${todos.assigneeId})`,
    })
    .from(todos)
    .where(eq(todos.id, row.id));
  const history = await tx.select().from(todoHistory).where(eq(todoHistory.todoId, row.id)).orderBy(desc(todoHistory.at), desc(todoHistory.id)).limit(200);
  return {
    id: row.id,
    kind: 'task',
    title: row.title,
    description: row.description,
    assigneeId: row.assigneeId,
    assigneeName: extra?.assigneeName ?? null,
    dueDate: row.dueDate,
    priority: row.priority as TTaskItem['priority'],
    status: row.status as TTaskItem['status'],
    link: storedLink(row, extra?.label ?? null),
    overdueDays: overdue(row.dueDate, row.status, today),
    createdBy: row.createdBy,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    history: history.map((h) => ({ id: h.id, action: h.action, changes: h.changes, byId: h.byId, byName: h.byName, at: h.at.toISOString() })),
    canEdit: canEdit(v, row),
  };
}

/** The fields a task's history records. */
const tracked = (t: TodoRow) => {
  const s = snapshotOf(t)!;
  return {
    title: s.title,
    description: s.description,
    assigneeId: s.assigneeId,
    dueDate: s.dueDate,
    priority: s.priority,
    status: s.status,
    petitionId: s.petitionId,
    beneficiaryId: s.beneficiaryId,
    petitionerId: s.petitionerId,
  };
};

async function logHistory(tx: Db, v: RecordViewer, todoId: string, action: string, before: TodoRow | null, after: TodoRow | null) {
  const changes = diffSnapshots(before ? tracked(before) : null, after ? tracked(after) : null);
  if (action !== 'created' && action !== 'commented' && !changes.length) return;
  await tx.insert(todoHistory).values({ todoId, action, changes, byId: v.userId, byName: v.userName });
}

async function notifyUsers(ctx: CallContext<unknown>, userIds: (string | null)[], message: string) {
  const server = ctx.request.server;
  const list = [...new Set(userIds.filter((u): u is string => !!u && u !== ctx.session?.userId))];
  if (!list.length || !server.hasDecorator('realtime')) return;
  await server.realtime.notify(ctx.scopeTenantId, list, { message, createdByName: ctx.session?.name ?? null }, { tx: ctx.tx });
}

async function checkAssignee(tx: Db, assigneeId: string | null | undefined) {
  await assertUser(tx, assigneeId, [...INTERNAL_ROLES]);
}

export async function createTodo(ctx: Ctx<typeof ZCreateTodoPayload>): Promise<TTaskDetails> {
  const p = ctx.payload;
  const v = await recordViewer(ctx);
  await checkAssignee(ctx.tx, p.assigneeId);
  const link = linkOf(p);
  if (link) await assertLinkVisible(ctx.tx, v, link);
  const [row] = await ctx.tx
    .insert(todos)
    .values({
      title: p.title,
      description: p.description,
      assigneeId: p.assigneeId ?? null,
      dueDate: p.dueDate ?? null,
      priority: p.priority,
      status: p.status,
      ...linkColumnsOf(link),
      createdBy: v.userId,
      createdByName: v.userName,
      completedAt: p.status === 'done' ? new Date() : null,
    })
    .returning();
  await logHistory(ctx.tx, v, row!.id, 'created', null, row!);
  await notifyUsers(ctx, [row!.assigneeId], `${v.userName} assigned you a task: ${row!.title.slice(0, 200)}`);
  return details(ctx.tx, v, row!, todayOf(ctx));
}

async function change(ctx: CallContext<{ today?: string }>, v: RecordViewer, before: TodoRow, set: Partial<TodoRow>, action: string): Promise<TTaskDetails> {
  if (!canEdit(v, before)) throw forbidden('Only the task’s creator, its assignee or an admin can change it.');
  const completedAt = set.status && set.status !== before.status ? (set.status === 'done' ? new Date() : null) : before.completedAt;
  const [after] = await ctx.tx
    .update(todos)
    .set({ ...set, completedAt, updatedAt: new Date() })
    .where(eq(todos.id, before.id))
    .returning();
  await logHistory(ctx.tx, v, before.id, action, before, after!);
  const watchers = [after!.createdBy, after!.assigneeId];
  if (after!.assigneeId !== before.assigneeId) await notifyUsers(ctx, [after!.assigneeId], `${v.userName} assigned you a task: ${after!.title.slice(0, 200)}`);
  else if (after!.status !== before.status) await notifyUsers(ctx, watchers, `${v.userName} moved the task "${after!.title.slice(0, 150)}" to ${after!.status.replace('_', ' ')}`);
  return details(ctx.tx, v, after!, todayOf(ctx));
}

export async function updateTodo(ctx: Ctx<typeof ZUpdateTodoPayload>): Promise<TTaskDetails> {
  const p = ctx.payload;
  const v = await recordViewer(ctx);
  const before = await findVisibleTodo(ctx.tx, v, p.id);
  if (p.assigneeId !== undefined) await checkAssignee(ctx.tx, p.assigneeId);
  const set: Partial<TodoRow> = {};
  if (p.title !== undefined) set.title = p.title;
  if (p.description !== undefined) set.description = p.description;
  if (p.assigneeId !== undefined) set.assigneeId = p.assigneeId;
  if (p.dueDate !== undefined) set.dueDate = p.dueDate;
  if (p.priority !== undefined) set.priority = p.priority;
  if (p.status !== undefined) set.status = p.status;
  if (p.recordType !== undefined) {
    const link = linkOf(p);
    if (link) await assertLinkVisible(ctx.tx, v, link);
    Object.assign(set, linkColumnsOf(link));
  }
  return change(ctx, v, before, set, 'updated');
}

export async function updateTodoStatus(ctx: Ctx<typeof ZUpdateTodoStatusPayload>): Promise<TTaskDetails> {
  const v = await recordViewer(ctx);
  const before = await findVisibleTodo(ctx.tx, v, ctx.payload.id);
  return change(ctx, v, before, { status: ctx.payload.status }, 'status');
}

export async function todoDetails(ctx: Ctx<typeof ZTodoDetailsPayload>): Promise<TTaskDetails> {
  const v = await recordViewer(ctx);
  const row = await findVisibleTodo(ctx.tx, v, ctx.payload.id);
  return details(ctx.tx, v, row, todayOf(ctx));
}

export async function todoComment(ctx: Ctx<typeof ZTodoCommentPayload>) {
  const v = await recordViewer(ctx);
  const row = await findVisibleTodo(ctx.tx, v, ctx.payload.id);
  const [c] = await ctx.tx.insert(todoComments).values({ todoId: row.id, text: ctx.payload.text, createdBy: v.userId, createdByName: v.userName }).returning();
  await ctx.tx.insert(todoHistory).values({ todoId: row.id, action: 'commented', changes: [], byId: v.userId, byName: v.userName });
  await ctx.tx.update(todos).set({ updatedAt: new Date() }).where(eq(todos.id, row.id));
  await notifyUsers(ctx, [row.createdBy, row.assigneeId], `${v.userName} commented on "${row.title.slice(0, 150)}": ${ctx.payload.text.slice(0, 200)}`);
  return { id: c!.id, text: c!.text, createdBy: c!.createdBy, createdByName: c!.createdByName, createdAt: c!.createdAt.toISOString() };
}

export async function todoCommentList(ctx: Ctx<typeof ZTodoCommentListPayload>) {
  const p = ctx.payload;
  const v = await recordViewer(ctx);
  const row = await findVisibleTodo(ctx.tx, v, p.id);
  const where = eq(todoComments.todoId, row.id);
  const rows = await ctx.tx
    .select()
    .from(todoComments)
    .where(where)
    .orderBy(asc(todoComments.createdAt), asc(todoComments.id))
    .limit(p.perpage)
    .offset((p.page - 1) * p.perpage);
  const [n] = await ctx.tx.select({ n: count() }).from(todoComments).where(where);
  return {
    data: rows.map((c) => ({ id: c.id, text: c.text, createdBy: c.createdBy, createdByName: c.createdByName, createdAt: c.createdAt.toISOString() })),
    count: Number(n?.n ?? 0),
  };
}

// ───────────────────────────── lists ─────────────────────────────

export type ListPayload = Ctx<typeof ZListTodosPayload>['payload'];

/** Stored tasks as list rows (one SELECT of the UNION). */
function taskRows(v: RecordViewer, p: ListPayload, today: string): SQL {
  const m = p.matcher;
  const where = andAll([
    todoVisibility(v),
    p.scope === 'mine' ? eq(todos.assigneeId, v.userId) : undefined,
    m.assigneeIds?.length ? inList(todos.assigneeId, m.assigneeIds) : undefined,
    m.statuses?.length ? sql`${todos.status} in (${sql.join(m.statuses.map((s) => sql`${s}`), sql`, `)})` : undefined,
    m.priorities?.length ? sql`${todos.priority} in (${sql.join(m.priorities.map((s) => sql`${s}`), sql`, `)})` : undefined,
    m.dueFrom ? sql`${todos.dueDate} >= ${m.dueFrom}::date` : undefined,
    m.dueTo ? sql`${todos.dueDate} <= ${m.dueTo}::date` : undefined,
    m.overdue ? sql`${todos.dueDate} < ${today}::date and ${todos.status} <> 'done'` : undefined,
    linkedTo(todos, m.linkType, m.linkId),
    m.search ? sql`(lower(${todos.title}) like ${likePattern(m.search)} or lower(${todos.description}) like ${likePattern(m.search)})` : undefined,
  ]);
  return sql`select 'task'::text as kind, ${todos.id}::text as id, ${todos.title} as title, ${todos.description} as description,
      ${todos.assigneeId}::text as assignee_id, (select ${users.name} from ${users} where ${users.id} = ${todos.assigneeId}) as assignee_name,
      to_char(${todos.dueDate}, 'YYYY-MM-DD') as due_date, ${todos.priority} as priority, ${todos.status} as status,
      (case when ${todos.petitionId} is not null then 'case' when ${todos.beneficiaryId} is not null then 'beneficiary' when ${todos.petitionerId} is not null then 'petitioner' end) as link_type,
      coalesce(${todos.petitionId}, ${todos.beneficiaryId}, ${todos.petitionerId})::text as link_id, ${linkLabel(todos)} as link_label,
      ${todos.createdBy}::text as created_by, ${todos.createdByName} as created_by_name, ${todos.createdAt} as created_at, ${todos.updatedAt} as updated_at
    from ${todos} where ${where ?? sql`true`}`;
}

/**
 * Workflow steps waiting on the caller (scope mine): the next activity of every open case he may
 * see, when it needs action and its editors include his role. Derived, never stored.
 */
function workflowRows(v: RecordViewer, p: ListPayload, today: string): SQL | null {
  const m = p.matcher;
  if (p.scope !== 'mine') return null;
  if (m.statuses?.length && !m.statuses.includes('open')) return null;
  if (m.assigneeIds?.length && !m.assigneeIds.includes(v.userId)) return null;
  if (m.linkType && m.linkType !== 'case') return null;
  const priority = sql`(case when ${petitions.premiumProcessing} then 'high' else 'medium' end)`;
  const where = andAll([
    caseVisibility(v.cases),
    sql`${petitions.nextActivity} is not null`,
    sql`${petitions.statusId} not in (${sql.join(CLOSED_STATUS_IDS.map((s) => sql`${s}`), sql`, `)})`,
    sql`exists (select 1 from jsonb_array_elements(coalesce(${petitions.workflow}->'activities', '[]'::jsonb)) as act
          where act->>'code' = ${petitions.nextActivity} and act->>'actionRequired' = 'Yes'
            and exists (select 1 from jsonb_array_elements(coalesce(act->'editors', '[]'::jsonb)) as ed where (ed->>'roleId')::int = ${v.roleId}))`,
    m.priorities?.length ? sql`${priority} in (${sql.join(m.priorities.map((s) => sql`${s}`), sql`, `)})` : undefined,
    m.dueFrom ? sql`${petitions.deadlineDate} >= ${m.dueFrom}::date` : undefined,
    m.dueTo ? sql`${petitions.deadlineDate} <= ${m.dueTo}::date` : undefined,
    m.overdue ? sql`${petitions.deadlineDate} < ${today}::date` : undefined,
    m.linkId ? eq(petitions.id, m.linkId) : undefined,
    m.search
      ? sql`(lower(${petitions.caseNumber}) like ${likePattern(m.search)} or lower(coalesce(${petitions.customCaseNumber}, '')) like ${likePattern(m.search)} or lower(${petitions.nextActivity}) like ${likePattern(m.search.replace(/\s+/g, '_'))})`
      : undefined,
  ]);
  return sql`select 'workflow'::text as kind, ${petitions.id}::text || ':' || ${petitions.nextActivity} as id, ${petitions.nextActivity} as title, ''::text as description,
      null::text as assignee_id, null::text as assignee_name, to_char(${petitions.deadlineDate}, 'YYYY-MM-DD') as due_date, ${priority} as priority, 'open'::text as status,
      'case'::text as link_type, ${petitions.id}::text as link_id, coalesce(${petitions.customCaseNumber}, ${petitions.caseNumber}) as link_label,
      null::text as created_by, null::text as created_by_name, ${petitions.createdAt} as created_at, ${petitions.updatedAt} as updated_at
    from ${petitions} where ${where ?? sql`true`}`;
}

const SORTS: Record<ListPayload['sort'], SQL> = {
  dueDate: sql`due_date`,
  priority: sql`(case priority when 'urgent' then 4 when 'high' then 3 when 'medium' then 2 else 1 end)`,
  status: sql`(case status when 'open' then 1 when 'in_progress' then 2 else 3 end)`,
  title: sql`lower(title)`,
  createdAt: sql`created_at`,
  updatedAt: sql`updated_at`,
};

interface ListRow {
  kind: 'task' | 'workflow';
  id: string;
  title: string;
  description: string;
  assignee_id: string | null;
  assignee_name: string | null;
  due_date: string | null;
  priority: TTaskItem['priority'];
  status: TTaskItem['status'];
  link_type: 'case' | 'beneficiary' | 'petitioner' | null;
  link_id: string | null;
  link_label: string | null;
  created_by: string | null;
  created_by_name: string | null;
  created_at: string | Date;
  updated_at: string | Date;
}

const isoOf = (d: string | Date): string => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

export async function listTodos(ctx: Ctx<typeof ZListTodosPayload>) {
  const p = ctx.payload;
  const today = todayOf(ctx);
  const v = await recordViewer(ctx);
  const { data, count } = await taskPage(ctx.tx, v, p, today);
  return { data, count, page: p.page, perpage: p.perpage, today };
}

/** One page of tasks (stored and, for scope mine, workflow-derived) and the count, both in SQL. */
export async function taskPage(tx: Db, v: RecordViewer, p: ListPayload, today: string): Promise<{ data: TTaskItem[]; count: number }> {
  const parts = [taskRows(v, p, today), workflowRows(v, p, today)].filter((x): x is SQL => !!x);
  const union = sql.join(parts, sql` union all `);
  const dir = p.order === -1 ? sql`desc` : sql`asc`;
  const rows = rowsOf<ListRow>(
    await tx.execute(
      sql`select * from (${union}) as x order by ${SORTS[p.sort]} ${dir} nulls last, id asc ${limitSql(p.perpage)} offset ${(p.page - 1) * p.perpage}`,
    ),
  );
  const [n] = rowsOf<{ n: number | string }>(await tx.execute(sql`select count(*) as n from (${union}) as x`));
  const data: TTaskItem[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    title: r.kind === 'workflow' ? (ACTIVITY_LABELS[r.title as ActivityCode] ?? r.title) : r.title,
    description: r.description,
    assigneeId: r.assignee_id,
    assigneeName: r.assignee_name,
    dueDate: r.due_date,
    priority: r.priority,
    status: r.status,
    link: r.link_type && r.link_id ? { type: r.link_type, id: r.link_id, label: r.link_label ?? '' } : null,
    overdueDays: overdue(r.due_date, r.status, today),
    createdBy: r.created_by,
    createdByName: r.created_by_name,
    createdAt: isoOf(r.created_at),
    updatedAt: isoOf(r.updated_at),
  }));
  return { data, count: Number(n?.n ?? 0) };
}
