import { Link } from 'react-router-dom';
import { getTenantDetailsCall } from 'shared/contract';
import type { PageProps } from 'shared/federation';
import { ROLE, isProfileComplete } from 'shared/domain';
import { useCallQuery } from 'shared/query';
import { pageTitle, routeById } from 'shared/routes';
import { useSession } from 'shared/session';
import { EmptyState, ErrorPanel, Loading, PageFrame, Tabs, errorMessage, useTabParam } from 'shared/ui';
import { OnboardingChecklist } from '../../onboarding/components/OnboardingChecklist';
import { CompanyProfileForm } from './CompanyProfileForm';
import { GlobalConfigForm } from './GlobalConfigForm';
import { TenantProfileForm } from './TenantProfileForm';

const TAB_IDS = ['profile', 'configuration', 'onboarding'] as const;
const TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'configuration', label: 'Global configuration' },
  { id: 'onboarding', label: 'Getting started' },
];

/** Roles that may change the firm profile (the tenant call's own rule: its admin). */
const canEditTenant = (roleId: number | undefined) => roleId === ROLE.ADMIN;

function TenantSettings({ initialTab, roleId }: { initialTab: (typeof TAB_IDS)[number]; roleId: number | undefined }) {
  const [tab, setTab] = useTabParam(TAB_IDS, initialTab);
  const tenant = useCallQuery(getTenantDetailsCall, {});
  if (tenant.isPending) return <Loading label="Loading your firm’s details…" />;
  if (tenant.isError) {
    return <ErrorPanel title="Your firm’s details could not be loaded" message={errorMessage(tenant.error)} onRetry={() => void tenant.refetch()} />;
  }
  const canEdit = canEditTenant(roleId);
  return (
    <Tabs tabs={TABS} selected={tab} onSelect={setTab} label="Settings sections">
      {tab === 'profile' ? <TenantProfileForm key={tenant.data.updatedAt} tenant={tenant.data} canEdit={canEdit} /> : null}
      {tab === 'configuration' ? <GlobalConfigForm key={tenant.data.updatedAt} tenant={tenant.data} canEdit={canEdit} /> : null}
      {tab === 'onboarding' ? <OnboardingChecklist /> : null}
    </Tabs>
  );
}

/**
 * /basic-settings and /basic-configuration (issue 16.1): titled 'Settings' for role 1 and
 * 'Company Details & Settings' for roles 2, 3 and 50 (SPEC §2). Tabs default to 'profile';
 * /basic-configuration opens the global configuration. A petitioner (50) completes its company's
 * profile; the platform's own roles manage firms from the operator console.
 */
export default function BasicSettingsPage({ routeId }: PageProps) {
  const user = useSession((s) => s.user);
  const route = routeById(routeId);
  const roleId = user?.roleId;
  const title = route ? pageTitle(route, roleId) : 'Settings';
  const initialTab = routeId === 'settings.basicConfiguration' ? 'configuration' : 'profile';
  const incomplete = user ? !isProfileComplete(user) : false;

  let body;
  if (roleId === ROLE.PETITIONER) body = <CompanyProfileForm companyId={user?.companyId ?? null} />;
  else if (roleId === ROLE.PLATFORM_OPERATOR || roleId === ROLE.PLATFORM_SUPPORT) {
    body = (
      <EmptyState
        title="Firms are managed from the operator console"
        description="A firm’s profile and configuration are kept by its admin."
        actions={<Link to="/dashboard">Go to the console</Link>}
      />
    );
  } else body = <TenantSettings initialTab={initialTab} roleId={roleId} />;

  return (
    <PageFrame
      title={title}
      description={incomplete ? 'Complete your profile to continue: the other pages open once it is done.' : route?.description}
      remote="mf-settings"
    >
      {body}
    </PageFrame>
  );
}
