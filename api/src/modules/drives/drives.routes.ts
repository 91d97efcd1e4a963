import {
  driveChooseFolderCall,
  driveConnectCall,
  driveDisconnectCall,
  driveFoldersCall,
  driveOauthCallbackCall,
  driveStatusCall,
  driveSyncCall,
  driveSyncListCall,
} from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './drives.service';

export const drivesRoutes: CallRegistration[] = [
  handle(driveStatusCall, (ctx) => service.driveStatus(ctx)),
  handle(driveConnectCall, (ctx) => service.connectDrive(ctx)),
  handle(driveOauthCallbackCall, (ctx) => service.finishDriveConnection(ctx)),
  handle(driveFoldersCall, (ctx) => service.listDriveFolders(ctx)),
  handle(driveChooseFolderCall, (ctx) => service.chooseDriveFolder(ctx)),
  handle(driveSyncCall, (ctx) => service.syncDrive(ctx)),
  handle(driveSyncListCall, (ctx) => service.driveSyncList(ctx)),
  handle(driveDisconnectCall, (ctx) => service.disconnectDrive(ctx)),
];
