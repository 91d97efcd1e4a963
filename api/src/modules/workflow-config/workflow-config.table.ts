import { integer, jsonb, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table';

/**
 * A tenant's workflow per case type and subtype (sub_type_id 0: any subtype of the type). The
 * table and its migration are unchanged by the move out of modules/petitions (issue 15.3).
 */
export const workflowConfigs = tenantTable(
  'workflow_configs',
  {
    typeId: integer('type_id').notNull(),
    subTypeId: integer('sub_type_id').notNull().default(0),
    workflow: jsonb('workflow').$type<unknown>().notNull(),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'workflow_configs_pkey', columns: [t.tenantId, t.typeId, t.subTypeId] })],
);
