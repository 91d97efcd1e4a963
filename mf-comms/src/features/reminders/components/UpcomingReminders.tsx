import { Link } from 'react-router-dom';
import { REMINDER_REPEAT_LABELS, REMINDER_STATUS_LABELS } from 'shared/contract';
import { formatDateTime } from 'shared/domain';
import { buildPath } from 'shared/routes';
import { useSession } from 'shared/session';
import { EmptyState, errorMessage, ErrorPanel, Loading, StyledCard } from 'shared/ui';
import { useMyReminders } from '../api/remindersQueries';

/** The reminders I set or receive that are still to come (active or snoozed), soonest first. */
export function UpcomingReminders() {
  const me = useSession((s) => s.user?.userId ?? '');
  const reminders = useMyReminders();
  return (
    <StyledCard aria-label="Upcoming reminders">
      <h2>Upcoming reminders</h2>
      {reminders.isLoading ? <Loading label="Loading reminders…" /> : null}
      {reminders.isError ? <ErrorPanel title="Couldn’t load your reminders" message={errorMessage(reminders.error)} onRetry={() => void reminders.refetch()} /> : null}
      {reminders.data && reminders.data.data.length === 0 ? <EmptyState level={3} title="No reminders" description="Set one from a task or a note." /> : null}
      {reminders.data && reminders.data.data.length > 0 ? (
        <ul aria-label="My reminders">
          {reminders.data.data.map((r) => (
            <li key={r.id}>
              <Link to={`${buildPath('comms.reminderActivity')}?${new URLSearchParams({ action: 'view', reminderId: r.id, userId: me }).toString()}`}>{r.title}</Link>
              {' · '}
              {r.nextAt ? formatDateTime(r.nextAt) : 'Sent'} · {REMINDER_REPEAT_LABELS[r.repeat]}
              {r.status === 'snoozed' ? ` · ${REMINDER_STATUS_LABELS.snoozed}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </StyledCard>
  );
}
