import {
  activateUserCall,
  listUsersCall,
  lookupUsersCall,
  loginUserDetailsCall,
  manageUserStatusCall,
  registerUserCall,
  resendVerifyLinkCall,
  resetUserMfaCall,
  rolesListCall,
  updateProfilePictureCall,
  updateUserCall,
  userDetailsCall,
} from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import { authService as auth } from '../auth';
import * as service from './users.service';

export const userRoutes: CallRegistration[] = [
  handle(loginUserDetailsCall, (ctx) => auth.loginUserDetails(ctx)),
  handle(activateUserCall, (ctx) => auth.activateUser(ctx)),
  handle(resendVerifyLinkCall, (ctx) => auth.resendVerifyLink(ctx)),
  handle(registerUserCall, (ctx) => service.registerUser(ctx)),
  handle(listUsersCall, (ctx) => service.listUsers(ctx)),
  handle(userDetailsCall, (ctx) => service.userDetails(ctx)),
  handle(updateUserCall, (ctx) => service.updateUser(ctx)),
  handle(updateProfilePictureCall, (ctx) => service.updateProfilePicture(ctx)),
  handle(manageUserStatusCall, (ctx) => service.manageUserStatus(ctx)),
  handle(rolesListCall, (ctx) => service.rolesList(ctx)),
  handle(resetUserMfaCall, (ctx) => service.resetUserMfa(ctx)),
  handle(lookupUsersCall, (ctx) => service.lookupUsers(ctx)),
];
