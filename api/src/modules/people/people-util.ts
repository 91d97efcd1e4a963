import { and, eq, inArray } from 'drizzle-orm';
import { DUPLICATE_ID_ISSUE_PATH } from 'shared/contract';
import type { Db } from '../../platform/db';
import { AppError, notFound } from '../../platform/http';
import { files } from '../../platform/storage/storage.table';
import { branches } from '../branches/branches.table';
import { masterdata } from '../masterdata/masterdata.table';
import { users } from '../users/users.table';

/** 409 CONFLICT naming the duplicate: issues `duplicateId` (its id) and the field that matched. */
export function duplicateConflict(field: string, duplicateId: string, message: string): AppError {
  return new AppError('CONFLICT', message, {
    issues: [
      { path: DUPLICATE_ID_ISSUE_PATH, message: duplicateId },
      { path: field, message },
    ],
  });
}

/**
 * 409 CONFLICT for a duplicate the caller may not see: the message names nothing (no name, no id),
 * so a conflict never reveals a record outside the caller's view (issue 14.3).
 */
export function unnamedDuplicateConflict(field: string, message: string): AppError {
  return new AppError('CONFLICT', message, { issues: [{ path: field, message }] });
}

export const invalid = (path: string, message: string): AppError =>
  new AppError('VALIDATION_FAILED', `Validation failed: ${path}: ${message}`, { issues: [{ path, message }] });

/** The payload's `today` (the browser's date) or the server's UTC date, YYYY-MM-DD. */
export const todayOf = (payload: { today?: string | undefined }): string =>
  payload.today ?? new Date().toISOString().slice(0, 10);

export const iso = (d: Date | string | null | undefined): string => (d ? new Date(d).toISOString() : new Date(0).toISOString());

export const fullName = (...parts: (string | null | undefined)[]): string =>
  parts
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(' ');

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

/** Whole days from `from` to `to` (YYYY-MM-DD), negative when `to` is earlier. */
export function daysBetweenIso(from: string, to: string): number {
  const a = Date.UTC(+from.slice(0, 4), +from.slice(5, 7) - 1, +from.slice(8, 10));
  const b = Date.UTC(+to.slice(0, 4), +to.slice(5, 7) - 1, +to.slice(8, 10));
  return Math.round((b - a) / 86_400_000);
}

export function addDaysIso(date: string, days: number): string {
  const d = new Date(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)));
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function addYearsIso(date: string, years: number): string {
  const y = +date.slice(0, 4) + years;
  const m = +date.slice(5, 7);
  const dd = Math.min(+date.slice(8, 10), new Date(Date.UTC(y, m, 0)).getUTCDate());
  return `${y}-${String(m).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
}
