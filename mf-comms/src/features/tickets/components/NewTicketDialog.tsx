import { useState, type FormEvent } from 'react';
import {
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_SUBJECT_MAX,
  TICKET_TEXT_MAX,
  TICKET_TYPE_LABELS,
  TICKET_TYPES,
  type TicketPriority,
  type TicketType,
  type TSupportTicketDetails,
} from 'shared/contract';
import { Dialog, errorMessage, FormField, StyledButton, StyledFormActions, StyledFormGrid, StyledInput, StyledSelect, StyledTextArea } from 'shared/ui';
import { useCreateTicket } from '../api/ticketsQueries';
import { TicketFiles, useTicketUploads } from './TicketAttachments';

/** "New ticket": a client's goes to the firm, a staff member's to product support (the server decides by role). */
export function NewTicketDialog({ toOperator, onClose, onSaved }: { toOperator: boolean; onClose: () => void; onSaved: (t: TSupportTicketDetails) => void }) {
  const create = useCreateTicket();
  const files = useTicketUploads();
  const [subject, setSubject] = useState('');
  const [description, setDescription] = useState('');
  const [priority, setPriority] = useState<TicketPriority>('normal');
  const [type, setType] = useState<TicketType>('question');
  const [errors, setErrors] = useState<{ subject?: string; description?: string }>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = { subject: subject.trim() ? undefined : 'Please fill Subject .', description: description.trim() ? undefined : 'Please fill Description .' };
    setErrors(next);
    if (next.subject || next.description) return;
    create.mutate({ subject: subject.trim(), description: description.trim(), priority, type, fileKeys: files.keys }, { onSuccess: onSaved });
  };

  return (
    <Dialog title="New ticket" onClose={onClose} width="640px" locked={create.isPending}>
      <form onSubmit={submit} noValidate aria-label="New ticket">
        <p>{toOperator ? 'Your ticket goes to product support, the team behind this software; your colleagues can follow it.' : 'Your ticket goes to the firm’s team.'}</p>
        <StyledFormGrid>
          <FormField label="Subject" required error={errors.subject} span={6}>
            <StyledInput value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={TICKET_SUBJECT_MAX} />
          </FormField>
          <FormField label="Type" span={3}>
            <StyledSelect value={type} onChange={(e) => setType(e.target.value as TicketType)}>
              {TICKET_TYPES.map((t) => (
                <option key={t} value={t}>
                  {TICKET_TYPE_LABELS[t]}
                </option>
              ))}
            </StyledSelect>
          </FormField>
          <FormField label="Priority" span={3}>
            <StyledSelect value={priority} onChange={(e) => setPriority(e.target.value as TicketPriority)}>
              {TICKET_PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {TICKET_PRIORITY_LABELS[p]}
                </option>
              ))}
            </StyledSelect>
          </FormField>
          <FormField label="Description" required error={errors.description ?? (create.error ? errorMessage(create.error) : undefined)} span={6}>
            <StyledTextArea rows={6} value={description} onChange={(e) => setDescription(e.target.value)} maxLength={TICKET_TEXT_MAX} />
          </FormField>
        </StyledFormGrid>
        <TicketFiles upload={files} label="Attach files to the ticket" />
        <StyledFormActions>
          <StyledButton type="button" onClick={onClose} disabled={create.isPending}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" $variant="primary" disabled={create.isPending || files.busy}>
            {create.isPending ? 'Opening…' : 'Open ticket'}
          </StyledButton>
        </StyledFormActions>
      </form>
    </Dialog>
  );
}
