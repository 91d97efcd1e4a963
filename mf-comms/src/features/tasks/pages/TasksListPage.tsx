import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  LINKED_RECORD_LABELS,
  LINKED_RECORD_TYPES,
  listTodosCall,
  TASK_PRIORITIES,
  TASK_STATUSES,
  type TTaskItem,
} from 'shared/contract';
import type { PageProps } from 'shared/federation';
import { callKey } from 'shared/query';
import { buildPath, routeById } from 'shared/routes';
import { useApi, useSession } from 'shared/session';
import { ListPage, PageFrame, StatusBadge, StyledActionBar, StyledButton, StyledLinkButton, type ListColumn, type ListFilterDef } from 'shared/ui';
import { recordHref } from '../../records/recordLinks';
import { fetchTaskPage, TASK_FILTER_KEYS } from '../api/tasksQueries';
import { DateRangeFilter } from '../components/DateRangeFilter';
import { TaskForm } from '../components/TaskForm';
import { taskHref } from '../components/TaskRows';
import { dueText, priorityLabel, priorityTone, shortDescription, statusLabel, statusTone } from '../components/taskText';

const COLUMNS: ListColumn<TTaskItem>[] = [
  { id: 'title', header: 'Task', sortKey: 'title', mobile: 'title', alwaysVisible: true, wrap: true, cell: (t) => <strong>{t.title}</strong> },
  { id: 'description', header: 'Description', mobile: 'subtitle', cell: (t) => <span title={t.description}>{shortDescription(t)}</span> },
  { id: 'assignee', header: 'Assignee', cell: (t) => t.assigneeName ?? '' },
  { id: 'due', header: 'Due', sortKey: 'dueDate', cell: (t) => dueText(t) },
  {
    id: 'record',
    header: 'Linked record',
    wrap: true,
    cell: (t) =>
      t.link ? (
        <Link to={recordHref(t.link.type, t.link.id)} onClick={(e) => e.stopPropagation()}>
          {LINKED_RECORD_LABELS[t.link.type]}: {t.link.label}
        </Link>
      ) : (
        ''
      ),
  },
  { id: 'priority', header: 'Priority', sortKey: 'priority', cell: (t) => <StatusBadge tone={priorityTone(t.priority)}>{priorityLabel(t.priority)}</StatusBadge> },
  { id: 'status', header: 'Status', sortKey: 'status', cell: (t) => <StatusBadge tone={statusTone(t.status)}>{statusLabel(t.status)}</StatusBadge> },
];

const FILTERS: ListFilterDef[] = [
  { key: TASK_FILTER_KEYS.status, label: 'Status', options: TASK_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })) },
  { key: TASK_FILTER_KEYS.priority, label: 'Priority', options: TASK_PRIORITIES.map((p) => ({ value: p, label: priorityLabel(p) })) },
  { key: TASK_FILTER_KEYS.assignee, label: 'Assignee', anyLabel: 'Anyone', options: [{ value: 'me', label: 'Assigned to me' }] },
  { key: TASK_FILTER_KEYS.record, label: 'Linked record', options: LINKED_RECORD_TYPES.map((r) => ({ value: r, label: LINKED_RECORD_LABELS[r] })) },
  { key: TASK_FILTER_KEYS.due, label: 'Due', options: [{ value: 'overdue', label: 'Overdue' }] },
];

/** /tasks-list: every task the user may see, with filters, search, sort and paging on the server. */
export default function TasksListPage({ routeId }: PageProps) {
  const api = useApi();
  const me = useSession((s) => s.user?.userId ?? '');
  const route = routeById(routeId);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const dueFrom = params.get('dueFrom') ?? '';
  const dueTo = params.get('dueTo') ?? '';
  const linkId = params.get(TASK_FILTER_KEYS.record) ? (params.get('linkId') ?? '') : '';
  const [creating, setCreating] = useState(false);
  const fetchPage = useMemo(() => fetchTaskPage(api, { from: dueFrom, to: dueTo, linkId }, me), [api, dueFrom, dueTo, linkId, me]);
  // The due range is outside the list's own URL state: it is part of the cache key.
  const queryKey = useMemo(() => [...callKey(listTodosCall), 'range', dueFrom, dueTo, linkId], [dueFrom, dueTo, linkId]);
  const newButton = (
    <StyledButton type="button" $variant="primary" onClick={() => setCreating(true)}>
      New task
    </StyledButton>
  );
  return (
    <PageFrame
      title={route?.title ?? 'Tasks'}
      description={route?.description}
      remote="mf-comms"
      actions={
        <StyledActionBar>
          <StyledLinkButton to={buildPath('comms.myTasks')}>My tasks</StyledLinkButton>
          {newButton}
        </StyledActionBar>
      }
    >
      <DateRangeFilter
        labels={['Due from', 'Due to']}
        from={dueFrom}
        to={dueTo}
        onChange={(from, to) =>
          setParams(
            (cur) => {
              const next = new URLSearchParams(cur);
              for (const [k, v] of [['dueFrom', from], ['dueTo', to]] as const) if (v) next.set(k, v);
              else next.delete(k);
              next.delete('page');
              return next;
            },
            { replace: true },
          )
        }
      />
      {linkId ? (
        <p role="status">
          Only the tasks of one record.{' '}
          <StyledButton
            type="button"
            onClick={() =>
              setParams(
                (cur) => {
                  const next = new URLSearchParams(cur);
                  next.delete('linkId');
                  return next;
                },
                { replace: true },
              )
            }
          >
            Show all
          </StyledButton>
        </p>
      ) : null}
      <ListPage
        queryKey={queryKey}
        label="Tasks"
        columns={COLUMNS}
        fetchPage={fetchPage}
        rowKey={(t) => t.id}
        rowHref={taskHref}
        filters={FILTERS}
        defaultSort={{ key: 'dueDate', order: 1 }}
        searchPlaceholder="Title or description…"
        columnsKey="comms.tasks"
        emptyTitle="No tasks"
        emptyDescription="Tasks of the firm that you may see show here."
        emptyActions={newButton}
      />
      {creating ? <TaskForm task={null} onClose={() => setCreating(false)} onSaved={(t) => navigate(buildPath('comms.taskDetails', { itemId: t.id }))} /> : null}
    </PageFrame>
  );
}
