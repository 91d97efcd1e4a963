import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registerProfileDeletionWorker } from './account.service';

/** With the jobs plugin loaded: the worker that anonymises accounts whose grace period is over. */
export const accountPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onReady', async () => {
      if (!app.hasDecorator('jobs')) return;
      await registerProfileDeletionWorker(app);
    });
  },
  { name: 'passage-account', fastify: '5.x' },
);
