import { and, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { withPlatform, withTenant, type Db } from '../../platform/db';
import type { NotificationPayload } from '../../platform/realtime';
import { lcaDetails } from '../lca';
import { petitions, shownCaseNumber } from '../petitions';
import { tenants } from '../tenants';
import { lcaNotices } from './lca-paf.table';

/*
 * "The notice can come down" (issue 19 point 3): once a day, every posted notice that has been up
 * its full period and is not recorded as removed gets one notification to the LCA's manager and
 * to whoever recorded the notice. `reminded_at` makes it once per posting date (a new posting
 * date in /lca-paf/save-notice clears it).
 */

export const NOTICE_REMINDER_QUEUE = 'lca-paf.notice-reminders';
/** 06:15 UTC every day. */
export const NOTICE_REMINDER_CRON = '15 6 * * *';

export type Notify = (tx: Db, tenantId: string, userIds: readonly string[], payload: NotificationPayload) => Promise<unknown>;

export interface NoticeReminderResult {
  tenants: number;
  notices: number;
  notifications: number;
}

export async function runNoticeReminders(db: Db, notify: Notify, opts: { today?: string; tenantIds?: string[] } = {}): Promise<NoticeReminderResult> {
  const today = opts.today ?? new Date().toISOString().slice(0, 10);
  const list = await withPlatform(db, (tx) =>
    tx.select({ id: tenants.id }).from(tenants).where(and(eq(tenants.status, 'active'), opts.tenantIds ? inArray(tenants.id, opts.tenantIds) : undefined)),
  );
  const out: NoticeReminderResult = { tenants: 0, notices: 0, notifications: 0 };
  for (const t of list) {
    out.tenants += 1;
    await withTenant(db, t.id, async (tx) => {
      const due = await tx
        .select({ n: lcaNotices, row: petitions, managerId: lcaDetails.lcaManagerId })
        .from(lcaNotices)
        .innerJoin(petitions, eq(petitions.id, lcaNotices.petitionId))
        .innerJoin(lcaDetails, eq(lcaDetails.petitionId, lcaNotices.petitionId))
        .where(and(isNull(lcaNotices.removedOn), isNull(lcaNotices.remindedAt), isNotNull(lcaNotices.canComeDownOn), lte(lcaNotices.canComeDownOn, today), isNull(petitions.deletedAt)));
      for (const d of due) {
        const to = [...new Set([d.managerId, d.n.createdBy].filter((x): x is string => !!x))];
        if (to.length) {
          await notify(tx, t.id, to, {
            caseNo: shownCaseNumber(d.row),
            petitionId: d.row.id,
            createdByName: null,
            message: `The LCA posting notice “${d.n.label}” (posted ${d.n.postedOn}) has been up its full period and may come down from ${d.n.canComeDownOn}. Record the removal date and the proof.`,
          });
          out.notifications += to.length;
        }
        await tx.update(lcaNotices).set({ remindedAt: new Date() }).where(eq(lcaNotices.id, d.n.id));
        out.notices += 1;
      }
    });
  }
  return out;
}

/** The daily reminder job (needs the jobs and realtime plugins; absent in short unit tests). */
export const lcaPafPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onReady', async () => {
      if (!app.hasDecorator('jobs') || !app.hasDecorator('realtime')) return;
      await app.jobs.defineQueue(NOTICE_REMINDER_QUEUE, { retryLimit: 3, retryDelay: 300, retryBackoff: true });
      await app.jobs.registerWorker(NOTICE_REMINDER_QUEUE, async () => {
        const r = await runNoticeReminders(app.database.db, (tx, tenantId, userIds, payload) => app.realtime.notify(tenantId, userIds, payload, { tx }));
        app.log.info(r, 'LCA notice reminders sent');
      });
      await app.jobs.boss.schedule(NOTICE_REMINDER_QUEUE, NOTICE_REMINDER_CRON, {}, { tz: 'UTC' });
    });
  },
  { name: 'passage-lca-paf', fastify: '5.x' },
);
