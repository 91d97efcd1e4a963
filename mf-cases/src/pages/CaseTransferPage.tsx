import type { PageProps } from 'shared/federation';
import { routeById } from 'shared/routes';
import { EmptyState, PageFrame } from 'shared/ui';
import { CaseTransferPanel } from '../features/bulk/components/CaseTransferPanel';
import { SelectedCasesBar } from '../features/bulk/components/SelectedCasesBar';
import { useCaseSelection } from '../features/bulk/hooks/useCaseSelection';
import { CaseListView } from '../features/lists/components/CaseListView';
import { useCasePermissions } from '../features/lists/hooks/useCasePermissions';

/** /case-transfer: move cases to another branch, another attorney or an external firm. */
export default function CaseTransferPage({ routeId }: PageProps) {
  const route = routeById(routeId);
  const perms = useCasePermissions();
  const selection = useCaseSelection();
  return (
    <PageFrame title={route?.title ?? 'Case Transfer'} description={route?.description} remote="mf-cases">
      {perms.canManage ? (
        <>
          <CaseTransferPanel petitionIds={selection.ids} onDone={selection.clear} />
          <SelectedCasesBar selected={selection.selected} onClear={selection.clear} />
          <CaseListView
            list="cases"
            label="Cases"
            compact
            columnsKey="cases.transfer"
            selection={selection}
            emptyTitle="No cases to transfer"
            emptyDescription="Cases of your firm show here once they are created."
          />
        </>
      ) : (
        <EmptyState
          title="Only administrators can transfer cases"
          description="Ask an administrator or your branch manager to transfer a case."
        />
      )}
    </PageFrame>
  );
}
