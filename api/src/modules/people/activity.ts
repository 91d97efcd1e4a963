import { and, count, desc, eq } from 'drizzle-orm';
import type { TPeopleActivity, TPeopleEntity } from 'shared/contract';
import type { Db } from '../../platform/db';
import { peopleActivity } from './people.table';

export interface Actor {
  userId: string | null;
  userName: string | null;
}

type Json = Record<string, unknown>;

/** Plain JSON copy of a record (dates as ISO strings); internal-only keys dropped. */
export function snapshotOf(row: object | null | undefined): Json | null {
  if (!row) return null;
  const out: Json = {};
  for (const [k, v] of Object.entries(row)) {
    if (k === 'tenantId') continue;
    out[k] = v instanceof Date ? v.toISOString() : v;
  }
  return JSON.parse(JSON.stringify(out)) as Json;
}

/** Fields whose values differ between two snapshots (updatedAt ignored). */
export function diffSnapshots(before: Json | null, after: Json | null): { field: string; before: unknown; after: unknown }[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const out: { field: string; before: unknown; after: unknown }[] = [];
  for (const k of keys) {
    if (k === 'updatedAt' || k === 'createdAt') continue;
    const b = before?.[k] ?? null;
    const a = after?.[k] ?? null;
    if (JSON.stringify(b) !== JSON.stringify(a)) out.push({ field: k, before: b, after: a });
  }
  return out.sort((x, y) => x.field.localeCompare(y.field));
}

/** Records one change (in the caller's transaction). A no-op update is not recorded. */
export async function recordActivity(
  tx: Db,
  actor: Actor,
  entity: TPeopleEntity,
  entityId: string,
  action: string,
  before: object | null | undefined,
  after: object | null | undefined,
): Promise<void> {
  const b = snapshotOf(before);
  const a = snapshotOf(after);
  if (action === 'update' && b && a && diffSnapshots(b, a).length === 0) return;
  await tx.insert(peopleActivity).values({
    entity,
    entityId,
    action,
    userId: actor.userId,
    userName: actor.userName,
    before: b,
    after: a,
  });
}

export async function listActivity(
  tx: Db,
  entity: TPeopleEntity,
  entityId: string,
  page: number,
  perpage: number,
): Promise<{ data: TPeopleActivity[]; count: number }> {
  const where = and(eq(peopleActivity.entity, entity), eq(peopleActivity.entityId, entityId));
  const rows = await tx
    .select()
    .from(peopleActivity)
    .where(where)
    .orderBy(desc(peopleActivity.at), desc(peopleActivity.id))
    .limit(perpage)
    .offset((page - 1) * perpage);
  const [n] = await tx.select({ n: count() }).from(peopleActivity).where(where);
  return {
    count: Number(n?.n ?? 0),
    data: rows.map((r) => ({
      id: r.id,
      entity: r.entity as TPeopleEntity,
      entityId: r.entityId,
      action: r.action,
      userId: r.userId,
      userName: r.userName,
      at: new Date(r.at).toISOString(),
      before: r.before ?? null,
      after: r.after ?? null,
      changes: diffSnapshots(r.before ?? null, r.after ?? null),
    })),
  };
}
