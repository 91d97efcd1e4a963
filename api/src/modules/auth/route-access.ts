import { decideRoute, isProfileComplete, type GuardDecision } from 'shared/domain';
import { buildPath, routeById } from 'shared/routes';
import type { AnyCallDeclaration } from 'shared/contract';
import { forbidden, type CallContext, type CallHandler } from '../../platform/http';
import { findTenantById } from '../tenants';

/** Any value for each `:param` of a route's path, so the guard can match it. */
function samplePath(routeId: string): string {
  const route = routeById(routeId);
  if (!route) throw new Error(`assertRouteAllowed: unknown route id ${routeId}`);
  const params: Record<string, string> = {};
  for (const m of route.path.matchAll(/:([A-Za-z0-9_]+)/g)) params[m[1]!] = 'x';
  return buildPath(routeId, params);
}

const MESSAGES: Partial<Record<string, string>> = {
  'external-user': 'External users cannot open this.',
  'employee-pages-off': 'Employee management is turned off for this account.',
  'beneficiary-pages-off': 'This account manages employees, not beneficiaries.',
  'beneficiary-pages-tenant-type': 'Beneficiaries are not available for this account type.',
  'tenant-feature': 'This feature is not enabled for this account.',
  'tenant-type-blocked': 'This feature is not available for this account type.',
};

/**
 * The server side of the SPEC §6 route guard: refuses (403 FORBIDDEN) a call whose data sits
 * behind a page the shell's guard would not open for this user and tenant — external users
 * outside their pages, employee pages when employeeMngmt is 0, beneficiary pages when it is 1 or
 * for other tenant types, tenant-flag and tenant-type blocks. Uses the same `decideRoute` and the
 * same route catalogue as the shell. No session (public calls) or the platform host: nothing is
 * blocked here (the call's own auth decides).
 *
 * Use it first thing in a handler — `await assertRouteAllowed(ctx, 'people.employees')` — or wrap
 * the handler: `handle(call, guarded('people.employees', (ctx) => service.fn(ctx)))`.
 */
export async function assertRouteAllowed(ctx: CallContext<unknown>, routeId: string): Promise<void> {
  const decision = await routeDecision(ctx, routeId);
  if (decision.kind !== 'allow') throw forbidden(MESSAGES[decision.reason] ?? 'You do not have permission to do this.');
}

export async function routeDecision(ctx: CallContext<unknown>, routeId: string): Promise<GuardDecision> {
  const pathname = samplePath(routeId);
  const session = ctx.session;
  if (!session || !ctx.tenant) return { kind: 'allow' };
  const tenant = await findTenantById(ctx.tx, ctx.tenant.id);
  const decision = decideRoute({
    pathname,
    search: '',
    // Profile completeness only redirects /login and /register, never data calls.
    user: {
      roleId: session.roleId,
      isExternal: session.isExternal,
      capCaseCount: 0,
      profileComplete: isProfileComplete({ roleId: 0 }),
    },
    tenant: tenant
      ? {
          typeId: tenant.typeId,
          employeeMngmt: tenant.globalConfig?.employeeMngmt === 1 ? 1 : 0,
          weeklyReports: tenant.weeklyReports,
        }
      : null,
    tenantResolved: 'found',
  });
  // The page's roles are the calls' own `auth.roles` (same named sets, checked before the handler;
  // docs/roles.md): a call here often serves more pages than the one named (branch pickers, own
  // profile), so only the external and tenant rules of the guard apply.
  return decision.kind === 'back' && decision.reason === 'role-not-allowed' ? { kind: 'allow' } : decision;
}

/** Wraps a handler with `assertRouteAllowed(ctx, routeId)`. */
export function guarded<C extends AnyCallDeclaration>(routeId: string, handler: CallHandler<C>): CallHandler<C> {
  samplePath(routeId); // throws at start for an unknown route id
  const wrapped = async (ctx: CallContext<unknown>) => {
    await assertRouteAllowed(ctx, routeId);
    return (handler as unknown as (c: CallContext<unknown>) => Promise<unknown>)(ctx);
  };
  return wrapped as unknown as CallHandler<C>;
}
