import { integer, jsonb, primaryKey, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table';

/**
 * A tenant's current workflow per case type and subtype (sub_type_id 0: any subtype of the type).
 * The table and its migration are unchanged by the move out of modules/petitions (issue 15.3).
 * Since issue 16.3 the stored workflow's `id` is the id of its row in workflow_versions.
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

/**
 * Every saved version of a tenant's workflow (issue 16.3): saving creates version n+1 for the
 * type and subtype; cases snapshot the workflow with `id` = the version's id, so a running case
 * keeps its version and "in use by N cases" is a count over petitions.workflow->>'id'.
 */
export const workflowVersions = tenantTable(
  'workflow_versions',
  {
    id: uuid('id').notNull().defaultRandom(),
    typeId: integer('type_id').notNull(),
    subTypeId: integer('sub_type_id').notNull().default(0),
    version: integer('version').notNull(),
    workflow: jsonb('workflow').$type<unknown>().notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'workflow_versions_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('workflow_versions_key').on(t.tenantId, t.typeId, t.subTypeId, t.version),
  ],
);

export type WorkflowVersionRow = typeof workflowVersions.$inferSelect;
