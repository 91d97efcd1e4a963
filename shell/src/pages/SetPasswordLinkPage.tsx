import { Link } from 'react-router-dom';
import { activateUserCall } from 'shared/contract';
import type { PageProps } from 'shared/federation';
import { useApi } from 'shared/session';
import { AuthCard } from '../features/auth/components/AuthCard';
import { TokenPasswordForm } from '../features/auth/components/TokenPasswordForm';

/** /public/set-password?token=…: a new account sets its first password (activates it too). */
export function SetPasswordLinkPage({ linkToken }: PageProps) {
  const api = useApi();
  return (
    <AuthCard
      title="Set your password"
      subtitle="Choose the password you will sign in with."
      footer={<Link to="/login">Back to sign in</Link>}
    >
      <TokenPasswordForm
        linkToken={linkToken}
        submitLabel="Set password"
        renewal="activation-key"
        successMessage={<p>Your password is set and your account is ready. Sign in to get started.</p>}
        submit={(token, values) => api.call(activateUserCall, { token, ...values })}
      />
    </AuthCard>
  );
}
