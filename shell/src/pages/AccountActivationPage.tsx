import type { PageProps } from 'shared/federation';
import { ActivationCard } from '../features/auth/components/ActivationCard';

/** /public/account-activation?key=…: activate an account from its activation link. */
export function AccountActivationPage({ linkToken }: PageProps) {
  return <ActivationCard linkToken={linkToken} kind="account" />;
}
