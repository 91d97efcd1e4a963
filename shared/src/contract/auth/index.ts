export * from './auth-schemas';
export * from './login';
export * from './switch-account';
export * from './signup';
export * from './invite-petitioner';
export * from './request-activation-email';
export * from './request-activation-key';
export * from './verify-email';
export * from './forgot-password';
export * from './update-password';
export * from './change-password';
export * from './check-company-approval';
export * from './logout';
import { changePasswordCall } from './change-password';
import { checkCompanyApprovalCall } from './check-company-approval';
import { forgotPasswordCall } from './forgot-password';
import { invitePetitionerCall } from './invite-petitioner';
import { loginCall } from './login';
import { logoutCall } from './logout';
import { requestActivationEmailCall } from './request-activation-email';
import { requestActivationKeyCall } from './request-activation-key';
import { signupCall } from './signup';
import { switchAccountCall } from './switch-account';
import { updatePasswordCall } from './update-password';
import { verifyEmailCall } from './verify-email';

export const AUTH_CALLS = [
  loginCall,
  switchAccountCall,
  signupCall,
  invitePetitionerCall,
  requestActivationEmailCall,
  requestActivationKeyCall,
  verifyEmailCall,
  forgotPasswordCall,
  updatePasswordCall,
  changePasswordCall,
  checkCompanyApprovalCall,
  logoutCall,
] as const;
