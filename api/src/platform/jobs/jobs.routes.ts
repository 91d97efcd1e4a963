import type { FastifyInstance } from 'fastify';
import { listDeadLettersCall } from './contract';
import { PLATFORM_TENANT_ID } from '../db';
import { handle, registerCall } from '../http';
import { ROLE } from 'shared/domain';

/** `/jobs/dead-letter-list`: operators (platform scope) see all tenants, admins their own. */
export function registerJobsCalls(app: FastifyInstance): void {
  const r = handle(listDeadLettersCall, async ({ tx, payload, session, scopeTenantId }) => {
    const operator = session!.roleId === ROLE.PLATFORM_OPERATOR && scopeTenantId === PLATFORM_TENANT_ID;
    const rows = await app.jobs.deadLetters(
      {
        limit: payload.limit,
        queue: payload.queue,
        before: payload.before,
        tenantId: operator ? undefined : scopeTenantId,
      },
      { tx },
    );
    return {
      data: rows.map((j) => ({ id: j.id, queue: j.sourceQueue, data: j.data, error: j.error, createdAt: j.createdOn })),
    };
  });
  registerCall(app, r.declaration, r.handler);
}
