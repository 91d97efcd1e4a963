import { integer, jsonb, primaryKey, text, timestamp, index } from 'drizzle-orm/pg-core';
import { tenantTable } from '../db/tenant-table';

/** Responses of create calls by Idempotency-Key, per tenant, kept for 24 hours. */
export const idempotencyKeys = tenantTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    callPath: text('call_path').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.tenantId, t.key] }),
    index('idempotency_keys_expiry_idx').on(t.tenantId, t.expiresAt),
  ],
);
