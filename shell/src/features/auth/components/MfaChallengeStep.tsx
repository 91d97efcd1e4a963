import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ZRecoveryCode, ZTotpCode, type TLoginMfaResult } from 'shared/auth-contract';
import { StyledAuthForm, StyledLinkButton, StyledLinkRow } from './AuthForm';
import { FormAlert } from './FormAlert';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

const StyledIntro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export type MfaAnswer = { mfaCode: string } | { recoveryCode: string };

export interface MfaChallengeStepProps {
  answer: TLoginMfaResult;
  busy: boolean;
  error: string | null;
  onVerify: (code: MfaAnswer) => void;
  onBack: () => void;
}

/** Step 3 of login: the 6-digit authenticator code, or one of the recovery codes. */
export function MfaChallengeStep({ busy, error, onVerify, onBack }: MfaChallengeStepProps) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = (useRecovery ? ZRecoveryCode : ZTotpCode).safeParse(value);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    onVerify(useRecovery ? { recoveryCode: parsed.data } : { mfaCode: parsed.data });
  }

  function switchMode() {
    setUseRecovery((r) => !r);
    setValue('');
    setFieldError(undefined);
  }

  return (
    <StyledAuthForm onSubmit={submit} noValidate aria-label="Two-factor verification">
      <StyledIntro>
        {useRecovery
          ? 'Enter one of the recovery codes you saved when you set up two-factor authentication. Each code works once.'
          : 'Open your authenticator app and enter the 6-digit code it shows for this account.'}
      </StyledIntro>
      {error ? <FormAlert tone="danger">{error}</FormAlert> : null}
      <fieldset disabled={busy}>
        {useRecovery ? (
          <TextField
            key="recovery"
            label="Recovery code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="ABCDE-23456"
            autoFocus
            value={value}
            error={fieldError}
            onChange={(e) => setValue(e.target.value)}
          />
        ) : (
          <TextField
            key="totp"
            label="Authentication code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            placeholder="123456"
            autoFocus
            value={value}
            error={fieldError}
            onChange={(e) => setValue(e.target.value)}
          />
        )}
      </fieldset>
      <SubmitButton busy={busy} busyLabel="Verifying…">
        Verify
      </SubmitButton>
      <StyledLinkRow>
        <StyledLinkButton type="button" onClick={switchMode} disabled={busy}>
          {useRecovery ? 'Use the authenticator app instead' : 'Use a recovery code instead'}
        </StyledLinkButton>
        <StyledLinkButton type="button" onClick={onBack} disabled={busy}>
          Start over
        </StyledLinkButton>
      </StyledLinkRow>
    </StyledAuthForm>
  );
}
