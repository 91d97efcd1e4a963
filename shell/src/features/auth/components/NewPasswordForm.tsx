import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { applyFieldIssues } from '../utils/apiErrors';
import { ZNewPasswordForm, type TNewPasswordForm } from '../utils/passwordSchema';
import { StyledAuthForm } from './AuthForm';
import { FormAlert } from './FormAlert';
import { PasswordField } from './PasswordField';
import { PasswordRules } from './PasswordRules';
import { SubmitButton } from './SubmitButton';

export interface NewPasswordFormProps {
  submitLabel: string;
  busyLabel?: string;
  error: string | null;
  busy: boolean;
  /** Resolves with the failure (to put its field issues on the fields), or null. */
  onSubmit: (values: TNewPasswordForm) => Promise<unknown>;
}

/** New password + confirmation with the live SPEC §5 checklist; Enter submits. */
export function NewPasswordForm({ submitLabel, busyLabel = 'Saving…', error, busy, onSubmit }: NewPasswordFormProps) {
  const rulesId = useId();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<TNewPasswordForm>({
    resolver: zodResolver(ZNewPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = watch('password');
  const submit = handleSubmit(async (values) => {
    const failure = await onSubmit(values);
    if (failure) applyFieldIssues<TNewPasswordForm>(failure, setError, ['password', 'confirmPassword']);
  });
  return (
    <StyledAuthForm onSubmit={submit} noValidate aria-label={submitLabel}>
      {error ? <FormAlert tone="danger">{error}</FormAlert> : null}
      <fieldset disabled={busy}>
        <PasswordField
          label="New password"
          autoComplete="new-password"
          autoFocus
          error={errors.password?.message}
          hint={<PasswordRules value={password} id={rulesId} />}
          {...register('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </fieldset>
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
    </StyledAuthForm>
  );
}
