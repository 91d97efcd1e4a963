import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { ZAccountEmail, ZGivenPassword } from 'shared/auth-contract';
import { fieldIssues } from '../utils/apiErrors';
import { StyledAuthForm, StyledLinkRow } from './AuthForm';
import { FormAlert } from './FormAlert';
import { PasswordField } from './PasswordField';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

/*
 * A plain controlled form (issue 21 point 4): the sign-in page is the first thing most visits
 * load, and react-hook-form with its zod resolver cost ~18 KiB of it. The rules and messages are
 * the shared ones (`ZAccountEmail`, `ZGivenPassword`, which the server checks too); zod is on
 * this path anyway for the sign-in call's schemas.
 */
const ZCredentials = z.object({ email: ZAccountEmail, password: ZGivenPassword });
type Credentials = z.output<typeof ZCredentials>;
type Field = keyof Credentials;
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['email', 'password'];

/** The first message of each field, or {} when the values pass. */
function check(values: Values): { data?: Credentials; errors: Errors } {
  const parsed = ZCredentials.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = FIELDS.find((f) => f === issue.path[0]);
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return { errors };
}

export interface LoginCredentialsFormProps {
  busy: boolean;
  error: string | null;
  /** Resolves with the failure (to put its field issues on the fields), or null. */
  onSubmit: (credentials: Credentials) => Promise<unknown>;
  defaultEmail?: string;
}

/**
 * E-mail and password, with show/hide, links to recovery and registration; Enter submits. Checked
 * on submit (the first invalid field takes the focus), then again on each change.
 */
export function LoginCredentialsForm({ busy, error, onSubmit, defaultEmail = '' }: LoginCredentialsFormProps) {
  const [values, setValues] = useState<Values>({ email: defaultEmail, password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) setErrors((prev) => ({ ...prev, [field]: check(next).errors[field] }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const { data, errors: found } = check(values);
    setErrors(found);
    if (!data) {
      inputs.current[FIELDS.find((f) => found[f] !== undefined) ?? 'email']?.focus();
      return;
    }
    const failure = await onSubmit(data);
    if (failure) setErrors((prev) => ({ ...prev, ...fieldIssues(failure, FIELDS) }));
  }

  return (
    <StyledAuthForm onSubmit={(e) => void submit(e)} noValidate aria-label="Sign in">
      {error ? <FormAlert tone="danger">{error}</FormAlert> : null}
      <fieldset disabled={busy}>
        <TextField
          ref={(el) => {
            inputs.current.email = el;
          }}
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          autoFocus
          value={values.email}
          error={errors.email}
          onChange={change('email')}
        />
        <PasswordField
          ref={(el) => {
            inputs.current.password = el;
          }}
          label="Password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          onChange={change('password')}
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
