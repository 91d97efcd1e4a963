import { useMemo } from 'react';
import { caseNamesCall, caseTypeNamer, type CaseTypeNamer } from '../contract';
import { useSession } from 'shared/session';
import { useCallQuery } from './useCallQuery';

/**
 * The firm's names of case types and subtypes, for every screen that prints one (issue 16.2):
 * `const names = useCaseTypeNames(); names.typeName(row.typeId, row.typeName)`. One
 * `/case-config/names` request per firm for the session (cached without going stale, scoped to
 * the tenant); the settings screens' changes invalidate every `case-config` call, this one too,
 * so a rename shows everywhere without signing in again. Signed out (or a platform user): the
 * product's names.
 */
export function useCaseTypeNames(): CaseTypeNamer {
  const tenantId = useSession((s) => (s.token ? (s.user?.tenantId ?? null) : null));
  const { data } = useCallQuery(caseNamesCall, {}, { staleTime: Infinity, enabled: !!tenantId, scope: tenantId });
  return useMemo(() => caseTypeNamer(tenantId ? data : null), [data, tenantId]);
}
