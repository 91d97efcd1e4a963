import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { deliverReminder, REMINDER_QUEUE, type ReminderJob } from './reminders.service';

/** With the jobs and mail plugins loaded: the worker that delivers due reminders. */
export const remindersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onReady', async () => {
      if (!app.hasDecorator('jobs') || !app.hasDecorator('mailer')) return;
      await app.jobs.defineQueue(REMINDER_QUEUE, { retryLimit: 5, retryDelay: 60, retryBackoff: true });
      await app.jobs.registerWorker<ReminderJob>(REMINDER_QUEUE, async (job) => {
        const outcome = await deliverReminder(app.database.db, { mailer: app.mailer, realtime: app.hasDecorator('realtime') ? app.realtime : undefined, jobs: app.jobs }, job.data);
        app.log.info({ reminderId: job.data.reminderId, outcome }, 'reminder job');
      });
    });
  },
  { name: 'passage-reminders', fastify: '5.x' },
);
