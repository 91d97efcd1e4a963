import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { signupCall } from 'shared/contract';
import { useApi, useSession } from 'shared/session';
import { mobile } from 'shared/ui';
import { StyledAuthForm } from '../features/auth/components/AuthForm';
import { AuthCard } from '../features/auth/components/AuthCard';
import { StyledButtonLink } from '../features/auth/components/ButtonLink';
import { ChoiceGroup } from '../features/auth/components/ChoiceGroup';
import { FormAlert } from '../features/auth/components/FormAlert';
import { PasswordField } from '../features/auth/components/PasswordField';
import { PasswordRules } from '../features/auth/components/PasswordRules';
import { StatusBlock } from '../features/auth/components/StatusBlock';
import { SubmitButton } from '../features/auth/components/SubmitButton';
import { TextField } from '../features/auth/components/TextField';
import { applyFieldIssues, errorMessage } from '../features/auth/utils/apiErrors';
import { firmName } from '../features/auth/utils/firmName';
import { ZRegisterForm, type TRegisterForm, type TRegisterFormInput } from '../features/auth/utils/registerSchema';

const StyledPair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
  ${mobile} {
    grid-template-columns: 1fr;
  }
`;

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'companyName', 'password', 'confirmPassword'] as const;

/** /register: self-registration of a petitioner company or an individual beneficiary. */
export function RegisterPage() {
  const api = useApi();
  const tenant = useSession((s) => s.tenant);
  const rulesId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError: setFieldError,
    formState: { errors },
  } = useForm<TRegisterFormInput, unknown, TRegisterForm>({
    resolver: zodResolver(ZRegisterForm),
    defaultValues: {
      accountKind: 'company',
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      companyName: '',
      password: '',
      confirmPassword: '',
    },
  });
  const accountKind = watch('accountKind');
  const password = watch('password');

  const submit = handleSubmit(async (values) => {
    setBusy(true);
    setError(null);
    try {
      await api.call(signupCall, {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        password: values.password,
        phone: values.phone.trim() || undefined,
        roleId: values.accountKind === 'company' ? 50 : 51,
        companyName: values.accountKind === 'company' ? values.companyName : undefined,
      });
      setSentTo(values.email);
    } catch (failure) {
      const onFields = applyFieldIssues<TRegisterFormInput>(failure, setFieldError, [...FIELDS]);
      if (!onFields) setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  });

  if (sentTo) {
    return (
      <AuthCard title="Check your e-mail">
        <StatusBlock
          tone="success"
          actions={
            <>
              <StyledButtonLink to="/login" $variant="primary">
                Go to sign in
              </StyledButtonLink>
              <StyledButtonLink to="/resend-link">Resend the link</StyledButtonLink>
            </>
          }
        >
          <p>
            We have sent a verification link to <strong>{sentTo}</strong>. Open it to confirm your address and activate
            your account.
          </p>
        </StatusBlock>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      wide
      title="Create your account"
      subtitle={`Register to work with ${firmName(tenant)} on your immigration matters.`}
      footer={
        <span>
          Already have an account? <Link to="/login">Sign in</Link>
        </span>
      }
    >
      <StyledAuthForm onSubmit={submit} noValidate aria-label="Create your account">
        {error ? <FormAlert tone="danger">{error}</FormAlert> : null}
        <fieldset disabled={busy}>
          <Controller
            control={control}
            name="accountKind"
            render={({ field }) => (
              <ChoiceGroup
                legend="I am registering"
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                choices={[
                  {
                    value: 'company',
                    label: 'A company',
                    detail: 'You sponsor employees or file on behalf of an organisation.',
                  },
                  {
                    value: 'individual',
                    label: 'An individual',
                    detail: 'You are the person the immigration case is for.',
                  },
                ]}
              />
            )}
          />
          <StyledPair>
            <TextField
              label="First name"
              autoComplete="given-name"
              error={errors.firstName?.message}
              {...register('firstName')}
            />
            <TextField
              label="Last name"
              autoComplete="family-name"
              error={errors.lastName?.message}
              {...register('lastName')}
            />
          </StyledPair>
          {accountKind === 'company' ? (
            <TextField
              label="Company name"
              autoComplete="organization"
              error={errors.companyName?.message}
              {...register('companyName')}
            />
          ) : null}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            hint="US numbers can be typed as (201) 555-0123; others with their + country code."
            error={errors.phone?.message}
            {...register('phone')}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
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
        <SubmitButton busy={busy} busyLabel="Creating account…">
          Create account
        </SubmitButton>
      </StyledAuthForm>
    </AuthCard>
  );
}
