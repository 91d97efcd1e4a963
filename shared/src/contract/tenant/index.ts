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
export * from './export-tenant';
export * from './tenant-export-list';
export * from './tenant-export-download';
export * from './tenant-delete-cancel';
import { deleteTenantCall } from './delete-tenant';
import { getTenantBySubdomainCall } from './get-tenant-by-subdomain';
import { getTenantChecklistCall } from './get-tenant-checklist';
import { getTenantDetailsCall } from './get-tenant-details';
import { inviteTenantCall } from './invite-tenant';
import { listTenantsCall } from './list-tenants';
import { listTenantUsageCall } from './list-tenant-usage';
import { exportTenantCall } from './export-tenant';
import { tenantDeleteCancelCall } from './tenant-delete-cancel';
import { tenantExportDownloadCall } from './tenant-export-download';
import { tenantExportListCall } from './tenant-export-list';
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
  // The operator's firm export and deletion (issue 16.6).
  exportTenantCall,
  tenantExportListCall,
  tenantExportDownloadCall,
  tenantDeleteCancelCall,
] as const;
