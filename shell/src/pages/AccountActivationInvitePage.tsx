import type { PageProps } from 'shared/federation';
import { ActivationCard } from '../features/auth/components/ActivationCard';

/** /public/account-activation-invite?token=…: accept an invitation and activate the account. */
export function AccountActivationInvitePage({ linkToken }: PageProps) {
  return <ActivationCard linkToken={linkToken} kind="invite" />;
}
