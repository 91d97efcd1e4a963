import { getExpirySettingsCall, icsTokenCall, listExpiriesCall, saveExpirySettingsCall } from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './expiries.service';

export const expiryRoutes: CallRegistration[] = [
  handle(listExpiriesCall, (ctx) => service.listExpiries(ctx)),
  handle(icsTokenCall, (ctx) => service.icsToken(ctx)),
  handle(getExpirySettingsCall, (ctx) => service.getExpirySettings(ctx)),
  handle(saveExpirySettingsCall, (ctx) => service.saveExpirySettings(ctx)),
];
