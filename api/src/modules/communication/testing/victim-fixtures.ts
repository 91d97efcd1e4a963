import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { defaultWorkflow } from 'shared/domain';
import { withTenant } from '../../../platform/db';
import type { VictimFixture } from '../../../platform/modules';
import { petitions } from '../../petitions';
import { communicationMessages } from '../communication.table';

/*
 * A message of the victim tenant (on a case of its own), for the `message` ids of the
 * communication calls (platform/http/__tests__/isolation.test.ts).
 */
export const COMMUNICATION_VICTIM_FIXTURES: Record<string, VictimFixture> = {
  message: async (db, victim) => {
    const marker = `SECRET-${randomBytes(6).toString('hex')}`;
    const id = await withTenant(db, victim.id, async (tx) => {
      const [c] = await tx
        .insert(petitions)
        .values({ caseNumber: marker, title: marker, typeId: 1, workflow: defaultWorkflow(1, 1), nextActivity: 'CREATE_CASE' })
        .returning({ id: petitions.id });
      const [m] = await tx
        .insert(communicationMessages)
        .values({
          petitionId: c!.id,
          body: marker,
          visibility: 'shared',
          authorKind: 'user',
          authorName: marker,
          authorStaff: true,
        })
        .returning({ id: communicationMessages.id });
      return m!.id;
    });
    return {
      value: id,
      marker,
      snapshot: () => withTenant(db, victim.id, (tx) => tx.select().from(communicationMessages).where(eq(communicationMessages.id, id))),
    };
  },
};
