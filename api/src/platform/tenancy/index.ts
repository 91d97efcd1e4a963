export { scopeOfHost, hostName } from './host';
export type { HostScope, HostRules } from './host';
export { findTenantBySlug } from './tenant-context';
export type { TenantContext } from './tenant-context';
