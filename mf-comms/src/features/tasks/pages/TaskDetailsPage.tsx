import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  LINKED_RECORD_LABELS,
  REMINDER_REPEAT_LABELS,
  TASK_MESSAGES,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  type TTaskDetails,
  type TTaskStatus,
} from 'shared/contract';
import { formatDate, formatDateTime, overdueLabel } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { buildPath } from 'shared/routes';
import {
  DetailGrid,
  EmptyState,
  errorMessage,
  ErrorPanel,
  FormField,
  Loading,
  PageFrame,
  QueryState,
  StatusBadge,
  StyledActionBar,
  StyledButton,
  StyledCard,
  StyledSelect,
  StyledTextArea,
} from 'shared/ui';
import { HistoryList } from '../../records/HistoryList';
import { recordHref } from '../../records/recordLinks';
import { useRecordReminders } from '../../reminders/api/remindersQueries';
import { ReminderForm } from '../../reminders/components/ReminderForm';
import { useAddTaskComment, useTaskComments, useTaskDetails, useUpdateTaskStatus } from '../api/tasksQueries';
import { TaskForm } from '../components/TaskForm';
import { priorityTone, statusTone } from '../components/taskText';

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  @media (max-width: 768px) {
    grid-template-columns: minmax(0, 1fr);
  }
  h2 {
    font-size: 16px;
    margin: ${({ theme }) => `0 0 ${theme.space(2)}`};
  }
`;

const StyledThread = styled.ol`
  list-style: none;
  margin: ${({ theme }) => `${theme.space(3)} 0`};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  p {
    margin: ${({ theme }) => `${theme.space(1)} 0 0`};
    white-space: pre-wrap;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  assigneeId: 'Assignee',
  dueDate: 'Due date',
  priority: 'Priority',
  status: 'Status',
  petitionId: 'Case',
  beneficiaryId: 'Beneficiary',
  petitionerId: 'Petitioner',
};
const VALUE_NAMES: Record<string, string> = Object.fromEntries([
  ...Object.entries(TASK_STATUS_LABELS).map(([k, v]) => [`status:${k}`, v]),
  ...Object.entries(TASK_PRIORITY_LABELS).map(([k, v]) => [`priority:${k}`, v]),
]);

function Comments({ task }: { task: TTaskDetails }) {
  const comments = useTaskComments(task.id);
  const add = useAddTaskComment();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setError(TASK_MESSAGES.comment);
    setError(undefined);
    add.mutate({ id: task.id, text: text.trim() }, { onSuccess: () => setText('') });
  };
  return (
    <StyledCard aria-label="Comments">
      <h2>Comments</h2>
      {comments.isLoading ? <Loading label="Loading comments…" /> : null}
      {comments.isError ? <ErrorPanel title="Couldn’t load the comments" message={errorMessage(comments.error)} onRetry={() => void comments.refetch()} /> : null}
      {comments.data && comments.data.data.length === 0 ? <EmptyState level={3} title="No comments yet" /> : null}
      {comments.data && comments.data.data.length > 0 ? (
        <StyledThread aria-label="Comment thread">
          {comments.data.data.map((c) => (
            <li key={c.id}>
              <small>
                {c.createdByName ?? 'Someone'}, {formatDateTime(c.createdAt)}
              </small>
              <p>{c.text}</p>
            </li>
          ))}
        </StyledThread>
      ) : null}
      <form onSubmit={submit} noValidate>
        <FormField label="New comment" error={error ?? (add.error ? errorMessage(add.error) : undefined)} span={6}>
          <StyledTextArea rows={3} value={text} onChange={(e) => setText(e.target.value)} maxLength={5000} />
        </FormField>
        <StyledButton type="submit" $variant="primary" disabled={add.isPending}>
          {add.isPending ? 'Sending…' : 'Add comment'}
        </StyledButton>
      </form>
    </StyledCard>
  );
}

function Reminders({ task }: { task: TTaskDetails }) {
  const reminders = useRecordReminders('task', task.id);
  const rows = reminders.data?.data ?? [];
  if (reminders.isLoading) return <Loading label="Loading reminders…" />;
  if (reminders.isError) return <ErrorPanel title="Couldn’t load the reminders" message={errorMessage(reminders.error)} onRetry={() => void reminders.refetch()} />;
  if (!rows.length) return <p>No reminders on this task.</p>;
  return (
    <ul aria-label="Reminders on this task">
      {rows.map((r) => (
        <li key={r.id}>
          <Link to={`${buildPath('comms.reminderActivity')}?${new URLSearchParams({ action: 'view', reminderId: r.id, userId: r.createdBy ?? '' }).toString()}`}>{r.title}</Link>{' '}
          {r.nextAt ? formatDateTime(r.nextAt) : ''} · {REMINDER_REPEAT_LABELS[r.repeat]}
        </li>
      ))}
    </ul>
  );
}

/** /tasks-details/:itemId: the task, its comments and its history; edit, status and reminders. */
export default function TaskDetailsPage({ params }: PageProps) {
  const id = params.itemId ?? '';
  const task = useTaskDetails(id);
  const status = useUpdateTaskStatus();
  const [editing, setEditing] = useState(false);
  const [reminding, setReminding] = useState(false);
  return (
    <QueryState query={task} noun="task" frameTitle="Task Details" remote="mf-comms" backTo={{ href: buildPath('comms.tasks'), label: 'Back to the tasks' }}>
      {(t) => (
        <PageFrame
          title={t.title}
          description="Task"
          remote="mf-comms"
          actions={
            <StyledActionBar>
              <StyledButton type="button" onClick={() => setReminding(true)}>
                Set reminder
              </StyledButton>
              {t.canEdit ? (
                <StyledButton type="button" $variant="primary" onClick={() => setEditing(true)}>
                  Edit
                </StyledButton>
              ) : null}
            </StyledActionBar>
          }
        >
          <StyledColumns>
            <div>
              <StyledCard aria-label="Task">
                <DetailGrid
                  items={[
                    { label: 'Status', value: <StatusBadge tone={statusTone(t.status)}>{TASK_STATUS_LABELS[t.status]}</StatusBadge> },
                    { label: 'Priority', value: <StatusBadge tone={priorityTone(t.priority)}>{TASK_PRIORITY_LABELS[t.priority]}</StatusBadge> },
                    { label: 'Assignee', value: t.assigneeName },
                    { label: 'Due date', value: t.dueDate ? formatDate(t.dueDate) : null },
                    { label: 'Overdue', value: t.overdueDays ? overdueLabel(t.overdueDays) : null },
                    {
                      label: 'Linked record',
                      value: t.link ? (
                        <Link to={recordHref(t.link.type, t.link.id)}>
                          {LINKED_RECORD_LABELS[t.link.type]}: {t.link.label}
                        </Link>
                      ) : null,
                    },
                    { label: 'Created by', value: t.createdByName ? `${t.createdByName}, ${formatDateTime(t.createdAt)}` : formatDateTime(t.createdAt) },
                    { label: 'Description', value: t.description },
                  ]}
                />
                {t.canEdit ? (
                  <FormField label="Move to" error={status.error ? errorMessage(status.error) : undefined}>
                    <StyledSelect value={t.status} disabled={status.isPending} onChange={(e) => status.mutate({ id: t.id, status: e.target.value as TTaskStatus })}>
                      {TASK_STATUSES.map((s) => (
                        <option key={s} value={s}>
                          {TASK_STATUS_LABELS[s]}
                        </option>
                      ))}
                    </StyledSelect>
                  </FormField>
                ) : null}
              </StyledCard>
              <Comments task={t} />
            </div>
            <div>
              <StyledCard aria-label="Reminders">
                <h2>Reminders</h2>
                <Reminders task={t} />
              </StyledCard>
              <StyledCard aria-label="History">
                <h2>History</h2>
                <HistoryList entries={t.history} fieldLabels={FIELD_LABELS} valueNames={VALUE_NAMES} />
              </StyledCard>
            </div>
          </StyledColumns>
          {editing ? <TaskForm task={t} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} /> : null}
          {reminding ? <ReminderForm recordType="task" recordId={t.id} recordLabel={t.title} onClose={() => setReminding(false)} /> : null}
        </PageFrame>
      )}
    </QueryState>
  );
}
