import { useState, type ReactNode } from 'react';
import { ERROR_MESSAGES } from 'shared/auth-contract';
import { errorMessage } from '../utils/apiErrors';
import { invalidLinkMessage, isInvalidLinkError, isWellFormedLinkToken } from '../utils/linkErrors';
import type { TNewPasswordForm } from '../utils/passwordSchema';
import { StyledButtonLink } from './ButtonLink';
import { NewPasswordForm } from './NewPasswordForm';
import { RequestNewLinkButton } from './RequestNewLinkButton';
import { StatusBlock } from './StatusBlock';

export interface TokenPasswordFormProps {
  linkToken: string | null;
  submitLabel: string;
  /** Sends the token and the new password. */
  submit: (token: string, values: TNewPasswordForm) => Promise<unknown>;
  successMessage: ReactNode;
  /** How to get a fresh link when this one is no good. */
  renewal: 'forgot-password' | 'activation-key';
}

/**
 * The body of every "choose a password from a mailed link" page: checks the token, then the new
 * password form, then the outcome; a dead link offers the way to a new one.
 */
export function TokenPasswordForm({ linkToken, submitLabel, submit, successMessage, renewal }: TokenPasswordFormProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<'form' | 'done' | 'invalid'>(
    isWellFormedLinkToken(linkToken) ? 'form' : 'invalid',
  );
  const [invalidMessage, setInvalidMessage] = useState<string>(ERROR_MESSAGES.LINK_TOKEN_INVALID);

  if (outcome === 'done') {
    return (
      <StatusBlock
        tone="success"
        actions={
          <StyledButtonLink to="/login" $variant="primary">
            Sign in
          </StyledButtonLink>
        }
      >
        {successMessage}
      </StatusBlock>
    );
  }

  if (outcome === 'invalid' || !linkToken) {
    return (
      <StatusBlock
        tone="danger"
        actions={
          renewal === 'activation-key' && isWellFormedLinkToken(linkToken) ? (
            <RequestNewLinkButton linkKey={linkToken} />
          ) : renewal === 'activation-key' ? (
            <StyledButtonLink to="/resend-link" $variant="primary">
              Request a new link
            </StyledButtonLink>
          ) : (
            <StyledButtonLink to="/forgot-password" $variant="primary">
              Request a new link
            </StyledButtonLink>
          )
        }
      >
        <p>{invalidMessage}</p>
      </StatusBlock>
    );
  }

  return (
    <NewPasswordForm
      submitLabel={submitLabel}
      busy={busy}
      error={error}
      onSubmit={async (values) => {
        setBusy(true);
        setError(null);
        try {
          await submit(linkToken, values);
          setOutcome('done');
          return null;
        } catch (failure) {
          if (isInvalidLinkError(failure)) {
            setInvalidMessage(invalidLinkMessage(failure));
            setOutcome('invalid');
            return null;
          }
          setError(errorMessage(failure));
          return failure;
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}
