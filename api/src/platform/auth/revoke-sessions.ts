import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db';
import { sessions, type SessionRevokeReason } from './sessions.table';

/**
 * Revokes the live sessions of users in the current scope, keeping the reason: the next call with
 * such a token answers the matching code (LOGIN_USER_INACTIVE, ROLE_CHANGED, …). Returns the
 * number revoked. Callers also close the users' sockets (`app.realtime.service.disconnectUser`).
 */
export async function revokeUserSessions(
  tx: Db,
  userIds: readonly string[],
  reason: SessionRevokeReason,
  opts: { exceptSessionId?: string } = {},
): Promise<number> {
  if (userIds.length === 0) return 0;
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(
      and(
        inArray(sessions.userId, [...userIds]),
        isNull(sessions.revokedAt),
        opts.exceptSessionId ? ne(sessions.id, opts.exceptSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/** Revokes one session (sign-out, account switch). */
export async function revokeSession(tx: Db, sessionId: string, reason: SessionRevokeReason): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
