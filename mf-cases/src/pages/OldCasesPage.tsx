import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { PageProps } from 'shared/federation';
import { invalidateCalls } from 'shared/query';
import { routeById } from 'shared/routes';
import { PageFrame, StyledButton } from 'shared/ui';
import { caseListKeys } from '../features/lists/api/listsQueries';
import { CaseListView } from '../features/lists/components/CaseListView';
import { useCasePermissions } from '../features/lists/hooks/useCasePermissions';

const OldCaseImportDialog = lazy(() =>
  import('../features/lists/components/OldCaseImportDialog').then((m) => ({ default: m.OldCaseImportDialog })),
);

/** /old-cases: cases brought over from before the firm used this application, and their CSV/XLSX import. */
export default function OldCasesPage({ routeId }: PageProps) {
  const route = routeById(routeId);
  const perms = useCasePermissions();
  const queryClient = useQueryClient();
  const [importing, setImporting] = useState(false);
  const importButton = perms.canManage ? (
    <StyledButton type="button" onClick={() => setImporting(true)}>
      Import old cases
    </StyledButton>
  ) : null;
  return (
    <PageFrame title={route?.title ?? 'Old Cases'} description={route?.description} remote="mf-cases">
      <CaseListView
        list="old"
        label="Old cases"
        emptyTitle="No old cases"
        emptyDescription={
          perms.canManage
            ? 'Import the cases your firm handled before it used this application, from a CSV or XLSX file.'
            : 'Cases imported from before this application show here.'
        }
        actions={importButton}
      />
      <Suspense fallback={null}>
        {importing ? (
          <OldCaseImportDialog
            onClose={() => setImporting(false)}
            onImported={() => void invalidateCalls(queryClient, ...caseListKeys.all)}
          />
        ) : null}
      </Suspense>
    </PageFrame>
  );
}
