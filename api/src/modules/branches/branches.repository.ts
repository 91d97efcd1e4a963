import type { Db } from '../../platform/db';
import { branches, type BranchRow } from './branches.table';

export type NewBranch = typeof branches.$inferInsert;

export async function insertBranches(tx: Db, values: NewBranch[]): Promise<BranchRow[]> {
  if (!values.length) return [];
  return tx.insert(branches).values(values).returning();
}
