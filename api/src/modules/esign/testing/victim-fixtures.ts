import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { defaultWorkflow } from 'shared/domain';
import { withTenant } from '../../../platform/db';
import { files } from '../../../platform/storage/storage.table';
import { newStorageKey } from '../../../platform/storage/storage.service';
import type { VictimFixture } from '../../../testing/isolation-fixtures';
import { petitions } from '../../petitions/petitions.table';
import { esignRequests } from '../esign.table';

/*
 * A sign request of the victim tenant (its case and document), for the `esign_request` ids of the
 * e-signature calls (platform/http/__tests__/isolation.test.ts).
 */
export const ESIGN_VICTIM_FIXTURES: Record<string, VictimFixture> = {
  esign_request: async (db, victim) => {
    const marker = `SECRET-${randomBytes(6).toString('hex')}`;
    const key = newStorageKey(victim.id, 'pdf');
    const id = await withTenant(db, victim.id, async (tx) => {
      const [c] = await tx
        .insert(petitions)
        .values({ caseNumber: marker, typeId: 1, workflow: defaultWorkflow(1, 1), nextActivity: 'CREATE_CASE' })
        .returning({ id: petitions.id });
      const [f] = await tx
        .insert(files)
        .values({
          key,
          name: `${marker}.pdf`,
          mimetype: 'application/pdf',
          extn: 'pdf',
          size: 4,
          sha256: '0'.repeat(64),
          petitionId: c!.id,
        })
        .returning({ id: files.id });
      const [r] = await tx
        .insert(esignRequests)
        .values({
          petitionId: c!.id,
          fileId: f!.id,
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
