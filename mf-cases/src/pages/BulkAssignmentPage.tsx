import type { PageProps } from 'shared/federation';
import { routeById } from 'shared/routes';
import { EmptyState, PageFrame } from 'shared/ui';
import { BulkAssignmentPanel } from '../features/bulk/components/BulkAssignmentPanel';
import { SelectedCasesBar } from '../features/bulk/components/SelectedCasesBar';
import { useCaseSelection } from '../features/bulk/hooks/useCaseSelection';
import { CaseListView } from '../features/lists/components/CaseListView';
import { useCasePermissions } from '../features/lists/hooks/useCasePermissions';

/** Bulk assignment changes the paralegal: the list shows who has one (optional elsewhere). */
const BULK_COLUMNS = ['paralegalName'] as const;

/** /bulkassignment: tick many cases, choose staff per role, preview, apply, undo. */
export default function BulkAssignmentPage({ routeId }: PageProps) {
  const route = routeById(routeId);
  const perms = useCasePermissions();
  const selection = useCaseSelection();
  return (
    <PageFrame title={route?.title ?? 'Bulk Assignment'} description={route?.description} remote="mf-cases">
      {perms.canManage ? (
        <>
          <BulkAssignmentPanel petitionIds={selection.ids} onDone={selection.clear} />
          <SelectedCasesBar selected={selection.selected} onClear={selection.clear} />
          <CaseListView
            list="cases"
            label="Cases"
            compact
            columnsKey="cases.bulk"
            shownColumns={BULK_COLUMNS}
            selection={selection}
            emptyTitle="No cases to assign"
            emptyDescription="Cases of your firm show here once they are created."
          />
        </>
      ) : (
        <EmptyState
          title="Only administrators can assign cases in bulk"
          description="Ask an administrator or your branch manager to change the assignments."
        />
      )}
    </PageFrame>
  );
}
