import { index, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table';

/**
 * Delete-my-profile requests (issue 16.7): one row per request. `effective_at` is when the
 * background job anonymises the account; until then the user may take it back (`reverted`).
 * `completed` once the account was anonymised.
 */
export const profileDeletionRequests = tenantTable(
  'profile_deletion_requests',
  {
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id').notNull(),
    /** pending, reverted, completed */
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    revertedAt: timestamp('reverted_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'profile_deletion_requests_pkey', columns: [t.tenantId, t.id] }),
    index('profile_deletion_requests_user_idx').on(t.tenantId, t.userId, t.status),
    index('profile_deletion_requests_due_idx').on(t.tenantId, t.status, t.effectiveAt),
  ],
);

export type ProfileDeletionRequestRow = typeof profileDeletionRequests.$inferSelect;
