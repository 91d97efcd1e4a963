import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { forgotPasswordCall } from 'shared/contract';
import { useApi } from 'shared/session';
import { StyledLinkButton } from '../features/auth/components/AuthForm';
import { AuthCard } from '../features/auth/components/AuthCard';
import { EmailRequestForm } from '../features/auth/components/EmailRequestForm';
import { StatusBlock } from '../features/auth/components/StatusBlock';
import { useRequestState } from '../features/auth/hooks/useRequestState';

/** Said whether or not the address has an account, so the page reveals nothing (SPEC §2.3). */
export const forgotPasswordSentMessage = (email: string) =>
  `If an account exists for ${email}, we have sent it a link to reset the password. The link works for one hour.`;

/** /forgot-password: request a reset link. */
export function ForgotPasswordPage() {
  const api = useApi();
  const [email, setEmail] = useState('');
  const send = useCallback(
    async (address: string) => {
      setEmail(address);
      await api.call(forgotPasswordCall, { email: address });
    },
    [api],
  );
  const request = useRequestState(send);
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle={
        request.done ? undefined : 'Enter your e-mail address and we will send you a link to choose a new password.'
      }
      footer={<Link to="/login">Back to sign in</Link>}
    >
      {request.done ? (
        <StatusBlock
          tone="success"
          actions={
            <StyledLinkButton type="button" onClick={request.reset}>
              Use a different e-mail or send again
            </StyledLinkButton>
          }
        >
          <p>{forgotPasswordSentMessage(email)}</p>
        </StatusBlock>
      ) : (
        <EmailRequestForm
          submitLabel="Send reset link"
          busy={request.busy}
          error={request.error}
          onSubmit={request.run}
        />
      )}
    </AuthCard>
  );
}
