/**
 * The sign-in calls and schemas, the error messages and the tenant look-up (issue 21 point 4),
 * without the other ~40 modules of `shared/contract`: the shell's boot and sign-in path imports
 * this entry. Everything here is also exported by `shared/contract`.
 */
export * from './auth';
export * from './errors';
export * from './define-call';
export * from './tenant/tenant-schemas';
export * from './tenant/get-tenant-by-subdomain';
