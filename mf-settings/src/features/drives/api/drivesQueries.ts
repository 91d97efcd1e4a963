import {
  driveChooseFolderCall,
  driveConnectCall,
  driveDisconnectCall,
  driveFoldersCall,
  driveOauthCallbackCall,
  driveStatusCall,
  driveSyncCall,
  driveSyncListCall,
  type TDriveProvider,
  type TDriveSyncListPayload,
} from 'shared/contract';
import { moduleKey, useCallMutation, useCallQuery } from 'shared/query';

/** Every /drives/* answer: what a change refreshes. */
const DRIVE_CALLS = moduleKey(driveStatusCall.module);

/** The settings page of each route (catalogue ids of mf-settings). */
export const PROVIDER_BY_ROUTE: Readonly<Record<string, TDriveProvider>> = {
  'settings.dropbox': 'dropbox',
  'settings.oneDrive': 'onedrive',
  'settings.googleDrive': 'google',
};

export const useDriveStatus = (provider: TDriveProvider) => useCallQuery(driveStatusCall, { provider });
export const useDriveFolders = (provider: TDriveProvider, parentId: string | null, enabled: boolean) =>
  useCallQuery(driveFoldersCall, { provider, parentId }, { enabled });
export const useDriveSyncList = (payload: TDriveSyncListPayload, enabled: boolean) =>
  useCallQuery(driveSyncListCall, payload, { enabled });

export const useConnectDrive = () => useCallMutation(driveConnectCall, { errorToast: true });
export const useFinishDriveConnection = () => useCallMutation(driveOauthCallbackCall, { invalidates: [DRIVE_CALLS] });
export const useChooseDriveFolder = () =>
  useCallMutation(driveChooseFolderCall, { invalidates: [DRIVE_CALLS], successToast: (r) => `Case folders will be made in ${r.folderName ?? 'the folder'}.` });
export const useSyncDrive = () =>
  useCallMutation(driveSyncCall, {
    invalidates: [DRIVE_CALLS],
    errorToast: true,
    successToast: (r) => `${r.queued} case${r.queued === 1 ? '' : 's'} queued for mirroring.`,
  });
export const useDisconnectDrive = () => useCallMutation(driveDisconnectCall, { invalidates: [DRIVE_CALLS], errorToast: true, successToast: 'Disconnected.' });
