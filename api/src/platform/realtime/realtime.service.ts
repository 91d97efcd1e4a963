import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';

/** Who a socket belongs to, as the core's session resolver answers. */
export interface RealtimeSession {
  tenantId: string;
  userId: string;
  roleId: number;
}

/** Resolves a session token (handshake `auth.token`) to its session, or null when invalid. */
export type SessionTokenResolver = (token: string, ctx: { host?: string }) => Promise<RealtimeSession | null>;

/** SPEC §3 notification payload, plus the stored row's id and time. */
export interface NotificationEvent {
  id?: string;
  caseNo: string | null;
  message: string;
  createdByName: string | null;
  petitionId: string | null;
  createdAt?: string;
}

export const NOTIFICATION_EVENT = 'notification';

/** One room per user (SPEC §7: "a real-time channel named by userId"), kept apart per tenant. */
export const userRoom = (tenantId: string, userId: string): string => `user:${tenantId}:${userId}`;

export interface RealtimeOptions {
  resolveSession: SessionTokenResolver;
  /** With a Redis URL, events reach sockets held by every API process. */
  redisUrl?: string;
  /** Redis channel prefix (default `socket.io`); deployments sharing one Redis set their own. */
  redisKey?: string;
  path?: string;
  onError?: (err: unknown) => void;
}

interface Closable {
  quit(): Promise<unknown>;
}

/** socket.io on the API's HTTP server: authenticated sockets joined to their user's room. */
export class RealtimeService {
  readonly io: Server;
  private redis: Closable[] = [];

  constructor(
    httpServer: HttpServer,
    private readonly options: RealtimeOptions,
  ) {
    this.io = new Server(httpServer, {
      path: options.path ?? '/socket.io',
      serveClient: false,
      // Same origin only: the shell is served by this server.
      cors: undefined,
    });
    this.io.use((socket, next) => {
      this.authenticate(socket)
        .then((ok) => (ok ? next() : next(new Error('UNAUTHENTICATED'))))
        .catch((err) => {
          options.onError?.(err);
          next(new Error('UNAUTHENTICATED'));
        });
    });
  }

  private async authenticate(socket: Socket): Promise<boolean> {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    const header = socket.handshake.headers.authorization;
    const token =
      typeof auth?.token === 'string'
        ? auth.token.replace(/^Bearer\s+/i, '')
        : typeof header === 'string' && /^Bearer\s+/i.test(header)
          ? header.replace(/^Bearer\s+/i, '')
          : undefined;
    if (!token) return false;
    const session = await this.options.resolveSession(token, { host: socket.handshake.headers.host });
    if (!session) return false;
    socket.data.session = session;
    await socket.join(userRoom(session.tenantId, session.userId));
    return true;
  }

  /** Connects the Redis adapter when configured. */
  async start(): Promise<void> {
    if (!this.options.redisUrl) return;
    // RESP2: the adapter's pub/sub handling predates node-redis 6's RESP3 default.
    const pub = createClient({ url: this.options.redisUrl, RESP: 2 });
    const sub = pub.duplicate();
    for (const c of [pub, sub]) c.on('error', (err) => this.options.onError?.(err));
    this.redis = [pub, sub];
    await Promise.all([pub.connect(), sub.connect()]);
    this.io.adapter(createAdapter(pub, sub, { key: this.options.redisKey ?? 'socket.io' }));
  }

  /** Sends `notification` to every socket of these users, in every process. */
  emitNotification(tenantId: string, userIds: readonly string[], event: NotificationEvent): void {
    if (userIds.length === 0) return;
    this.io.to(userIds.map((u) => userRoom(tenantId, u))).emit(NOTIFICATION_EVENT, event);
  }

  /**
   * Sends a module's own event (e.g. `message`, docs/messages.md) to every socket of these users,
   * in every process. The caller decides who may receive the payload; the users' rooms are the
   * only addressing (no broadcast).
   */
  emitToUsers(tenantId: string, userIds: readonly string[], event: string, payload: unknown): void {
    if (userIds.length === 0) return;
    if (event === NOTIFICATION_EVENT) throw new Error('emitToUsers: use notify() for notifications');
    this.io.to(userIds.map((u) => userRoom(tenantId, u))).emit(event, payload);
  }

  /** Closes every socket of a user (sign-out, deactivation, role change). */
  disconnectUser(tenantId: string, userId: string): void {
    this.io.in(userRoom(tenantId, userId)).disconnectSockets(true);
  }

  /** Closes sockets and Redis; the HTTP server stays Fastify's to close. */
  async close(): Promise<void> {
    this.io.disconnectSockets(true);
    this.io.engine.close();
    await Promise.allSettled([...this.io._nsps.values()].map((nsp) => nsp.adapter.close()));
    for (const c of this.redis) {
      await c.quit().catch(() => undefined);
    }
    this.redis = [];
  }
}
