import { useMemo, useState, type FormEvent } from 'react';
import {
  TASK_MESSAGES,
  TASK_PRIORITIES,
  TASK_STATUSES,
  type TTaskDetails,
  type TTaskPriority,
  type TTaskStatus,
} from 'shared/contract';
import { isoToUs, usToIso } from 'shared/domain';
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
import { parseRecordValue, recordOptions } from '../../records/recordLinks';
import { staffOptions, useCreateTask, useUpdateTask } from '../api/tasksQueries';
import { priorityLabel, statusLabel } from './taskText';

export interface TaskFormProps {
  /** The task to edit, or null for a new one. */
  task: TTaskDetails | null;
  /** A new task's record, when created from one (e.g. a case). */
  initialRecord?: SelectOption | null;
  onClose: () => void;
  onSaved: (task: TTaskDetails) => void;
}

const linkOption = (t: TTaskDetails | null): SelectOption | null => (t?.link ? { value: `${t.link.type}:${t.link.id}`, label: t.link.label } : null);

/** New task / edit task, in a dialog. */
export function TaskForm({ task, initialRecord = null, onClose, onSaved }: TaskFormProps) {
  const api = useApi();
  const create = useCreateTask();
  const update = useUpdateTask();
  const mutation = task ? update : create;
  const [title, setTitle] = useState(task?.title ?? '');
  const [description, setDescription] = useState(task?.description ?? '');
  const [assignee, setAssignee] = useState<SelectOption | null>(task?.assigneeId ? { value: task.assigneeId, label: task.assigneeName ?? '' } : null);
  const [due, setDue] = useState(isoToUs(task?.dueDate));
  const [priority, setPriority] = useState<TTaskPriority>(task?.priority ?? 'medium');
  const [status, setStatus] = useState<TTaskStatus>(task?.status ?? 'open');
  const [record, setRecord] = useState<SelectOption | null>(task ? linkOption(task) : initialRecord);
  const [errors, setErrors] = useState<{ title?: string; due?: string }>({});
  const loadStaff = useMemo(() => staffOptions(api), [api]);
  const loadRecords = useMemo(() => recordOptions(api, ['case', 'beneficiary', 'petitioner']), [api]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const dueDate = due.trim() ? usToIso(due) : null;
    const next = { title: title.trim() ? undefined : TASK_MESSAGES.title, due: due.trim() && !dueDate ? 'Please enter a valid date (MM/DD/YYYY).' : undefined };
    setErrors(next);
    if (next.title || next.due) return;
    const link = record ? parseRecordValue(record.value) : null;
    const fields = {
      title: title.trim(),
      description: description.trim(),
      assigneeId: assignee?.value ?? null,
      dueDate,
      priority,
      status,
      recordType: link?.type ?? null,
      recordId: link?.id ?? null,
    };
    if (task) update.mutate({ id: task.id, ...fields }, { onSuccess: onSaved });
    else create.mutate(fields, { onSuccess: onSaved });
  };

  return (
    <Dialog title={task ? 'Edit task' : 'New task'} onClose={onClose} width="720px" locked={mutation.isPending}>
      <form onSubmit={submit} noValidate aria-label={task ? 'Edit task' : 'New task'}>
        <StyledFormGrid>
          <FormField label="Title" required error={errors.title} span={6}>
            <StyledInput value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
          </FormField>
          <FormField label="Description" span={6}>
            <StyledTextArea rows={3} value={description} onChange={(e) => setDescription(e.target.value)} maxLength={5000} />
          </FormField>
          <FormField label="Priority" span={2}>
            <StyledSelect value={priority} onChange={(e) => setPriority(e.target.value as TTaskPriority)}>
              {TASK_PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {priorityLabel(p)}
                </option>
              ))}
            </StyledSelect>
          </FormField>
          <FormField label="Status" span={2}>
            <StyledSelect value={status} onChange={(e) => setStatus(e.target.value as TTaskStatus)}>
              {TASK_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {statusLabel(s)}
                </option>
              ))}
            </StyledSelect>
          </FormField>
          <FormField label="Due date" error={errors.due} span={2}>
            <DateInput value={due} onChange={(e) => setDue(e.target.value)} />
          </FormField>
        </StyledFormGrid>
        <AsyncSelect label="Assignee" loadOptions={loadStaff} value={assignee} onChange={setAssignee} placeholder="Type a name…" />
        <AsyncSelect
          label="Linked record"
          loadOptions={loadRecords}
          value={record}
          onChange={setRecord}
          placeholder="Case number, beneficiary or petitioner…"
          noOptionsText="No case, beneficiary or petitioner matches"
        />
        {mutation.error ? <p role="alert">{errorMessage(mutation.error)}</p> : null}
        <StyledFormActions>
          <StyledButton type="button" onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" $variant="primary" disabled={mutation.isPending}>
            {mutation.isPending ? 'Saving…' : task ? 'Save task' : 'Create task'}
          </StyledButton>
        </StyledFormActions>
      </form>
    </Dialog>
  );
}
