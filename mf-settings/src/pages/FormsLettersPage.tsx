import { LETTER_MANAGE_ROLES, SEAL_CERTIFICATE_ROLES } from 'shared/contract';
import { isInternalRole } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { routeById } from 'shared/routes';
import { useSession } from 'shared/session';
import { EmptyState, PageFrame, Tabs, useTabParam } from 'shared/ui';
import { SigningCertificateTab } from '../features/certificate/components/SigningCertificateTab';
import { CategoriesTab } from '../features/letters/components/CategoriesTab';
import { FormGroupsTab } from '../features/letters/components/FormGroupsTab';
import { LetterTemplatesTab } from '../features/letters/components/LetterTemplatesTab';

const TABS = [
  { id: 'templates', label: 'Letter templates' },
  { id: 'groups', label: 'Form groups' },
  { id: 'categories', label: 'Categories' },
  { id: 'certificate', label: 'Signing certificate' },
] as const;
type TabId = (typeof TABS)[number]['id'];
/** The signing certificate is the admin's alone (SEAL_CERTIFICATE_ROLES); the others see the letter tabs. */
const ADMIN_TABS = TABS;
const STAFF_TABS = TABS.filter((t) => t.id !== 'certificate');

/**
 * /forms-letters: the firm's letter templates, child form groups and categories (docs/letters.md),
 * and the admin's signing certificate (docs/esign.md "The firm's certificate").
 */
export default function FormsLettersPage({ routeId }: PageProps) {
  const route = routeById(routeId);
  const user = useSession((s) => s.user);
  const firmName = useSession((s) => s.tenant?.name ?? '');
  const staff = !!user && isInternalRole(user.roleId) && user.isExternal !== 1;
  const canManage = staff && (LETTER_MANAGE_ROLES as readonly number[]).includes(user.roleId);
  const canSeal = staff && (SEAL_CERTIFICATE_ROLES as readonly number[]).includes(user.roleId);
  const tabs = canSeal ? ADMIN_TABS : STAFF_TABS;
  const [tab, setTab] = useTabParam<TabId>(
    tabs.map((t) => t.id),
    'templates',
  );

  return (
    <PageFrame title={route?.title ?? 'Forms & Letters'} description={route?.description} remote="mf-settings">
      {staff ? (
        <Tabs tabs={tabs} selected={tab} onSelect={setTab} label="Forms and letters">
          {tab === 'templates' ? <LetterTemplatesTab canManage={canManage} firmName={firmName} /> : null}
          {tab === 'groups' ? <FormGroupsTab canManage={canManage} /> : null}
          {tab === 'categories' ? <CategoriesTab canManage={canManage} /> : null}
          {tab === 'certificate' && canSeal ? <SigningCertificateTab firmName={firmName} /> : null}
        </Tabs>
      ) : (
        <EmptyState
          title="Forms and letters are managed by your law firm"
          description="Your attorney prepares the letters and forms of your case; you will be asked to review and sign them."
        />
      )}
    </PageFrame>
  );
}
