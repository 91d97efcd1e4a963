import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { withPlatform } from '../../../platform/db';
import type { VictimFixture } from '../../../platform/modules';
import { firmExports } from '../tenants.operator.table';

/* An export of the victim firm (platform/http/__tests__/isolation.test.ts). Exports live in the platform scope. */
export const TENANT_VICTIM_FIXTURES: Record<string, VictimFixture> = {
  firmExport: async (db, victim) => {
    const marker = `SECRET-EXPORT-${randomBytes(6).toString('hex')}`;
    const [row] = await withPlatform(db, (tx) =>
      tx
        .insert(firmExports)
        .values({ firmId: victim.id, status: 'done', progress: 100, fileName: `${marker}.zip`, fileKey: `t/00000000-0000-0000-0000-000000000000/2026/01/${marker}.zip`, finishedAt: new Date() })
        .returning({ id: firmExports.id }),
    );
    return {
      value: row!.id,
      marker,
      snapshot: () => withPlatform(db, (tx) => tx.select().from(firmExports).where(eq(firmExports.id, row!.id))),
    };
  },
};
