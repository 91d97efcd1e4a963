import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { ZAccountEmail, ZGivenPassword } from 'shared/auth-contract';
import { applyFieldIssues } from '../utils/apiErrors';
import { StyledAuthForm, StyledLinkRow } from './AuthForm';
import { FormAlert } from './FormAlert';
import { PasswordField } from './PasswordField';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

const ZCredentials = z.object({ email: ZAccountEmail, password: ZGivenPassword });
type CredentialsInput = z.input<typeof ZCredentials>;
type Credentials = z.output<typeof ZCredentials>;

export interface LoginCredentialsFormProps {
  busy: boolean;
  error: string | null;
  /** Resolves with the failure (to put its field issues on the fields), or null. */
  onSubmit: (credentials: Credentials) => Promise<unknown>;
  defaultEmail?: string;
}

/** E-mail and password, with show/hide, links to recovery and registration; Enter submits. */
export function LoginCredentialsForm({ busy, error, onSubmit, defaultEmail = '' }: LoginCredentialsFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CredentialsInput, unknown, Credentials>({
    resolver: zodResolver(ZCredentials),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const submit = handleSubmit(async (values) => {
    const failure = await onSubmit(values);
    if (failure) applyFieldIssues<CredentialsInput>(failure, setError, ['email', 'password']);
  });
  return (
    <StyledAuthForm onSubmit={submit} noValidate aria-label="Sign in">
      {error ? <FormAlert tone="danger">{error}</FormAlert> : null}
      <fieldset disabled={busy}>
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          inputMode="email"
          autoFocus
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
      </fieldset>
      <StyledLinkRow>
        <Link to="/forgot-password">Forgot password?</Link>
        <Link to="/resend-link">Didn’t get your activation e-mail?</Link>
      </StyledLinkRow>
      <SubmitButton busy={busy} busyLabel="Signing in…">
        Sign in
      </SubmitButton>
    </StyledAuthForm>
  );
}
