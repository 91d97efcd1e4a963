import { boolean, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table';

/** A tenant's two-factor policy (one row per tenant; none = off). */
export const mfaSettings = tenantTable(
  'mfa_settings',
  {
    enabled: boolean('enabled').notNull().default(false),
    gracePeriodDate: timestamp('grace_period_date', { withTimezone: true }),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'mfa_settings_pkey', columns: [t.tenantId] })],
);

export type MfaSettingsRow = typeof mfaSettings.$inferSelect;
