import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordCall } from 'shared/auth-contract';
import { useApi, useSessionStore } from 'shared/session';
import { applyFieldIssues, errorMessage } from '../utils/apiErrors';
import { ZChangePasswordForm, type TChangePasswordForm } from '../utils/changePasswordSchema';
import { StyledAuthForm } from './AuthForm';
import { FormAlert } from './FormAlert';
import { PasswordField } from './PasswordField';
import { PasswordRules } from './PasswordRules';
import { SubmitButton } from './SubmitButton';

const EMPTY: TChangePasswordForm = { oldPassword: '', password: '', confirmPassword: '' };

/** The signed-in user changes the password (other sessions of the account end; this one stays). */
export function ChangePasswordForm({ currentLabel = 'Current password' }: { currentLabel?: string }) {
  const api = useApi();
  const store = useSessionStore();
  const rulesId = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'danger' | 'success'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors },
  } = useForm<TChangePasswordForm>({ resolver: zodResolver(ZChangePasswordForm), defaultValues: EMPTY });
  const password = watch('password');

  const submit = handleSubmit(async (values) => {
    setBusy(true);
    setMessage(null);
    const user = store.getState().user;
    try {
      await api.call(changePasswordCall, { ...values, ...(user ? { roleId: user.roleId } : {}) });
      reset(EMPTY);
      if (user && !user.passwordUpdated) store.getState().updateUser({ ...user, passwordUpdated: true });
      setMessage({
        tone: 'success',
        text: 'Your password has been changed. Other devices signed in to this account have been signed out.',
      });
    } catch (failure) {
      const onFields = applyFieldIssues<TChangePasswordForm>(failure, setError, [
        'oldPassword',
        'password',
        'confirmPassword',
      ]);
      if (!onFields) setMessage({ tone: 'danger', text: errorMessage(failure) });
    } finally {
      setBusy(false);
    }
  });

  return (
    <StyledAuthForm onSubmit={submit} noValidate aria-label="Change password">
      {message ? <FormAlert tone={message.tone}>{message.text}</FormAlert> : null}
      <fieldset disabled={busy}>
        <PasswordField
          label={currentLabel}
          autoComplete="current-password"
          error={errors.oldPassword?.message}
          {...register('oldPassword')}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          error={errors.password?.message}
          hint={<PasswordRules value={password} id={rulesId} />}
          {...register('password')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </fieldset>
      <SubmitButton busy={busy} busyLabel="Changing password…">
        Change password
      </SubmitButton>
    </StyledAuthForm>
  );
}
