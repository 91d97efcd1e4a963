import { useMemo, useState, type FormEvent } from 'react';
import { createNoteCall, listNotesCall, NOTE_MESSAGES, NOTE_VISIBILITIES, petitionNoteListCall, type TNoteDetails, type TNoteVisibility } from 'shared/contract';
import { useCallMutation } from 'shared/query';
import { useApi } from 'shared/session';
import { AsyncSelect, Dialog, errorMessage, FormField, StyledButton, StyledFormActions, StyledSelect, StyledTextArea, type SelectOption } from 'shared/ui';
import { parseRecordValue, recordOptions } from '../../records/recordLinks';
import { visibilityLabel } from './noteText';

/** A new note on a case, a beneficiary or a petitioner, private or shared. */
export function NoteForm({ onClose, onSaved }: { onClose: () => void; onSaved: (note: TNoteDetails) => void }) {
  const api = useApi();
  const create = useCallMutation(createNoteCall, { invalidates: [listNotesCall, petitionNoteListCall], successToast: 'Note added.' });
  const [record, setRecord] = useState<SelectOption | null>(null);
  const [text, setText] = useState('');
  const [visibility, setVisibility] = useState<TNoteVisibility>('team');
  const [errors, setErrors] = useState<{ record?: string; text?: string }>({});
  const loadRecords = useMemo(() => recordOptions(api, ['case', 'beneficiary', 'petitioner']), [api]);
  const link = record ? parseRecordValue(record.value) : null;
  const choices = NOTE_VISIBILITIES.filter((v) => v !== 'client' || !link || link.type === 'case');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = { record: link ? undefined : NOTE_MESSAGES.record, text: text.trim() ? undefined : NOTE_MESSAGES.text };
    setErrors(next);
    if (next.record || next.text || !link) return;
    const shared = visibility === 'client' && link.type !== 'case' ? 'team' : visibility;
    create.mutate({ recordType: link.type, recordId: link.id, text: text.trim(), visibility: shared }, { onSuccess: onSaved });
  };

  return (
    <Dialog title="New note" onClose={onClose} width="640px" locked={create.isPending}>
      <form onSubmit={submit} noValidate aria-label="New note">
        <AsyncSelect label="About" required loadOptions={loadRecords} value={record} onChange={setRecord} error={errors.record} placeholder="Case number, beneficiary or petitioner…" />
        <FormField label="Note" required error={errors.text} span={6}>
          <StyledTextArea rows={5} value={text} onChange={(e) => setText(e.target.value)} maxLength={5000} />
        </FormField>
        <FormField label="Who sees it" span={3}>
          <StyledSelect value={visibility} onChange={(e) => setVisibility(e.target.value as TNoteVisibility)}>
            {choices.map((v) => (
              <option key={v} value={v}>
                {visibilityLabel(v)}
              </option>
            ))}
          </StyledSelect>
        </FormField>
        {create.error ? <p role="alert">{errorMessage(create.error)}</p> : null}
        <StyledFormActions>
          <StyledButton type="button" onClick={onClose} disabled={create.isPending}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" $variant="primary" disabled={create.isPending}>
            {create.isPending ? 'Saving…' : 'Add note'}
          </StyledButton>
        </StyledFormActions>
      </form>
    </Dialog>
  );
}
