import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  disableMfaCall,
  enrollConfirmCall,
  enrollStartCall,
  ZRecoveryCode,
  ZTotpCode,
  type TEnrollStartResult,
  type TUser,
} from 'shared/contract';
import { formatDate, VALIDATION_MESSAGES } from 'shared/domain';
import { useApi, useToast } from 'shared/session';
import { Loading, mobile, StyledButton } from 'shared/ui-core';
import { MFA_QUERY_KEY, MY_USER_QUERY_KEY, useMfaPolicy } from '../api/authQueries';
import { applyFieldIssues, errorMessage } from '../utils/apiErrors';
import { StyledLinkButton } from './AuthForm';
import { FormAlert } from './FormAlert';
import { PasswordField } from './PasswordField';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { TextField } from './TextField';

const StyledSection = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
  }
`;

const StyledStatus = styled.p<{ $on: boolean }>`
  font-weight: 600;
  color: ${({ theme, $on }) => ($on ? theme.color.success : theme.color.textMuted)};
`;

const StyledEnrol = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;
  img {
    width: 176px;
    height: 176px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius};
    background: #fff;
  }
  ${mobile} {
    grid-template-columns: 1fr;
    justify-items: center;
  }
`;

const StyledSteps = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledSecret = styled.code`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius};
  font-size: 13px;
  letter-spacing: 0.06em;
  word-break: break-all;
`;

const StyledInlineForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 360px;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

type Mode =
  | { kind: 'idle' }
  | { kind: 'enrolling'; setup: TEnrollStartResult }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disabling' };

/** Two-factor authentication: enrol an authenticator app (QR, confirm, recovery codes) or turn it off. */
export function TwoFactorSection({ user }: { user: TUser }) {
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const policy = useMfaPolicy(user._id);
  const enrolled = user.mfaType !== null;
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: MY_USER_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: MFA_QUERY_KEY });
  };

  async function start() {
    setBusy(true);
    setError(null);
    try {
      setMode({ kind: 'enrolling', setup: await api.call(enrollStartCall, {}) });
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  const required = policy.data?.mfaEnabledByTenant === true;
  const graceDate = policy.data?.gracePeriodDate ? formatDate(policy.data.gracePeriodDate) : null;

  if (mode.kind === 'codes') {
    return (
      <StyledSection>
        <FormAlert tone="success">Two-factor authentication is on.</FormAlert>
        <RecoveryCodesPanel
          codes={mode.codes}
          onDone={() => {
            setMode({ kind: 'idle' });
            refresh();
          }}
        />
      </StyledSection>
    );
  }

  return (
    <StyledSection>
      <StyledStatus $on={enrolled} data-testid="mfa-status">
        {enrolled ? '✓ On — an authenticator app protects your sign-in' : 'Off'}
      </StyledStatus>
      {policy.isPending ? <Loading label="Checking your firm’s policy…" /> : null}
      {required && !enrolled ? (
        <FormAlert tone="danger">
          <p>
            Your firm requires two-factor authentication.
            {graceDate
              ? ` Set it up before ${graceDate} to keep access to your account.`
              : ' Set it up now to keep access to your account.'}
          </p>
        </FormAlert>
      ) : null}
      {error ? <FormAlert tone="danger">{error}</FormAlert> : null}

      {mode.kind === 'idle' && !enrolled ? (
        <>
          <p>
            Add a second step to sign-in: a 6-digit code from an authenticator app such as Google Authenticator,
            Microsoft Authenticator or 1Password.
          </p>
          <StyledActions>
            <StyledButton type="button" $variant="primary" onClick={() => void start()} disabled={busy}>
              {busy ? 'Preparing…' : 'Set up two-factor authentication'}
            </StyledButton>
          </StyledActions>
        </>
      ) : null}

      {mode.kind === 'enrolling' ? (
        <EnrolStep
          setup={mode.setup}
          onCancel={() => setMode({ kind: 'idle' })}
          onConfirm={async (code) => {
            const answer = await api.call(enrollConfirmCall, { code });
            toast.success('Two-factor authentication is on');
            setMode({ kind: 'codes', codes: answer.recoveryCodes });
          }}
        />
      ) : null}

      {mode.kind === 'idle' && enrolled ? (
        <StyledActions>
          <StyledButton type="button" onClick={() => setMode({ kind: 'disabling' })}>
            Turn off two-factor authentication
          </StyledButton>
        </StyledActions>
      ) : null}

      {mode.kind === 'disabling' ? (
        <DisableStep
          required={required}
          onCancel={() => setMode({ kind: 'idle' })}
          onDisable={async (payload) => {
            await api.call(disableMfaCall, payload);
            toast.success('Two-factor authentication is off');
            setMode({ kind: 'idle' });
            refresh();
          }}
        />
      ) : null}
    </StyledSection>
  );
}

function EnrolStep({
  setup,
  onConfirm,
  onCancel,
}: {
  setup: TEnrollStartResult;
  onConfirm: (code: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZTotpCode.safeParse(code);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    setError(null);
    setBusy(true);
    try {
      await onConfirm(parsed.data);
    } catch (failure) {
      const onField = applyFieldIssues<{ code: string }>(failure, (_, e) => setFieldError(e.message), ['code']);
      if (!onField) setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <StyledEnrol>
      <img src={setup.qrDataUrl} alt="QR code to add this account to your authenticator app" />
      <StyledSection>
        <StyledSteps>
          <li>Open your authenticator app and add an account.</li>
          <li>Scan the QR code. If you cannot scan, enter this key instead:</li>
        </StyledSteps>
        <p>
          <StyledSecret aria-label="Setup key">{setup.secret}</StyledSecret>
        </p>
        <StyledInlineForm onSubmit={submit} noValidate aria-label="Confirm two-factor setup">
          {error ? <FormAlert tone="danger">{error}</FormAlert> : null}
          <TextField
            label="6-digit code from the app"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            value={code}
            error={fieldError}
            disabled={busy}
            onChange={(e) => setCode(e.target.value)}
          />
          <StyledActions>
            <StyledButton type="submit" $variant="primary" disabled={busy}>
              {busy ? 'Confirming…' : 'Confirm and turn on'}
            </StyledButton>
            <StyledButton type="button" onClick={onCancel} disabled={busy}>
              Cancel
            </StyledButton>
          </StyledActions>
        </StyledInlineForm>
      </StyledSection>
    </StyledEnrol>
  );
}

function DisableStep({
  required,
  onDisable,
  onCancel,
}: {
  required: boolean;
  onDisable: (payload: { password: string; code?: string; recoveryCode?: string }) => Promise<void>;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsedCode = (useRecovery ? ZRecoveryCode : ZTotpCode).safeParse(code);
    const next = {
      password: password === '' ? VALIDATION_MESSAGES.required('Password') : undefined,
      code: parsedCode.success ? undefined : parsedCode.error.issues[0]?.message,
    };
    setErrors(next);
    if (next.password || next.code || !parsedCode.success) return;
    setBusy(true);
    setError(null);
    try {
      await onDisable(useRecovery ? { password, recoveryCode: parsedCode.data } : { password, code: parsedCode.data });
    } catch (failure) {
      const fieldErrors: { password?: string; code?: string } = {};
      const onFields = applyFieldIssues<{ password: string; code: string; recoveryCode: string }>(
        failure,
        (field, e) => {
          fieldErrors[field === 'password' ? 'password' : 'code'] = e.message;
        },
        ['password', 'code', 'recoveryCode'],
      );
      setErrors(fieldErrors);
      if (!onFields) setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <StyledInlineForm onSubmit={submit} noValidate aria-label="Turn off two-factor authentication">
      {required ? (
        <FormAlert tone="danger">
          Your firm requires two-factor authentication. Without it you may be signed out.
        </FormAlert>
      ) : null}
      {error ? <FormAlert tone="danger">{error}</FormAlert> : null}
      <PasswordField
        label="Password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        disabled={busy}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        label={useRecovery ? 'Recovery code' : '6-digit code from the app'}
        autoComplete={useRecovery ? 'off' : 'one-time-code'}
        inputMode={useRecovery ? 'text' : 'numeric'}
        value={code}
        error={errors.code}
        disabled={busy}
        onChange={(e) => setCode(e.target.value)}
      />
      <StyledLinkButton
        type="button"
        onClick={() => {
          setUseRecovery((r) => !r);
          setCode('');
          setErrors({});
        }}
      >
        {useRecovery ? 'Use a code from the app instead' : 'Use a recovery code instead'}
      </StyledLinkButton>
      <StyledActions>
        <StyledButton type="submit" $variant="danger" disabled={busy}>
          {busy ? 'Turning off…' : 'Turn off'}
        </StyledButton>
        <StyledButton type="button" onClick={onCancel} disabled={busy}>
          Cancel
        </StyledButton>
      </StyledActions>
    </StyledInlineForm>
  );
}
