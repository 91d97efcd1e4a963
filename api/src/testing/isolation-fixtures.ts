import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { withPlatform, withTenant } from '../platform/db';
import { isolationFixturesOf, type VictimFixture, type VictimRecord } from '../platform/modules';
import { MODULES } from '../app';
import { masterdata } from '../modules/masterdata';
import { nextTenantMasterdataId } from '../modules/masterdata';
import { tenants } from '../modules/tenants';
import { branches } from '../modules/branches';
import { users } from '../modules/users';
import { notifications } from '../platform/realtime/notifications.table';
import { files } from '../platform/storage/storage.table';
import { newStorageKey } from '../platform/storage/storage.service';

export type { VictimFixture, VictimRecord };

/**
 * One fixture per entity named in a declaration's `ids`. The isolation test fails for an entity
 * without a fixture: add it to the owning module's `isolationFixtures` (platform records: here)
 * when a new call takes ids of a new entity.
 */
const PLATFORM_FIXTURES: Record<string, VictimFixture> = {
  tenant: async (db, victim) => ({
    value: victim.id,
    marker: victim.name,
    snapshot: () => withPlatform(db, (tx) => tx.select().from(tenants).where(eq(tenants.id, victim.id))),
  }),
  user: async (db, victim) => {
    const marker = `secret-${randomBytes(6).toString('hex')}@victim.test`;
    const [row] = await withTenant(db, victim.id, (tx) =>
      tx.insert(users).values({ email: marker, name: marker, roleId: 8 }).returning({ id: users.id }),
    );
    return {
      value: row!.id,
      marker,
      snapshot: () => withTenant(db, victim.id, (tx) => tx.select().from(users).where(eq(users.id, row!.id))),
    };
  },
  branch: async (db, victim) => {
    const marker = `SECRET-BRANCH-${randomBytes(6).toString('hex')}`;
    const [row] = await withTenant(db, victim.id, (tx) =>
      tx.insert(branches).values({ name: marker }).returning({ id: branches.id }),
    );
    return {
      value: row!.id,
      marker,
      snapshot: () => withTenant(db, victim.id, (tx) => tx.select().from(branches).where(eq(branches.id, row!.id))),
    };
  },
  notification: async (db, victim) => {
    const marker = `SECRET-NOTE-${randomBytes(6).toString('hex')}`;
    const [row] = await withTenant(db, victim.id, (tx) =>
      tx
        .insert(notifications)
        .values({ userId: '00000000-0000-4000-8000-0000000000aa', message: marker })
        .returning({ id: notifications.id }),
    );
    return {
      value: row!.id,
      marker,
      snapshot: () =>
        withTenant(db, victim.id, (tx) => tx.select().from(notifications).where(eq(notifications.id, row!.id))),
    };
  },
  file: async (db, victim) => {
    const key = newStorageKey(victim.id, 'pdf');
    const marker = `secret-${randomBytes(6).toString('hex')}.pdf`;
    await withTenant(db, victim.id, (tx) =>
      tx.insert(files).values({ key, name: marker, mimetype: 'application/pdf', extn: 'pdf', size: 4, sha256: '0'.repeat(64) }),
    );
    return {
      value: key,
      marker,
      snapshot: () => withTenant(db, victim.id, (tx) => tx.select().from(files).where(eq(files.key, key))),
    };
  },
  /** No petitions table yet: a petition id of B's files, which must stay unseen and unchanged. */
  petition: async (db, victim) => {
    const petitionId = randomUUID();
    const key = newStorageKey(victim.id, 'pdf');
    const marker = `secret-${randomBytes(6).toString('hex')}.pdf`;
    await withTenant(db, victim.id, (tx) =>
      tx.insert(files).values({ key, name: marker, mimetype: 'application/pdf', extn: 'pdf', size: 4, sha256: '0'.repeat(64), petitionId }),
    );
    return {
      value: petitionId,
      marker,
      snapshot: () => withTenant(db, victim.id, (tx) => tx.select().from(files).where(eq(files.petitionId, petitionId))),
    };
  },
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

/*
 * The modules' fixtures (their definitions' `isolationFixtures`, app.ts MODULES) complete these:
 * people records (issue 6), cases (issue 7: a real case row replaces the placeholder petition
 * fixture above), case documents, letters, e-signature, forms.
 */
export const VICTIM_FIXTURES: Record<string, VictimFixture> = {
  ...PLATFORM_FIXTURES,
  ...isolationFixturesOf(MODULES),
};
