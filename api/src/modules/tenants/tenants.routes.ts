import {
  deleteTenantCall,
  exportTenantCall,
  tenantDeleteCancelCall,
  tenantExportDownloadCall,
  tenantExportListCall,
  getTenantBySubdomainCall,
  getTenantChecklistCall,
  getTenantDetailsCall,
  inviteTenantCall,
  listTenantUsageCall,
  listTenantsCall,
  registerTenantCall,
  resendTenantActivationKeyCall,
  updateTenantCall,
  updateTenantStatusCall,
} from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './tenants.service';
import * as operator from './tenants.operator';
import * as firmExport from './tenants.export';
import { findTenantById } from './tenants.repository';

export const tenantRoutes: CallRegistration[] = [
  handle(inviteTenantCall, async (ctx) => {
    const result = await service.inviteTenant(ctx);
    // The invitation mail: the firm's admin account and its activation link (tenants.operator.ts).
    await operator.mailFirmAdminActivation(ctx, (await findTenantById(ctx.tx, result.tenant._id))!);
    return result;
  }),
  handle(registerTenantCall, (ctx) => service.registerTenant(ctx)),
  handle(getTenantDetailsCall, (ctx) => service.getTenantDetails(ctx)),
  handle(getTenantBySubdomainCall, (ctx) => service.getTenantBySubdomain(ctx)),
  handle(updateTenantCall, (ctx) => service.updateTenant(ctx)),
  handle(updateTenantStatusCall, async (ctx) => {
    const result = await service.updateTenantStatus(ctx);
    // A suspended firm's sessions stop at once, not at their next call only.
    if (result.status === 'inactive') await operator.endFirmSessions(ctx, ctx.payload.tenantId);
    return result;
  }),
  // Issue 16.6: deletion is scheduled after a grace period, and only once the firm's data was exported.
  handle(deleteTenantCall, (ctx) => firmExport.requestFirmDeletion(ctx)),
  handle(tenantDeleteCancelCall, (ctx) => firmExport.cancelFirmDeletion(ctx)),
  handle(exportTenantCall, (ctx) => firmExport.startFirmExport(ctx)),
  handle(tenantExportListCall, (ctx) => firmExport.listFirmExports(ctx)),
  handle(tenantExportDownloadCall, (ctx) => firmExport.downloadFirmExport(ctx)),
  handle(getTenantChecklistCall, (ctx) => service.getTenantChecklist(ctx)),
  handle(resendTenantActivationKeyCall, async (ctx) => {
    const result = await service.resendActivationKey(ctx);
    await operator.mailFirmAdminActivation(ctx, (await findTenantById(ctx.tx, ctx.payload.tenantId))!);
    return result;
  }),
  handle(listTenantsCall, (ctx) => service.listTenants(ctx)),
  handle(listTenantUsageCall, (ctx) => operator.listTenantUsage(ctx)),
];
