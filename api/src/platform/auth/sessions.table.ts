import { index, integer, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../db/tenant-table';

/**
 * Why a session was revoked; the next call with its token answers the matching SPEC §8 code
 * (`user_inactive` → LOGIN_USER_INACTIVE, `role_changed` → ROLE_CHANGED, others UNAUTHENTICATED).
 */
export type SessionRevokeReason =
  'logout' | 'user_inactive' | 'role_changed' | 'password_changed' | 'switched' | 'mfa_reset' | 'admin';

/** Sign-in sessions: opaque random tokens stored as SHA-256 hashes, revocable. */
export const sessions = tenantTable(
  'sessions',
  {
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id').notNull(),
    roleId: integer('role_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last call made with the session (updated at most once a minute); drives the idle expiry. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** Absolute expiry. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason').$type<SessionRevokeReason>(),
  },
  (t) => [
    primaryKey({ name: 'sessions_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('sessions_token_key').on(t.tenantId, t.tokenHash),
    index('sessions_user_idx').on(t.tenantId, t.userId),
  ],
);

/**
 * Link tokens (questionnaires, signing, booking, replies, unsubscribe): random, hashed, bound
 * to one purpose and one record, expiring.
 */
export const linkTokens = tenantTable(
  'link_tokens',
  {
    id: uuid('id').notNull().defaultRandom(),
    purpose: text('purpose').notNull(),
    recordId: text('record_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'link_tokens_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('link_tokens_token_key').on(t.tenantId, t.tokenHash),
    index('link_tokens_record_idx').on(t.tenantId, t.purpose, t.recordId),
  ],
);
