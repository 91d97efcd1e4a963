import { isInternalRole } from 'shared/domain/roles';
import { useSession } from 'shared/session';
import type { Viewer } from '../utils/caseRules';

/** The signed-in user as the case rules read him, and whether he is law-firm staff. */
export function useViewer(): Viewer & { isStaff: boolean; token: string | null } {
  const user = useSession((s) => s.user);
  const token = useSession((s) => s.token);
  const roleId = user?.roleId ?? 0;
  return { roleId, userId: user?.userId ?? '', isStaff: isInternalRole(roleId), token };
}
