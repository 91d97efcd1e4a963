import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AnyCallDeclaration } from 'shared/contract';
import type { LinkInfo, SessionInfo } from '../auth';
import type { Database, Db } from '../db';
import type { TenantContext } from '../tenancy';
import type { AppConfig } from '../config';

/** Everything a call handler gets. The transaction is already scoped to the request's tenant. */
export interface CallContext<P> {
  payload: P;
  /** The request's transaction, bound to the tenant (or the platform scope) by RLS. */
  tx: Db;
  /** The host's tenant, or null at the app host. */
  tenant: TenantContext | null;
  /** The tenant id of the scope: the tenant's, or PLATFORM_TENANT_ID at the app host. */
  scopeTenantId: string;
  /** The signed-in user for `session` and `operator` calls (also set on public calls when a valid token came). */
  session: SessionInfo | null;
  /** The link token for `link` calls. */
  link: LinkInfo | null;
  call: AnyCallDeclaration;
  request: FastifyRequest;
  log: FastifyBaseLogger;
  database: Database;
  config: AppConfig;
  /** Runs `fn` with the scope switched to another tenant inside the same transaction. */
  asTenant<T>(tenantId: string, fn: () => Promise<T>): Promise<T>;
}
