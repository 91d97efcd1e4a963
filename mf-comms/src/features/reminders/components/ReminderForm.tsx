import { useMemo, useState, type FormEvent } from 'react';
import { REMINDER_MESSAGES, REMINDER_REPEAT_LABELS, REMINDER_REPEATS, type TReminderRecordType, type TReminderRepeat } from 'shared/contract';
import { usToIso } from 'shared/domain';
import { useApi } from 'shared/session';
import {
  AsyncSelect,
  DateInput,
  Dialog,
  errorMessage,
  FormField,
  StyledButton,
  StyledFormActions,
  StyledFormGrid,
  StyledInput,
  StyledSelect,
  StyledTextArea,
  type SelectOption,
} from 'shared/ui';
import { staffOptions } from '../../tasks/api/tasksQueries';
import { useSaveReminder } from '../api/remindersQueries';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ReminderFormProps {
  recordType: TReminderRecordType | null;
  recordId: string | null;
  /** What the reminder is about, shown in the dialog. */
  recordLabel?: string;
  onClose: () => void;
}

/** Set a reminder: date and time in the user's time zone (the client adds it), repeat, recipients. */
export function ReminderForm({ recordType, recordId, recordLabel, onClose }: ReminderFormProps) {
  const api = useApi();
  const save = useSaveReminder();
  const [title, setTitle] = useState('');
  const [note, setNote] = useState('');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('09:00');
  const [repeat, setRepeat] = useState<TReminderRepeat>('none');
  const [users, setUsers] = useState<SelectOption[]>([]);
  const [picking, setPicking] = useState<SelectOption | null>(null);
  const [emails, setEmails] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const loadStaff = useMemo(() => staffOptions(api), [api]);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const iso = usToIso(date);
    const list = emails.split(/[\s,;]+/).map((x) => x.trim().toLowerCase()).filter(Boolean);
    const next = {
      title: title.trim() ? undefined : REMINDER_MESSAGES.title,
      date: iso ? undefined : 'Please enter a valid date (MM/DD/YYYY).',
      time: TIME.test(time) ? undefined : 'Expected a time as HH:mm',
      emails: list.every((x) => EMAIL.test(x)) ? undefined : 'The Email field must be a valid email',
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    save.mutate(
      { title: title.trim(), note: note.trim(), date: iso!, time, repeat, recordType, recordId, recipientUserIds: users.map((u) => u.value), recipientEmails: list },
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
                <StyledButton type="button" onClick={() => setUsers(users.filter((x) => x.value !== u.value))} aria-label={`Remove ${u.label}`}>
                  Remove
                </StyledButton>
              </li>
            ))}
          </ul>
        ) : null}
        <FormField label="Clients to e-mail" error={errors.emails} hint="E-mail addresses, separated by commas" span={6}>
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
