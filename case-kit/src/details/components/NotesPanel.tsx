import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { NOTE_VISIBILITY_LABELS, petitionNoteAddCall } from 'shared/contract/notes';
import type { TCaseNote, TNoteVisibility } from 'shared/contract';
import { formatDateTime } from 'shared/domain/format';
import { useCallMutation } from 'shared/query';
import { buildPath } from 'shared/routes';
import { useToast } from 'shared/session';
import { ErrorPanel, Loading, StyledButton, StyledCard } from 'shared/ui-core';
import { errorMessage } from 'shared/ui/errors';
import { FormField, StyledCheckboxLabel, StyledSelect, StyledTextArea } from 'shared/ui/form';
import { EmptyState, StatusBadge } from 'shared/ui/widgets';
import { caseKeys } from '../api/caseKeys';
import { useCaseNotes } from '../api/casePanelQueries';
import { DETAIL_MESSAGES } from '../utils/messages';

const StyledThread = styled.ol`
  list-style: none;
  margin: ${({ theme }) => `${theme.space(4)} 0 0`};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  li {
    border-left: 3px solid ${({ theme }) => theme.color.border};
    padding-left: ${({ theme }) => theme.space(3)};
  }
  p {
    margin: ${({ theme }) => `${theme.space(1)} 0 0`};
    white-space: pre-wrap;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledComposer = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;
  & > div {
    width: 100%;
  }
`;

export interface NotesPanelProps {
  petitionId: string;
  /** Law-firm staff may write internal notes. */
  isStaff: boolean;
  /** 'notes': every note the user may see, internal ones marked; 'communication': the thread shared with the client. */
  mode: 'notes' | 'communication';
}

/** A case's notes: the thread and a composer. The communication mode keeps to the notes shared with the client. */
export function NotesPanel({ petitionId, isStaff, mode }: NotesPanelProps) {
  const toast = useToast();
  const notes = useCaseNotes(petitionId);
  const [text, setText] = useState('');
  const [internal, setInternal] = useState(mode === 'notes' && isStaff);
  /** Staff on the Notes tab choose who sees the note: only them, the team, or also the client. */
  const [visibility, setVisibility] = useState<TNoteVisibility>('team');
  const [error, setError] = useState<string | undefined>();
  const add = useCallMutation(petitionNoteAddCall, {
    onSuccess: () => {
      setText('');
      toast.success(mode === 'communication' ? 'Message sent.' : 'Note added.');
    },
    invalidates: [caseKeys.notes(petitionId)],
  });
  const rows: TCaseNote[] = (notes.data?.data ?? []).filter((n) => mode === 'notes' || !n.internal);
  const label = mode === 'communication' ? 'Message' : 'Note';
  return (
    <StyledCard aria-label={mode === 'communication' ? 'Communication' : 'Notes'}>
      <StyledComposer
        onSubmit={(e) => {
          e.preventDefault();
          if (!text.trim()) return setError(DETAIL_MESSAGES.noteRequired);
          setError(undefined);
          if (isStaff && mode === 'notes') add.mutate({ petitionId, text: text.trim(), internal: visibility !== 'client', private: visibility === 'private' });
          else add.mutate({ petitionId, text: text.trim(), internal: isStaff ? internal : false });
        }}
        noValidate
      >
        <FormField label={mode === 'communication' ? 'Message to the client and the case team' : 'New note'} error={error ?? (add.error ? errorMessage(add.error) : undefined)}>
          <StyledTextArea rows={3} value={text} onChange={(e) => setText(e.target.value)} maxLength={5000} />
        </FormField>
        {isStaff && mode === 'notes' ? (
          <FormField label="Who sees it">
            <StyledSelect value={visibility} onChange={(e) => setVisibility(e.target.value as TNoteVisibility)}>
              {(['private', 'team', 'client'] as const).map((v) => (
                <option key={v} value={v}>
                  {NOTE_VISIBILITY_LABELS[v]}
                </option>
              ))}
            </StyledSelect>
          </FormField>
        ) : null}
        {isStaff && mode === 'communication' ? (
          <StyledCheckboxLabel>
            <input type="checkbox" checked={internal} onChange={(e) => setInternal(e.target.checked)} /> Internal (staff only)
          </StyledCheckboxLabel>
        ) : null}
        <StyledButton type="submit" $variant="primary" disabled={add.isPending}>
          {add.isPending ? 'Sending…' : mode === 'communication' ? 'Send message' : 'Add note'}
        </StyledButton>
      </StyledComposer>
      {notes.isLoading ? <Loading label="Loading notes…" /> : null}
      {notes.isError ? <ErrorPanel title="Couldn’t load the notes" message={errorMessage(notes.error)} onRetry={() => void notes.refetch()} /> : null}
      {notes.data && rows.length === 0 ? (
        <EmptyState
          level={3}
          title={mode === 'communication' ? 'No messages yet' : 'No notes yet'}
          description={mode === 'communication' ? 'Messages shared with the petitioner and the beneficiary show here.' : 'Notes about this case show here.'}
        />
      ) : null}
      {rows.length > 0 ? (
        <StyledThread aria-label={`${label}s`}>
          {rows.map((n) => (
            <li key={n.id}>
              <small>
                {n.createdByName ?? 'Someone'}, {formatDateTime(n.createdAt)}
              </small>{' '}
              {mode === 'notes' && n.private ? <StatusBadge tone="neutral">Private</StatusBadge> : null}
              {mode === 'notes' && n.internal && !n.private ? <StatusBadge tone="warning">Internal</StatusBadge> : null}
              {mode === 'notes' && n.updatedAt ? <small> · edited</small> : null}
              <p>{n.text}</p>
              {mode === 'notes' && isStaff ? <Link to={buildPath('comms.noteDetails', { itemId: n.id })}>Details and history</Link> : null}
            </li>
          ))}
        </StyledThread>
      ) : null}
    </StyledCard>
  );
}
