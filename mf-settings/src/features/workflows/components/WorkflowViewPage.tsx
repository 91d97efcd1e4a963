import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { diffWorkflows, formatDateTime, ROLE } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { useCaseTypeNames } from 'shared/query';
import { routeById } from 'shared/routes';
import { useSession } from 'shared/session';
import { EmptyState, PageFrame, QueryState, StyledActionBar, StyledButton, StyledLinkButton, mobile } from 'shared/ui';
import {
  parseWorkflowKey,
  useWorkflow,
  useWorkflowVersion,
  useWorkflowVersions,
  workflowKeyParam,
  workflowName,
} from '../api/workflowQueries';
import { WorkflowDiffView } from './WorkflowDiffView';
import { WorkflowSteps } from './WorkflowSteps';

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(14rem, 18rem) 1fr;
  gap: ${({ theme }) => theme.space(4)};
  ${mobile} {
    grid-template-columns: 1fr;
  }
`;

const StyledVersions = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  a {
    display: block;
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius};
    text-decoration: none;
    color: inherit;
  }
  a[aria-current='true'] {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const LIST_HREF = '/workflow-list';
const plural = (n: number) => `${n} case${n === 1 ? '' : 's'}`;

/**
 * /workflow-config-view/:id: a workflow's saved versions (newest first, how many cases run each)
 * and one version (?version=…, default the current or newest) with what changed from the one it
 * replaced (the default for version 1). Without saved versions: the default steps.
 */
export default function WorkflowViewPage({ routeId, params }: PageProps) {
  const route = routeById(routeId);
  const key = parseWorkflowKey(params.id);
  const title = route?.title ?? 'Workflow';
  const [search] = useSearchParams();
  const [page, setPage] = useState(1);
  const current = useWorkflow(key);
  const versions = useWorkflowVersions(key, page);
  const list = versions.data?.data ?? [];
  const selectedId = search.get('version') ?? list.find((v) => v.current)?.id ?? list[0]?.id ?? null;
  const version = useWorkflowVersion(selectedId);
  const canEdit = useSession((s) => s.user?.roleId) === ROLE.ADMIN;
  const typeNames = useCaseTypeNames();
  if (!key)
    return (
      <PageFrame title={title} remote="mf-settings">
        <EmptyState title="This workflow does not exist" actions={<Link to={LIST_HREF}>Back to the workflows</Link>} />
      </PageFrame>
    );
  const keyParam = workflowKeyParam(key);
  return (
    <PageFrame title={`${title}: ${workflowName(key, typeNames)}`} remote="mf-settings">
      <StyledActionBar>
        <Link to={LIST_HREF}>Back to the workflows</Link>
        {canEdit ? <StyledLinkButton to={`/workflow-config/${keyParam}`}>Edit workflow</StyledLinkButton> : null}
      </StyledActionBar>
      <QueryState query={versions} noun="workflow">
        {(v) =>
          v.count === 0 ? (
            <QueryState query={current} noun="workflow">
              {(c) => (
                <>
                  <EmptyState
                    title="No saved versions yet"
                    description={
                      c.source === 'default'
                        ? `New cases follow the default workflow (${c.activityCount} steps, in use by ${plural(c.casesInUse)}).`
                        : `New cases follow the ${c.typeName} workflow, version ${c.version ?? '–'}.`
                    }
                  />
                  <WorkflowSteps workflow={c.workflow} />
                </>
              )}
            </QueryState>
          ) : (
            <StyledLayout>
              <nav aria-label="Versions">
                <StyledVersions>
                  {v.data.map((row) => (
                    <li key={row.id}>
                      <Link
                        to={`/workflow-config-view/${keyParam}?version=${row.id}`}
                        aria-current={row.id === selectedId ? 'true' : undefined}
                      >
                        Version {row.version}
                        {row.current ? ' (current)' : ''}
                        <small>
                          {formatDateTime(row.createdAt)}
                          {row.createdByName ? ` · ${row.createdByName}` : ''}
                        </small>
                        <small>
                          {row.activityCount} steps · in use by {plural(row.casesInUse)}
                        </small>
                      </Link>
                    </li>
                  ))}
                </StyledVersions>
                {v.count > 20 ? (
                  <StyledActionBar>
                    <StyledButton type="button" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
                      Newer
                    </StyledButton>
                    <StyledButton type="button" disabled={page * 20 >= v.count} onClick={() => setPage((p) => p + 1)}>
                      Older
                    </StyledButton>
                  </StyledActionBar>
                ) : null}
              </nav>
              <QueryState query={version} noun="workflow version">
                {(d) => (
                  <div>
                    <h2>
                      Version {d.version}
                      {d.current ? ' (current)' : ''}
                    </h2>
                    <p>
                      Saved {formatDateTime(d.createdAt)}
                      {d.createdByName ? ` by ${d.createdByName}` : ''} · in use by {plural(d.casesInUse)}
                    </p>
                    <WorkflowDiffView
                      diff={diffWorkflows(d.previous.workflow, d.workflow)}
                      title={
                        d.previous.version
                          ? `What changed since version ${d.previous.version}`
                          : 'What changed from the default workflow'
                      }
                    />
                    <h2>Steps</h2>
                    <WorkflowSteps workflow={d.workflow} />
                  </div>
                )}
              </QueryState>
            </StyledLayout>
          )
        }
      </QueryState>
    </PageFrame>
  );
}
