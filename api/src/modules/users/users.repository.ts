import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { users, type UserRow } from './users.table';

export type NewUser = typeof users.$inferInsert;

export async function insertUser(tx: Db, values: NewUser): Promise<UserRow> {
  const [row] = await tx.insert(users).values(values).returning();
  return row!;
}

export async function findUserByEmail(tx: Db, email: string): Promise<UserRow | undefined> {
  const rows = await tx
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0];
}

export async function findUserById(tx: Db, id: string): Promise<UserRow | undefined> {
  const rows = await tx.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}
