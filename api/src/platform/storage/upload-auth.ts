import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from '../auth';
import { type Database, type Db, PLATFORM_TENANT_ID, withPlatform } from '../db';
import { AppError, forbidden, unauthenticated } from '../http/errors';
import { findTenantBySlug, scopeOfHost } from '../tenancy';

export interface Uploader {
  tenantId: string;
  userId: string;
  roleId: number;
}

/** Opens a transaction in the scope of the host (the tenant's, or the platform's). */
export async function inHostScope<T>(
  app: FastifyInstance,
  database: Database,
  req: FastifyRequest,
  fn: (tx: Db, scopeTenantId: string) => Promise<T>,
): Promise<T> {
  const host = scopeOfHost(req.headers.host, app.config);
  return withPlatform(database.db, async (tx) => {
    let scopeTenantId = PLATFORM_TENANT_ID;
    if (host.kind === 'tenant') {
      const tenant = await findTenantBySlug(tx, host.slug);
      if (!tenant) throw new AppError('TENANT_NOT_FOUND');
      if (tenant.status !== 'active') throw forbidden('This account is not active.');
      scopeTenantId = tenant.id;
      await tx.execute(sql`select set_config('app.tenant_id', ${tenant.id}, true)`);
    }
    return fn(tx, scopeTenantId);
  });
}

/**
 * The signed-in user of a multipart upload, checked the way the call pipeline checks a
 * `session` call, before a byte of the body is read.
 */
export async function authenticateUploader(
  app: FastifyInstance,
  database: Database,
  req: FastifyRequest,
): Promise<Uploader> {
  const token = bearerToken(req.headers.authorization);
  if (!token) throw unauthenticated();
  return inHostScope(app, database, req, async (tx) => {
    const r = await app.sessionResolver.resolve(tx, token);
    if (!r.ok) throw new AppError(r.code);
    return { tenantId: r.session.tenantId, userId: r.session.userId, roleId: r.session.roleId };
  });
}
