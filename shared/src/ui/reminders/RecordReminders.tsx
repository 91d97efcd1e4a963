import { useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  listRemindersCall,
  lookupUsersCall,
  REMINDER_MESSAGES,
  REMINDER_REPEAT_LABELS,
  REMINDER_REPEATS,
  REMINDER_STATUS_LABELS,
  saveReminderCall,
  type TReminderItem,
  type TReminderRecordType,
  type TReminderRepeat,
  type TReminderStatus,
} from '../../contract';
import { formatDateTime, hasRole, INTERNAL_ROLES, usToIso } from '../../domain';
import { useCallMutation, useCallQuery } from 'shared/query';
import { useApi, useSession } from 'shared/session';
import { AsyncSelect, type SelectOption } from '../kit/AsyncSelect';
import { DateInput } from '../kit/DateInput';
import { Dialog } from '../kit/Dialog';
import { ErrorPanel } from '../ErrorPanel';
import { errorMessage } from '../kit/errorMessage';
import { FormField } from '../kit/FormField';
import { StyledFormActions, StyledFormGrid, StyledTextArea } from '../kit/FormLayout';
import { StatusBadge, type BadgeTone } from '../kit/StatusBadge';
import { StyledButton } from '../primitives';
import { StyledInput, StyledSelect } from '../kit/SelectInput';

/*
 * "Set reminder" on any record (issue 18 point 4; docs/tasks-notes-reminders.md): the record's
 * reminders with their status, and a dialog to set one — date and time in the user's time zone
 * (the api client sends the zone with every call), repeat, recipients (colleagues, clients by
 * e-mail). A time in the past is refused before any call with the contract's message; the server
 * refuses it too. Shown to the roles the reminder calls allow (firm staff); nothing for others.
 */

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The reminder calls' roles (firm staff): who sees the block. */
const REMINDER_ROLES = INTERNAL_ROLES;

const STATUS_TONE: Record<TReminderStatus, BadgeTone> = { active: 'info', snoozed: 'warning', done: 'neutral' };

/** `date` (YYYY-MM-DD) at `time` (HH:mm) in the browser's zone — the user's — is not after `now`. */
export function isPastLocal(date: string, time: string, now: Date = new Date()): boolean {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const at = new Date(y!, m! - 1, d!, hh!, mm!, 0, 0);
  return at.getTime() <= now.getTime();
}

export interface SetReminderDialogProps {
  recordType: TReminderRecordType | null;
  recordId: string | null;
  /** What the reminder is about, shown in the dialog. */
  recordLabel?: string;
  onClose: () => void;
  /** The clock (tests). */
  now?: () => Date;
}

/** Set a reminder: title, date and time in the user's time zone, repeat, note, recipients. */
export function SetReminderDialog({
  recordType,
  recordId,
  recordLabel,
  onClose,
  now = () => new Date(),
}: SetReminderDialogProps) {
  const api = useApi();
  const save = useCallMutation(saveReminderCall, { invalidates: [listRemindersCall], successToast: 'Reminder set.' });
  const [title, setTitle] = useState('');
  const [note, setNote] = useState('');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('09:00');
  const [repeat, setRepeat] = useState<TReminderRepeat>('none');
  const [users, setUsers] = useState<SelectOption[]>([]);
  const [picking, setPicking] = useState<SelectOption | null>(null);
  const [emails, setEmails] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const loadStaff = useMemo(
    () =>
      async (search: string, signal: AbortSignal): Promise<SelectOption[]> => {
        const res = await api.call(
          lookupUsersCall,
          { ...(search.trim() ? { search: search.trim() } : {}), limit: 20 },
          { signal },
        );
        return res.data.map((u) => ({ value: u.id, label: u.name }));
      },
    [api],
  );
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const iso = usToIso(date);
    const list = emails
      .split(/[\s,;]+/)
      .map((x) => x.trim().toLowerCase())
      .filter(Boolean);
    const timeOk = TIME.test(time);
    const next = {
      title: title.trim() ? undefined : REMINDER_MESSAGES.title,
      date: !iso
        ? 'Please enter a valid date (MM/DD/YYYY).'
        : timeOk && isPastLocal(iso, time, now())
          ? REMINDER_MESSAGES.past
          : undefined,
      time: timeOk ? undefined : 'Expected a time as HH:mm',
      emails: list.every((x) => EMAIL.test(x)) ? undefined : 'The Email field must be a valid email',
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    save.mutate(
      {
        title: title.trim(),
        note: note.trim(),
        date: iso!,
        time,
        repeat,
        recordType,
        recordId,
        recipientUserIds: users.map((u) => u.value),
        recipientEmails: list,
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Dialog title="Set a reminder" onClose={onClose} width="640px" locked={save.isPending}>
      <form onSubmit={submit} noValidate aria-label="Set a reminder">
        {recordLabel ? <p>About: {recordLabel}</p> : null}
        <StyledFormGrid>
          <FormField label="Title" required error={errors.title} span={6}>
            <StyledInput value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
          </FormField>
          <FormField label="Date" required error={errors.date} span={2}>
            <DateInput value={date} onChange={(e) => setDate(e.target.value)} />
          </FormField>
          <FormField label="Time" required error={errors.time} hint={`Your time zone: ${zone}`} span={2}>
            <StyledInput type="time" value={time} onChange={(e) => setTime(e.target.value)} />
          </FormField>
          <FormField label="Repeat" span={2}>
            <StyledSelect value={repeat} onChange={(e) => setRepeat(e.target.value as TReminderRepeat)}>
              {REMINDER_REPEATS.map((r) => (
                <option key={r} value={r}>
                  {REMINDER_REPEAT_LABELS[r]}
                </option>
              ))}
            </StyledSelect>
          </FormField>
          <FormField label="Note" span={6}>
            <StyledTextArea rows={2} value={note} onChange={(e) => setNote(e.target.value)} maxLength={2000} />
          </FormField>
        </StyledFormGrid>
        <AsyncSelect
          label="Add a colleague"
          loadOptions={loadStaff}
          value={picking}
          onChange={(o) => {
            if (o && !users.some((u) => u.value === o.value)) setUsers([...users, o]);
            setPicking(null);
          }}
          placeholder="Type a name… (you, when nobody is added)"
        />
        {users.length ? (
          <ul aria-label="Recipients">
            {users.map((u) => (
              <li key={u.value}>
                {u.label}{' '}
                <StyledButton
                  type="button"
                  onClick={() => setUsers(users.filter((x) => x.value !== u.value))}
                  aria-label={`Remove ${u.label}`}
                >
                  Remove
                </StyledButton>
              </li>
            ))}
          </ul>
        ) : null}
        <FormField
          label="Clients to e-mail"
          error={errors.emails}
          hint="E-mail addresses, separated by commas"
          span={6}
        >
          <StyledInput value={emails} onChange={(e) => setEmails(e.target.value)} />
        </FormField>
        {save.error ? <p role="alert">{errorMessage(save.error)}</p> : null}
        <StyledFormActions>
          <StyledButton type="button" onClick={onClose} disabled={save.isPending}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" $variant="primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Set reminder'}
          </StyledButton>
        </StyledFormActions>
      </form>
    </Dialog>
  );
}

const StyledBlock = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
  h2 {
    font-size: 15px;
    margin: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const whenOf = (r: TReminderItem): string => {
  const at = r.nextAt ? formatDateTime(r.nextAt) : `${r.date} ${r.time}`;
  return r.repeat === 'none' ? at : `${at} · ${REMINDER_REPEAT_LABELS[r.repeat]}`;
};

export interface RecordRemindersProps {
  recordType: TReminderRecordType;
  recordId: string;
  /** What the reminder is about ("Case 2026-0012", a person's name). */
  recordLabel: string;
  /** The clock (tests). */
  now?: () => Date;
}

/**
 * The record's reminders (active, snoozed and done, soonest first) with "Set reminder". Used on the
 * case header (case-kit), the beneficiary and the petitioner details pages (mf-people).
 */
export function RecordReminders({ recordType, recordId, recordLabel, now }: RecordRemindersProps) {
  const roleId = useSession((s) => s.user?.roleId);
  const allowed = hasRole(roleId, REMINDER_ROLES);
  const [open, setOpen] = useState(false);
  const q = useCallQuery(
    listRemindersCall,
    { matcher: { recordType, recordId }, perpage: 50, order: 1 },
    { enabled: allowed && !!recordId },
  );
  if (!allowed) return null;
  const rows = q.data?.data ?? [];
  return (
    <StyledBlock aria-label="Reminders">
      <header>
        <h2>Reminders</h2>
        <StyledButton type="button" onClick={() => setOpen(true)}>
          Set reminder
        </StyledButton>
      </header>
      {q.isError ? (
        <ErrorPanel
          title="Couldn’t load the reminders"
          message={errorMessage(q.error)}
          onRetry={() => void q.refetch()}
        />
      ) : null}
      {q.isSuccess && !rows.length ? <small>No reminders yet.</small> : null}
      {rows.length ? (
        <ul aria-label={`Reminders on ${recordLabel}`}>
          {rows.map((r) => (
            <li key={r.id}>
              <StatusBadge tone={STATUS_TONE[r.status]}>{REMINDER_STATUS_LABELS[r.status]}</StatusBadge>
              <strong>{r.title}</strong>
              <small>{whenOf(r)}</small>
              {r.recipientNames.length || r.recipientEmails.length ? (
                <small>To {[...r.recipientNames, ...r.recipientEmails].join(', ')}</small>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        <SetReminderDialog
          recordType={recordType}
          recordId={recordId}
          recordLabel={recordLabel}
          onClose={() => setOpen(false)}
          now={now}
        />
      ) : null}
    </StyledBlock>
  );
}
