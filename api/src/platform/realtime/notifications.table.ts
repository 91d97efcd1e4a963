import { index, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../db/tenant-table';

/** In-app notifications (SPEC §3 payload), kept so the bell can list them after a reload. */
export const notifications = tenantTable(
  'notifications',
  {
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id').notNull(),
    caseNo: text('case_no'),
    message: text('message').notNull(),
    createdByName: text('created_by_name'),
    petitionId: uuid('petition_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'notifications_pkey', columns: [t.tenantId, t.id] }),
    index('notifications_user_idx').on(t.tenantId, t.userId, t.createdAt),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
