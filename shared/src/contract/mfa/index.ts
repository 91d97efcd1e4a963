export * from './mfa-schemas';
export * from './check-2fa';
export * from './enroll-start';
export * from './enroll-confirm';
export * from './disable';
export * from './reset-mfa';
export * from './get-mfa-settings';
export * from './update-mfa-settings';
import { check2faCall } from './check-2fa';
import { disableMfaCall } from './disable';
import { enrollConfirmCall } from './enroll-confirm';
import { enrollStartCall } from './enroll-start';
import { resetMfaCall } from './reset-mfa';
import { getMfaSettingsCall } from './get-mfa-settings';
import { updateMfaSettingsCall } from './update-mfa-settings';

export const MFA_CALLS = [
  check2faCall,
  enrollStartCall,
  enrollConfirmCall,
  disableMfaCall,
  resetMfaCall,
  getMfaSettingsCall,
  updateMfaSettingsCall,
] as const;
