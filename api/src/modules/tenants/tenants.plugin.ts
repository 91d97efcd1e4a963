import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registerFirmWorkers } from './tenants.export';

/** With the jobs plugin loaded: the workers that build firm exports and delete firms after their grace period. */
export const tenantsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onReady', async () => {
      if (!app.hasDecorator('jobs')) return;
      await registerFirmWorkers(app);
    });
  },
  { name: 'passage-tenants', fastify: '5.x' },
);
