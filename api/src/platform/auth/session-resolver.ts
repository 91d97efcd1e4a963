import { and, eq } from 'drizzle-orm';
import type { ErrorCode } from 'shared/contract';
import type { Db } from '../db';
import { users } from '../../modules/users/users.table';
import { sessions } from './sessions.table';
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
}

export type SessionResolution = { ok: true; session: SessionInfo } | { ok: false; code: ErrorCode };

/**
 * Turns a bearer token into a session. Runs inside the request's transaction, so row-level
 * security limits the lookup to the host's scope: a token of another tenant is simply unknown.
 */
export interface SessionResolver {
  resolve(tx: Db, token: string): Promise<SessionResolution>;
}

/** Sessions stored in the `sessions` table (hashed tokens), checked against the user's state. */
export const dbSessionResolver: SessionResolver = {
  async resolve(tx, token) {
    const rows = await tx
      .select({
        sessionId: sessions.id,
        tenantId: sessions.tenantId,
        sessionRoleId: sessions.roleId,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        userId: users.id,
        roleId: users.roleId,
        status: users.status,
        isExternal: users.isExternal,
        email: users.email,
        name: users.name,
        branchIds: users.branchIds,
      })
      .from(sessions)
      .innerJoin(users, and(eq(users.tenantId, sessions.tenantId), eq(users.id, sessions.userId)))
      .where(eq(sessions.tokenHash, hashToken(token)))
      .limit(1);
    const row = rows[0];
    if (!row || row.revokedAt) return { ok: false, code: 'UNAUTHENTICATED' };
    if (new Date(row.expiresAt).getTime() <= Date.now()) return { ok: false, code: 'TOKEN_EXPIRED' };
    if (row.status !== 'active') return { ok: false, code: 'LOGIN_USER_INACTIVE' };
    if (row.roleId !== row.sessionRoleId) return { ok: false, code: 'ROLE_CHANGED' };
    return {
      ok: true,
      session: {
        sessionId: row.sessionId,
        userId: row.userId,
        tenantId: row.tenantId,
        roleId: row.roleId,
        isExternal: row.isExternal,
        email: row.email,
        name: row.name,
        branchIds: row.branchIds,
      },
    };
  },
};
