import { useState } from 'react';
import { completeActivityCall } from 'shared/contract/petition';
import type { TCaseDetails } from 'shared/contract';
import { ACTIVITY_LABELS } from 'shared/domain/cases/activity-codes';
import type { ActivityCode } from 'shared/domain';
import { useApi } from 'shared/session';
import { errorMessage } from 'shared/ui/errors';
import { FormField, StyledTextArea } from 'shared/ui/form';
import { useCaseAction } from '../api/caseQueries';
import { ActionDialog } from './ActionDialog';

/** Marks a workflow step done, with an optional note for the history. */
export function CompleteActivityDialog({ c, code, onClose }: { c: TCaseDetails; code: ActivityCode; onClose: () => void }) {
  const api = useApi();
  const label = c.workflow.activities.find((a) => a.code === code)?.label ?? ACTIVITY_LABELS[code];
  const [note, setNote] = useState('');
  const action = useCaseAction(
    c.id,
    () => api.call(completeActivityCall, { petitionId: c.id, activityCode: code, ...(note.trim() ? { note: note.trim() } : {}) }),
    { success: `"${label}" completed.` },
  );
  return (
    <ActionDialog
      title={`Complete “${label}”`}
      submitLabel="Mark complete"
      busy={action.isPending}
      error={action.error ? errorMessage(action.error) : null}
      onClose={onClose}
      onSubmit={() => action.mutate(undefined, { onSuccess: onClose })}
    >
      <p style={{ margin: 0 }}>
        Case {c.caseNumber} moves on to the next step; the step’s watchers are notified.
      </p>
      <FormField label="Note (optional)" error={note.length > 2000 ? 'The note can be at most 2000 characters.' : undefined}>
        <StyledTextArea rows={3} value={note} onChange={(e) => setNote(e.target.value)} maxLength={2000} />
      </FormField>
    </ActionDialog>
  );
}
