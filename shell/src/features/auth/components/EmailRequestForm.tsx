import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ZAccountEmail } from 'shared/auth-contract';
import { applyFieldIssues } from '../utils/apiErrors';
import { StyledAuthForm } from './AuthForm';
import { FormAlert } from './FormAlert';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

const ZEmailForm = z.object({ email: ZAccountEmail });
type EmailInput = z.input<typeof ZEmailForm>;
type EmailValues = z.output<typeof ZEmailForm>;

export interface EmailRequestFormProps {
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (email: string) => Promise<unknown>;
  /** Extra controls between the e-mail and the button. */
  children?: ReactNode;
}

/** One e-mail field and a button: forgot password and resend link. */
export function EmailRequestForm({ submitLabel, busy, error, onSubmit, children }: EmailRequestFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EmailInput, unknown, EmailValues>({ resolver: zodResolver(ZEmailForm), defaultValues: { email: '' } });
  const submit = handleSubmit(async ({ email }) => {
    const failure = await onSubmit(email);
    if (failure) applyFieldIssues<EmailInput>(failure, setError, ['email']);
  });
  return (
    <StyledAuthForm onSubmit={submit} noValidate aria-label={submitLabel}>
      {error ? <FormAlert tone="danger">{error}</FormAlert> : null}
      <fieldset disabled={busy}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoFocus
          error={errors.email?.message}
          {...register('email')}
        />
        {children}
      </fieldset>
      <SubmitButton busy={busy} busyLabel="Sending…">
        {submitLabel}
      </SubmitButton>
    </StyledAuthForm>
  );
}
