export type { Db, Database, DbConfig, DbDriver, RawSql } from './types';
export { PLATFORM_TENANT_ID } from './types';
export { openDatabase } from './open';
export { isReadScopeRetry, ReadScopeRetry } from './read-scope';
export { withTenant, withPlatform, withSystem, asTenant, withScope, scopeStatement, epochOf, isTenantId } from './scope';
export { migrateDatabase, migrationsFolder } from './migrate';
export { ensureSecurity, verifySecurity, SecurityCheckError, APP_ROLE } from './security';
export { DatabaseLockedError, acquireDataDirLock } from './lock';
export {
  tenantTable,
  tenantPolicy,
  referencePolicies,
  tenantIdColumn,
  appRole,
} from './tenant-table';
export { rowsOf } from './rows';
export { plansKept } from './statement-names';
export { prepareDatabase } from './prepare';
