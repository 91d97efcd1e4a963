import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { requestActivationEmailCall, resendVerifyLinkCall } from 'shared/contract';
import { useApi } from 'shared/session';
import { StyledLinkButton } from '../features/auth/components/AuthForm';
import { AuthCard } from '../features/auth/components/AuthCard';
import { ChoiceGroup, type Choice } from '../features/auth/components/ChoiceGroup';
import { EmailRequestForm } from '../features/auth/components/EmailRequestForm';
import { StatusBlock } from '../features/auth/components/StatusBlock';
import { useRequestState } from '../features/auth/hooks/useRequestState';

type LinkKind = 'activation' | 'verification';

const CHOICES: readonly Choice<LinkKind>[] = [
  {
    value: 'activation',
    label: 'Account activation link',
    detail: 'Your firm invited you and the link has expired or gone missing.',
  },
  {
    value: 'verification',
    label: 'E-mail verification link',
    detail: 'You registered yourself and need to confirm your address.',
  },
];

/** /resend-link: mail a fresh activation or verification link; the answer reveals nothing. */
export function ResendLinkPage() {
  const api = useApi();
  const [kind, setKind] = useState<LinkKind>('activation');
  const [email, setEmail] = useState('');
  const send = useCallback(
    async (address: string) => {
      setEmail(address);
      if (kind === 'activation') await api.call(requestActivationEmailCall, { email: address });
      else await api.call(resendVerifyLinkCall, { email: address });
    },
    [api, kind],
  );
  const request = useRequestState(send);
  return (
    <AuthCard
      title="Resend a link"
      subtitle={request.done ? undefined : 'We will e-mail a fresh link to the address on your account.'}
      footer={<Link to="/login">Back to sign in</Link>}
    >
      {request.done ? (
        <StatusBlock
          tone="success"
          actions={
            <StyledLinkButton type="button" onClick={request.reset}>
              Send to a different address
            </StyledLinkButton>
          }
        >
          <p>
            If {email} has an account waiting for this link, a new one is on its way. Check your spam folder if it does
            not arrive within a few minutes.
          </p>
        </StatusBlock>
      ) : (
        <EmailRequestForm submitLabel="Send link" busy={request.busy} error={request.error} onSubmit={request.run}>
          <ChoiceGroup
            legend="Which link do you need?"
            name="link-kind"
            choices={CHOICES}
            value={kind}
            onChange={setKind}
          />
        </EmailRequestForm>
      )}
    </AuthCard>
  );
}
