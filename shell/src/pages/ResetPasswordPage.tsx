import { Link } from 'react-router-dom';
import { updatePasswordCall } from 'shared/contract';
import type { PageProps } from 'shared/federation';
import { useApi } from 'shared/session';
import { AuthCard } from '../features/auth/components/AuthCard';
import { TokenPasswordForm } from '../features/auth/components/TokenPasswordForm';

/** /public/reset-password?token=…: choose a new password from a reset link. */
export function ResetPasswordPage({ linkToken }: PageProps) {
  const api = useApi();
  return (
    <AuthCard
      title="Reset your password"
      subtitle="Choose a new password for your account."
      footer={<Link to="/login">Back to sign in</Link>}
    >
      <TokenPasswordForm
        linkToken={linkToken}
        submitLabel="Reset password"
        renewal="forgot-password"
        successMessage={<p>Your password has been changed. Sign in with your new password.</p>}
        submit={(token, values) => api.call(updatePasswordCall, { token, ...values })}
      />
    </AuthCard>
  );
}
