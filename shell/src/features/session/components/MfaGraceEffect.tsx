import { useCallback } from 'react';
import { useToast } from 'shared/session';
import { useMfaGraceCheck } from '../hooks/useMfaGraceCheck';
import { useSignOut } from '../hooks/useSignOut';

export const MFA_GRACE_ENDED_MESSAGE =
  'Your firm requires two-factor authentication and the time to set it up has ended, so you have been signed out. Contact your firm’s administrator.';

/** Runs the hourly MFA grace check for the signed-in user; renders nothing. */
export function MfaGraceEffect() {
  const { signOut } = useSignOut();
  const toast = useToast();
  const onExpired = useCallback(() => {
    toast.error(MFA_GRACE_ENDED_MESSAGE);
    void signOut();
  }, [toast, signOut]);
  useMfaGraceCheck({ onExpired });
  return null;
}
