import {
  changePasswordCall,
  checkCompanyApprovalCall,
  forgotPasswordCall,
  invitePetitionerCall,
  loginCall,
  logoutCall,
  requestActivationEmailCall,
  requestActivationKeyCall,
  signupCall,
  switchAccountCall,
  updatePasswordCall,
  verifyEmailCall,
} from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './auth.service';

export const authRoutes: CallRegistration[] = [
  handle(loginCall, (ctx) => service.login(ctx)),
  handle(switchAccountCall, (ctx) => service.switchAccount(ctx)),
  handle(signupCall, (ctx) => service.signup(ctx)),
  handle(invitePetitionerCall, (ctx) => service.invitePetitioner(ctx)),
  handle(requestActivationEmailCall, (ctx) => service.requestActivationEmail(ctx)),
  handle(requestActivationKeyCall, (ctx) => service.requestActivationKey(ctx)),
  handle(verifyEmailCall, (ctx) => service.verifyEmail(ctx)),
  handle(forgotPasswordCall, (ctx) => service.forgotPassword(ctx)),
  handle(updatePasswordCall, (ctx) => service.updatePassword(ctx)),
  handle(changePasswordCall, (ctx) => service.changePassword(ctx)),
  handle(checkCompanyApprovalCall, (ctx) => service.checkCompanyApproval(ctx)),
  handle(logoutCall, (ctx) => service.logout(ctx)),
];
