import { and, count, desc, eq } from 'drizzle-orm';
import type { TPeopleActivity, TPeopleEntity } from 'shared/contract';
import { diffSnapshots, snapshotOf } from '../../platform/data';
import type { Db } from '../../platform/db';
import { peopleActivity } from './people.table';

export interface Actor {
  userId: string | null;
  userName: string | null;
}

/**
 * Generated columns are derived, not the record's data: the stored search vectors
 * (beneficiaries/companies `search_vector`, docs/query-layer.md "API queries") stay out of the history.
 */
const DERIVED = new Set(['searchVector']);
const withoutDerived = (row: object | null | undefined) =>
  row ? Object.fromEntries(Object.entries(row).filter(([k]) => !DERIVED.has(k))) : row;

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
  const b = snapshotOf(withoutDerived(before));
  const a = snapshotOf(withoutDerived(after));
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
