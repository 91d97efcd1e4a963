import { Link } from 'react-router-dom';
import type { PageProps } from 'shared/federation';
import { routeById } from 'shared/routes';
import { useSession } from 'shared/session';
import { PageFrame, StyledCard } from 'shared/ui';

/**
 * /default-user (no login needed): how a firm gets its first ("default") user. Passage creates it
 * from the operator's invitation: the admin named there activates it from the e-mailed link
 * (/link-tenant), then signs in and completes the profile at /basic-settings (docs/settings.md).
 */
export default function DefaultUserPage({ routeId }: PageProps) {
  const route = routeById(routeId);
  const signedIn = useSession((s) => s.user !== null);
  return (
    <PageFrame title={route?.title ?? 'Default User'} description={route?.description} remote="mf-settings">
      <StyledCard>
        <ol>
          <li>The platform invites your firm and names its admin: that admin is the firm’s default user.</li>
          <li>The admin opens the activation link from the invitation e-mail and chooses a password.</li>
          <li>After signing in, the admin completes the firm profile; other users are added from Users.</li>
        </ol>
        {signedIn ? <Link to="/basic-settings">Open the firm profile</Link> : <Link to="/login">Sign in</Link>}
      </StyledCard>
    </PageFrame>
  );
}
