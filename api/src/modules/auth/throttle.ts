import { eq, inArray } from 'drizzle-orm';
import { withTenant } from '../../platform/db';
import { AppError, type CallContext } from '../../platform/http';
import { authThrottle } from './auth-throttle.table';
import { runAfterTransaction } from './deferred';

/**
 * Sign-in throttling, per account (e-mail in the host's scope) and per address (client IP):
 * after ACCOUNT_LIMIT failures within WINDOW_MS the account is locked for LOCK_MS (ADDRESS_LIMIT
 * for an address, which many users may share). Locked: 429 RATE_LIMITED, checked before the
 * password, so a locked account cannot be probed. Wrong MFA codes count too.
 */
export const THROTTLE = {
  ACCOUNT_LIMIT: 5,
  ADDRESS_LIMIT: 20,
  WINDOW_MS: 15 * 60 * 1000,
  LOCK_MS: 15 * 60 * 1000,
} as const;

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (ip: string) => `address:${ip}`;

function lockedMessage(until: Date): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** Throws 429 RATE_LIMITED when the account or the caller's address is locked. */
export async function assertNotLocked(ctx: CallContext<unknown>, email: string | undefined): Promise<void> {
  const keys = [addressKey(ctx.request.ip), ...(email ? [accountKey(email)] : [])];
  const rows = await ctx.tx.select().from(authThrottle).where(inArray(authThrottle.key, keys));
  const now = Date.now();
  const locked = rows
    .map((r) => (r.lockedUntil ? new Date(r.lockedUntil) : null))
    .filter((d): d is Date => d !== null && d.getTime() > now)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  if (locked) {
    const retryAfter = String(Math.ceil((locked.getTime() - now) / 1000));
    const err = new AppError('RATE_LIMITED', lockedMessage(locked));
    (err as AppError & { headers?: Record<string, string> }).headers = { 'retry-after': retryAfter };
    throw err;
  }
}

/**
 * Counts a failure for the account and the address. Runs after the request's transaction (which
 * the refusal rolls back), in its own transaction of the host's scope.
 */
export function recordFailure(ctx: CallContext<unknown>, email: string | undefined): void {
  const db = ctx.database.db;
  const scope = ctx.scopeTenantId;
  const entries: [string, number][] = [[addressKey(ctx.request.ip), THROTTLE.ADDRESS_LIMIT]];
  if (email) entries.push([accountKey(email), THROTTLE.ACCOUNT_LIMIT]);
  runAfterTransaction(ctx.request, () =>
    withTenant(db, scope, async (tx) => {
      const now = new Date();
      for (const [key, limit] of entries) {
        const [row] = await tx.select().from(authThrottle).where(eq(authThrottle.key, key)).limit(1);
        const fresh = !row || new Date(row.windowStartedAt).getTime() + THROTTLE.WINDOW_MS <= now.getTime();
        const failures = fresh ? 1 : row.failures + 1;
        const lock = failures >= limit;
        const values = {
          failures: lock ? 0 : failures,
          windowStartedAt: fresh || lock ? now : new Date(row.windowStartedAt),
          lockedUntil: lock ? new Date(now.getTime() + THROTTLE.LOCK_MS) : (row?.lockedUntil ?? null),
          updatedAt: now,
        };
        await tx
          .insert(authThrottle)
          .values({ key, ...values })
          .onConflictDoUpdate({ target: [authThrottle.tenantId, authThrottle.key], set: values });
      }
    }),
  );
}

/** A successful sign-in clears the account's counter (in the request's transaction). */
export async function clearFailures(ctx: CallContext<unknown>, email: string): Promise<void> {
  await ctx.tx.delete(authThrottle).where(eq(authThrottle.key, accountKey(email)));
}
