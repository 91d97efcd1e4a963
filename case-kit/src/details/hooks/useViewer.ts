import { useMemo } from 'react';
import { isInternalRole } from 'shared/domain/roles';
import { useSession } from 'shared/session';
import type { Viewer } from '../utils/caseRules';

/** The signed-in user as the case rules read him, and whether he is law-firm staff. */
export function useViewer(): Viewer & { isStaff: boolean; token: string | null } {
  const user = useSession((s) => s.user);
  const token = useSession((s) => s.token);
  const roleId = user?.roleId ?? 0;
  const userId = user?.userId ?? '';
  // One object while the user and token stay: the frame's rules are memoised on it.
  return useMemo(() => ({ roleId, userId, isStaff: isInternalRole(roleId), token }), [roleId, userId, token]);
}
