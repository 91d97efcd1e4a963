import { eq, inArray, sql } from 'drizzle-orm';
import { SIGN_IN_MESSAGES } from 'shared/domain';
import { withTenant, type Db } from '../../platform/db';
import { AppError, type CallContext } from '../../platform/http';
import { usersRepository as users } from '../users';
import { authThrottle } from './auth-throttle.table';
import { runAfterTransaction } from './deferred';
import { publicOrigin } from './links';
import { sendIdentityMail } from './mail';

/**
 * Sign-in throttling without lockout (issue 14, point 7). Someone without the password must not be
 * able to keep the owner out, so nothing is ever locked per account:
 *
 * - **Per account and address** (`pair`): after PAIR_FREE failures of one e-mail from one client
 *   address, that address waits before its next try for that e-mail: 1 s, 2 s, 4 s, … up to
 *   MAX_DELAY_MS. The owner at another address is not affected.
 * - **Per address** (`address`): after ADDRESS_FREE failures from one address across e-mails (many
 *   users may share an office address), the same growing wait for every try from it.
 * - **Per account, all addresses** (`account`): after ACCOUNT_FREE failures of one e-mail from
 *   anywhere, each *failing* address waits at least the account's own growing delay (capped at
 *   ACCOUNT_MAX_DELAY_MS) — a botnet is slowed, while a right password from an address that is not
 *   waiting still signs in.
 * - At NOTIFY_AT failures of an account the owner is mailed once per burst (`sign-in-failures`).
 *
 * A waiting address is answered 429 RATE_LIMITED with Retry-After before any password check. Counters
 * reset after QUIET_RESET_MS without a failure. Wrong MFA codes and wrong current passwords count.
 */
export const THROTTLE = {
  PAIR_FREE: 3,
  ADDRESS_FREE: 20,
  ACCOUNT_FREE: 10,
  NOTIFY_AT: 5,
  FIRST_DELAY_MS: 1000,
  MAX_DELAY_MS: 15 * 60 * 1000,
  ACCOUNT_MAX_DELAY_MS: 60 * 1000,
  QUIET_RESET_MS: 60 * 60 * 1000,
  /** A burst that goes on for this long is mailed about again. */
  RENOTIFY_MS: 24 * 60 * 60 * 1000,
} as const;

const normal = (email: string) => email.trim().toLowerCase();
export const throttleKeys = {
  pair: (email: string, ip: string) => `pair:${normal(email)} ${ip}`,
  address: (ip: string) => `address:${ip}`,
  account: (email: string) => `account:${normal(email)}`,
  notice: (email: string) => `notice:${normal(email)}`,
};

/** The wait after `failures` failures when the first `free` cost nothing: 1 s, 2 s, 4 s, … capped. */
export function delayAfter(failures: number, free: number, cap: number = THROTTLE.MAX_DELAY_MS): number {
  if (failures <= free) return 0;
  return Math.min(THROTTLE.FIRST_DELAY_MS * 2 ** Math.min(failures - free - 1, 30), cap);
}

/** Throws 429 RATE_LIMITED when the caller's address must still wait (for this e-mail, or at all). */
export async function assertMayTry(ctx: CallContext<unknown>, email: string | undefined): Promise<void> {
  const ip = ctx.request.ip;
  const keys = [throttleKeys.address(ip), ...(email ? [throttleKeys.pair(email, ip)] : [])];
  const rows = await ctx.tx.select().from(authThrottle).where(inArray(authThrottle.key, keys));
  const now = Date.now();
  const until = Math.max(0, ...rows.map((r) => (r.lockedUntil ? new Date(r.lockedUntil).getTime() : 0)));
  if (until > now) {
    const seconds = Math.ceil((until - now) / 1000);
    const err = new AppError('RATE_LIMITED', SIGN_IN_MESSAGES.throttled(seconds));
    (err as AppError & { headers?: Record<string, string> }).headers = { 'retry-after': String(seconds) };
    throw err;
  }
}

/** One more failure on `key`, atomically; a counter quiet for QUIET_RESET_MS starts again at 1. */
async function bump(tx: Db, key: string, now: Date): Promise<{ failures: number; windowStartedAt: Date }> {
  const at = now.toISOString();
  const quietSince = new Date(now.getTime() - THROTTLE.QUIET_RESET_MS).toISOString();
  const stale = sql`${authThrottle.updatedAt} <= ${quietSince}::timestamptz`;
  const [row] = await tx
    .insert(authThrottle)
    .values({ key, failures: 1, windowStartedAt: now, lockedUntil: null, updatedAt: now })
    .onConflictDoUpdate({
      target: [authThrottle.tenantId, authThrottle.key],
      set: {
        failures: sql`case when ${stale} then 1 else ${authThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${stale} then ${at}::timestamptz else ${authThrottle.windowStartedAt} end`,
        lockedUntil: sql`case when ${stale} then null else ${authThrottle.lockedUntil} end`,
        updatedAt: now,
      },
    })
    .returning({ failures: authThrottle.failures, windowStartedAt: authThrottle.windowStartedAt });
  return { failures: row!.failures, windowStartedAt: new Date(row!.windowStartedAt) };
}

async function waitFrom(tx: Db, key: string, now: Date, delayMs: number): Promise<void> {
  if (delayMs <= 0) return;
  await tx
    .update(authThrottle)
    .set({ lockedUntil: new Date(now.getTime() + delayMs) })
    .where(eq(authThrottle.key, key));
}

/**
 * Mails the owner of `email` once per burst of failures (none for an unknown address; the answer
 * to the caller is the same either way). The link leads to the sign-in page, no token in it.
 */
async function noticeBurst(
  ctx: CallContext<unknown>,
  tx: Db,
  email: string,
  burst: { failures: number; windowStartedAt: Date },
  now: Date,
): Promise<void> {
  const key = throttleKeys.notice(email);
  const [sent] = await tx.select().from(authThrottle).where(eq(authThrottle.key, key)).limit(1);
  const alreadyTold =
    sent &&
    new Date(sent.windowStartedAt).getTime() >= burst.windowStartedAt.getTime() &&
    now.getTime() - new Date(sent.updatedAt).getTime() < THROTTLE.RENOTIFY_MS;
  if (alreadyTold) return;
  const accounts = await users.findAccountsByEmail(tx, email);
  const owner = accounts.find((a) => a.passwordHash && a.status !== 'inactive');
  if (!owner) return;
  const values = { failures: 0, windowStartedAt: burst.windowStartedAt, lockedUntil: null, updatedAt: now };
  await tx
    .insert(authThrottle)
    .values({ key, ...values })
    .onConflictDoUpdate({ target: [authThrottle.tenantId, authThrottle.key], set: values });
  await sendIdentityMail(ctx, {
    to: owner.email,
    template: 'sign-in-failures',
    tx,
    data: {
      name: owner.name,
      failures: String(burst.failures),
      since: `${burst.windowStartedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      actionUrl: `${publicOrigin(ctx)}/forgot-password`,
      actionLabel: 'Change my password',
    },
  });
}

/**
 * Counts a failed sign-in (or MFA code, or current password) of `email` from the caller's address,
 * sets the waits that follow from it and, at NOTIFY_AT, mails the owner. Runs after the request's
 * transaction (which the refusal rolls back), in its own transaction of the host's scope.
 */
export function recordFailure(ctx: CallContext<unknown>, email: string | undefined): void {
  const db = ctx.database.db;
  const ip = ctx.request.ip;
  runAfterTransaction(ctx.request, () =>
    withTenant(db, ctx.scopeTenantId, async (tx) => {
      const now = new Date();
      const address = await bump(tx, throttleKeys.address(ip), now);
      await waitFrom(tx, throttleKeys.address(ip), now, delayAfter(address.failures, THROTTLE.ADDRESS_FREE));
      if (!email) return;
      const account = await bump(tx, throttleKeys.account(email), now);
      const pair = await bump(tx, throttleKeys.pair(email, ip), now);
      const wait = Math.max(
        delayAfter(pair.failures, THROTTLE.PAIR_FREE),
        delayAfter(account.failures, THROTTLE.ACCOUNT_FREE, THROTTLE.ACCOUNT_MAX_DELAY_MS),
      );
      await waitFrom(tx, throttleKeys.pair(email, ip), now, wait);
      if (account.failures >= THROTTLE.NOTIFY_AT) await noticeBurst(ctx, tx, email, account, now);
    }),
  );
}

/**
 * A right password (sign-in) clears the caller's address for this e-mail, in the request's
 * transaction; `everywhere` (a password reset or change) clears it for every address. The account
 * and address counters stay: they only slow failing addresses, and a sign-in by the owner must not
 * reset them for an attacker elsewhere.
 */
export async function clearFailures(ctx: CallContext<unknown>, email: string, opts: { everywhere?: boolean } = {}): Promise<void> {
  if (opts.everywhere) {
    const prefix = `pair:${normal(email)} `;
    await ctx.tx.delete(authThrottle).where(sql`left(${authThrottle.key}, ${prefix.length}) = ${prefix}`);
    return;
  }
  await ctx.tx.delete(authThrottle).where(eq(authThrottle.key, throttleKeys.pair(email, ctx.request.ip)));
}
