import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { withTenant } from '../../../platform/db';
import type { VictimFixture } from '../../../platform/modules';
import { profileDeletionRequests } from '../account.table';

/* A deletion request of the victim tenant (platform/http/__tests__/isolation.test.ts). */
export const ACCOUNT_VICTIM_FIXTURES: Record<string, VictimFixture> = {
  profileDeletionRequest: async (db, victim) => {
    const marker = `SECRET-DELETION-${randomBytes(6).toString('hex')}`;
    const [row] = await withTenant(db, victim.id, (tx) =>
      tx
        .insert(profileDeletionRequests)
        .values({ userId: randomUUID(), reason: marker, requestedAt: new Date(), effectiveAt: new Date('2099-01-01T00:00:00Z') })
        .returning({ id: profileDeletionRequests.id }),
    );
    return {
      value: row!.id,
      marker,
      snapshot: () => withTenant(db, victim.id, (tx) => tx.select().from(profileDeletionRequests).where(eq(profileDeletionRequests.id, row!.id))),
    };
  },
};
