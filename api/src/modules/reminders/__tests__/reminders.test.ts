import { and, count, eq, sql } from 'drizzle-orm';
import {
  REMINDER_MESSAGES,
  createTodoCall,
  listRemindersCall,
  reminderDetailsCall,
  saveReminderCall,
  updateReminderCall,
  updateReminderStatusCall,
  type AnyCallDeclaration,
  type CallPayloadInput,
} from 'shared/contract';
import { rowsOf, withTenant } from '../../../platform/db';
import { outbox } from '../../../platform/mail';
import { notifications } from '../../../platform/realtime/notifications.table';
import { caseTenantSuite, testDbKinds, unchecked, type TestLogin, type UncheckedPayload } from '../../../testing';
import { deliverReminder, REMINDER_QUEUE, type ReminderServices } from '../reminders.service';
import { nextOccurrence, zonedToUtc } from '../reminders.schedule';
import { reminders } from '../reminders.table';

const NY = 'America/New_York';

describe('reminder times (time zone and rrule repeats)', () => {
  it('turns a local date and time into the instant, across DST', () => {
    expect(zonedToUtc('2030-01-15', '09:00', NY).toISOString()).toBe('2030-01-15T14:00:00.000Z');
    expect(zonedToUtc('2030-07-15', '09:00', NY).toISOString()).toBe('2030-07-15T13:00:00.000Z');
    expect(zonedToUtc('2030-07-15', '09:00', 'Asia/Kolkata').toISOString()).toBe('2030-07-15T03:30:00.000Z');
  });

  it('repeats at the same wall-clock time (daily over the spring DST change, monthly, yearly, none)', () => {
    const daily = { date: '2030-03-09', time: '09:00', timezone: NY, repeat: 'daily' as const };
    expect(nextOccurrence(daily, new Date('2030-03-09T14:00:00Z'))!.toISOString()).toBe('2030-03-10T13:00:00.000Z');
    const monthly = { ...daily, date: '2030-01-15', repeat: 'monthly' as const };
    expect(nextOccurrence(monthly, new Date('2030-01-15T14:00:00Z'))!.toISOString()).toBe('2030-02-15T14:00:00.000Z');
    const weekly = { ...daily, date: '2030-01-15', repeat: 'weekly' as const };
    expect(nextOccurrence(weekly, new Date('2030-01-16T00:00:00Z'))!.toISOString()).toBe('2030-01-22T14:00:00.000Z');
    const yearly = { ...daily, date: '2030-01-15', repeat: 'yearly' as const };
    expect(nextOccurrence(yearly, new Date('2030-01-15T14:00:00Z'))!.toISOString()).toBe('2031-01-15T14:00:00.000Z');
    expect(nextOccurrence({ ...daily, repeat: 'none' }, new Date('2030-03-09T14:00:00Z'))).toBeNull();
  });
});

describe.each(testDbKinds())('reminders /reminders/* and the delivery job (%s)', (kind) => {
  const { h, A, B } = caseTenantSuite(kind, { tenants: 2 });

  const post = <C extends AnyCallDeclaration>(declaration: C, payload: CallPayloadInput<C> | UncheckedPayload, login: TestLogin, t = A.t) =>
    h.post(t, declaration, unchecked({ timezone: NY, ...(payload as object) }), login);
  const services = (): ReminderServices => ({ mailer: h.app.mailer, realtime: h.app.realtime, jobs: h.app.jobs });
  const reminderCount = () => withTenant(h.database.db, A.t.id, async (tx) => Number((await tx.select({ n: count() }).from(reminders))[0]!.n));
  const notes = (userId: string, text: string) =>
    withTenant(h.database.db, A.t.id, (tx) => tx.select().from(notifications).where(and(eq(notifications.userId, userId), sql`${notifications.message} like ${`%${text}%`}`)));
  const queued = async (reminderId: string) =>
    rowsOf<{ start_after: Date | string; data: { at: string } }>(
      await h.database.db.execute(sql`select start_after, data from pgboss.job where name = ${REMINDER_QUEUE} and data->>'reminderId' = ${reminderId} order by start_after`),
    );

  it('stores a reminder at the local time of the payload timezone and queues its delivery', async () => {
    const res = await post(saveReminderCall, { title: 'Call the petitioner', date: '2030-01-15', time: '09:00', repeat: 'daily', recipientUserIds: [A.paralegal.userId], recipientEmails: ['client@example.test'] }, A.admin);
    expect(res.status).toBe(200);
    expect(res.result).toMatchObject({ nextAt: '2030-01-15T14:00:00.000Z', timezone: NY, status: 'active', repeat: 'daily', mine: true, recipientEmails: ['client@example.test'] });
    const jobs = await queued(res.result.id);
    expect(jobs.map((j) => j.data.at)).toEqual(['2030-01-15T14:00:00.000Z']);
  });

  it('a reminder in the past, an empty title, a bad repeat or time zone: 422 and nothing stored', async () => {
    const before = await reminderCount();
    const past = await post(saveReminderCall, { title: 'Too late', date: '2020-01-01', time: '09:00' }, A.admin);
    expect(past.status).toBe(422);
    expect(JSON.stringify(past.body)).toContain(REMINDER_MESSAGES.past);
    expect((await post(saveReminderCall, { title: '  ', date: '2030-01-01', time: '09:00' }, A.admin)).status).toBe(422);
    expect((await post(saveReminderCall, unchecked({ title: 'x', date: '2030-01-01', time: '09:00', repeat: 'hourly' }), A.admin)).status).toBe(422);
    expect((await post(saveReminderCall, { title: 'x', date: '2030-01-01', time: '25:00' }, A.admin)).status).toBe(422);
    expect((await post(saveReminderCall, { title: 'x', date: '2030-01-01', time: '09:00', timezone: 'Mars/Olympus' }, A.admin)).status).toBe(422);
    expect((await post(saveReminderCall, { title: 'x', date: '2030-01-01', time: '09:00', recipientEmails: ['not-an-email'] }, A.admin)).status).toBe(422);
    expect(await reminderCount()).toBe(before);
  });

  it('on a record the caller may see only; recipients of this tenant only', async () => {
    const task = await post(createTodoCall, { title: 'Remind me' }, A.admin);
    const ok = await post(saveReminderCall, { title: 'Task reminder', date: '2030-02-01', time: '08:00', recordType: 'task', recordId: task.result.id }, A.admin);
    expect(ok.status).toBe(200);
    expect(ok.result).toMatchObject({ recordType: 'task', recordLabel: 'Remind me', recipientUserIds: [A.admin.userId] });
    expect((await post(saveReminderCall, { title: 'x', date: '2030-02-01', time: '08:00', recordType: 'beneficiary', recordId: A.otherBeneficiaryId }, A.manager)).status).toBe(404);
    expect((await post(saveReminderCall, { title: 'x', date: '2030-02-01', time: '08:00', recipientUserIds: [B.admin.userId] }, A.admin)).status).toBe(404);
    expect((await post(saveReminderCall, { title: 'x', date: '2030-02-01', time: '08:00', recordType: 'case', recordId: null }, A.admin)).status).toBe(422);
  });

  it('is seen by its creator and recipients only; only the creator edits; recipients mark it done', async () => {
    const r = await post(saveReminderCall, { title: 'Shared reminder', date: '2030-03-01', time: '10:00', recipientUserIds: [A.paralegal.userId] }, A.admin);
    expect((await post(reminderDetailsCall, { id: r.result.id }, A.paralegal)).result).toMatchObject({ title: 'Shared reminder', mine: false });
    expect((await post(reminderDetailsCall, { id: r.result.id }, A.attorney)).status).toBe(404);
    expect((await post(reminderDetailsCall, { id: r.result.id }, B.admin, B.t)).status).toBe(404);
    expect((await post(updateReminderStatusCall, { id: r.result.id, status: 'done' }, B.admin, B.t)).status).toBe(404);
    expect((await post(listRemindersCall, { perpage: 1000 }, A.attorney)).result.data.map((x: { id: string }) => x.id)).not.toContain(r.result.id);
    expect((await post(listRemindersCall, { matcher: { search: 'Shared reminder' } }, A.paralegal)).result.count).toBe(1);
    expect((await post(updateReminderCall, { id: r.result.id, title: 'Mine now' }, A.paralegal)).status).toBe(403);
    expect((await post(updateReminderCall, { id: r.result.id, date: '2020-01-01' }, A.admin)).status).toBe(422);
    const moved = await post(updateReminderCall, { id: r.result.id, time: '11:30' }, A.admin);
    expect(moved.result.nextAt).toBe('2030-03-01T16:30:00.000Z');
    expect((await post(updateReminderStatusCall, { id: r.result.id, status: 'done' }, A.paralegal)).result.status).toBe('done');
    expect((await post(updateReminderStatusCall, { id: r.result.id, status: 'snoozed' }, A.paralegal)).status).toBe(422);
    expect((await post(listRemindersCall, {}, A.petitioner)).status).toBe(403);
  });

  it('the job delivers a due reminder (notification + e-mails), then queues the next occurrence; nothing before its time', async () => {
    const r = await post(saveReminderCall, { title: 'Daily stand-up check', date: '2030-03-09', time: '09:00', repeat: 'daily', recipientUserIds: [A.paralegal.userId], recipientEmails: ['client@example.test'] }, A.admin);
    const job = { tenantId: A.t.id, reminderId: r.result.id, at: '2030-03-09T14:00:00.000Z' };
    // A minute early: nothing.
    expect(await deliverReminder(h.database.db, services(), job, new Date('2030-03-09T13:59:00Z'))).toBe('skipped');
    expect(await notes(A.paralegal.userId, 'Daily stand-up check')).toHaveLength(0);
    // At its time: one notification, one mail to the user (deep link) and one to the client.
    expect(await deliverReminder(h.database.db, services(), job, new Date('2030-03-09T14:00:05Z'))).toBe('sent');
    expect(await notes(A.paralegal.userId, 'Daily stand-up check')).toHaveLength(1);
    const sent = await withTenant(h.database.db, A.t.id, (tx) => tx.select().from(outbox).where(sql`${outbox.subject} = 'Reminder: Daily stand-up check'`));
    expect(sent.map((m) => m.template).sort()).toEqual(['reminder-due', 'reminder-due-client']);
    const userMail = sent.find((m) => m.template === 'reminder-due')!;
    expect(userMail.text).toContain(`/reminder-activity?action=view&reminderId=${r.result.id}&userId=${A.paralegal.userId}`);
    expect(sent.find((m) => m.template === 'reminder-due-client')!.to).toBe('client@example.test');
    // The next occurrence: the next day at 09:00 New York, now daylight time (13:00 UTC), queued.
    const d = await post(reminderDetailsCall, { id: r.result.id }, A.admin);
    expect(d.result).toMatchObject({ nextAt: '2030-03-10T13:00:00.000Z', sentCount: 1, status: 'active' });
    expect((await queued(r.result.id)).map((j) => j.data.at)).toContain('2030-03-10T13:00:00.000Z');
    // The same job again (a retry, a duplicate): nothing more.
    expect(await deliverReminder(h.database.db, services(), job, new Date('2030-03-09T14:01:00Z'))).toBe('skipped');
    expect(await notes(A.paralegal.userId, 'Daily stand-up check')).toHaveLength(1);
  });

  it('a reminder that does not repeat is delivered once', async () => {
    const r = await post(saveReminderCall, { title: 'One-off filing check', date: '2030-04-01', time: '09:00', recipientUserIds: [A.paralegal.userId] }, A.admin);
    const job = { tenantId: A.t.id, reminderId: r.result.id, at: '2030-04-01T13:00:00.000Z' };
    expect(await deliverReminder(h.database.db, services(), job, new Date('2030-04-01T13:00:00Z'))).toBe('sent');
    expect((await post(reminderDetailsCall, { id: r.result.id }, A.admin)).result).toMatchObject({ nextAt: null, sentCount: 1 });
    expect(await deliverReminder(h.database.db, services(), job, new Date('2030-04-02T13:00:00Z'))).toBe('skipped');
  });

  it('snoozed or done: nothing at the original time; a snooze delivers at its end', async () => {
    const r = await post(saveReminderCall, { title: 'Snooze me', date: '2030-05-01', time: '09:00', recipientUserIds: [A.paralegal.userId] }, A.admin);
    const job = { tenantId: A.t.id, reminderId: r.result.id, at: '2030-05-01T13:00:00.000Z' };
    const snoozed = await post(updateReminderStatusCall, { id: r.result.id, status: 'snoozed', snoozeMinutes: 60 }, A.paralegal);
    expect(snoozed.result.status).toBe('snoozed');
    expect(await deliverReminder(h.database.db, services(), job, new Date('2030-05-01T13:00:00Z'))).toBe('skipped');
    expect(await notes(A.paralegal.userId, 'Snooze me')).toHaveLength(0);
    // The snooze's own job, at its end.
    const snoozeJob = { tenantId: A.t.id, reminderId: r.result.id, at: snoozed.result.nextAt as string };
    expect((await queued(r.result.id)).map((j) => j.data.at)).toContain(snoozed.result.nextAt);
    expect(await deliverReminder(h.database.db, services(), snoozeJob, new Date(new Date(snoozed.result.nextAt).getTime() + 1000))).toBe('sent');
    expect(await notes(A.paralegal.userId, 'Snooze me')).toHaveLength(1);

    const done = await post(saveReminderCall, { title: 'Done before due', date: '2030-05-02', time: '09:00', repeat: 'weekly', recipientUserIds: [A.paralegal.userId] }, A.admin);
    await post(updateReminderStatusCall, { id: done.result.id, status: 'done' }, A.paralegal);
    expect(await deliverReminder(h.database.db, services(), { tenantId: A.t.id, reminderId: done.result.id, at: '2030-05-02T13:00:00.000Z' }, new Date('2030-05-02T13:00:00Z'))).toBe('skipped');
    expect(await notes(A.paralegal.userId, 'Done before due')).toHaveLength(0);
  });
});
