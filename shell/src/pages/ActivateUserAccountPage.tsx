import type { PageProps } from 'shared/federation';
import { ActivationCard } from '../features/auth/components/ActivationCard';

/** /public/activate-user-account?token=…: activate an invited user account. */
export function ActivateUserAccountPage({ linkToken }: PageProps) {
  return <ActivationCard linkToken={linkToken} kind="user" />;
}
