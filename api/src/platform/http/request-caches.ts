import { sql } from 'drizzle-orm';
import { SESSION_IDLE_MS, SESSION_TOUCH_MS, type SessionInfo } from '../auth';
import type { Db } from '../db';
import type { TenantContext } from '../tenancy';

/** How many tenants and sessions one process keeps (the oldest entry leaves first). */
export const CACHE_LIMITS = { tenants: 5_000, sessions: 50_000 };
/**
 * With touches written behind (`touchBehind`), a cached session is read again from the database
 * at least this often, whatever the epoch says (a second line behind the invalidation log).
 */
export const SESSION_RECHECK_MS = 10 * 60 * 1000;

interface Tagged {
  /** The cache epoch read before the entry's data was: see `RequestCaches.put…`. */
  epoch: number;
}
interface TenantEntry extends Tagged {
  tenant: TenantContext;
}
interface SessionEntry extends Tagged {
  scopeTenantId: string;
  session: SessionInfo;
  expiresAt: number;
  lastSeenAt: number;
  /** When the entry was read from the database. */
  loadedAt: number;
}

export interface CacheStats {
  tenantHits: number;
  tenantMisses: number;
  sessionHits: number;
  sessionMisses: number;
  syncs: number;
  flushes: number;
  /** Read-only calls answered in a read scope, and those that had to run again in a transaction. */
  readScopes: number;
  readScopeRetries: number;
}

/**
 * The per-process caches of the request pipeline: the tenant of a host and the session of a
 * token (user, role, branches, status). They honour every change at once, across processes
 * (docs/adr/0012-request-caches.md): a change to a session, user or tenant row bumps
 * `cache_epoch` at its COMMIT and logs the row in `cache_invalidations` (migration 0030). Each
 * request reads the epoch in the statement that opens its transaction; a newer epoch than the
 * process has seen makes it read the log and drop the named entries before it uses any. So a
 * request sees every change committed before its transaction began: a logout, a deactivation, a
 * role change, a tenant suspension, whichever process made it.
 *
 * An entry read under an older epoch than the cache's current one is not stored (a change may
 * have been dropped from the cache between the read and the store).
 */
export class RequestCaches {
  /**
   * `touchBehind`: where a cached session due its `last_seen_at` touch is sent to be written
   * behind the request (auth/session-touches.ts); the cache then keeps answering for it. Without
   * it, a due touch makes the session a miss and the request's resolver writes the touch.
   */
  constructor(private readonly options: { touchBehind?: (sessionId: string, at: number) => void } = {}) {}

  /** Where due touches go (the session resolver is given the same: its lookup then stays a read). */
  get touchBehind(): ((sessionId: string, at: number) => void) | undefined {
    return this.options.touchBehind;
  }

  private epoch: number | null = null;
  private readonly tenants = new Map<string, TenantEntry>();
  private readonly sessions = new Map<string, SessionEntry>();
  readonly stats: CacheStats = { tenantHits: 0, tenantMisses: 0, sessionHits: 0, sessionMisses: 0, syncs: 0, flushes: 0, readScopes: 0, readScopeRetries: 0 };

  /** The epoch this process's entries are valid at (null before the first request). */
  get currentEpoch(): number | null {
    return this.epoch;
  }

  /**
   * Brings the caches to `epoch` (read in `tx`'s first statement): drops what the invalidation
   * log names since the last epoch seen, or everything when the log no longer reaches back.
   */
  async sync(tx: Db, epoch: number): Promise<void> {
    const from = this.epoch;
    if (from === epoch) return;
    if (from === null || epoch < from) {
      // First request, or a database reset (tests): nothing cached can be trusted.
      this.clear();
      this.epoch = epoch;
      return;
    }
    this.stats.syncs++;
    const res = await tx.execute(
      sql`select kind, key, (select min(epoch) from cache_invalidations) as oldest
            from cache_invalidations where epoch > ${from} and epoch <= ${epoch}`,
    );
    const rows = (res as unknown as { rows: { kind: string; key: string; oldest: string | number | null }[] }).rows;
    const oldest = rows.length ? Number(rows[0]!.oldest) : null;
    if (rows.length < epoch - from || oldest === null || oldest > from + 1) {
      this.clear();
    } else {
      const tenantIds = new Set<string>();
      const userIds = new Set<string>();
      const sessionIds = new Set<string>();
      for (const r of rows) {
        if (r.kind === 'tenant') tenantIds.add(r.key);
        else if (r.kind === 'user') userIds.add(r.key);
        else sessionIds.add(r.key);
      }
      if (tenantIds.size) for (const [k, e] of this.tenants) if (tenantIds.has(e.tenant.id)) this.tenants.delete(k);
      if (userIds.size || sessionIds.size || tenantIds.size) {
        for (const [k, e] of this.sessions) {
          if (userIds.has(e.session.userId) || sessionIds.has(e.session.sessionId) || tenantIds.has(e.scopeTenantId)) {
            this.sessions.delete(k);
          }
        }
      }
    }
    if (this.epoch === null || epoch > this.epoch) this.epoch = epoch;
  }

  /** Drops every entry. */
  clear(): void {
    this.stats.flushes++;
    this.tenants.clear();
    this.sessions.clear();
  }

  tenant(slug: string): TenantContext | undefined {
    const e = this.tenants.get(slug.toLowerCase());
    if (e) this.stats.tenantHits++;
    else this.stats.tenantMisses++;
    return e?.tenant;
  }

  putTenant(slug: string, tenant: TenantContext, readAtEpoch: number): void {
    if (readAtEpoch !== this.epoch) return;
    // Shared by every request of the tenant: read-only.
    if (tenant.permissions) Object.freeze(tenant.permissions);
    if (tenant.globalConfig) Object.freeze(tenant.globalConfig);
    put(this.tenants, slug.toLowerCase(), { tenant: Object.freeze(tenant), epoch: readAtEpoch }, CACHE_LIMITS.tenants);
  }

  /**
   * The cached session of a token hash in a scope, unless the answer could now differ: past its
   * expiry or its idle expiry. Due its once-a-minute `last_seen_at` touch, it is answered and the
   * touch sent behind (`touchBehind`) — unless it was read from the database more than
   * SESSION_RECHECK_MS ago — or, without `touchBehind`, it is a miss (the database resolver then
   * refreshes it and writes the touch).
   */
  session(scopeTenantId: string, tokenHash: string, now = Date.now()): SessionInfo | undefined {
    const session = this.freshSession(scopeTenantId, tokenHash, now);
    if (session) this.stats.sessionHits++;
    else this.stats.sessionMisses++;
    return session;
  }

  private freshSession(scopeTenantId: string, tokenHash: string, now: number): SessionInfo | undefined {
    const e = this.sessions.get(`${scopeTenantId}:${tokenHash}`);
    if (!e || e.scopeTenantId !== scopeTenantId || now >= e.expiresAt || now - e.lastSeenAt >= SESSION_IDLE_MS) return undefined;
    if (now - e.lastSeenAt >= SESSION_TOUCH_MS) {
      const touchBehind = this.options.touchBehind;
      if (!touchBehind || now - e.loadedAt >= SESSION_RECHECK_MS) return undefined;
      e.lastSeenAt = now;
      touchBehind(e.session.sessionId, now);
    }
    return e.session;
  }

  putSession(
    scopeTenantId: string,
    tokenHash: string,
    session: SessionInfo,
    freshness: { expiresAt: number; lastSeenAt: number },
    readAtEpoch: number,
  ): void {
    if (readAtEpoch !== this.epoch) return;
    put(
      this.sessions,
      `${scopeTenantId}:${tokenHash}`,
      {
        scopeTenantId,
        session,
        expiresAt: freshness.expiresAt,
        lastSeenAt: freshness.lastSeenAt,
        loadedAt: Date.now(),
        epoch: readAtEpoch,
      },
      CACHE_LIMITS.sessions,
    );
  }
}

function put<V>(map: Map<string, V>, key: string, value: V, limit: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > limit) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
}
