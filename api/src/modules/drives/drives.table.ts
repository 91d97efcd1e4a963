import { index, integer, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table';

/**
 * A firm's connection to one storage drive (issue 16.5): the OAuth tokens (server-side only, never
 * in an answer), the account it belongs to and the folder the case folders go in.
 */
export const driveConnections = tenantTable(
  'drive_connections',
  {
    provider: text('provider').notNull(),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    accountName: text('account_name'),
    accountEmail: text('account_email'),
    folderId: text('folder_id'),
    folderName: text('folder_name'),
    connectedBy: uuid('connected_by').notNull(),
    connectedByName: text('connected_by_name'),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'drive_connections_pkey', columns: [t.tenantId, t.provider] })],
);
export type DriveConnectionRow = typeof driveConnections.$inferSelect;

/** A started OAuth connection: the `state` is bound to the session that started it, with its PKCE verifier. */
export const driveOauthStates = tenantTable(
  'drive_oauth_states',
  {
    state: text('state').notNull(),
    provider: text('provider').notNull(),
    sessionId: uuid('session_id').notNull(),
    userId: uuid('user_id').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'drive_oauth_states_pkey', columns: [t.tenantId, t.state] })],
);

/** Mirroring status of one case on one drive. */
export const driveCaseSyncs = tenantTable(
  'drive_case_syncs',
  {
    provider: text('provider').notNull(),
    petitionId: uuid('petition_id').notNull(),
    /** pending, running, synced, failed */
    status: text('status').notNull().default('pending'),
    remoteFolderId: text('remote_folder_id'),
    folderName: text('folder_name'),
    lastError: text('last_error'),
    attempts: integer('attempts').notNull().default(0),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'drive_case_syncs_pkey', columns: [t.tenantId, t.provider, t.petitionId] }),
    index('drive_case_syncs_status_idx').on(t.tenantId, t.provider, t.status),
  ],
);

/** Which stored file of a case document is on the drive, and under which remote id (idempotent re-runs). */
export const driveSyncedFiles = tenantTable(
  'drive_synced_files',
  {
    provider: text('provider').notNull(),
    documentId: uuid('document_id').notNull(),
    petitionId: uuid('petition_id').notNull(),
    fileId: uuid('file_id').notNull(),
    remoteId: text('remote_id').notNull(),
    remoteName: text('remote_name').notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'drive_synced_files_pkey', columns: [t.tenantId, t.provider, t.documentId] }),
    index('drive_synced_files_case_idx').on(t.tenantId, t.provider, t.petitionId),
  ],
);
