import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { docFromText } from 'shared/domain';
import { withTenant } from '../../../platform/db';
import type { VictimFixture } from '../../../platform/modules';
import { formGroups, letterCategories, letterTemplates } from '../letters.table';

/*
 * A letter template, a category and a form group of the victim tenant, for the `letter_template`,
 * `letter_category` and `letter_group` ids of the letter calls (platform/http/__tests__/isolation.test.ts).
 */
export const LETTERS_VICTIM_FIXTURES: Record<string, VictimFixture> = {
  letter_template: async (db, victim) => {
    const marker = `SECRET-${randomBytes(6).toString('hex')}`;
    const [row] = await withTenant(db, victim.id, (tx) =>
      tx
        .insert(letterTemplates)
        .values({ name: marker, kind: 'other', body: docFromText(marker) })
        .returning({ id: letterTemplates.id }),
    );
    return {
      value: row!.id,
      marker,
      snapshot: () =>
        withTenant(db, victim.id, (tx) => tx.select().from(letterTemplates).where(eq(letterTemplates.id, row!.id))),
    };
  },
  letter_category: async (db, victim) => {
    const marker = `SECRET-${randomBytes(6).toString('hex')}`;
    const [row] = await withTenant(db, victim.id, (tx) =>
      tx.insert(letterCategories).values({ name: marker, kind: 'letter' }).returning({ id: letterCategories.id }),
    );
    return {
      value: row!.id,
      marker,
      snapshot: () =>
        withTenant(db, victim.id, (tx) => tx.select().from(letterCategories).where(eq(letterCategories.id, row!.id))),
    };
  },
  letter_group: async (db, victim) => {
    const marker = `SECRET-${randomBytes(6).toString('hex')}`;
    const [row] = await withTenant(db, victim.id, (tx) =>
      tx
        .insert(formGroups)
        .values({ name: marker, caseTypeId: 1, formCodes: ['I-129'] })
        .returning({ id: formGroups.id }),
    );
    return {
      value: row!.id,
      marker,
      snapshot: () => withTenant(db, victim.id, (tx) => tx.select().from(formGroups).where(eq(formGroups.id, row!.id))),
    };
  },
};
