import { and, eq } from 'drizzle-orm';
import type { ErrorCode } from 'shared/contract';
import type { Db } from '../db';
import { users } from '../../modules/users/users.table';
import { SESSION_IDLE_MS, SESSION_TOUCH_MS } from './create-session';
import { sessions, type SessionRevokeReason } from './sessions.table';
import { hashToken } from './tokens';

/** The signed-in user behind a request. */
export interface SessionInfo {
  sessionId: string;
  userId: string;
  /** The user's tenant, or PLATFORM_TENANT_ID for operators. */
  tenantId: string;
  roleId: number;
  isExternal: number;
  email: string;
  name: string;
  branchIds: string[];
  /**
   * The user's "all cases" flag (roles 5–13 see every case with it), read with the session so
   * case calls need not read the user again; kept current like the role (migration 0036). Absent
   * from a resolver that does not read it: the case calls then read it themselves.
   */
  casesAccessForAllUsers?: boolean;
}

export type SessionResolution =
  | {
      ok: true;
      session: SessionInfo;
      /**
       * When the session ends (ms since epoch) and when it was last seen (after this call's
       * touch): lets the request cache keep it until either check would change the answer.
       */
      freshness?: { expiresAt: number; lastSeenAt: number };
    }
  | { ok: false; code: ErrorCode };

/**
 * Turns a bearer token into a session. Runs inside the request's transaction, so row-level
 * security limits the lookup to the host's scope: a token of another tenant is simply unknown.
 */
export interface SessionResolver {
  /**
   * `options.touchBehind`: where a due `last_seen_at` touch goes instead of an UPDATE in `tx`
   * (auth/session-touches.ts) — the lookup is then a read alone and can run in a read scope.
   */
  resolve(tx: Db, token: string, options?: { touchBehind?: (sessionId: string, at: number) => void }): Promise<SessionResolution>;
}

/** The SPEC §8 code a revoked session answers with. */
const REVOKED_CODE: Partial<Record<SessionRevokeReason, ErrorCode>> = {
  user_inactive: 'LOGIN_USER_INACTIVE',
  role_changed: 'ROLE_CHANGED',
};

/**
 * Sessions stored in the `sessions` table (hashed tokens), checked against the user's state:
 * revoked → the reason's code (else UNAUTHENTICATED); past the absolute expiry or idle for
 * SESSION_IDLE_MS → TOKEN_EXPIRED; user not active → LOGIN_USER_INACTIVE; role changed →
 * ROLE_CHANGED. A live session's `last_seen_at` is refreshed (at most once a minute).
 */
export const dbSessionResolver: SessionResolver = {
  async resolve(tx, token, options) {
    const rows = await tx
      .select({
        sessionId: sessions.id,
        tenantId: sessions.tenantId,
        sessionRoleId: sessions.roleId,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        revokeReason: sessions.revokeReason,
        userId: users.id,
        roleId: users.roleId,
        status: users.status,
        isExternal: users.isExternal,
        email: users.email,
        name: users.name,
        branchIds: users.branchIds,
        casesAccessForAllUsers: users.casesAccessForAllUsers,
      })
      .from(sessions)
      .innerJoin(users, and(eq(users.tenantId, sessions.tenantId), eq(users.id, sessions.userId)))
      .where(eq(sessions.tokenHash, hashToken(token)))
      .limit(1);
    const row = rows[0];
    if (!row) return { ok: false, code: 'UNAUTHENTICATED' };
    if (row.revokedAt)
      return { ok: false, code: (row.revokeReason && REVOKED_CODE[row.revokeReason]) || 'UNAUTHENTICATED' };
    const now = Date.now();
    if (new Date(row.expiresAt).getTime() <= now) return { ok: false, code: 'TOKEN_EXPIRED' };
    const lastSeen = new Date(row.lastSeenAt ?? row.createdAt).getTime();
    if (lastSeen + SESSION_IDLE_MS <= now) return { ok: false, code: 'TOKEN_EXPIRED' };
    if (row.status !== 'active') return { ok: false, code: 'LOGIN_USER_INACTIVE' };
    if (row.roleId !== row.sessionRoleId) return { ok: false, code: 'ROLE_CHANGED' };
    let seen = lastSeen;
    if (now - lastSeen >= SESSION_TOUCH_MS) {
      if (options?.touchBehind) options.touchBehind(row.sessionId, now);
      else {
        await tx
          .update(sessions)
          .set({ lastSeenAt: new Date(now) })
          .where(eq(sessions.id, row.sessionId));
      }
      seen = now;
    }
    return {
      ok: true,
      freshness: { expiresAt: new Date(row.expiresAt).getTime(), lastSeenAt: seen },
      session: {
        sessionId: row.sessionId,
        userId: row.userId,
        tenantId: row.tenantId,
        roleId: row.roleId,
        isExternal: row.isExternal,
        email: row.email,
        name: row.name,
        branchIds: row.branchIds,
        casesAccessForAllUsers: row.casesAccessForAllUsers,
      },
    };
  },
};
