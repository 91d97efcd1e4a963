import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registerDriveMirrorWorker } from './drives.service';

/** With the jobs plugin loaded: the worker that mirrors a case's documents to a storage drive. */
export const drivesPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onReady', async () => {
      if (!app.hasDecorator('jobs') || !app.hasDecorator('storage')) return;
      await registerDriveMirrorWorker(app);
    });
  },
  { name: 'passage-drives', fastify: '5.x' },
);
