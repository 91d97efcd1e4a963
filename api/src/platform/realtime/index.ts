import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { type Database, withPlatform } from '../db';
import { findTenantBySlug, scopeOfHost } from '../tenancy';
import { registerNotifyCalls } from './notify.routes';
import { notifyUsers, type NotificationPayload } from './notifications.service';
import type { NotificationRow } from './notifications.table';
import { RealtimeService, type SessionTokenResolver } from './realtime.service';
import type { Db } from '../db';

export { RealtimeService, userRoom, NOTIFICATION_EVENT } from './realtime.service';
export { afterCommit, flushEvents, deliverAfterCommit } from './after-commit';
export type { RealtimeSession, SessionTokenResolver, NotificationEvent } from './realtime.service';
export { notifyUsers, listNotifications, removeNotifications } from './notifications.service';
export type { NotificationPayload } from './notifications.service';
export { notifications } from './notifications.table';

/** What other modules use: `app.realtime.notify(tenantId, userIds, payload)`. */
export interface Realtime {
  readonly service: RealtimeService;
  /**
   * Stores a notification per user and pushes `notification` to their sockets (every process
   * with Redis). Pass `{ tx }` from a call handler to write in the request's transaction.
   */
  notify(
    tenantId: string,
    userIds: readonly string[],
    payload: NotificationPayload,
    opts?: { tx?: Db },
  ): Promise<NotificationRow[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export interface RealtimePluginOptions {
  /** The app's configuration (host rules for the socket's tenant). */
  config?: AppConfig;
  /** Default: `app.database`. */
  database?: Database;
  /** Default: `process.env.REDIS_URL`; none keeps events in this process. */
  redisUrl?: string;
  /** Redis channel prefix; default `process.env.REDIS_KEY_PREFIX` or `socket.io`. */
  redisKey?: string;
  /** Default: the host's tenant + the core's `app.sessionResolver`. */
  resolveSession?: SessionTokenResolver;
  /** Register `/notify/list` and `/notify/remove` (default true). */
  calls?: boolean;
}

/** Resolves a socket's token like a call's bearer token: in the scope of the host's tenant. */
function coreSessionResolver(app: FastifyInstance, database: Database): SessionTokenResolver {
  return (token, { host }) =>
    withPlatform(database.db, async (tx) => {
      const scope = scopeOfHost(host, app.config);
      if (scope.kind === 'tenant') {
        const tenant = await findTenantBySlug(tx, scope.slug);
        if (!tenant || tenant.status !== 'active') return null;
        await tx.execute(sql`select set_config('app.tenant_id', ${tenant.id}, true)`);
      }
      const r = await app.sessionResolver.resolve(tx, token);
      return r.ok ? { tenantId: r.session.tenantId, userId: r.session.userId, roleId: r.session.roleId } : null;
    });
}

/** socket.io at `/socket.io` on the API server: a room per user, event `notification`. */
export const realtimePlugin = fp(
  async (app: FastifyInstance, opts: RealtimePluginOptions) => {
    const database = opts.database ?? app.database;
    const service = new RealtimeService(app.server, {
      resolveSession: opts.resolveSession ?? coreSessionResolver(app, database),
      redisUrl: opts.redisUrl ?? (process.env.REDIS_URL || undefined),
      redisKey: opts.redisKey ?? (process.env.REDIS_KEY_PREFIX || undefined),
      onError: (err) => app.log.warn({ err }, 'realtime error'),
    });
    await service.start();
    const realtime: Realtime = {
      service,
      notify: (tenantId, userIds, payload, o) =>
        notifyUsers({ db: database.db, realtime: service }, tenantId, userIds, payload, o),
    };
    app.decorate('realtime', realtime);
    // Sockets are not HTTP requests: close them first, or the server never finishes closing.
    app.addHook('preClose', async () => service.close());
    if (opts.calls !== false) registerNotifyCalls(app);
  },
  { name: 'passage-realtime', fastify: '5.x' },
);
