import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  REMINDER_REPEAT_LABELS,
  REMINDER_SNOOZE_MINUTES,
  REMINDER_STATUS_LABELS,
  type TReminderItem,
} from 'shared/contract';
import { formatDateTime } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { buildPath } from 'shared/routes';
import { useSession } from 'shared/session';
import {
  ConfirmDialog,
  DetailGrid,
  EmptyState,
  errorMessage,
  FormField,
  PageFrame,
  QueryState,
  StatusBadge,
  StyledActionBar,
  StyledButton,
  StyledCard,
  StyledSelect,
} from 'shared/ui';
import { recordHref } from '../../records/recordLinks';
import { useReminder, useReminderStatus } from '../api/remindersQueries';

const SNOOZE_LABELS: Record<number, string> = { 10: '10 minutes', 60: '1 hour', 1440: '1 day' };
const RECORD_LABELS = { case: 'Case', beneficiary: 'Beneficiary', petitioner: 'Petitioner', task: 'Task' } as const;

function Actions({ r }: { r: TReminderItem }) {
  const change = useReminderStatus();
  const [snooze, setSnooze] = useState<number>(REMINDER_SNOOZE_MINUTES[1]);
  const [confirmDone, setConfirmDone] = useState(false);
  return (
    <>
      <StyledActionBar>
        {r.status !== 'done' ? (
          <>
            <FormField label="Snooze for">
              <StyledSelect value={snooze} onChange={(e) => setSnooze(Number(e.target.value))}>
                {REMINDER_SNOOZE_MINUTES.map((m) => (
                  <option key={m} value={m}>
                    {SNOOZE_LABELS[m] ?? `${m} minutes`}
                  </option>
                ))}
              </StyledSelect>
            </FormField>
            <StyledButton type="button" disabled={change.isPending} onClick={() => change.mutate({ id: r.id, status: 'snoozed', snoozeMinutes: snooze })}>
              Snooze
            </StyledButton>
            <StyledButton type="button" $variant="primary" disabled={change.isPending} onClick={() => setConfirmDone(true)}>
              Mark done
            </StyledButton>
          </>
        ) : (
          <StyledButton type="button" disabled={change.isPending} onClick={() => change.mutate({ id: r.id, status: 'active' })}>
            Make active again
          </StyledButton>
        )}
      </StyledActionBar>
      {change.error ? <p role="alert">{errorMessage(change.error)}</p> : null}
      {confirmDone ? (
        <ConfirmDialog
          title="Mark the reminder done?"
          message={r.repeat !== 'none' ? 'It repeats: marking it done stops every later occurrence.' : 'It will not be sent again.'}
          confirmLabel="Mark done"
          danger={false}
          busy={change.isPending}
          onCancel={() => setConfirmDone(false)}
          onConfirm={() => change.mutate({ id: r.id, status: 'done' }, { onSettled: () => setConfirmDone(false) })}
        />
      ) : null}
    </>
  );
}

/**
 * /reminder-activity?action=…&reminderId=…&userId=…: the reminder's deep link (SPEC §6). A
 * signed-out user comes back here after login (the shell carries type `reminder`); the page shows
 * the reminder with its done and snooze actions.
 */
export default function ReminderActivityPage({ query }: PageProps) {
  const reminderId = query.get('reminderId');
  const linkUser = query.get('userId');
  const me = useSession((s) => s.user?.userId ?? null);
  const reminder = useReminder(reminderId);
  if (!reminderId) {
    return (
      <PageFrame title="Reminder" remote="mf-comms">
        <EmptyState title="No reminder chosen" description="Open a reminder from its e-mail or notification." />
      </PageFrame>
    );
  }
  return (
    <QueryState query={reminder} noun="reminder" frameTitle="Reminder" remote="mf-comms" backTo={{ href: buildPath('comms.myTasks'), label: 'Back to my tasks' }}>
      {(r) => (
        <PageFrame title={r.title} description="Reminder" remote="mf-comms" actions={<Actions r={r} />}>
          {linkUser && me && linkUser !== me ? <p role="status">This reminder link was sent to another person; you see it because it is shared with you.</p> : null}
          <StyledCard aria-label="Reminder">
            <DetailGrid
              items={[
                { label: 'Status', value: <StatusBadge tone={r.status === 'done' ? 'success' : r.status === 'snoozed' ? 'warning' : 'info'}>{REMINDER_STATUS_LABELS[r.status]}</StatusBadge> },
                { label: 'Next', value: r.nextAt ? formatDateTime(r.nextAt) : r.status === 'done' ? null : 'Sent; not repeating' },
                { label: 'Set for', value: `${formatDateTime(`${r.date}T${r.time}:00`)} (${r.timezone})` },
                { label: 'Repeats', value: REMINDER_REPEAT_LABELS[r.repeat] },
                {
                  label: 'About',
                  value: r.recordType && r.recordId ? <Link to={recordHref(r.recordType, r.recordId)}>{`${RECORD_LABELS[r.recordType]}: ${r.recordLabel ?? ''}`}</Link> : null,
                },
                { label: 'Note', value: r.note },
                { label: 'Recipients', value: [...r.recipientNames, ...r.recipientEmails].filter(Boolean).join(', ') },
                { label: 'Set by', value: r.createdByName },
                { label: 'Last sent', value: r.lastSentAt ? formatDateTime(r.lastSentAt) : null },
              ]}
            />
          </StyledCard>
        </PageFrame>
      )}
    </QueryState>
  );
}
