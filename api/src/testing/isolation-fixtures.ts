import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { withPlatform, withTenant, type Db } from '../platform/db';
import { masterdata } from '../modules/masterdata/masterdata.table';
import { nextTenantMasterdataId } from '../modules/masterdata/masterdata.repository';
import { tenants } from '../modules/tenants/tenants.table';

/** A record of the victim tenant that a call must neither reveal nor change. */
export interface VictimRecord {
  /** Value to put in the declared id field. */
  value: unknown;
  /** Other payload fields the record needs (e.g. its master data category). */
  patch?: Record<string, unknown>;
  /** A unique string stored in the record: it must not appear in any answer to the attacker. */
  marker: string;
  /** The record's current state, compared before and after the call. */
  snapshot(): Promise<unknown>;
}

export type VictimFixture = (db: Db, victim: { id: string; slug: string; name: string }) => Promise<VictimRecord>;

/**
 * One fixture per entity named in a declaration's `ids`. The isolation test fails for an entity
 * without a fixture: add it here when a new call takes ids of a new entity.
 */
export const VICTIM_FIXTURES: Record<string, VictimFixture> = {
  tenant: async (db, victim) => ({
    value: victim.id,
    marker: victim.name,
    snapshot: () => withPlatform(db, (tx) => tx.select().from(tenants).where(eq(tenants.id, victim.id))),
  }),
  masterdata: async (db, victim) => {
    const marker = `SECRET-${randomBytes(6).toString('hex')}`;
    const id = await withTenant(db, victim.id, async (tx) => {
      const next = await nextTenantMasterdataId(tx);
      await tx.insert(masterdata).values({ category: 'carriers', id: next, name: marker, code: marker });
      return next;
    });
    return {
      value: id,
      patch: { category: 'carriers' },
      marker,
      snapshot: () =>
        withTenant(db, victim.id, (tx) =>
          tx.select().from(masterdata).where(and(eq(masterdata.category, 'carriers'), eq(masterdata.id, id))),
        ),
    };
  },
};
