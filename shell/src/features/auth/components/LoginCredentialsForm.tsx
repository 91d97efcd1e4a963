import { useRef, useState, type ChangeEvent, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { VALIDATION_MESSAGES as M } from 'shared/domain/messages';
import { validateEmail } from 'shared/domain/validation-rules';
import { fieldIssues } from '../utils/apiErrors';
import { StyledAuthForm, StyledLinkRow } from './AuthForm';
import { FormAlert } from './FormAlert';
import { PasswordField } from './PasswordField';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

/*
 * A plain controlled form (issue 21 point 4): the sign-in page is the first thing most visits
 * load. It checks the rules of `ZAccountEmail` and `ZGivenPassword` (required, the SPEC §5 e-mail
 * rule, the same shared messages) with the plain rule functions, without zod, and takes its link
 * component as a prop, without react-router: the light sign-in page (`features/auth/light`)
 * renders this same form before the router and the API schemas have loaded. The server checks the
 * schemas too (e.g. the length limits); its field issues land on the fields.
 */
export interface Credentials {
  email: string;
  password: string;
}
type Field = keyof Credentials;
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['email', 'password'];

function emailError(value: string): string | undefined {
  if (value.trim() === '') return M.required('Email');
  return validateEmail(value) ?? undefined;
}

/** The first message of each field, or the credentials to send (e-mail trimmed, lower-cased). */
function check(values: Values): { data?: Credentials; errors: Errors } {
  const errors: Errors = {};
  const email = emailError(values.email);
  if (email !== undefined) errors.email = email;
  if (values.password === '') errors.password = M.required('Password');
  if (errors.email !== undefined || errors.password !== undefined) return { errors };
  return { data: { email: values.email.trim().toLowerCase(), password: values.password }, errors };
}

/** A link to another page of the app (react-router's `Link`, or the light page's hand-over link). */
export type LoginLinkComponent = ComponentType<{ to: string; children: ReactNode }>;

export interface LoginCredentialsFormProps {
  busy: boolean;
  error: string | null;
  /** Resolves with the failure (to put its field issues on the fields), or null. */
  onSubmit: (credentials: Credentials) => Promise<unknown>;
  defaultEmail?: string;
  /** Renders the links to recovery and activation. */
  LinkComponent: LoginLinkComponent;
}

/**
 * E-mail and password, with show/hide, links to recovery and registration; Enter submits. Checked
 * on submit (the first invalid field takes the focus), then again on each change.
 */
export function LoginCredentialsForm({
  busy,
  error,
  onSubmit,
  defaultEmail = '',
  LinkComponent: Link,
}: LoginCredentialsFormProps) {
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
