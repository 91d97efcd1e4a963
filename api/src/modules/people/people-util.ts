import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/http';
import { files } from '../../platform/storage';
import { branches } from '../branches';
import { masterdata } from '../masterdata';
import { users } from '../users';

/** Branch of this tenant, else 404 (also for another tenant's id: RLS hides it). */
export async function assertBranch(tx: Db, branchId: string | null | undefined): Promise<void> {
  if (!branchId) return;
  const [b] = await tx.select({ id: branches.id }).from(branches).where(eq(branches.id, branchId)).limit(1);
  if (!b) throw notFound('Branch not found');
}

export async function branchNames(tx: Db, ids: (string | null)[]): Promise<Map<string, string>> {
  const list = [...new Set(ids.filter((x): x is string => !!x))];
  if (!list.length) return new Map();
  const rows = await tx.select({ id: branches.id, name: branches.name }).from(branches).where(inArray(branches.id, list));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A user of this tenant (optionally of given roles), else 404. */
export async function assertUser(tx: Db, userId: string | null | undefined, roles?: number[]): Promise<void> {
  if (!userId) return;
  const [u] = await tx.select({ id: users.id, roleId: users.roleId }).from(users).where(eq(users.id, userId)).limit(1);
  if (!u || (roles && !roles.includes(u.roleId))) throw notFound('User not found');
}

export async function userNames(tx: Db, ids: (string | null)[]): Promise<Map<string, string>> {
  const list = [...new Set(ids.filter((x): x is string => !!x))];
  if (!list.length) return new Map();
  const rows = await tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, list));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Master data names of a category by id (global + tenant rows). */
export async function masterdataNames(tx: Db, category: string, ids: (number | null | undefined)[]): Promise<Map<number, string>> {
  const list = [...new Set(ids.filter((x): x is number => typeof x === 'number'))];
  if (!list.length) return new Map();
  const rows = await tx
    .select({ id: masterdata.id, name: masterdata.name })
    .from(masterdata)
    .where(and(eq(masterdata.category, category), inArray(masterdata.id, list)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Every key is a stored, active file of this tenant (RLS: another tenant's key is unknown). */
export async function assertFileKeys(tx: Db, keys: string[], path = 'documents'): Promise<Map<string, { mimetype: string; size: number }>> {
  const list = [...new Set(keys)];
  if (!list.length) return new Map();
  const rows = await tx
    .select({ key: files.key, mimetype: files.mimetype, size: files.size, status: files.status })
    .from(files)
    .where(inArray(files.key, list));
  const found = new Map(rows.filter((r) => r.status === 'active').map((r) => [r.key, { mimetype: r.mimetype, size: Number(r.size) }]));
  const missing = list.filter((k) => !found.has(k));
  if (missing.length) throw notFound(`File not found: upload it first (${path}).`);
  return found;
}

