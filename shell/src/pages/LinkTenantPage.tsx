import { Link } from 'react-router-dom';
import type { PageProps } from 'shared/federation';
import { useSession } from 'shared/session';
import { AuthCard } from '../features/auth/components/AuthCard';
import { StyledButtonLink } from '../features/auth/components/ButtonLink';
import { StatusBlock } from '../features/auth/components/StatusBlock';
import { firmName } from '../features/auth/utils/firmName';
import { invalidLinkMessage, isWellFormedLinkToken } from '../features/auth/utils/linkErrors';

/**
 * /link-tenant?token=…: an invitation for someone who may already have an account elsewhere.
 * The contract has no call that links an existing account to a tenant, so the page offers the
 * two paths that exist: sign in (an account already at this firm) or accept the invitation by
 * choosing a password (the invitation's activation link).
 */
export function LinkTenantPage({ linkToken }: PageProps) {
  const tenant = useSession((s) => s.tenant);
  const firm = firmName(tenant, 'this firm');
  if (!isWellFormedLinkToken(linkToken)) {
    return (
      <AuthCard title="Link your account" footer={<Link to="/login">Back to sign in</Link>}>
        <StatusBlock
          tone="danger"
          actions={
            <StyledButtonLink to="/resend-link" $variant="primary">
              Request a new link
            </StyledButtonLink>
          }
        >
          <p>{invalidLinkMessage(null)}</p>
        </StatusBlock>
      </AuthCard>
    );
  }
  const inviteLink = `/public/account-activation-invite?${new URLSearchParams({ token: linkToken }).toString()}`;
  return (
    <AuthCard title="Link your account" subtitle={`${firm} has invited you to work with them.`}>
      <StatusBlock
        tone="info"
        actions={
          <>
            <StyledButtonLink to={inviteLink} $variant="primary">
              Accept and choose a password
            </StyledButtonLink>
            <StyledButtonLink to="/login">I already have an account here</StyledButtonLink>
          </>
        }
      >
        <p>
          Accept the invitation by choosing the password you will use with {firm}. If you already sign in to {firm} with
          this e-mail, just sign in.
        </p>
      </StatusBlock>
    </AuthCard>
  );
}
