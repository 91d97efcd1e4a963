import { useMutation, useQueryClient } from '@tanstack/react-query';
import { manageUserStatusCall, resetUserMfaCall, type TUser } from 'shared/contract';
import { useApi, useToast } from 'shared/session';
import { ConfirmDialog, errorMessage } from 'shared/ui';
import { userKeys } from '../api/usersQueries';

/** Deactivate (ends the user's sessions) or reactivate, after confirmation. */
export function UserStatusDialog({ user, onClose }: { user: TUser; onClose: () => void }) {
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const deactivate = user.status !== 'inactive' && user.status !== 'locked';
  const change = useMutation({
    mutationFn: () => api.call(manageUserStatusCall, { userId: user._id, status: deactivate ? 'inactive' : 'active' }),
    onSuccess: (u) => {
      toast.success(deactivate ? `${u.name} was deactivated.` : `${u.name} was reactivated.`);
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      onClose();
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  return (
    <ConfirmDialog
      title={deactivate ? `Deactivate ${user.name}?` : `Reactivate ${user.name}?`}
      message={
        deactivate
          ? `${user.name} is signed out everywhere at once and cannot sign in until reactivated. Their cases and records stay as they are.`
          : `${user.name} can sign in again with their password.`
      }
      confirmLabel={deactivate ? 'Deactivate' : 'Reactivate'}
      danger={deactivate}
      busy={change.isPending}
      onConfirm={() => change.mutate()}
      onCancel={onClose}
    />
  );
}

/** Removes the user's authenticator and recovery codes (lost phone), after confirmation. */
export function ResetMfaDialog({ user, onClose }: { user: TUser; onClose: () => void }) {
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: () => api.call(resetUserMfaCall, { userId: user._id }),
    onSuccess: () => {
      toast.success(`Two-factor authentication was reset for ${user.name}.`);
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      onClose();
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  return (
    <ConfirmDialog
      title={`Reset two-factor authentication for ${user.name}?`}
      message={`${user.name}'s authenticator app and recovery codes stop working. They set up a new one at their next sign-in.`}
      confirmLabel="Reset MFA"
      busy={reset.isPending}
      onConfirm={() => reset.mutate()}
      onCancel={onClose}
    />
  );
}
