import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { withTenant } from '../../../platform/db';
import type { VictimFixture } from '../../../platform/modules';
import { caseConfigs } from '../case-config.table';

/* A subtype the victim tenant added, for the /case-config/* calls (platform/http/__tests__/isolation.test.ts). */
export const CASE_CONFIG_VICTIM_FIXTURES: Record<string, VictimFixture> = {
  caseSubtype: async (db, victim) => {
    const marker = `SECRET-SUBTYPE-${randomBytes(6).toString('hex')}`;
    await withTenant(db, victim.id, (tx) => tx.insert(caseConfigs).values({ typeId: 4, subTypeId: 100_000, name: marker, custom: true }));
    return {
      value: 100_000,
      marker,
      snapshot: () =>
        withTenant(db, victim.id, (tx) => tx.select().from(caseConfigs).where(and(eq(caseConfigs.typeId, 4), eq(caseConfigs.subTypeId, 100_000)))),
    };
  },
};
