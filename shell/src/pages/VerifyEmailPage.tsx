import { Link } from 'react-router-dom';
import { verifyEmailCall } from 'shared/contract';
import type { PageProps } from 'shared/federation';
import { useApi } from 'shared/session';
import { Loading } from 'shared/ui';
import { AuthCard } from '../features/auth/components/AuthCard';
import { StyledButtonLink } from '../features/auth/components/ButtonLink';
import { StatusBlock } from '../features/auth/components/StatusBlock';
import { useOneShotCall } from '../features/auth/hooks/useOneShotCall';
import { invalidLinkMessage, isWellFormedLinkToken } from '../features/auth/utils/linkErrors';

/** /verify-email?token=…: confirms a self-registered address (the link works once). */
export function VerifyEmailPage({ linkToken }: PageProps) {
  const api = useApi();
  const token = isWellFormedLinkToken(linkToken) ? linkToken : null;
  const state = useOneShotCall(token ? () => api.call(verifyEmailCall, { token }) : null);

  return (
    <AuthCard title="Verify your e-mail" footer={<Link to="/login">Back to sign in</Link>}>
      {state.status === 'loading' ? <Loading label="Confirming your e-mail address…" /> : null}
      {state.status === 'success' ? (
        <StatusBlock
          tone="success"
          actions={
            <StyledButtonLink to="/login" $variant="primary">
              Sign in
            </StyledButtonLink>
          }
        >
          <p>
            <strong>{state.data.email}</strong> is confirmed.
          </p>
          {state.data.awaitingCompanyApproval ? (
            <p>Your company now waits for the firm’s approval. You can sign in to follow its status.</p>
          ) : (
            <p>Your account is active. You can sign in now.</p>
          )}
        </StatusBlock>
      ) : null}
      {state.status === 'error' || state.status === 'idle' ? (
        <StatusBlock
          tone="danger"
          actions={
            <StyledButtonLink to="/resend-link" $variant="primary">
              Send a new verification link
            </StyledButtonLink>
          }
        >
          <p>{state.status === 'error' ? invalidLinkMessage(state.error) : invalidLinkMessage(null)}</p>
        </StatusBlock>
      ) : null}
    </AuthCard>
  );
}
