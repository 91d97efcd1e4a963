import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ROLE } from 'shared/domain';
import { useSession } from 'shared/session';

/**
 * The company a petitioner page is about: a petitioner (role 50) always sees his own company;
 * staff choose one, kept in `?companyId=` so the page can be linked.
 */
export function useSelectedCompanyId(): { companyId: string; choose: ((id: string) => void) | null } {
  const roleId = useSession((s) => s.user?.roleId);
  const ownCompanyId = useSession((s) => s.user?.companyId ?? '');
  const [params, setParams] = useSearchParams();
  const choose = useCallback(
    (id: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set('companyId', id);
          else next.delete('companyId');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  if (roleId === ROLE.PETITIONER) return { companyId: ownCompanyId, choose: null };
  return { companyId: params.get('companyId') ?? '', choose };
}
