import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { AppError } from './errors';
import { idempotencyKeys } from './idempotency.table';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY = /^[A-Za-z0-9_.:-]{8,200}$/;

export function requestHash(path: string, payload: unknown): string {
  return createHash('sha256').update(path).update('\0').update(JSON.stringify(payload ?? null)).digest('hex');
}

export type IdempotencyStart = { replay: { statusCode: number; body: unknown } } | { replay: null };

/**
 * Claims an Idempotency-Key in the request's transaction. A concurrent request with the same key
 * waits on the row lock and then sees the stored answer; a key reused for another payload is a
 * CONFLICT. Expired keys (older than 24 h) are taken over.
 */
export async function beginIdempotent(tx: Db, key: string, path: string, hash: string): Promise<IdempotencyStart> {
  if (!KEY.test(key)) {
    throw new AppError('BAD_REQUEST', 'Idempotency-Key must be 8–200 characters of letters, digits, _ . : -');
  }
  const expiresAt = new Date(Date.now() + IDEMPOTENCY_TTL_MS);
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ key, callPath: path, requestHash: hash, expiresAt })
    .onConflictDoUpdate({
      target: [idempotencyKeys.tenantId, idempotencyKeys.key],
      set: { callPath: path, requestHash: hash, statusCode: null, response: null, createdAt: sql`now()`, expiresAt },
      setWhere: sql`${idempotencyKeys.expiresAt} < now()`,
    })
    .returning({ key: idempotencyKeys.key });
  if (inserted.length) return { replay: null };
  const [row] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)).limit(1);
  if (!row) return { replay: null };
  if (row.callPath !== path || row.requestHash !== hash) {
    throw new AppError('CONFLICT', 'This Idempotency-Key was already used for a different request.');
  }
  if (row.statusCode == null) {
    throw new AppError('CONFLICT', 'A request with this Idempotency-Key is still in progress.');
  }
  return { replay: { statusCode: row.statusCode, body: row.response } };
}

export async function finishIdempotent(tx: Db, key: string, statusCode: number, body: unknown): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode, response: body as never })
    .where(and(eq(idempotencyKeys.key, key)));
}
