import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PageProps } from 'shared/federation';
import { buildPath, routeById } from 'shared/routes';
import { PageFrame, StyledButton } from 'shared/ui';
import { beneficiaryKeys } from '../features/beneficiaries/api/beneficiaryApi';
import { BeneficiaryList } from '../features/beneficiaries/components/BeneficiaryList';
import { StyledActionBar, StyledLinkButton } from '../features/common/components/ActionBar';
import { Tabs } from '../features/common/components/Tabs';
import { useTabParam } from '../features/common/hooks/useTabParam';
import { ExpiryCalendar } from '../features/expiries/components/ExpiryCalendar';
import { expiryKeys } from '../features/expiries/api/expiryApi';
import { CsvImportDialog } from '../features/imports/components/CsvImportDialog';
import { usePeopleWords } from '../features/people/hooks/usePeopleWords';
import { usePermissions } from '../features/people/hooks/usePermissions';

const VIEWS = ['list', 'expiries'] as const;

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
      {perms.canCreateBeneficiary ? <StyledLinkButton to={newHref}>New {words.singular.toLowerCase()}</StyledLinkButton> : null}
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
          <ExpiryCalendar words={words} />
        ) : (
          <BeneficiaryList words={words} emptyActions={perms.canCreateBeneficiary ? <StyledLinkButton to={newHref}>New {words.singular.toLowerCase()}</StyledLinkButton> : null} />
        )}
      </Tabs>
      {importing ? (
        <CsvImportDialog
          kind="beneficiary"
          noun={words.plural.toLowerCase()}
          onClose={() => setImporting(false)}
          onImported={() => {
            void queryClient.invalidateQueries({ queryKey: beneficiaryKeys.all });
            void queryClient.invalidateQueries({ queryKey: expiryKeys.all });
          }}
        />
      ) : null}
    </PageFrame>
  );
}
