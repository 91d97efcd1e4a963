export * from './drives-schemas';
export * from './status';
export * from './connect';
export * from './oauth-callback';
export * from './folders';
export * from './choose-folder';
export * from './sync';
export * from './sync-list';
export * from './disconnect';
import { driveStatusCall } from './status';
import { driveConnectCall } from './connect';
import { driveOauthCallbackCall } from './oauth-callback';
import { driveFoldersCall } from './folders';
import { driveChooseFolderCall } from './choose-folder';
import { driveSyncCall } from './sync';
import { driveSyncListCall } from './sync-list';
import { driveDisconnectCall } from './disconnect';

export const DRIVES_CALLS = [
  driveStatusCall,
  driveConnectCall,
  driveOauthCallbackCall,
  driveFoldersCall,
  driveChooseFolderCall,
  driveSyncCall,
  driveSyncListCall,
  driveDisconnectCall,
] as const;
