import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { ESIGN_LINK_PURPOSE } from 'shared/contract';
import { hashToken, linkTokenById, linkTokens, revokeLiveLinks } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { esignRequests, type EsignRequestRow, type NewEsignRequestRow } from './esign.table';

export async function requestsOf(tx: Db, petitionId: string): Promise<EsignRequestRow[]> {
  return tx
    .select()
    .from(esignRequests)
    .where(eq(esignRequests.petitionId, petitionId))
    .orderBy(desc(esignRequests.requestedAt), desc(esignRequests.id))
    .limit(500);
}

export async function requestById(tx: Db, id: string, lock = false): Promise<EsignRequestRow | undefined> {
  const q = tx.select().from(esignRequests).where(eq(esignRequests.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** A request of this case (404 otherwise: another case's or tenant's id is unknown here). */
export async function requestOfCase(
  tx: Db,
  petitionId: string,
  id: string,
  lock = false,
): Promise<EsignRequestRow | undefined> {
  const q = tx
    .select()
    .from(esignRequests)
    .where(and(eq(esignRequests.id, id), eq(esignRequests.petitionId, petitionId)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function insertRequest(tx: Db, v: NewEsignRequestRow): Promise<EsignRequestRow> {
  const [row] = await tx.insert(esignRequests).values(v).returning();
  return row!;
}

export async function updateRequest(tx: Db, id: string, set: Partial<NewEsignRequestRow>): Promise<EsignRequestRow> {
  const [row] = await tx
    .update(esignRequests)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(esignRequests.id, id))
    .returning();
  return row!;
}

/** Unsigned requests of a case for a file (re-requesting it withdraws them). */
export async function pendingForFile(tx: Db, petitionId: string, fileId: string): Promise<EsignRequestRow[]> {
  return tx
    .select()
    .from(esignRequests)
    .where(
      and(
        eq(esignRequests.petitionId, petitionId),
        eq(esignRequests.fileId, fileId),
        inArray(esignRequests.status, ['requested', 'viewed']),
      ),
    );
}

/** A signed file of ours with this SHA-256 (the petitioner-signed or the attorney-signed one). */
export async function requestBySignedHash(tx: Db, sha256: string): Promise<EsignRequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(esignRequests)
    .where(or(eq(esignRequests.signedSha256, sha256), eq(esignRequests.attorneySha256, sha256)))
    .limit(1);
  return row;
}

/** Revokes every live link of a request. */
export const revokeLinks = (tx: Db, requestId: string): Promise<void> =>
  revokeLiveLinks(tx, ESIGN_LINK_PURPOSE, requestId);

export const linkById = linkTokenById;

export async function useLink(tx: Db, id: string): Promise<void> {
  await tx
    .update(linkTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(linkTokens.id, id), isNull(linkTokens.usedAt)));
}

export async function linkByToken(tx: Db, token: string) {
  const [row] = await tx
    .select()
    .from(linkTokens)
    .where(eq(linkTokens.tokenHash, hashToken(token)))
    .limit(1);
  return row;
}
