import { profileDeletionStatusCall, requestProfileDeletionCall, revertProfileDeletionCall } from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './account.service';

export const accountRoutes: CallRegistration[] = [
  handle(requestProfileDeletionCall, (ctx) => service.requestProfileDeletion(ctx)),
  handle(revertProfileDeletionCall, (ctx) => service.revertProfileDeletion(ctx)),
  handle(profileDeletionStatusCall, (ctx) => service.profileDeletionStatus(ctx)),
];
