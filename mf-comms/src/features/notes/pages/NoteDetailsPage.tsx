import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { LINKED_RECORD_LABELS, NOTE_MESSAGES, NOTE_VISIBILITIES, NOTE_VISIBILITY_LABELS, type TNoteDetails, type TNoteVisibility } from 'shared/contract';
import { formatDateTime } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { buildPath } from 'shared/routes';
import {
  DetailGrid,
  errorMessage,
  FormField,
  PageFrame,
  QueryState,
  StatusBadge,
  StyledActionBar,
  StyledButton,
  StyledCard,
  StyledFormActions,
  StyledSelect,
  StyledTextArea,
} from 'shared/ui';
import { HistoryList } from '../../records/HistoryList';
import { recordHref } from '../../records/recordLinks';
import { ReminderForm } from '../../reminders/components/ReminderForm';
import { useNote, useUpdateNote } from '../api/notesQueries';
import { visibilityLabel, visibilityTone } from '../components/noteText';

const VALUE_NAMES = Object.fromEntries(Object.entries(NOTE_VISIBILITY_LABELS).map(([k, v]) => [`visibility:${k}`, v]));

function NoteEditor({ note, onDone }: { note: TNoteDetails; onDone: () => void }) {
  const update = useUpdateNote();
  const [text, setText] = useState(note.text);
  const [visibility, setVisibility] = useState<TNoteVisibility>(note.visibility);
  const [error, setError] = useState<string>();
  const choices = NOTE_VISIBILITIES.filter((v) => v !== 'client' || note.record.type === 'case');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setError(NOTE_MESSAGES.text);
    setError(undefined);
    update.mutate({ id: note.id, text: text.trim(), visibility }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Edit note">
      <FormField label="Note" required error={error ?? (update.error ? errorMessage(update.error) : undefined)} span={6}>
        <StyledTextArea rows={6} value={text} onChange={(e) => setText(e.target.value)} maxLength={5000} />
      </FormField>
      <FormField label="Shared" span={3}>
        <StyledSelect value={visibility} onChange={(e) => setVisibility(e.target.value as TNoteVisibility)}>
          {choices.map((v) => (
            <option key={v} value={v}>
              {visibilityLabel(v)}
            </option>
          ))}
        </StyledSelect>
      </FormField>
      <StyledFormActions>
        <StyledButton type="button" onClick={onDone} disabled={update.isPending}>
          Cancel
        </StyledButton>
        <StyledButton type="submit" $variant="primary" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save note'}
        </StyledButton>
      </StyledFormActions>
    </form>
  );
}

/** /notes-details/:itemId: the note, its record, and its edit history; its author edits it. */
export default function NoteDetailsPage({ params }: PageProps) {
  const note = useNote(params.itemId ?? '');
  const [editing, setEditing] = useState(false);
  const [reminding, setReminding] = useState(false);
  return (
    <QueryState query={note} noun="note" frameTitle="Note Details" remote="mf-comms" backTo={{ href: buildPath('comms.notes'), label: 'Back to the notes' }}>
      {(n) => (
        <PageFrame
          title="Note Details"
          description={n.record.label ? `${LINKED_RECORD_LABELS[n.record.type]}: ${n.record.label}` : undefined}
          remote="mf-comms"
          actions={
            <StyledActionBar>
              {n.record.id ? (
                <StyledButton type="button" onClick={() => setReminding(true)}>
                  Set reminder
                </StyledButton>
              ) : null}
              {n.mine && !editing ? (
                <StyledButton type="button" $variant="primary" onClick={() => setEditing(true)}>
                  Edit
                </StyledButton>
              ) : null}
            </StyledActionBar>
          }
        >
          <StyledCard aria-label="Note">
            {editing ? (
              <NoteEditor note={n} onDone={() => setEditing(false)} />
            ) : (
              <DetailGrid
                items={[
                  { label: 'Note', value: <span style={{ whiteSpace: 'pre-wrap' }}>{n.text}</span> },
                  {
                    label: 'On',
                    value: n.record.id ? (
                      <Link to={recordHref(n.record.type, n.record.id)}>
                        {LINKED_RECORD_LABELS[n.record.type]}: {n.record.label}
                      </Link>
                    ) : null,
                  },
                  { label: 'Shared', value: <StatusBadge tone={visibilityTone(n.visibility)}>{visibilityLabel(n.visibility)}</StatusBadge> },
                  { label: 'Written by', value: `${n.createdByName ?? 'Someone'}, ${formatDateTime(n.createdAt)}` },
                  { label: 'Last edited', value: n.updatedAt ? `${n.updatedByName ?? 'Someone'}, ${formatDateTime(n.updatedAt)}` : null },
                ]}
              />
            )}
          </StyledCard>
          <StyledCard aria-label="Edit history">
            <h2>Edit history</h2>
            <HistoryList entries={n.history} fieldLabels={{ text: 'Text', visibility: 'Shared' }} valueNames={VALUE_NAMES} />
          </StyledCard>
          {reminding ? (
            <ReminderForm recordType={n.record.type} recordId={n.record.id} recordLabel={`${LINKED_RECORD_LABELS[n.record.type]}: ${n.record.label}`} onClose={() => setReminding(false)} />
          ) : null}
        </PageFrame>
      )}
    </QueryState>
  );
}
