import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Work that must survive the request's transaction being rolled back — e.g. counting a failed
 * sign-in, which is answered with an error (and so rolled back). The task runs after the
 * transaction ended and before the answer is sent, in its own transaction (it must not reuse
 * `ctx.tx`). With PGlite (one connection) this is the only safe moment: a second transaction
 * opened while the request's is open would wait for ever (docs/platform-services.md).
 */
const pending = new WeakMap<FastifyRequest, (() => Promise<void>)[]>();

export function runAfterTransaction(request: FastifyRequest, task: () => Promise<void>): void {
  const list = pending.get(request);
  if (list) list.push(task);
  else pending.set(request, [task]);
}

/** Runs the deferred tasks of each request in `onSend` (after the call's transaction). */
export const deferredWorkPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, _reply, payload) => {
      const tasks = pending.get(request);
      if (tasks) {
        pending.delete(request);
        for (const task of tasks) {
          try {
            await task();
          } catch (err) {
            request.log.error({ err }, 'deferred task failed');
          }
        }
      }
      return payload;
    });
  },
  { name: 'passage-deferred-work', fastify: '5.x' },
);
