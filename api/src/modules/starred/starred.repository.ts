import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { starredPages, type StarredRow } from './starred.table';

export async function listForUser(tx: Db, userId: string): Promise<StarredRow[]> {
  return tx.select().from(starredPages).where(eq(starredPages.userId, userId)).orderBy(asc(starredPages.position), asc(starredPages.createdAt));
}

export async function upsert(tx: Db, userId: string, path: string, title: string, position: number): Promise<void> {
  await tx
    .insert(starredPages)
    .values({ userId, path, title, position })
    .onConflictDoUpdate({ target: [starredPages.tenantId, starredPages.userId, starredPages.path], set: { title } });
}

export async function remove(tx: Db, userId: string, path: string): Promise<void> {
  await tx.delete(starredPages).where(and(eq(starredPages.userId, userId), eq(starredPages.path, path)));
}

export async function setPosition(tx: Db, userId: string, path: string, position: number): Promise<void> {
  await tx.update(starredPages).set({ position }).where(and(eq(starredPages.userId, userId), eq(starredPages.path, path)));
}
