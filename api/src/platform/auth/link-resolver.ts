import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db';
import { linkTokens } from './sessions.table';
import { hashToken, newToken } from './tokens';

/** What a valid link token grants: one purpose on one record. */
export interface LinkInfo {
  linkId: string;
  tenantId: string;
  purpose: string;
  recordId: string;
}

export interface LinkResolver {
  resolve(tx: Db, token: string, purpose: string): Promise<LinkInfo | undefined>;
}

/** Link tokens stored hashed in `link_tokens`; unknown, expired, revoked or used ones fail. */
export const dbLinkResolver: LinkResolver = {
  async resolve(tx, token, purpose) {
    const rows = await tx
      .select()
      .from(linkTokens)
      .where(
        and(eq(linkTokens.tokenHash, hashToken(token)), eq(linkTokens.purpose, purpose), isNull(linkTokens.revokedAt)),
      )
      .limit(1);
    const row = rows[0];
    if (!row || new Date(row.expiresAt).getTime() <= Date.now()) return undefined;
    return { linkId: row.id, tenantId: row.tenantId, purpose: row.purpose, recordId: row.recordId };
  },
};

/** Issues a link token for one purpose and record in the current tenant scope. */
export async function issueLinkToken(
  tx: Db,
  input: { purpose: string; recordId: string; ttlMs: number; createdBy?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + input.ttlMs);
  await tx.insert(linkTokens).values({
    purpose: input.purpose,
    recordId: input.recordId,
    tokenHash: hashToken(token),
    createdBy: input.createdBy,
    expiresAt,
  });
  return { token, expiresAt };
}

/** Revokes a record's live links of one purpose (unused, unrevoked): a resend or withdrawal. */
export async function revokeLiveLinks(tx: Db, purpose: string, recordId: string): Promise<void> {
  await tx
    .update(linkTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(linkTokens.purpose, purpose),
        eq(linkTokens.recordId, recordId),
        isNull(linkTokens.usedAt),
        isNull(linkTokens.revokedAt),
      ),
    );
}

/** A stored link token by id, whatever its state. */
export async function linkTokenById(tx: Db, id: string) {
  const [row] = await tx.select().from(linkTokens).where(eq(linkTokens.id, id)).limit(1);
  return row;
}

/** The state of a stored link token by its id, as the staff pages show it. */
export type LinkTokenState = 'none' | 'live' | 'expired' | 'used' | 'revoked';

export async function linkTokenState(tx: Db, id: string | null | undefined): Promise<LinkTokenState> {
  if (!id) return 'none';
  const link = await linkTokenById(tx, id);
  if (!link) return 'none';
  if (link.usedAt) return 'used';
  if (link.revokedAt) return 'revoked';
  return new Date(link.expiresAt).getTime() <= Date.now() ? 'expired' : 'live';
}
