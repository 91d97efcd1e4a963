import { Link } from 'react-router-dom';
import { activateUserCall } from 'shared/contract';
import { useApi, useSession } from 'shared/session';
import { AuthCard } from './AuthCard';
import { TokenPasswordForm } from './TokenPasswordForm';
import { firmName } from '../utils/firmName';

export type ActivationKind = 'user' | 'account' | 'invite';

const COPY: Record<ActivationKind, { title: string; subtitle: (firm: string) => string; submit: string }> = {
  user: {
    title: 'Activate your account',
    subtitle: (firm) => `Choose a password to activate your account with ${firm}.`,
    submit: 'Activate account',
  },
  account: {
    title: 'Account activation',
    subtitle: (firm) => `Finish setting up your account with ${firm} by choosing a password.`,
    submit: 'Activate account',
  },
  invite: {
    title: 'Accept your invitation',
    subtitle: (firm) => `You have been invited to ${firm}. Choose a password to accept.`,
    submit: 'Accept invitation',
  },
};

/** The three activation links (SPEC §2.2/§2.3): the invited user chooses a password. */
export function ActivationCard({ linkToken, kind }: { linkToken: string | null; kind: ActivationKind }) {
  const api = useApi();
  const tenant = useSession((s) => s.tenant);
  const copy = COPY[kind];
  return (
    <AuthCard
      title={copy.title}
      subtitle={copy.subtitle(firmName(tenant))}
      footer={<Link to="/login">Back to sign in</Link>}
    >
      <TokenPasswordForm
        linkToken={linkToken}
        submitLabel={copy.submit}
        renewal="activation-key"
        successMessage={<p>Your account is active. Sign in with your e-mail and new password.</p>}
        submit={(token, values) => api.call(activateUserCall, { token, ...values })}
      />
    </AuthCard>
  );
}
