export * from './tenant-schemas';
export * from './invite-tenant';
export * from './register-tenant';
export * from './get-tenant-details';
export * from './get-tenant-by-subdomain';
export * from './update-tenant';
export * from './update-tenant-status';
export * from './delete-tenant';
export * from './get-tenant-checklist';
export * from './resend-tenant-activation-key';
export * from './list-tenants';
export * from './list-tenant-usage';
export * from './firm-export';
import { deleteTenantCall } from './delete-tenant';
import { getTenantBySubdomainCall } from './get-tenant-by-subdomain';
import { getTenantChecklistCall } from './get-tenant-checklist';
import { getTenantDetailsCall } from './get-tenant-details';
import { inviteTenantCall } from './invite-tenant';
import { listTenantsCall } from './list-tenants';
import { listTenantUsageCall } from './list-tenant-usage';
import { FIRM_EXPORT_CALLS } from './firm-export';
import { registerTenantCall } from './register-tenant';
import { resendTenantActivationKeyCall } from './resend-tenant-activation-key';
import { updateTenantCall } from './update-tenant';
import { updateTenantStatusCall } from './update-tenant-status';

export const TENANT_CALLS = [
  inviteTenantCall,
  registerTenantCall,
  getTenantDetailsCall,
  getTenantBySubdomainCall,
  updateTenantCall,
  updateTenantStatusCall,
  deleteTenantCall,
  getTenantChecklistCall,
  resendTenantActivationKeyCall,
  listTenantsCall,
  listTenantUsageCall,
  ...FIRM_EXPORT_CALLS,
] as const;
