export * from './user-schemas';
export * from './login-user-details';
export * from './activate-user';
export * from './resend-verify-link';
export * from './register-user';
export * from './list-users';
export * from './user-details';
export * from './update-user';
export * from './update-profile-picture';
export * from './manage-user-status';
export * from './roles-list';
export * from './reset-user-mfa';
export * from './lookup-users';
import { activateUserCall } from './activate-user';
import { listUsersCall } from './list-users';
import { loginUserDetailsCall } from './login-user-details';
import { lookupUsersCall } from './lookup-users';
import { manageUserStatusCall } from './manage-user-status';
import { registerUserCall } from './register-user';
import { resendVerifyLinkCall } from './resend-verify-link';
import { resetUserMfaCall } from './reset-user-mfa';
import { rolesListCall } from './roles-list';
import { updateProfilePictureCall } from './update-profile-picture';
import { updateUserCall } from './update-user';
import { userDetailsCall } from './user-details';

export const USERS_CALLS = [
  loginUserDetailsCall,
  activateUserCall,
  resendVerifyLinkCall,
  registerUserCall,
  listUsersCall,
  userDetailsCall,
  updateUserCall,
  updateProfilePictureCall,
  manageUserStatusCall,
  rolesListCall,
  resetUserMfaCall,
  lookupUsersCall,
] as const;
