import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { PageProps } from 'shared/federation';
import { buildPath, routeById } from 'shared/routes';
import { Loading, PageFrame, StyledActionBar, StyledButton, StyledLinkButton, Tabs, useTabParam } from 'shared/ui';
import { beneficiaryKeys } from '../features/beneficiaries/api/beneficiariesQueries';
import { BeneficiaryList } from '../features/beneficiaries/components/BeneficiaryList';
import { expiryKeys } from '../features/expiries/api/expiriesQueries';
import { usePeopleWords } from '../features/people/hooks/usePeopleWords';
import { usePermissions } from '../features/people/hooks/usePermissions';

const VIEWS = ['list', 'expiries'] as const;

// Secondary views load on first use, keeping the list page light.
const ExpiryCalendar = lazy(() =>
  import('../features/expiries/components/ExpiryCalendar').then((m) => ({ default: m.ExpiryCalendar })),
);
const CsvImportDialog = lazy(() =>
  import('../features/imports/components/CsvImportDialog').then((m) => ({ default: m.CsvImportDialog })),
);

/** /beneficiaries and /employees: the same page, in the tenant's word; the Expiries view is the firm-wide calendar. */
export default function BeneficiariesPage({ routeId }: PageProps) {
  const words = usePeopleWords(routeId);
  const perms = usePermissions();
  const queryClient = useQueryClient();
  const [view, setView] = useTabParam(VIEWS, 'list', 'view');
  const [importing, setImporting] = useState(false);
  const newHref = buildPath(words.routes.edit, { itemId: 'new' });
  const description = routeById(words.routes.list)?.description;

  const actions = (
    <StyledActionBar>
      {perms.canImport ? (
        <StyledButton type="button" onClick={() => setImporting(true)}>
          Import CSV
        </StyledButton>
      ) : null}
      {perms.canCreateBeneficiary ? (
        <StyledLinkButton to={newHref}>New {words.singular.toLowerCase()}</StyledLinkButton>
      ) : null}
    </StyledActionBar>
  );

  return (
    <PageFrame title={words.plural} description={description} remote="mf-people" actions={actions}>
      <Tabs
        tabs={[
          { id: 'list', label: `All ${words.plural.toLowerCase()}` },
          { id: 'expiries', label: 'Expiries' },
        ]}
        selected={view}
        onSelect={setView}
        label={`${words.plural} views`}
      >
        {view === 'expiries' ? (
          <Suspense fallback={<Loading label="Loading the expiry calendar…" />}>
            <ExpiryCalendar words={words} />
          </Suspense>
        ) : (
          <BeneficiaryList
            words={words}
            emptyActions={
              perms.canCreateBeneficiary ? (
                <StyledLinkButton to={newHref}>New {words.singular.toLowerCase()}</StyledLinkButton>
              ) : null
            }
          />
        )}
      </Tabs>
      {importing ? (
        <Suspense fallback={null}>
          <CsvImportDialog
            kind="beneficiary"
            noun={words.plural.toLowerCase()}
            onClose={() => setImporting(false)}
            onImported={() => {
              void queryClient.invalidateQueries({ queryKey: beneficiaryKeys.all });
              void queryClient.invalidateQueries({ queryKey: expiryKeys.all });
            }}
          />
        </Suspense>
      ) : null}
    </PageFrame>
  );
}
