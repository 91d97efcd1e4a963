import { eq } from 'drizzle-orm';
import { lcaWorkflow } from 'shared/domain';
import type { VictimFixture } from '../../../platform/modules';
import { kindCaseVictim } from '../../../testing/kind-case-victim';
import { lcaDetails, lcaWorksites } from '../lca.table';

/** A victim tenant's LCA (case + side rows) with a unique marker, for the isolation test. */
export const LCA_VICTIM_FIXTURES: Record<string, VictimFixture> = {
  lca: kindCaseVictim({
    kind: 'lca',
    typeId: 11,
    subTypeId: 28,
    workflow: lcaWorkflow(1, 11),
    nextActivity: 'LCA_SUBMIT',
    side: async (tx, petitionId, marker) => {
      await tx.insert(lcaDetails).values({ petitionId, employerName: marker, jobTitle: marker, statusLogs: [] });
      await tx.insert(lcaWorksites).values({ petitionId, line1: marker, city: 'Austin', state: 'TX', zipCode: '78701' });
    },
    sideSnapshot: async (tx, id) => ({
      details: await tx.select().from(lcaDetails).where(eq(lcaDetails.petitionId, id)),
      worksites: await tx.select().from(lcaWorksites).where(eq(lcaWorksites.petitionId, id)),
    }),
  }),
};
