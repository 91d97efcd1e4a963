import type { Db } from '../db';
import { sessions } from './sessions.table';
import { hashToken, newToken } from './tokens';

/** Absolute lifetime of a session. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** A session ends after this long without a call (idle expiry). */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** `last_seen_at` is written at most this often. */
export const SESSION_TOUCH_MS = 60 * 1000;

/** Starts a session for a user in the current scope; returns the token (shown once). */
export async function createSession(
  tx: Db,
  input: { userId: string; roleId: number; ttlMs?: number },
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + (input.ttlMs ?? SESSION_TTL_MS));
  const [row] = await tx
    .insert(sessions)
    .values({
      userId: input.userId,
      roleId: input.roleId,
      tokenHash: hashToken(token),
      expiresAt,
      lastSeenAt: new Date(),
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id, expiresAt };
}
