import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { lcaWorkflow } from 'shared/domain';
import { withTenant } from '../../../platform/db';
import type { VictimFixture } from '../../../platform/modules';
import { petitions } from '../../petitions';
import { lcaDetails, lcaWorksites } from '../lca.table';

/** A victim tenant's LCA (case + side rows) with a unique marker, for the isolation test. */
export const LCA_VICTIM_FIXTURES: Record<string, VictimFixture> = {
  lca: async (db, victim) => {
    const marker = `SECRET-${randomBytes(6).toString('hex')}`;
    const id = await withTenant(db, victim.id, async (tx) => {
      const [row] = await tx
        .insert(petitions)
        .values({ caseNumber: marker, title: marker, kind: 'lca', typeId: 11, subTypeId: 28, workflow: lcaWorkflow(1, 11), nextActivity: 'LCA_SUBMIT' })
        .returning({ id: petitions.id });
      await tx.insert(lcaDetails).values({ petitionId: row!.id, employerName: marker, jobTitle: marker, statusLogs: [] });
      await tx.insert(lcaWorksites).values({ petitionId: row!.id, line1: marker, city: 'Austin', state: 'TX', zipCode: '78701' });
      return row!.id;
    });
    return {
      value: id,
      marker,
      snapshot: () =>
        withTenant(db, victim.id, async (tx) => ({
          petition: await tx.select().from(petitions).where(eq(petitions.id, id)),
          details: await tx.select().from(lcaDetails).where(eq(lcaDetails.petitionId, id)),
          worksites: await tx.select().from(lcaWorksites).where(eq(lcaWorksites.petitionId, id)),
        })),
    };
  },
};
