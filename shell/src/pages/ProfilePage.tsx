import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { PageProps } from 'shared/federation';
import { routeById } from 'shared/routes';
import { hasRole, TENANT_ROLES } from 'shared/domain';
import { useSession } from 'shared/session';
import { ErrorPanel, Loading, PageFrame } from 'shared/ui';
import { ChangePasswordForm } from '../features/auth/components/ChangePasswordForm';
import { ProfileDetailsForm } from '../features/auth/components/ProfileDetailsForm';
import { ProfilePictureField } from '../features/auth/components/ProfilePictureField';
import { TwoFactorSection } from '../features/auth/components/TwoFactorSection';
import { DeleteMyProfileSection } from '../features/account/components/DeleteMyProfileSection';
import { useMyUser } from '../features/auth/api/authQueries';
import { errorMessage } from '../features/auth/utils/apiErrors';

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  max-width: 820px;
`;

const StyledSection = styled.section`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  header h2 {
    margin: 0;
    font-size: 16px;
    font-weight: 600;
  }
  header p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledNarrow = styled.div`
  max-width: 420px;
`;

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <StyledSection aria-labelledby={id}>
      <header>
        <h2 id={id}>{title}</h2>
        {description ? <p>{description}</p> : null}
      </header>
      {children}
    </StyledSection>
  );
}

/** /profile: the signed-in user's details, picture, password and two-factor authentication. */
export function ProfilePage({ routeId }: PageProps) {
  const me = useMyUser();
  const route = routeById(routeId);
  // Platform staff have no firm account to delete: the section is for the tenant's users.
  const isTenantUser = useSession((s) => hasRole(s.user?.roleId, TENANT_ROLES));
  return (
    <PageFrame title={route?.title ?? 'My Profile'} description={route?.description}>
      {me.isPending ? <Loading label="Loading your profile…" /> : null}
      {me.isError ? (
        <ErrorPanel
          title="Your profile could not be loaded"
          message={errorMessage(me.error)}
          onRetry={() => void me.refetch()}
        />
      ) : null}
      {me.data ? (
        <StyledStack>
          <Section id="profile-details" title="Personal details" description="How you appear to your firm and clients.">
            <ProfilePictureField name={me.data.name} pictureKey={me.data.profilePicture} />
            <ProfileDetailsForm user={me.data} />
          </Section>
          <Section
            id="profile-password"
            title="Password"
            description="Changing it signs you out on your other devices."
          >
            <StyledNarrow>
              <ChangePasswordForm />
            </StyledNarrow>
          </Section>
          <Section
            id="profile-mfa"
            title="Two-factor authentication"
            description="Protect your account with a code from your phone when you sign in."
          >
            <TwoFactorSection user={me.data} />
          </Section>
          {isTenantUser ? (
            <Section
              id="profile-delete"
              title="Delete my profile"
              description="Ask for your account to be erased; you can change your mind during the grace period."
            >
              <DeleteMyProfileSection />
            </Section>
          ) : null}
        </StyledStack>
      ) : null}
    </PageFrame>
  );
}
