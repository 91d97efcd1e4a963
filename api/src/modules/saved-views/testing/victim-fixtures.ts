import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { withTenant } from '../../../platform/db';
import type { VictimFixture } from '../../../platform/modules';
import { users } from '../../users';
import { petitionViews } from '../saved-views.table';

/*
 * A saved view of the victim tenant, for the calls that take view ids
 * (platform/http/__tests__/isolation.test.ts), with a unique marker.
 */

const secret = () => `SECRET-${randomBytes(6).toString('hex')}`;

export const SAVED_VIEWS_VICTIM_FIXTURES: Record<string, VictimFixture> = {
  petition_view: async (db, victim) => {
    const marker = secret();
    const id = await withTenant(db, victim.id, async (tx) => {
      const [u] = await tx
        .insert(users)
        .values({ email: `${marker.toLowerCase()}@victim.test`, name: marker, roleId: 6 })
        .returning({ id: users.id });
      const [v] = await tx
        .insert(petitionViews)
        .values({ userId: u!.id, name: marker, filter: marker })
        .returning({ id: petitionViews.id });
      return v!.id;
    });
    return {
      value: id,
      marker,
      snapshot: () =>
        withTenant(db, victim.id, (tx) => tx.select().from(petitionViews).where(eq(petitionViews.id, id))),
    };
  },
};
