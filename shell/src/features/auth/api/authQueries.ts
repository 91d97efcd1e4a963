import { check2faCall, checkCompanyApprovalCall, userDetailsCall } from 'shared/contract';
import { callKey, moduleKey, useCallQuery } from 'shared/query';
import { useSession } from 'shared/session';

/** Prefix of the signed-in user's own record (and any /users/details answer): invalidate it after a profile change. */
export const MY_USER_QUERY_KEY = callKey(userDetailsCall);

/** Every /mfa answer (the tenant's policy for this user): invalidate after enrolling or turning 2FA off. */
export const MFA_QUERY_KEY = moduleKey(check2faCall.module);

/** The signed-in user's own record (/users/details without a userId), kept per user. */
export function useMyUser() {
  const userId = useSession((s) => s.user?.userId ?? null);
  return useCallQuery(userDetailsCall, {}, { scope: userId, enabled: userId !== null });
}

/** The tenant's two-factor policy for this user (/mfa/check-2fa). */
export const useMfaPolicy = (userId: string) => useCallQuery(check2faCall, {}, { scope: userId, retry: false });

/** Whether the petitioner's company was approved, polled every `pollMs` until it is. */
export const useCompanyApproval = (userId: string | null, pollMs: number) =>
  useCallQuery(checkCompanyApprovalCall, {}, {
    scope: userId ?? undefined,
    enabled: userId !== null,
    refetchInterval: (query) => (query.state.data?.approved ? false : pollMs),
    refetchIntervalInBackground: false,
  });
