import { lazy, Suspense, useState } from 'react';
import type { PageProps } from 'shared/federation';
import { routeById } from 'shared/routes';
import { PageFrame, StyledButton } from 'shared/ui-core';
import { CaseListView } from '../features/lists/components/CaseListView';
import { useCasePermissions } from '../features/lists/hooks/useCasePermissions';

const CreateCaseDialog = lazy(() =>
  import('../features/lists/components/CreateCaseDialog').then((m) => ({ default: m.CreateCaseDialog })),
);

/** /cases and /petitions: the case list. */
export default function CasesPage({ routeId }: PageProps) {
  const route = routeById(routeId);
  const perms = useCasePermissions();
  const [creating, setCreating] = useState(false);
  const create = perms.canCreate ? (
    <StyledButton type="button" $variant="primary" onClick={() => setCreating(true)}>
      New case
    </StyledButton>
  ) : null;
  return (
    <PageFrame title={route?.title ?? 'Cases'} description={route?.description} remote="mf-cases">
      <CaseListView
        list="cases"
        label="Cases"
        emptyTitle="No cases yet"
        emptyDescription={
          perms.canCreate
            ? 'Create the first case for a petitioner and beneficiary; it will show here with its deadline and status.'
            : 'Cases you are assigned to, or that your firm shares with you, will show here.'
        }
        actions={create}
      />
      <Suspense fallback={null}>{creating ? <CreateCaseDialog onClose={() => setCreating(false)} /> : null}</Suspense>
    </PageFrame>
  );
}
