import { useEffect, useRef } from 'react';
import { check2faCall } from 'shared/contract/mfa';
import { MFA_GRACE_CHECK_INTERVAL_MS } from 'shared/domain/limits';
import { startsPeriodicCheck } from 'shared/domain/permissions';
import { useApi, useSession } from 'shared/session';
import { isMfaGraceExpired } from '../utils/mfaGrace';

export interface MfaGraceCheckOptions {
  /** What to do when the grace has run out (sign out). */
  onExpired: () => void;
  intervalMs?: number;
  now?: () => Date;
}

/**
 * SPEC §4/§9 MFA grace: while a user is signed in, ask /mfa/check-2fa at once and then every
 * hour; when the grace has run out, `onExpired`. Not started for role 3 (SPEC §6: no global
 * periodic check for the tenant admin). A failed check is only logged (SPEC §8).
 */
export function useMfaGraceCheck({
  onExpired,
  intervalMs = MFA_GRACE_CHECK_INTERVAL_MS,
  now,
}: MfaGraceCheckOptions): void {
  const api = useApi();
  const userId = useSession((s) => s.user?.userId ?? null);
  const roleId = useSession((s) => s.user?.roleId ?? null);
  const detailsId = useSession((s) => s.user?.detailsId ?? null);
  const latest = useRef({ onExpired, now });
  useEffect(() => {
    latest.current = { onExpired, now };
  });

  useEffect(() => {
    if (userId === null || !startsPeriodicCheck(roleId)) return undefined;
    let live = true;
    let expired = false;
    const check = async () => {
      try {
        const answer = await api.call(check2faCall, detailsId ? { detailsId } : {});
        const at = latest.current.now?.() ?? new Date();
        if (live && !expired && isMfaGraceExpired(answer, at)) {
          expired = true;
          latest.current.onExpired();
        }
      } catch (error) {
        console.warn('MFA grace check failed', error);
      }
    };
    void check();
    const timer = setInterval(() => void check(), intervalMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [api, userId, roleId, detailsId, intervalMs]);
}
