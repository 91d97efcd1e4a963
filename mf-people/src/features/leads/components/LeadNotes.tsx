import { useState } from 'react';
import styled from 'styled-components';
import type { TLead } from 'shared/contract';
import { formatDateTime } from 'shared/domain';
import { EmptyState, StyledButton, StyledTextArea } from 'shared/ui';
import { useLeadMutations } from '../hooks/useLeadMutations';

const StyledNotes = styled.ol`
  list-style: none;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  li {
    padding: ${({ theme }) => `${theme.space(3)} 0`};
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    white-space: pre-line;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledAdd = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: end;
`;

/** Notes on a lead, newest first; Ctrl/Cmd+Enter adds one. */
export function LeadNotes({ lead, canAdd }: { lead: TLead; canAdd: boolean }) {
  const { addNote } = useLeadMutations();
  const [text, setText] = useState('');
  const submit = () => {
    if (text.trim() === '') return;
    addNote.mutate({ leadId: lead.id, text: text.trim() }, { onSuccess: () => setText('') });
  };
  const notes = [...lead.notes].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <>
      {canAdd ? (
        <StyledAdd
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <StyledTextArea
            aria-label="New note"
            rows={3}
            placeholder="What happened? Call, e-mail, consultation…"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) submit();
            }}
          />
          <StyledButton type="submit" disabled={text.trim() === '' || addNote.isPending}>
            {addNote.isPending ? 'Adding…' : 'Add note'}
          </StyledButton>
        </StyledAdd>
      ) : null}
      {notes.length === 0 ? (
        <EmptyState level={3} title="No notes yet" />
      ) : (
        <StyledNotes aria-label="Notes">
          {notes.map((n) => (
            <li key={n.id}>
              <p>{n.text}</p>
              <small>
                {n.createdByName ?? 'Someone'} · {formatDateTime(n.createdAt)}
              </small>
            </li>
          ))}
        </StyledNotes>
      )}
    </>
  );
}
