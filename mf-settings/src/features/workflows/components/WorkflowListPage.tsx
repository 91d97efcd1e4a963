import { Link } from 'react-router-dom';
import type { TWorkflowConfigSummary } from 'shared/contract';
import { formatDate, ROLE } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { routeById } from 'shared/routes';
import { useSession } from 'shared/session';
import {
  DataTable,
  EmptyState,
  PageFrame,
  QueryState,
  StyledActionBar,
  StyledLinkButton,
  StatusBadge,
} from 'shared/ui';
import { useWorkflowList, workflowKeyParam } from '../api/workflowQueries';

const keyOf = (r: TWorkflowConfigSummary) => workflowKeyParam({ typeId: r.typeId, subTypeId: r.subTypeId });

/**
 * /workflow-list: the firm's workflows, one row per case type (and per subtype with its own), with
 * the version new cases take and how many cases run it; each opens its view or the designer.
 */
export default function WorkflowListPage({ routeId }: PageProps) {
  const route = routeById(routeId);
  const query = useWorkflowList();
  const canEdit = useSession((s) => s.user?.roleId) === ROLE.ADMIN;
  return (
    <PageFrame title={route?.title ?? 'Workflows'} description={route?.description} remote="mf-settings">
      {canEdit ? (
        <StyledActionBar>
          <StyledLinkButton to="/workflow-configV2">New workflow</StyledLinkButton>
        </StyledActionBar>
      ) : null}
      <QueryState query={query} noun="workflow list">
        {(d) =>
          d.data.length === 0 ? (
            <EmptyState title="No case types with a configurable workflow" />
          ) : (
            <DataTable
              label="Workflows"
              rows={d.data}
              rowKey={keyOf}
              sort={null}
              columns={[
                { id: 'type', header: 'Case type', cell: (r) => r.typeName, mobile: 'title' },
                { id: 'subtype', header: 'Subtype', wrap: true, cell: (r) => r.subTypeName ?? 'All subtypes' },
                {
                  id: 'version',
                  header: 'Workflow',
                  cell: (r) =>
                    r.source === 'default' ? (
                      <StatusBadge>Default</StatusBadge>
                    ) : (
                      <StatusBadge tone="info">
                        {r.version ? `Version ${r.version}` : 'Own (before versions)'}
                      </StatusBadge>
                    ),
                },
                { id: 'steps', header: 'Steps', align: 'right', cell: (r) => r.activityCount },
                {
                  id: 'cases',
                  header: 'In use by',
                  align: 'right',
                  cell: (r) => `${r.casesInUse} case${r.casesInUse === 1 ? '' : 's'}`,
                },
                { id: 'updated', header: 'Updated', cell: (r) => (r.updatedAt ? formatDate(r.updatedAt) : '—') },
                {
                  id: 'actions',
                  header: 'Actions',
                  cell: (r) => (
                    <StyledActionBar>
                      <Link
                        to={`/workflow-config-view/${keyOf(r)}`}
                        aria-label={`View ${r.typeName}${r.subTypeName ? ` ${r.subTypeName}` : ''} workflow`}
                      >
                        View
                      </Link>
                      {canEdit ? (
                        <Link
                          to={`/workflow-config/${keyOf(r)}`}
                          aria-label={`${r.source === 'default' ? 'Create from default' : 'Edit'}: ${r.typeName}${r.subTypeName ? ` ${r.subTypeName}` : ''}`}
                        >
                          {r.source === 'default' ? 'Create from default' : 'Edit'}
                        </Link>
                      ) : null}
                    </StyledActionBar>
                  ),
                },
              ]}
            />
          )
        }
      </QueryState>
    </PageFrame>
  );
}
