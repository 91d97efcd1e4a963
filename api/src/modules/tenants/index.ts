export { tenantRoutes } from './tenants.routes';
export { tenants } from './tenants.table';
export type { TenantRow } from './tenants.table';
export * as tenantsRepository from './tenants.repository';
export { toTenant, toTenantPublic } from './tenants.mapper';
export { tenantLogoFiles } from './tenants.file-owners';
