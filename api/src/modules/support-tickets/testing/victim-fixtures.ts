import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { withTenant } from '../../../platform/db';
import type { VictimFixture } from '../../../platform/modules';
import { supportTickets } from '../support-tickets.table';

/*
 * A support ticket of the victim tenant, for the calls that take ticket ids
 * (platform/http/__tests__/isolation.test.ts), with a unique marker as its subject.
 */
export const SUPPORT_TICKETS_VICTIM_FIXTURES: Record<string, VictimFixture> = {
  'support-ticket': async (db, victim) => {
    const marker = `SECRET-TICKET-${randomBytes(6).toString('hex')}`;
    const id = await withTenant(db, victim.id, async (tx) => {
      const [t] = await tx
        .insert(supportTickets)
        // The isolation test makes one per call: the next free number of the victim firm.
        .values({ number: sql<number>`(select coalesce(max(number), 0) + 1 from support_tickets)`, audience: 'firm', subject: marker, description: marker, createdBy: randomUUID(), createdByName: marker })
        .returning({ id: supportTickets.id });
      return t!.id;
    });
    return {
      value: id,
      marker,
      snapshot: () => withTenant(db, victim.id, (tx) => tx.select().from(supportTickets).where(eq(supportTickets.id, id))),
    };
  },
};
