import {
  check2faCall,
  disableMfaCall,
  enrollConfirmCall,
  enrollStartCall,
  getMfaSettingsCall,
  resetMfaCall,
  updateMfaSettingsCall,
} from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './mfa.service';

export const mfaRoutes: CallRegistration[] = [
  handle(check2faCall, (ctx) => service.check2fa(ctx)),
  handle(enrollStartCall, (ctx) => service.enrollStart(ctx)),
  handle(enrollConfirmCall, (ctx) => service.enrollConfirm(ctx)),
  handle(disableMfaCall, (ctx) => service.disableMfa(ctx)),
  handle(resetMfaCall, (ctx) => service.resetMfa(ctx)),
  handle(getMfaSettingsCall, (ctx) => service.getMfaSettings(ctx)),
  handle(updateMfaSettingsCall, (ctx) => service.updateMfaSettings(ctx)),
];
