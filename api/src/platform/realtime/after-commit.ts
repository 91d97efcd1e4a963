import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CallContext } from '../http';

/*
 * Socket events of a call go out once its transaction has committed (the answer is being sent), so
 * a receiver who reloads finds what the event announces; a refused or failed call sends nothing.
 * Modules queue them with `afterCommit(ctx, emit)` and list `deliverAfterCommit` in their plugins
 * (it registers its hook once however many modules list it).
 */

type Emit = () => void;
const pending = new WeakMap<FastifyRequest, Emit[]>();

/** Queues `emit` to run when the call answers successfully. */
export function afterCommit(ctx: CallContext<unknown>, emit: Emit): void {
  const list = pending.get(ctx.request) ?? [];
  list.push(emit);
  pending.set(ctx.request, list);
}

/** Runs a request's queued events when it succeeded (exported for tests and the hook). */
export function flushEvents(request: FastifyRequest, statusCode: number): void {
  const list = pending.get(request);
  pending.delete(request);
  if (!list || statusCode >= 400) return;
  for (const emit of list) {
    try {
      emit();
    } catch (err) {
      request.log.warn({ err }, 'socket event delivery failed');
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    afterCommitDelivery?: true;
  }
}

/** The onSend hook (the call pipeline commits before it sends the answer: the earliest safe point). */
export const deliverAfterCommit = fp(
  async (app) => {
    if (app.hasDecorator('afterCommitDelivery')) return;
    app.decorate('afterCommitDelivery', true as const);
    app.addHook('onSend', async (request, reply, payload) => {
      flushEvents(request, reply.statusCode);
      return payload;
    });
  },
  { name: 'realtime-after-commit' },
);
