import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { withTenant } from '../../../platform/db';
import type { VictimFixture } from '../../../platform/modules';
import { reminders } from '../reminders.table';

/* A reminder of the victim tenant, for the calls that take reminder ids (platform/http/__tests__/isolation.test.ts). */
export const REMINDERS_VICTIM_FIXTURES: Record<string, VictimFixture> = {
  reminder: async (db, victim) => {
    const marker = `SECRET-REMINDER-${randomBytes(6).toString('hex')}`;
    const [row] = await withTenant(db, victim.id, (tx) =>
      tx
        .insert(reminders)
        .values({ title: marker, note: marker, localDate: '2099-01-01', localTime: '09:00', timezone: 'UTC', nextAt: new Date('2099-01-01T09:00:00Z'), linkOrigin: 'http://victim.localhost' })
        .returning({ id: reminders.id }),
    );
    return {
      value: row!.id,
      marker,
      snapshot: () => withTenant(db, victim.id, (tx) => tx.select().from(reminders).where(eq(reminders.id, row!.id))),
    };
  },
};
