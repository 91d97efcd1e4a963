import { jsonb, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TLayoutItem } from 'shared/contract';
import { tenantTable } from '../../platform/db/tenant-table';

/**
 * A user's dashboard arrangement (issue 17 point 1): the widgets in order with their size, view
 * and filters, as `/dashboard/save-layout` checked them. No row: the user has his role's default.
 */
export const dashboardLayouts = tenantTable(
  'dashboard_layouts',
  {
    userId: uuid('user_id').notNull(),
    items: jsonb('items').$type<TLayoutItem[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'dashboard_layouts_pkey', columns: [t.tenantId, t.userId] })],
);

export type DashboardLayoutRow = typeof dashboardLayouts.$inferSelect;
