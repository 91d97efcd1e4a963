import { integer, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table';

/**
 * Failed sign-in counters per key in the host's scope: `account:<email>` and `address:<ip>`.
 * Written outside the request's transaction (a refused sign-in rolls back), see throttle.ts.
 */
export const authThrottle = tenantTable(
  'auth_throttle',
  {
    key: text('key').notNull(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'auth_throttle_pkey', columns: [t.tenantId, t.key] })],
);
