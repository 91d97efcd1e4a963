import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LINKED_RECORD_LABELS, type TTaskItem } from 'shared/contract';
import { buildPath } from 'shared/routes';
import { mobile, StatusBadge } from 'shared/ui';
import { recordHref } from '../../records/recordLinks';
import { dueText, priorityLabel, priorityTone, shortDescription, statusLabel, statusTone } from './taskText';

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  p {
    margin: ${({ theme }) => `${theme.space(1)} 0 0`};
    color: ${({ theme }) => theme.color.textMuted};
  }
  .overdue {
    color: ${({ theme }) => theme.color.danger};
    font-weight: 600;
  }
  .badges {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)};
    justify-content: end;
  }
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    .badges {
      justify-content: start;
    }
  }
`;

/** Where a row opens: the task, or — for a workflow step — its case. */
export const taskHref = (t: TTaskItem): string => (t.kind === 'workflow' && t.link ? recordHref('case', t.link.id) : buildPath('comms.taskDetails', { itemId: t.id }));

/** Tasks as a list of rows (title, short description, due / overdue, record, priority, status). */
export function TaskRows({ tasks, label }: { tasks: readonly TTaskItem[]; label: string }) {
  return (
    <StyledList aria-label={label}>
      {tasks.map((t) => (
        <StyledRow key={t.id} data-testid="task-row">
          <div>
            <Link to={taskHref(t)}>
              <strong>{t.title}</strong>
            </Link>
            {t.kind === 'workflow' ? ' · Workflow step' : null}
            {t.description ? <p title={t.description}>{shortDescription(t)}</p> : null}
          </div>
          <div>
            {t.dueDate ? <span className={t.overdueDays ? 'overdue' : undefined}>{dueText(t)}</span> : <span>No due date</span>}
            {t.link ? (
              <p>
                {LINKED_RECORD_LABELS[t.link.type]}: <Link to={recordHref(t.link.type, t.link.id)}>{t.link.label || 'Open'}</Link>
              </p>
            ) : null}
            {t.assigneeName ? <p>Assigned to {t.assigneeName}</p> : null}
          </div>
          <div className="badges">
            <StatusBadge tone={priorityTone(t.priority)}>{priorityLabel(t.priority)}</StatusBadge>
            <StatusBadge tone={statusTone(t.status)}>{statusLabel(t.status)}</StatusBadge>
          </div>
        </StyledRow>
      ))}
    </StyledList>
  );
}
