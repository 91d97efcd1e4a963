import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  TReminderItem,
  TReminderRepeat,
  ZListRemindersPayload,
  ZReminderDetailsPayload,
  ZSaveReminderPayload,
  ZUpdateReminderPayload,
  ZUpdateReminderStatusPayload,
} from 'shared/contract';
import { REMINDER_MESSAGES } from 'shared/contract';
import { formatDateTime } from 'shared/domain';
import { withTenant, type Db } from '../../platform/db';
import { andAll, likePattern } from '../../platform/data';
import { forbidden, notFound, unprocessable, type CallContext, type Ctx } from '../../platform/http';
import type { Mailer } from '../../platform/mail';
import type { Realtime } from '../../platform/realtime';
import type { JobsService } from '../../platform/jobs';
import { publicOrigin } from '../auth';
import { users } from '../users';
import { assertLinkVisible, recordViewer, todos, todoVisibility, type RecordViewer } from '../tasks';
import { petitions } from '../petitions';
import { beneficiaries } from '../beneficiaries';
import { companies } from '../companies';
import { REMINDER_CLIENT_MAIL_TEMPLATE, REMINDER_MAIL_TEMPLATE } from './reminders.mail';
import { isTimeZone, nextOccurrence, zonedToUtc } from './reminders.schedule';
import { reminders, type ReminderRow } from './reminders.table';

/* /reminders/*: reminders on records, and their delivery (docs/tasks-notes-reminders.md). */

/** The queue of reminder deliveries: one job per due time, `{ tenantId, reminderId, at }`. */
export const REMINDER_QUEUE = 'reminders.due';
export interface ReminderJob {
  tenantId: string;
  reminderId: string;
  /** The `next_at` the job was queued for (ISO); a row that moved on is left alone. */
  at: string;
}

/** What delivery needs from the app (the job's worker passes the app's services; tests their own clock). */
export interface ReminderServices {
  mailer?: Pick<Mailer, 'send'>;
  realtime?: Pick<Realtime, 'notify'>;
  jobs?: Pick<JobsService, 'enqueue'>;
}

const servicesOf = (ctx: CallContext<unknown>): ReminderServices => {
  const s = ctx.request.server;
  return {
    mailer: s.hasDecorator('mailer') ? s.mailer : undefined,
    realtime: s.hasDecorator('realtime') ? s.realtime : undefined,
    jobs: s.hasDecorator('jobs') ? s.jobs : undefined,
  };
};

async function schedule(tx: Db, services: Pick<ReminderServices, 'jobs'>, tenantId: string, row: Pick<ReminderRow, 'id' | 'nextAt'>) {
  if (!row.nextAt || !services.jobs) return;
  const job: ReminderJob = { tenantId, reminderId: row.id, at: row.nextAt.toISOString() };
  await services.jobs.enqueue(REMINDER_QUEUE, job, { tx, startAfter: row.nextAt });
}

const mineOrReceived = (userId: string): SQL =>
  or(eq(reminders.createdBy, userId), sql`${reminders.recipientUserIds} @> ${JSON.stringify([userId])}::jsonb`)!;

const recordLabelSql = sql<string | null>`(case ${reminders.recordType}
  when 'case' then (select coalesce(${petitions.customCaseNumber}, ${petitions.caseNumber}) from ${petitions} where ${petitions.id} = ${reminders.recordId})
  when 'beneficiary' then (select ${beneficiaries.firstName} || ' ' || ${beneficiaries.lastName} from ${beneficiaries} where ${beneficiaries.id} = ${reminders.recordId})
  when 'petitioner' then (select ${companies.name} from ${companies} where ${companies.id} = ${reminders.recordId})
  when 'task' then (select ${todos.title} from ${todos} where ${todos.id} = ${reminders.recordId})
  end)`;

async function toItems(tx: Db, userId: string, rows: (ReminderRow & { recordLabel?: string | null })[]): Promise<TReminderItem[]> {
  const ids = [...new Set(rows.flatMap((r) => r.recipientUserIds))];
  const names = ids.length ? await tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids)) : [];
  const byId = new Map(names.map((n) => [n.id, n.name]));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    note: r.note,
    date: r.localDate,
    time: r.localTime,
    timezone: r.timezone,
    nextAt: r.nextAt?.toISOString() ?? null,
    repeat: r.repeat as TReminderRepeat,
    status: r.status as TReminderItem['status'],
    recordType: (r.recordType as TReminderItem['recordType']) ?? null,
    recordId: r.recordId,
    recordLabel: r.recordLabel ?? null,
    recipientUserIds: r.recipientUserIds,
    recipientNames: r.recipientUserIds.map((id) => byId.get(id) ?? ''),
    recipientEmails: r.recipientEmails,
    createdBy: r.createdBy,
    createdByName: r.createdByName,
    createdAt: r.createdAt.toISOString(),
    lastSentAt: r.lastSentAt?.toISOString() ?? null,
    sentCount: r.sentCount,
    mine: r.createdBy === userId,
  }));
}

async function itemOf(tx: Db, userId: string, id: string): Promise<TReminderItem> {
  const [row] = await tx.select({ r: reminders, label: recordLabelSql }).from(reminders).where(eq(reminders.id, id)).limit(1);
  return (await toItems(tx, userId, [{ ...row!.r, recordLabel: row!.label }]))[0]!;
}

async function findVisibleReminder(tx: Db, userId: string, id: string): Promise<ReminderRow> {
  const [row] = await tx.select().from(reminders).where(and(eq(reminders.id, id), mineOrReceived(userId))).limit(1);
  if (!row) throw notFound('Reminder not found');
  return row;
}

async function assertRecord(tx: Db, v: RecordViewer, type: string | null, id: string | null) {
  if (!type && !id) return;
  if (!type || !id) throw unprocessable('recordId', 'Choose the record the reminder is about.');
  if (type === 'task') {
    const [t] = await tx.select({ id: todos.id }).from(todos).where(and(eq(todos.id, id), todoVisibility(v))).limit(1);
    if (!t) throw notFound('Task not found');
    return;
  }
  await assertLinkVisible(tx, v, { type: type as 'case' | 'beneficiary' | 'petitioner', id });
}

async function assertRecipients(tx: Db, ids: string[]) {
  const list = [...new Set(ids)];
  if (!list.length) return;
  const [n] = await tx.select({ n: count() }).from(users).where(and(inArray(users.id, list), eq(users.status, 'active')));
  if (Number(n?.n ?? 0) !== list.length) throw notFound('User not found');
}

/** The first delivery: the local date and time in the zone; 422 when it is not in the future. */
function firstDelivery(date: string, time: string, timezone: string, now: Date): Date {
  if (!isTimeZone(timezone)) throw unprocessable('timezone', REMINDER_MESSAGES.timezone);
  const at = zonedToUtc(date, time, timezone);
  if (at.getTime() <= now.getTime()) throw unprocessable('date', REMINDER_MESSAGES.past);
  return at;
}

export async function saveReminder(ctx: Ctx<typeof ZSaveReminderPayload>, now = new Date()): Promise<TReminderItem> {
  const p = ctx.payload;
  const v = await recordViewer(ctx);
  const timezone = p.timezone ?? 'UTC';
  const nextAt = firstDelivery(p.date, p.time, timezone, now);
  await assertRecord(ctx.tx, v, p.recordType, p.recordId);
  const recipientUserIds = [...new Set(p.recipientUserIds.length || p.recipientEmails.length ? p.recipientUserIds : [v.userId])];
  await assertRecipients(ctx.tx, recipientUserIds);
  const [row] = await ctx.tx
    .insert(reminders)
    .values({
      title: p.title,
      note: p.note,
      recordType: p.recordType,
      recordId: p.recordId,
      localDate: p.date,
      localTime: p.time,
      timezone,
      repeat: p.repeat,
      status: 'active',
      nextAt,
      recipientUserIds,
      recipientEmails: [...new Set(p.recipientEmails)],
      linkOrigin: publicOrigin(ctx),
      createdBy: v.userId,
      createdByName: v.userName,
    })
    .returning();
  await schedule(ctx.tx, servicesOf(ctx), ctx.scopeTenantId, row!);
  return itemOf(ctx.tx, v.userId, row!.id);
}

export async function updateReminder(ctx: Ctx<typeof ZUpdateReminderPayload>, now = new Date()): Promise<TReminderItem> {
  const p = ctx.payload;
  const userId = ctx.session!.userId;
  const before = await findVisibleReminder(ctx.tx, userId, p.id);
  if (before.createdBy !== userId) throw forbidden('Only the person who set the reminder can change it.');
  const set: Partial<ReminderRow> = { updatedAt: now };
  if (p.title !== undefined) set.title = p.title;
  if (p.note !== undefined) set.note = p.note;
  if (p.repeat !== undefined) set.repeat = p.repeat;
  if (p.recipientUserIds !== undefined) {
    await assertRecipients(ctx.tx, p.recipientUserIds);
    set.recipientUserIds = [...new Set(p.recipientUserIds)];
  }
  if (p.recipientEmails !== undefined) set.recipientEmails = [...new Set(p.recipientEmails)];
  const retimed = p.date !== undefined || p.time !== undefined || (p.timezone !== undefined && p.timezone !== before.timezone);
  if (retimed) {
    const date = p.date ?? before.localDate;
    const time = p.time ?? before.localTime;
    const timezone = p.timezone ?? before.timezone;
    set.nextAt = firstDelivery(date, time, timezone, now);
    Object.assign(set, { localDate: date, localTime: time, timezone, status: 'active' });
  }
  const [after] = await ctx.tx.update(reminders).set(set).where(eq(reminders.id, before.id)).returning();
  if (retimed) await schedule(ctx.tx, servicesOf(ctx), ctx.scopeTenantId, after!);
  return itemOf(ctx.tx, userId, after!.id);
}

export async function updateReminderStatus(ctx: Ctx<typeof ZUpdateReminderStatusPayload>, now = new Date()): Promise<TReminderItem> {
  const p = ctx.payload;
  const userId = ctx.session!.userId;
  const before = await findVisibleReminder(ctx.tx, userId, p.id);
  let nextAt: Date | null = before.nextAt;
  if (p.status === 'snoozed') nextAt = new Date(now.getTime() + p.snoozeMinutes! * 60_000);
  if (p.status === 'active') {
    const r = { date: before.localDate, time: before.localTime, timezone: before.timezone, repeat: before.repeat as TReminderRepeat };
    if (!nextAt || nextAt.getTime() <= now.getTime()) nextAt = nextOccurrence(r, now);
  }
  const [after] = await ctx.tx
    .update(reminders)
    .set({ status: p.status, nextAt: p.status === 'done' ? before.nextAt : nextAt, updatedAt: now })
    .where(eq(reminders.id, before.id))
    .returning();
  if (p.status !== 'done' && (after!.nextAt?.getTime() ?? 0) !== (before.nextAt?.getTime() ?? 0)) await schedule(ctx.tx, servicesOf(ctx), ctx.scopeTenantId, after!);
  return itemOf(ctx.tx, userId, after!.id);
}

export async function reminderDetails(ctx: Ctx<typeof ZReminderDetailsPayload>): Promise<TReminderItem> {
  const userId = ctx.session!.userId;
  const row = await findVisibleReminder(ctx.tx, userId, ctx.payload.id);
  return itemOf(ctx.tx, userId, row.id);
}

export async function listReminders(ctx: Ctx<typeof ZListRemindersPayload>) {
  const p = ctx.payload;
  const m = p.matcher;
  const userId = ctx.session!.userId;
  const where = andAll([
    mineOrReceived(userId),
    m.statuses?.length ? inArray(reminders.status, m.statuses) : undefined,
    m.recordType ? eq(reminders.recordType, m.recordType) : undefined,
    m.recordId ? eq(reminders.recordId, m.recordId) : undefined,
    m.search ? sql`(lower(${reminders.title}) like ${likePattern(m.search)} or lower(${reminders.note}) like ${likePattern(m.search)})` : undefined,
  ]);
  const order = p.order === 1 ? sql`${reminders.nextAt} asc nulls last` : sql`${reminders.nextAt} desc nulls last`;
  const rows = await ctx.tx
    .select({ r: reminders, label: recordLabelSql })
    .from(reminders)
    .where(where)
    .orderBy(order, p.order === 1 ? asc(reminders.id) : desc(reminders.id))
    .limit(p.perpage)
    .offset((p.page - 1) * p.perpage);
  const [n] = await ctx.tx.select({ n: count() }).from(reminders).where(where);
  return { data: await toItems(ctx.tx, userId, rows.map((r) => ({ ...r.r, recordLabel: r.label }))), count: Number(n?.n ?? 0), page: p.page, perpage: p.perpage };
}

// ───────────────────────────── delivery ─────────────────────────────

export type DeliveryOutcome = 'sent' | 'skipped';

/**
 * Delivers one due reminder (the worker of REMINDER_QUEUE; `now` is injectable for tests): a
 * notification to each user recipient and an e-mail to each recipient (users with a deep link to
 * /reminder-activity, clients without), then the next occurrence is stored and queued. Nothing
 * happens when the reminder is done, was rescheduled or snoozed (the job's `at` is stale) or is
 * not due yet.
 */
export async function deliverReminder(db: Db, services: ReminderServices, job: ReminderJob, now = new Date()): Promise<DeliveryOutcome> {
  return withTenant(db, job.tenantId, async (tx) => {
    const [r] = await tx.select().from(reminders).where(eq(reminders.id, job.reminderId)).for('update');
    if (!r || r.status === 'done' || !r.nextAt) return 'skipped';
    if (r.nextAt.toISOString() !== job.at || r.nextAt.getTime() > now.getTime()) return 'skipped';

    const recipients = r.recipientUserIds.length
      ? await tx.select({ id: users.id, name: users.name, email: users.email }).from(users).where(and(inArray(users.id, r.recipientUserIds), eq(users.status, 'active')))
      : [];
    const [label] = await tx.select({ label: recordLabelSql }).from(reminders).where(eq(reminders.id, r.id));
    const about = label?.label ? ` (${label.label})` : '';
    const when = formatDateTime(r.nextAt, r.timezone);
    if (services.realtime && recipients.length) {
      await services.realtime.notify(job.tenantId, recipients.map((u) => u.id), { message: `Reminder: ${r.title}${about}`, createdByName: r.createdByName, petitionId: r.recordType === 'case' ? r.recordId : null }, { tx });
    }
    for (const u of services.mailer ? recipients : []) {
      const q = new URLSearchParams({ action: 'view', reminderId: r.id, userId: u.id });
      await services.mailer!.send(tx, {
        tenantId: job.tenantId,
        to: u.email,
        template: REMINDER_MAIL_TEMPLATE,
        data: { name: u.name, title: r.title, setBy: r.createdByName ?? '', when, about, note: r.note, actionUrl: `${r.linkOrigin}/reminder-activity?${q.toString()}`, actionLabel: 'Open the reminder' },
      });
    }
    for (const email of services.mailer ? r.recipientEmails : []) {
      await services.mailer!.send(tx, { tenantId: job.tenantId, to: email, template: REMINDER_CLIENT_MAIL_TEMPLATE, data: { title: r.title, setBy: r.createdByName ?? '', when, note: r.note } });
    }
    const after = new Date(Math.max(now.getTime(), r.nextAt.getTime()));
    const next = nextOccurrence({ date: r.localDate, time: r.localTime, timezone: r.timezone, repeat: r.repeat as TReminderRepeat }, after);
    const [updated] = await tx
      .update(reminders)
      .set({ nextAt: next, status: 'active', lastSentAt: now, sentCount: r.sentCount + 1, updatedAt: now })
      .where(eq(reminders.id, r.id))
      .returning();
    await schedule(tx, services, job.tenantId, updated!);
    return 'sent';
  });
}
