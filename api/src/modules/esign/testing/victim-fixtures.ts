import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { withTenant } from '../../../platform/db';
import type { VictimFixture } from '../../../platform/modules';
import { insertVictimCasePdf } from '../../case-documents';
import { esignRequests } from '../esign.table';

/*
 * A sign request of the victim tenant (its case and document), for the `esign_request` ids of the
 * e-signature calls (platform/http/__tests__/isolation.test.ts).
 */
export const ESIGN_VICTIM_FIXTURES: Record<string, VictimFixture> = {
  esign_request: async (db, victim) => {
    const marker = `SECRET-${randomBytes(6).toString('hex')}`;
    const id = await withTenant(db, victim.id, async (tx) => {
      const { caseId, fileId, key } = await insertVictimCasePdf(tx, victim.id, marker);
      const [r] = await tx
        .insert(esignRequests)
        .values({
          petitionId: caseId,
          fileId,
          fileKey: key,
          fileName: `${marker}.pdf`,
          originalSha256: '0'.repeat(64),
          originalPageCount: 1,
          signerName: marker,
          signerEmail: `${marker.toLowerCase()}@victim.test`,
          status: 'signed',
          signedAt: new Date(),
          attorneyStatus: 'pending',
        })
        .returning({ id: esignRequests.id });
      return r!.id;
    });
    return {
      value: id,
      marker,
      snapshot: () =>
        withTenant(db, victim.id, (tx) => tx.select().from(esignRequests).where(eq(esignRequests.id, id))),
    };
  },
};
