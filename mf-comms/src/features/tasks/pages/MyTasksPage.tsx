import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PAGE_SIZE } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { buildPath, routeById } from 'shared/routes';
import {
  EmptyState,
  errorCode,
  errorMessage,
  ErrorPanel,
  Loading,
  PageFrame,
  SearchBox,
  StyledActionBar,
  StyledButton,
  StyledCheckboxLabel,
  StyledLinkButton,
} from 'shared/ui';
import { UpcomingReminders } from '../../reminders/components/UpcomingReminders';
import { useMyTasks } from '../api/tasksQueries';
import { TaskForm } from '../components/TaskForm';
import { TaskRows } from '../components/TaskRows';

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  & > :first-child {
    flex: 1;
    min-width: 200px;
  }
`;

const StyledPager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

/** /mytasks: tasks assigned to me and workflow steps waiting on my role, by due date, 15 a page. */
export default function MyTasksPage({ routeId }: PageProps) {
  const route = routeById(routeId);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const showDone = params.get('done') === '1';
  const [creating, setCreating] = useState(false);
  const tasks = useMyTasks(page, search, showDone);
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(changes)) if (v) next.set(k, v);
        else next.delete(k);
        return next;
      },
      { replace: true },
    );
  const total = tasks.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE.MY_TASKS));
  const newButton = (
    <StyledButton type="button" $variant="primary" onClick={() => setCreating(true)}>
      New task
    </StyledButton>
  );
  return (
    <PageFrame
      title={route?.title ?? 'My Tasks'}
      description={route?.description}
      remote="mf-comms"
      actions={
        <StyledActionBar>
          <StyledLinkButton to={buildPath('comms.tasks')}>All tasks</StyledLinkButton>
          {newButton}
        </StyledActionBar>
      }
    >
      <StyledToolbar>
        <SearchBox label="Search my tasks" value={search} onSearch={(v) => set({ search: v || null, page: null })} placeholder="Title, description or case number…" />
        <StyledCheckboxLabel>
          <input type="checkbox" checked={showDone} onChange={(e) => set({ done: e.target.checked ? '1' : null, page: null })} /> Show done tasks
        </StyledCheckboxLabel>
      </StyledToolbar>
      {tasks.isLoading ? <Loading label="Loading your tasks…" /> : null}
      {tasks.isError ? (
        <ErrorPanel title="Couldn’t load your tasks" message={errorMessage(tasks.error)} code={errorCode(tasks.error)} onRetry={() => void tasks.refetch()} />
      ) : null}
      {tasks.data && tasks.data.data.length === 0 ? (
        <EmptyState
          title={search ? 'No task matches' : 'Nothing waiting on you'}
          description={search ? 'Try other words.' : 'Tasks assigned to you and workflow steps waiting on your role show here.'}
          actions={search ? null : newButton}
        />
      ) : null}
      {tasks.data && tasks.data.data.length > 0 ? (
        <>
          <TaskRows tasks={tasks.data.data} label="My tasks" />
          <StyledPager aria-label="Pages">
            <span>
              {(page - 1) * PAGE_SIZE.MY_TASKS + 1}–{Math.min(page * PAGE_SIZE.MY_TASKS, total)} of {total}
            </span>
            <StyledButton type="button" disabled={page <= 1} onClick={() => set({ page: page - 1 > 1 ? String(page - 1) : null })}>
              Previous
            </StyledButton>
            <StyledButton type="button" disabled={page >= pages} onClick={() => set({ page: String(page + 1) })}>
              Next
            </StyledButton>
          </StyledPager>
        </>
      ) : null}
      <UpcomingReminders />
      {creating ? <TaskForm task={null} onClose={() => setCreating(false)} onSaved={(t) => navigate(buildPath('comms.taskDetails', { itemId: t.id }))} /> : null}
    </PageFrame>
  );
}
