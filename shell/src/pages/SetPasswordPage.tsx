import { Link } from 'react-router-dom';
import { activateUserCall } from 'shared/contract';
import type { PageProps } from 'shared/federation';
import { useApi, useSession } from 'shared/session';
import { AuthCard } from '../features/auth/components/AuthCard';
import { ChangePasswordForm } from '../features/auth/components/ChangePasswordForm';
import { TokenPasswordForm } from '../features/auth/components/TokenPasswordForm';
import { landingFor } from '../features/session/utils/postLoginPath';

/**
 * /setpassword: finish creating an account by setting its password — from the mailed link's token,
 * or, for a signed-in user without a link, by changing the temporary password.
 */
export function SetPasswordPage({ linkToken }: PageProps) {
  const api = useApi();
  const user = useSession((s) => s.user);
  const useSessionForm = !linkToken && user !== null;
  return (
    <AuthCard
      title="Set your password"
      subtitle={
        useSessionForm
          ? 'Replace the temporary password you were given with one of your own.'
          : 'Choose the password you will sign in with to finish creating your account.'
      }
      footer={
        user && useSessionForm ? (
          <Link to={landingFor(user)}>Skip for now</Link>
        ) : (
          <Link to="/login">Back to sign in</Link>
        )
      }
    >
      {useSessionForm ? (
        <ChangePasswordForm currentLabel="Temporary password" />
      ) : (
        <TokenPasswordForm
          linkToken={linkToken}
          submitLabel="Set password"
          renewal="activation-key"
          successMessage={<p>Your password is set. Sign in to continue.</p>}
          submit={(token, values) => api.call(activateUserCall, { token, ...values })}
        />
      )}
    </AuthCard>
  );
}
