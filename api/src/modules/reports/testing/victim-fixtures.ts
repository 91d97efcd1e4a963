import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { withTenant } from '../../../platform/db';
import type { VictimFixture } from '../../../platform/modules';
import { users } from '../../users';
import { customReports } from '../reports.table';

/* A shared custom report of the victim tenant, for the calls that take custom report ids (isolation test). */

export const REPORTS_VICTIM_FIXTURES: Record<string, VictimFixture> = {
  customReport: async (db, victim) => {
    const marker = `SECRET-${randomBytes(6).toString('hex')}`;
    const id = await withTenant(db, victim.id, async (tx) => {
      const [u] = await tx.insert(users).values({ email: `${marker.toLowerCase()}@victim.test`, name: marker, roleId: 3 }).returning({ id: users.id });
      const [r] = await tx
        .insert(customReports)
        .values({ name: marker, entity: 'cases', columns: ['caseNumber'], filters: {}, shared: true, ownerId: u!.id })
        .returning({ id: customReports.id });
      return r!.id;
    });
    return {
      value: id,
      marker,
      snapshot: () => withTenant(db, victim.id, (tx) => tx.select().from(customReports).where(eq(customReports.id, id))),
    };
  },
};
