import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { lcaWorkflow } from 'shared/domain';
import { withTenant, type Db } from '../../../platform/db';
import type { VictimFixture } from '../../../platform/modules';
import { lcaDetails, lcaWorksites } from '../../lca';
import { petitions } from '../../petitions';
import { lcaNotices, lcaPafRequests } from '../lca-paf.table';

/** A victim tenant's certified LCA with one worksite, a posted notice and a public request, each with a marker. */
async function victimLca(tx: Db, marker: string) {
  const [row] = await tx
    .insert(petitions)
    .values({ caseNumber: marker, title: marker, kind: 'lca', typeId: 11, subTypeId: 28, workflow: lcaWorkflow(1, 11), nextActivity: 'LCA_SUBMIT' })
    .returning({ id: petitions.id });
  await tx.insert(lcaDetails).values({ petitionId: row!.id, employerName: marker, jobTitle: marker, statusId: 2, certifiedOn: '2026-11-02', statusLogs: [] });
  const [w] = await tx.insert(lcaWorksites).values({ petitionId: row!.id, line1: marker, city: 'Austin', state: 'TX', zipCode: '78701' }).returning({ id: lcaWorksites.id });
  const [n] = await tx.insert(lcaNotices).values({ petitionId: row!.id, worksiteId: w!.id, mode: 'electronic', label: marker, postedOn: '2026-11-02' }).returning({ id: lcaNotices.id });
  const [r] = await tx
    .insert(lcaPafRequests)
    .values({ petitionId: row!.id, requesterName: marker, channel: 'email', receivedOn: '2026-11-02', dueOn: '2026-11-03' })
    .returning({ id: lcaPafRequests.id });
  return { lcaId: row!.id, worksiteId: w!.id, noticeId: n!.id, requestId: r!.id };
}

const fixture =
  (pick: 'noticeId' | 'requestId' | 'worksiteId'): VictimFixture =>
  async (db, victim) => {
    const marker = `SECRET-${randomBytes(6).toString('hex')}`;
    const ids = await withTenant(db, victim.id, (tx) => victimLca(tx, marker));
    return {
      value: ids[pick],
      marker,
      snapshot: () =>
        withTenant(db, victim.id, async (tx) => ({
          worksites: await tx.select().from(lcaWorksites).where(eq(lcaWorksites.petitionId, ids.lcaId)),
          notices: await tx.select().from(lcaNotices).where(eq(lcaNotices.petitionId, ids.lcaId)),
          requests: await tx.select().from(lcaPafRequests).where(eq(lcaPafRequests.petitionId, ids.lcaId)),
        })),
    };
  };

export const LCA_PAF_VICTIM_FIXTURES: Record<string, VictimFixture> = {
  'lca-notice': fixture('noticeId'),
  'paf-request': fixture('requestId'),
  'lca-worksite': fixture('worksiteId'),
};
