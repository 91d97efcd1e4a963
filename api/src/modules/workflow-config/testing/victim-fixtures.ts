import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { withTenant } from '../../../platform/db';
import type { VictimFixture } from '../../../platform/modules';
import { workflowVersions } from '../workflow-config.table';

/* A saved workflow version of the victim tenant, for /workflow/config-version (platform/http/__tests__/isolation.test.ts). */
export const WORKFLOW_CONFIG_VICTIM_FIXTURES: Record<string, VictimFixture> = {
  workflowVersion: async (db, victim) => {
    const marker = `SECRET-WORKFLOW-${randomBytes(6).toString('hex')}`;
    const workflow = {
      typeId: 4,
      activities: [
        { code: 'CREATE_CASE', label: marker, actionRequired: 'Yes', editors: [{ roleId: 3 }], watchers: [] },
      ],
    };
    const [row] = await withTenant(db, victim.id, (tx) =>
      tx
        .insert(workflowVersions)
        .values({
          typeId: 4,
          subTypeId: 0,
          // The fixture runs once per call that takes the id: each run is the next version.
          version: sql`(select coalesce(max(version), 0) + 1 from workflow_versions where type_id = 4 and sub_type_id = 0)`,
          workflow,
        })
        .returning({ id: workflowVersions.id }),
    );
    return {
      value: row!.id,
      marker,
      snapshot: () =>
        withTenant(db, victim.id, (tx) => tx.select().from(workflowVersions).where(eq(workflowVersions.id, row!.id))),
    };
  },
};
