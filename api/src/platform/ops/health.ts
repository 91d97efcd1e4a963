import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** Liveness (/healthz: the process answers) and readiness (/readyz: the database answers, not stopping). */
async function healthPluginImpl(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { logLevel: 'warn' }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', { logLevel: 'warn' }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.shuttingDown) return reply.code(503).send({ status: 'stopping' });
    try {
      await app.database.query('select 1');
      return { status: 'ready', database: app.database.driver };
    } catch (err) {
      app.log.warn({ err }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}

/** Registered without encapsulation so its hooks apply to every route. */
export const healthPlugin = fp(healthPluginImpl, { name: 'healthPlugin' });
