import { and, eq, gte, inArray, isNull, lte, ne } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { PWD_RULES, PWD_STATUS, ROLE } from 'shared/domain';
import { addDaysIso } from '../../platform/data';
import { withPlatform, withTenant, type Db } from '../../platform/db';
import type { NotificationPayload } from '../../platform/realtime';
import { petitions, shownCaseNumber } from '../petitions';
import { tenants } from '../tenants';
import { users } from '../users';
import { pwdDetails } from './pwd.table';

/*
 * "The PWD lapses soon" (issue 19 point 6): once a day, each determination whose validity ends
 * within PWD_RULES.reminderDaysBefore days gets one notification to the case's attorney, paralegal
 * and the firm's LCA managers. `reminded_at` makes it once per validity end (a new validTo clears it).
 */
export const PWD_REMINDER_QUEUE = 'pwd.lapse-reminders';
export const PWD_REMINDER_CRON = '20 6 * * *';
export type Notify = (tx: Db, tenantId: string, userIds: readonly string[], payload: NotificationPayload) => Promise<unknown>;

export async function runPwdReminders(db: Db, notify: Notify, opts: { today?: string; tenantIds?: string[] } = {}) {
  const today = opts.today ?? new Date().toISOString().slice(0, 10);
  const list = await withPlatform(db, (tx) =>
    tx.select({ id: tenants.id }).from(tenants).where(and(eq(tenants.status, 'active'), opts.tenantIds ? inArray(tenants.id, opts.tenantIds) : undefined)),
  );
  const out = { tenants: 0, pwds: 0, notifications: 0 };
  for (const t of list) {
    out.tenants += 1;
    await withTenant(db, t.id, async (tx) => {
      const due = await tx
        .select({ d: pwdDetails, row: petitions })
        .from(pwdDetails)
        .innerJoin(petitions, eq(petitions.id, pwdDetails.petitionId))
        .where(
          and(
            eq(pwdDetails.statusId, PWD_STATUS.DETERMINED),
            isNull(pwdDetails.remindedAt),
            lte(pwdDetails.validTo, addDaysIso(today, PWD_RULES.reminderDaysBefore)),
            gte(pwdDetails.validTo, today),
            isNull(petitions.deletedAt),
          ),
        );
      if (!due.length) return;
      const managers = await tx.select({ id: users.id }).from(users).where(and(eq(users.roleId, ROLE.LCA_MANAGER), eq(users.status, 'active'), ne(users.isExternal, 1)));
      for (const { d, row } of due) {
        const to = [...new Set([row.attorneyId, row.paralegalId, ...managers.map((m) => m.id)].filter((x): x is string => !!x))];
        if (to.length) {
          await notify(tx, t.id, to, {
            caseNo: shownCaseNumber(row),
            petitionId: row.id,
            createdByName: null,
            message: `The prevailing wage determination of ${shownCaseNumber(row)}${d.jobTitle ? ` (${d.jobTitle})` : ''} is valid until ${d.validTo}: file or begin recruitment before then, or ask for a new determination.`,
          });
          out.notifications += to.length;
        }
        await tx.update(pwdDetails).set({ remindedAt: new Date() }).where(eq(pwdDetails.petitionId, d.petitionId));
        out.pwds += 1;
      }
    });
  }
  return out;
}

export const pwdRemindersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onReady', async () => {
      if (!app.hasDecorator('jobs') || !app.hasDecorator('realtime')) return;
      await app.jobs.defineQueue(PWD_REMINDER_QUEUE, { retryLimit: 3, retryDelay: 300, retryBackoff: true });
      await app.jobs.registerWorker(PWD_REMINDER_QUEUE, async () => {
        const r = await runPwdReminders(app.database.db, (tx, tenantId, userIds, payload) => app.realtime.notify(tenantId, userIds, payload, { tx }));
        app.log.info(r, 'PWD lapse reminders sent');
      });
      await app.jobs.boss.schedule(PWD_REMINDER_QUEUE, PWD_REMINDER_CRON, {}, { tz: 'UTC' });
    });
  },
  { name: 'passage-pwd', fastify: '5.x' },
);
