import { useCallback, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  PRODUCT_SUPPORT_NAME,
  TICKET_AUDIENCE_LABELS,
  TICKET_PRIORITIES,
  TICKET_SUBJECT_MAX,
  TICKET_TEXT_MAX,
  TICKET_TYPE_LABELS,
  TICKET_TYPES,
  type TicketPriority,
  type TicketStatus,
  type TicketType,
  type TSupportTicketDetailsResult,
} from 'shared/contract';
import { formatDateTime } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { buildPath } from 'shared/routes';
import {
  ConfirmDialog,
  DetailGrid,
  errorMessage,
  FormField,
  Loading,
  PageFrame,
  QueryState,
  StatusBadge,
  StyledButton,
  StyledCard,
  StyledFormActions,
  StyledFormGrid,
  StyledInput,
  StyledSelect,
  StyledTextArea,
} from 'shared/ui';
import { useAddTicketComment, useAssignTicket, useTicket, useTicketComments, useTicketRealtime, useUpdateTicket } from '../api/ticketsQueries';
import { TicketFiles, useTicketUploads } from '../components/TicketAttachments';
import { priorityLabel, priorityTone, statusLabel, statusTone } from '../components/ticketText';

const StyledThread = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  li {
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: ${({ theme }) => theme.space(3)};
  }
  li[data-side='receiver'] {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  header {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    font-size: 13px;
    color: ${({ theme }) => theme.color.textMuted};
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  p {
    white-space: pre-wrap;
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Status, priority, type and assignee, for the receiving side (statuses also for the requester: close, reopen). */
function ManageTicket({ t }: { t: TSupportTicketDetailsResult }) {
  const update = useUpdateTicket();
  const assign = useAssignTicket();
  const [status, setStatus] = useState<TicketStatus>(t.status);
  const [priority, setPriority] = useState<TicketPriority>(t.priority);
  const [type, setType] = useState<TicketType>(t.type);
  const [assignee, setAssignee] = useState(t.assignedTo?.id ?? '');
  const dirty = status !== t.status || priority !== t.priority || type !== t.type;
  const save = (e: FormEvent) => {
    e.preventDefault();
    if (dirty)
      update.mutate({
        ticketId: t.id,
        ...(status !== t.status ? { status } : {}),
        ...(priority !== t.priority ? { priority } : {}),
        ...(type !== t.type ? { type } : {}),
      });
    if (t.can.assign && assignee !== (t.assignedTo?.id ?? '')) assign.mutate({ ticketId: t.id, assigneeId: assignee || null });
  };
  const busy = update.isPending || assign.isPending;
  return (
    <form onSubmit={save} aria-label="Manage ticket" noValidate>
      <StyledFormGrid>
        <FormField label="Status" span={3}>
          <StyledSelect value={status} onChange={(e) => setStatus(e.target.value as TicketStatus)}>
            {[...new Set([t.status, ...t.can.statuses])].map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </StyledSelect>
        </FormField>
        <FormField label="Priority" span={3}>
          <StyledSelect value={priority} onChange={(e) => setPriority(e.target.value as TicketPriority)}>
            {TICKET_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {priorityLabel(p)}
              </option>
            ))}
          </StyledSelect>
        </FormField>
        <FormField label="Type" span={3}>
          <StyledSelect value={type} onChange={(e) => setType(e.target.value as TicketType)}>
            {TICKET_TYPES.map((x) => (
              <option key={x} value={x}>
                {TICKET_TYPE_LABELS[x]}
              </option>
            ))}
          </StyledSelect>
        </FormField>
        {t.can.assign ? (
          <FormField label="Assigned to" span={3}>
            <StyledSelect value={assignee} onChange={(e) => setAssignee(e.target.value)}>
              <option value="">Unassigned</option>
              {t.assignees.map((u) => (
                <option key={u.id} value={u.id}>
                  {u.name}
                </option>
              ))}
            </StyledSelect>
          </FormField>
        ) : null}
      </StyledFormGrid>
      <StyledFormActions>
        <StyledButton type="submit" $variant="primary" disabled={busy || (!dirty && assignee === (t.assignedTo?.id ?? ''))}>
          {busy ? 'Saving…' : 'Save changes'}
        </StyledButton>
      </StyledFormActions>
    </form>
  );
}

/** The requester edits the subject and description while the ticket is open. */
function EditTicket({ t, onDone }: { t: TSupportTicketDetailsResult; onDone: () => void }) {
  const update = useUpdateTicket();
  const [subject, setSubject] = useState(t.subject);
  const [description, setDescription] = useState(t.description);
  const [errors, setErrors] = useState<{ subject?: string; description?: string }>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = { subject: subject.trim() ? undefined : 'Please fill Subject .', description: description.trim() ? undefined : 'Please fill Description .' };
    setErrors(next);
    if (next.subject || next.description) return;
    update.mutate({ ticketId: t.id, subject: subject.trim(), description: description.trim() }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} aria-label="Edit ticket" noValidate>
      <StyledFormGrid>
        <FormField label="Subject" required error={errors.subject} span={6}>
          <StyledInput value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={TICKET_SUBJECT_MAX} />
        </FormField>
        <FormField label="Description" required error={errors.description} span={6}>
          <StyledTextArea rows={6} value={description} onChange={(e) => setDescription(e.target.value)} maxLength={TICKET_TEXT_MAX} />
        </FormField>
      </StyledFormGrid>
      <StyledFormActions>
        <StyledButton type="button" onClick={onDone} disabled={update.isPending}>
          Cancel
        </StyledButton>
        <StyledButton type="submit" $variant="primary" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save ticket'}
        </StyledButton>
      </StyledFormActions>
    </form>
  );
}

/** The requester closes (after confirming) or reopens the ticket. */
function RequesterActions({ t }: { t: TSupportTicketDetailsResult }) {
  const update = useUpdateTicket();
  const [confirm, setConfirm] = useState(false);
  if (t.can.statuses.includes('open'))
    return (
      <StyledButton type="button" onClick={() => update.mutate({ ticketId: t.id, status: 'open' })} disabled={update.isPending}>
        Reopen ticket
      </StyledButton>
    );
  if (!t.can.statuses.includes('closed')) return null;
  return (
    <>
      <StyledButton type="button" $variant="danger" onClick={() => setConfirm(true)}>
        Close ticket
      </StyledButton>
      {confirm ? (
        <ConfirmDialog
          title="Close this ticket?"
          message="Nobody will work on it once it is closed. You can reopen it later."
          confirmLabel="Close ticket"
          busy={update.isPending}
          onCancel={() => setConfirm(false)}
          onConfirm={() => update.mutate({ ticketId: t.id, status: 'closed' }, { onSettled: () => setConfirm(false) })}
        />
      ) : null}
    </>
  );
}

function Comments({ t }: { t: TSupportTicketDetailsResult }) {
  const comments = useTicketComments(t.id);
  const add = useAddTicketComment();
  const files = useTicketUploads();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setError('Please fill Comment .');
    setError(undefined);
    add.mutate(
      { ticketId: t.id, text: text.trim(), fileKeys: files.keys },
      {
        onSuccess: () => {
          setText('');
          files.reset();
        },
      },
    );
  };
  return (
    <StyledCard aria-label="Comments">
      <h2>Comments</h2>
      {comments.isPending ? (
        <Loading label="Loading the comments…" />
      ) : comments.isError ? (
        <p role="alert">{errorMessage(comments.error)}</p>
      ) : comments.data.data.length === 0 ? (
        <p>No comments yet.</p>
      ) : (
        <StyledThread>
          {comments.data.data.map((c) => (
            <li key={c.id} data-side={c.side}>
              <header>
                <strong>{c.createdBy.name}</strong>
                <span>{c.side === 'receiver' ? (t.audience === 'operator' ? PRODUCT_SUPPORT_NAME : 'Firm') : 'Requester'}</span>
                <time dateTime={c.createdAt}>{formatDateTime(c.createdAt)}</time>
              </header>
              <p>{c.text}</p>
              <TicketFiles files={c.attachments} label={`Files of ${c.createdBy.name}’s comment`} />
            </li>
          ))}
        </StyledThread>
      )}
      {t.can.comment ? (
        <form onSubmit={submit} aria-label="Add a comment" noValidate>
          <FormField label="Comment" required error={error ?? (add.error ? errorMessage(add.error) : undefined)} span={6}>
            <StyledTextArea rows={4} value={text} onChange={(e) => setText(e.target.value)} maxLength={TICKET_TEXT_MAX} />
          </FormField>
          <TicketFiles upload={files} label="Attach files to the comment" />
          <StyledFormActions>
            <StyledButton type="submit" $variant="primary" disabled={add.isPending || files.busy}>
              {add.isPending ? 'Sending…' : 'Add comment'}
            </StyledButton>
          </StyledFormActions>
        </form>
      ) : t.status === 'closed' ? (
        <p>The ticket is closed; reopen it to add a comment.</p>
      ) : null}
    </StyledCard>
  );
}

/** /ticket-details/:itemId: the ticket, its files, its thread; status, priority and assignee for who may. */
/** What the page says when someone else changed the ticket while it was open (it re-reads at once). */
const LIVE_CHANGE_TEXT: Record<string, string> = {
  comment: 'A new comment arrived.',
  status: 'The status of this ticket changed.',
  assigned: 'This ticket was assigned.',
  updated: 'This ticket was updated.',
};

export default function TicketDetailsPage({ params }: PageProps) {
  const ticket = useTicket(params.itemId ?? '');
  const [editing, setEditing] = useState(false);
  const [live, setLive] = useState('');
  // Someone else's comment, status change or assignment shows without a reload.
  useTicketRealtime(
    params.itemId,
    useCallback((change: string) => setLive(LIVE_CHANGE_TEXT[change] ?? LIVE_CHANGE_TEXT.updated!), []),
  );
  return (
    <QueryState query={ticket} noun="ticket" frameTitle="Ticket Details" remote="mf-comms" backTo={{ href: buildPath('comms.supportTickets'), label: 'Back to the tickets' }}>
      {(t) => (
        <PageFrame title={`#${t.number} ${t.subject}`} description={TICKET_AUDIENCE_LABELS[t.audience]} remote="mf-comms" actions={<RequesterActions t={t} />}>
          <p role="status" aria-live="polite">
            {live}
          </p>
          <StyledCard aria-label="Ticket">
            {editing && t.can.edit ? (
              <EditTicket t={t} onDone={() => setEditing(false)} />
            ) : t.can.edit ? (
              <StyledButton type="button" onClick={() => setEditing(true)}>
                Edit ticket
              </StyledButton>
            ) : null}
            <StyledBadges>
              <StatusBadge tone={statusTone(t.status)}>{statusLabel(t.status)}</StatusBadge>
              <StatusBadge tone={priorityTone(t.priority)}>{`${priorityLabel(t.priority)} priority`}</StatusBadge>
            </StyledBadges>
            <DetailGrid
              items={[
                { label: 'Description', value: <span style={{ whiteSpace: 'pre-wrap' }}>{t.description}</span> },
                { label: 'Type', value: TICKET_TYPE_LABELS[t.type] },
                { label: 'Firm', value: t.tenant.name },
                { label: 'Opened by', value: `${t.createdBy.name}, ${formatDateTime(t.createdAt)}` },
                { label: 'Assigned to', value: t.assignedTo?.name ?? 'Unassigned' },
                { label: 'Last activity', value: formatDateTime(t.updatedAt) },
              ]}
            />
            <TicketFiles files={t.attachments} label="Ticket attachments" />
          </StyledCard>
          {t.can.manage ? (
            <StyledCard aria-label="Work the ticket">
              <h2>Work the ticket</h2>
              <ManageTicket key={`${t.status}-${t.priority}-${t.type}-${t.assignedTo?.id ?? ''}`} t={t} />
            </StyledCard>
          ) : null}
          <Comments t={t} />
        </PageFrame>
      )}
    </QueryState>
  );
}
