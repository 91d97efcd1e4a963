import { and, eq, inArray, isNull } from 'drizzle-orm';
import { hashToken, issueLinkToken, linkTokens, revokeLiveLinks } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { hostName } from '../../platform/tenancy';
import { AppError, type CallContext } from '../../platform/http';

/**
 * Account link tokens: random, stored hashed in `link_tokens`, bound to one purpose and one
 * record, expiring, single use (consumed in the call's transaction). Issuing a new one of a
 * purpose revokes the record's older ones of that purpose.
 */
export const ACCOUNT_LINKS = {
  'password-reset': { ttlMs: 60 * 60 * 1000, page: '/public/reset-password', expiresIn: '1 hour' },
  'account-activation': { ttlMs: 7 * 24 * 60 * 60 * 1000, page: '/public/activate-user-account', expiresIn: '7 days' },
  invitation: { ttlMs: 7 * 24 * 60 * 60 * 1000, page: '/public/account-activation-invite', expiresIn: '7 days' },
  'verify-email': { ttlMs: 2 * 24 * 60 * 60 * 1000, page: '/verify-email', expiresIn: '2 days' },
  /** Password verified, account not picked yet (record: the e-mail). */
  'login-pick': { ttlMs: 5 * 60 * 1000, page: '', expiresIn: '5 minutes' },
  /** Password (and pick) done, second factor pending (record: the user id). */
  'login-mfa': { ttlMs: 5 * 60 * 1000, page: '', expiresIn: '5 minutes' },
} as const;

export type AccountLinkPurpose = keyof typeof ACCOUNT_LINKS;

export interface AccountLink {
  id: string;
  purpose: AccountLinkPurpose;
  recordId: string;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

export async function issueAccountLink(
  tx: Db,
  purpose: AccountLinkPurpose,
  recordId: string,
  createdBy?: string,
): Promise<{ token: string; expiresAt: Date }> {
  await revokeLiveLinks(tx, purpose, recordId);
  return issueLinkToken(tx, { purpose, recordId, ttlMs: ACCOUNT_LINKS[purpose].ttlMs, createdBy });
}

/** The stored link of a token (whatever its state), if it has one of `purposes`. */
export async function findAccountLink(
  tx: Db,
  token: string,
  purposes: readonly AccountLinkPurpose[],
): Promise<AccountLink | undefined> {
  const [row] = await tx
    .select()
    .from(linkTokens)
    .where(and(eq(linkTokens.tokenHash, hashToken(token)), inArray(linkTokens.purpose, [...purposes])))
    .limit(1);
  if (!row) return undefined;
  return {
    id: row.id,
    purpose: row.purpose as AccountLinkPurpose,
    recordId: row.recordId,
    expiresAt: new Date(row.expiresAt),
    usedAt: row.usedAt ? new Date(row.usedAt) : null,
    revokedAt: row.revokedAt ? new Date(row.revokedAt) : null,
  };
}

export const isLive = (link: AccountLink): boolean =>
  !link.usedAt && !link.revokedAt && link.expiresAt.getTime() > Date.now();

/** A live link of one of `purposes`, else LINK_TOKEN_INVALID (unknown, expired, used, revoked). */
export async function liveAccountLink(
  tx: Db,
  token: string,
  purposes: readonly AccountLinkPurpose[],
  message?: string,
): Promise<AccountLink> {
  const link = await findAccountLink(tx, token, purposes);
  if (!link || !isLive(link)) throw new AppError('LINK_TOKEN_INVALID', message);
  return link;
}

/** Marks a link used (in the call's transaction: undone if the call fails). */
export async function consumeAccountLink(tx: Db, link: AccountLink): Promise<void> {
  await tx
    .update(linkTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(linkTokens.id, link.id), isNull(linkTokens.usedAt)));
}

/** Revokes every live link of a record for the given purposes (e.g. after a password change). */
export async function revokeAccountLinks(
  tx: Db,
  recordIds: readonly string[],
  purposes: readonly AccountLinkPurpose[],
): Promise<void> {
  if (!recordIds.length) return;
  await tx
    .update(linkTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        inArray(linkTokens.recordId, [...recordIds]),
        inArray(linkTokens.purpose, [...purposes]),
        isNull(linkTokens.usedAt),
        isNull(linkTokens.revokedAt),
      ),
    );
}

/**
 * The origin mail links point to. With BASE_DOMAIN set (production) it is built from the tenant's
 * slug, never from the request's Host header (a forged Host must not redirect reset links);
 * without it (development, tests) the request's host is used.
 */
export function publicOrigin(ctx: CallContext<unknown>, tenantSlug?: string): string {
  const protocol = ctx.request.protocol === 'https' ? 'https' : 'http';
  const slug = tenantSlug ?? ctx.tenant?.slug;
  const base = ctx.config.baseDomain;
  if (base) return `https://${slug ?? ctx.config.appHosts[0] ?? 'app'}.${base}`;
  const raw = (ctx.request.headers.host ?? '').trim().toLowerCase();
  let name = hostName(raw) || 'localhost';
  const port = /:(\d{1,5})$/.exec(raw)?.[1];
  if (tenantSlug && !ctx.tenant) {
    // From the app host (operator) to a tenant's host: app.localhost → acme.localhost.
    const labels = name.split('.');
    if (labels.length > 1 && ctx.config.appHosts.includes(labels[0]!)) labels.shift();
    name = [tenantSlug, ...labels].join('.');
  }
  return `${protocol}://${name}${port ? `:${port}` : ''}`;
}

export function accountLinkUrl(
  ctx: CallContext<unknown>,
  purpose: AccountLinkPurpose,
  token: string,
  tenantSlug?: string,
): string {
  return `${publicOrigin(ctx, tenantSlug)}${ACCOUNT_LINKS[purpose].page}?token=${encodeURIComponent(token)}`;
}
