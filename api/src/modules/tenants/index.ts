import { defineModule } from '../../platform/modules';
import { tenantRoutes } from './tenants.routes';
import { tenantLogoFiles } from './tenants.file-owners';
import { tenantsPlugin } from './tenants.plugin';
import { TENANT_VICTIM_FIXTURES } from './testing/victim-fixtures';

export { tenantRoutes } from './tenants.routes';
export { tenants } from './tenants.table';
export type { TenantRow } from './tenants.table';
export * as tenantsRepository from './tenants.repository';
export { toTenant, toTenantPublic } from './tenants.mapper';
export { tenantLogoFiles } from './tenants.file-owners';

// Used by other modules (issue 15.5: modules import each other only through index.ts).
export { findTenantById, updateTenantRow } from './tenants.repository';
export { permissionsOf } from './tenants.mapper';
export { activateInvitedTenant } from './tenants.operator';
export { firmExports, firmDeletions } from './tenants.operator.table';
export { buildFirmExport, completeFirmDeletion, FIRM_EXPORT_QUEUE, FIRM_DELETION_QUEUE } from './tenants.export';

/** The tenants module: what it brings to the app (docs/modules.md). */
export const tenantsModule = defineModule(() => ({
  name: 'tenants',
  calls: tenantRoutes,
  fileOwners: [tenantLogoFiles],
  plugins: [tenantsPlugin],
  isolationFixtures: TENANT_VICTIM_FIXTURES,
}));
