import { and, eq, isNotNull, notExists } from 'drizzle-orm';
import { LCA_STATUS, noticeCanComeDownOn, pafRequestDueOn } from 'shared/domain';
import type { Db } from '../../platform/db';
import { lcaDetails, lcaWorksites } from '../lca';
import { lcaNotices, lcaPafRequests, lcaPafs } from './lca-paf.table';

/*
 * Demo data (docs/lca-paf.md): the demo tenant's certified LCAs (seeded by the lca module just
 * before) get their posting record — two hard copies per worksite, posted a week before filing
 * and taken down once they may — the PAF texts, and one answered public request. No PDF is
 * generated here (that needs file storage): /paf-generation shows the deadline and the button.
 */
export async function seedDemoPafs(tx: Db): Promise<number> {
  const certified = await tx
    .select({ id: lcaDetails.petitionId, filedOn: lcaDetails.filedOn, certifiedOn: lcaDetails.certifiedOn })
    .from(lcaDetails)
    .where(and(eq(lcaDetails.statusId, LCA_STATUS.CERTIFIED), isNotNull(lcaDetails.filedOn), notExists(tx.select({ one: lcaNotices.id }).from(lcaNotices).where(eq(lcaNotices.petitionId, lcaDetails.petitionId)))));
  for (const lca of certified) {
    const posted = new Date(Date.parse(`${lca.filedOn}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
    const downOn = noticeCanComeDownOn(posted);
    const sites = await tx.select().from(lcaWorksites).where(eq(lcaWorksites.petitionId, lca.id));
    for (const w of sites) {
      await tx.insert(lcaNotices).values(
        ['Break room notice board', 'Main entrance, next to the time clock'].map((label) => ({
          petitionId: lca.id,
          worksiteId: w.id,
          mode: 'hardcopy',
          label,
          postedOn: posted,
          removedOn: downOn,
          canComeDownOn: downOn,
          remindedAt: new Date(`${downOn}T06:15:00Z`),
        })),
      );
    }
    await tx.insert(lcaPafs).values({
      petitionId: lca.id,
      wageMemo:
        'Demo data. Actual wages follow the company’s salary bands for the role, set each January from market surveys; within a band, pay depends on years of relevant experience, education and performance reviews. The H-1B worker is paid within the same band as U.S. workers in the role.',
      benefitsSummary: 'Demo data. Medical, dental and vision insurance, 401(k) with a 4% match, 15 days of paid time off and 10 holidays — offered to H-1B workers on the same basis as U.S. workers.',
    });
    if (lca.certifiedOn) {
      await tx.insert(lcaPafRequests).values({
        petitionId: lca.id,
        requesterName: 'Demo requester',
        requesterContact: 'requester@example.com',
        channel: 'email',
        receivedOn: lca.certifiedOn,
        dueOn: pafRequestDueOn(lca.certifiedOn),
        answeredOn: pafRequestDueOn(lca.certifiedOn),
        answerMethod: 'emailed',
        note: 'Demo data',
      });
    }
  }
  return certified.length;
}
