import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { defaultWorkflow } from 'shared/domain';
import { withTenant } from '../../../platform/db';
import { files } from '../../../platform/storage/storage.table';
import { newStorageKey } from '../../../platform/storage/storage.service';
import type { VictimFixture } from '../../../platform/modules';
import { users } from '../../users';
import { petitionBulkBatches, petitions } from '../petitions.table';

/*
 * Records of the victim tenant for the case entities named in the declarations' `ids`
 * (platform/http/__tests__/isolation.test.ts): a case (with a file of it, as the storage calls
 * take petition ids too) and a bulk-assignment batch, each with a unique marker (the saved view's
 * fixture is the saved-views module's).
 */

const secret = () => `SECRET-${randomBytes(6).toString('hex')}`;

export const CASES_VICTIM_FIXTURES: Record<string, VictimFixture> = {
  petition: async (db, victim) => {
    const marker = secret();
    const key = newStorageKey(victim.id, 'pdf');
    const id = await withTenant(db, victim.id, async (tx) => {
      const [row] = await tx
        .insert(petitions)
        .values({
          caseNumber: marker,
          title: marker,
          typeId: 1,
          workflow: defaultWorkflow(1, 1),
          nextActivity: 'CREATE_CASE',
        })
        .returning({ id: petitions.id });
      await tx
        .insert(files)
        .values({
          key,
          name: `${marker}.pdf`,
          mimetype: 'application/pdf',
          extn: 'pdf',
          size: 4,
          sha256: '0'.repeat(64),
          petitionId: row!.id,
        });
      return row!.id;
    });
    return {
      value: id,
      marker,
      snapshot: () =>
        withTenant(db, victim.id, async (tx) => ({
          petition: await tx.select().from(petitions).where(eq(petitions.id, id)),
          files: await tx.select().from(files).where(eq(files.petitionId, id)),
        })),
    };
  },
  petition_bulk_batch: async (db, victim) => {
    const marker = secret();
    const id = await withTenant(db, victim.id, async (tx) => {
      const [u] = await tx
        .insert(users)
        .values({ email: `${marker.toLowerCase()}@victim.test`, name: marker, roleId: 3 })
        .returning({ id: users.id });
      const [b] = await tx
        .insert(petitionBulkBatches)
        .values({
          userId: u!.id,
          undoUntil: new Date(Date.now() + 3_600_000),
          changes: [{ petitionId: u!.id, field: 'attorney', before: null, after: marker }],
        })
        .returning({ id: petitionBulkBatches.id });
      return b!.id;
    });
    return {
      value: id,
      marker,
      snapshot: () =>
        withTenant(db, victim.id, (tx) => tx.select().from(petitionBulkBatches).where(eq(petitionBulkBatches.id, id))),
    };
  },
};
