import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { decideRoute, isProfileComplete, type GuardDecision, type GuardInput } from 'shared/guard';
import { useSession } from 'shared/session';
import { readLastAllowedPath, rememberAllowedPath } from './lastAllowedPath';

/** The session and tenant facts the guard reads, without the location. */
export function useGuardContext(): Pick<GuardInput, 'user' | 'tenant' | 'tenantResolved'> {
  const user = useSession((s) => s.user);
  const tenant = useSession((s) => s.tenant);
  const tenantStatus = useSession((s) => s.tenantStatus);
  return {
    user: user
      ? {
          roleId: user.roleId,
          isExternal: user.isExternal,
          capCaseCount: user.capCaseCount,
          profileComplete: isProfileComplete(user),
        }
      : null,
    tenant: tenant
      ? { typeId: tenant.typeId, employeeMngmt: tenant.globalConfig.employeeMngmt, weeklyReports: tenant.weeklyReports }
      : null,
    tenantResolved: tenantStatus === 'found' ? 'found' : tenantStatus === 'platform' ? 'platform' : 'missing',
  };
}

/**
 * Feeds the one guard function of `shared` with the location, the session, the tenant and the
 * last page it allowed in this tab (where blocked navigation returns).
 */
export function useGuard(): GuardDecision {
  const { pathname, search } = useLocation();
  const context = useGuardContext();
  const decision = decideRoute({ pathname, search, ...context, previousPath: readLastAllowedPath() });
  const allowed = decision.kind === 'allow';
  useEffect(() => {
    if (allowed) rememberAllowedPath(`${pathname}${search}`);
  }, [allowed, pathname, search]);
  return decision;
}
