import type { PageProps } from 'shared/federation';
import { buildPath, routeById } from 'shared/routes';
import { EmptyState, PageFrame, StyledLinkButton } from 'shared/ui';
import { CaseListView } from '../features/lists/components/CaseListView';
import { useCasePermissions } from '../features/lists/hooks/useCasePermissions';

/** /external-cases: cases handed to external firms; only when the firm has isAllowExternalCases. */
export default function ExternalCasesPage({ routeId }: PageProps) {
  const route = routeById(routeId);
  const perms = useCasePermissions();
  return (
    <PageFrame title={route?.title ?? 'External Cases'} description={route?.description} remote="mf-cases">
      {perms.externalCases ? (
        <CaseListView
          list="external"
          label="External cases"
          emptyTitle="No external cases"
          emptyDescription="Cases transferred to an external firm from Case Transfer show here."
        />
      ) : (
        <EmptyState
          title="External cases are not enabled"
          description="Your firm has not turned on external cases. An administrator can enable them in the firm’s configuration."
          actions={<StyledLinkButton to={buildPath('cases.list')}>Go to cases</StyledLinkButton>}
        />
      )}
    </PageFrame>
  );
}
