import {
  deleteTenantCall,
  getTenantBySubdomainCall,
  getTenantChecklistCall,
  getTenantDetailsCall,
  inviteTenantCall,
  listTenantsCall,
  registerTenantCall,
  resendTenantActivationKeyCall,
  updateTenantCall,
  updateTenantStatusCall,
} from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './tenants.service';

export const tenantRoutes: CallRegistration[] = [
  handle(inviteTenantCall, (ctx) => service.inviteTenant(ctx)),
  handle(registerTenantCall, (ctx) => service.registerTenant(ctx)),
  handle(getTenantDetailsCall, (ctx) => service.getTenantDetails(ctx)),
  handle(getTenantBySubdomainCall, (ctx) => service.getTenantBySubdomain(ctx)),
  handle(updateTenantCall, (ctx) => service.updateTenant(ctx)),
  handle(updateTenantStatusCall, (ctx) => service.updateTenantStatus(ctx)),
  handle(deleteTenantCall, (ctx) => service.deleteTenant(ctx)),
  handle(getTenantChecklistCall, (ctx) => service.getTenantChecklist(ctx)),
  handle(resendTenantActivationKeyCall, (ctx) => service.resendActivationKey(ctx)),
  handle(listTenantsCall, (ctx) => service.listTenants(ctx)),
];
