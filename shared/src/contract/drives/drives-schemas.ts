import { z } from 'zod';

/**
 * Storage drives (issue 16.5): a firm connects Dropbox, OneDrive or Google Drive by OAuth 2, picks a
 * folder, and a background job mirrors each case's documents into a folder per case
 * (docs/settings.md, "Storage drives"; ADR 0011). Tokens never leave the server.
 */
export const DRIVE_PROVIDERS = ['dropbox', 'onedrive', 'google'] as const;
export const ZDriveProvider = z.enum(DRIVE_PROVIDERS);
export type TDriveProvider = z.infer<typeof ZDriveProvider>;

export const DRIVE_PROVIDER_NAMES: Readonly<Record<TDriveProvider, string>> = {
  dropbox: 'Dropbox',
  onedrive: 'OneDrive',
  google: 'Google Drive',
};

/** The page each provider is set up on (SPEC §2); all three return to /google-drive-check. */
export const DRIVE_SETTINGS_PATHS: Readonly<Record<TDriveProvider, string>> = {
  dropbox: '/dropbox-config',
  onedrive: '/ms',
  google: '/google-drive',
};
export const DRIVE_OAUTH_RETURN_PATH = '/google-drive-check';
/** How long a started connection may wait for the provider's answer. */
export const DRIVE_OAUTH_STATE_TTL_MINUTES = 15;

export const DRIVE_MESSAGES = {
  WRONG_STATE:
    'This sign-in answer does not match a connection you started (it expired, was already used or belongs to another session). Nothing was changed; start the connection again.',
  NOT_CONFIGURED: 'This drive is not set up on this server (its client id is missing).',
  NOT_CONNECTED: 'Connect the drive first.',
  NO_FOLDER: 'Choose a folder first.',
  PROVIDER_REFUSED: 'The drive refused the sign-in; nothing was changed. Try connecting again.',
} as const;

export const ZDriveSyncStatus = z.enum(['pending', 'running', 'synced', 'failed']);
export type TDriveSyncStatus = z.infer<typeof ZDriveSyncStatus>;

/** A connection as the settings page shows it: never a token. */
export const ZDriveConnection = z.object({
  provider: ZDriveProvider,
  connected: z.boolean(),
  configured: z.boolean(),
  accountName: z.string().nullable(),
  accountEmail: z.string().nullable(),
  folderId: z.string().nullable(),
  folderName: z.string().nullable(),
  connectedAt: z.string().nullable(),
  connectedByName: z.string().nullable(),
  /** Per status, how many cases (counted in SQL). */
  counts: z.object({ pending: z.number().int(), running: z.number().int(), synced: z.number().int(), failed: z.number().int() }),
});
export type TDriveConnection = z.infer<typeof ZDriveConnection>;

export const ZDriveFolder = z.object({ id: z.string(), name: z.string() });
export type TDriveFolder = z.infer<typeof ZDriveFolder>;

export const ZDriveCaseSync = z.object({
  petitionId: z.uuid(),
  caseNumber: z.string(),
  folderName: z.string(),
  status: ZDriveSyncStatus,
  filesSynced: z.number().int(),
  lastError: z.string().nullable(),
  attempts: z.number().int(),
  lastSyncedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type TDriveCaseSync = z.infer<typeof ZDriveCaseSync>;

export const ZDriveProviderPayload = { provider: ZDriveProvider };
/** Folder and file ids of the three services: opaque, bounded. */
export const ZDriveItemId = z.string().trim().min(1).max(400).regex(/^[^\n\r\t]+$/, { error: 'Invalid folder id' });
