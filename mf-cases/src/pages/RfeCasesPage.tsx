import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { TCaseListItem } from 'shared/contract';
import type { PageProps } from 'shared/federation';
import { buildPath, routeById } from 'shared/routes';
import { PageFrame, type ListColumn } from 'shared/ui';
import { CaseListView } from '../features/lists/components/CaseListView';

/** /ref-cases: the RFE cases (their deadline is the response due date), each linked to its case. */
export default function RfeCasesPage({ routeId }: PageProps) {
  const route = routeById(routeId);
  const extraColumns = useMemo<ListColumn<TCaseListItem>[]>(
    () => [
      {
        id: 'parentCase',
        header: 'RFE for case',
        cell: (r) =>
          r.parentId ? (
            <Link to={buildPath('cases.petitionDetails', { itemId: r.parentId })}>
              {r.parentCaseNumber ?? 'Open case'}
            </Link>
          ) : (
            ''
          ),
      },
    ],
    [],
  );
  return (
    <PageFrame title={route?.title ?? 'RFE Cases'} description={route?.description} remote="mf-cases">
      <CaseListView
        list="rfe"
        label="RFE cases"
        extraColumns={extraColumns}
        emptyTitle="No RFE cases"
        emptyDescription="When USCIS sends a Request for Evidence, record it on the case: the RFE case and its response deadline show here."
      />
    </PageFrame>
  );
}
