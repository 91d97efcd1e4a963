import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { withTenant } from '../../../platform/db';
import type { VictimFixture } from '../../../platform/modules';
import { petitionNotes } from '../notes.table';

/* A shared note of the victim tenant, for the calls that take note ids (platform/http/__tests__/isolation.test.ts). */
export const NOTES_VICTIM_FIXTURES: Record<string, VictimFixture> = {
  note: async (db, victim) => {
    const marker = `SECRET-NOTE-${randomBytes(6).toString('hex')}`;
    const [row] = await withTenant(db, victim.id, (tx) =>
      tx
        .insert(petitionNotes)
        .values({ recordType: 'case', petitionId: '00000000-0000-4000-8000-0000000000ab', text: marker, internal: true })
        .returning({ id: petitionNotes.id }),
    );
    return {
      value: row!.id,
      marker,
      snapshot: () => withTenant(db, victim.id, (tx) => tx.select().from(petitionNotes).where(eq(petitionNotes.id, row!.id))),
    };
  },
};
