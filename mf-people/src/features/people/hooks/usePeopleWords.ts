import { useSession } from 'shared/session';
import { peopleTermFor, peopleWords, type PeopleWords } from '../utils/peopleTerm';

/** 'Beneficiary' or 'Employee', as the signed-in tenant says it (and the matching route ids). */
export function usePeopleWords(routeId?: string): PeopleWords {
  const tenant = useSession((s) => s.tenant);
  const fallbackType = useSession((s) => s.user?.tenantDetails?.typeId);
  const fallbackConfig = useSession((s) => s.user?.globalConfig);
  const effective =
    tenant ??
    (fallbackType !== undefined && fallbackConfig ? { typeId: fallbackType, globalConfig: fallbackConfig } : null);
  return peopleWords(peopleTermFor(effective, routeId));
}
