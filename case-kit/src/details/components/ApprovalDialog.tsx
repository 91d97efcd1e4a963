import { useState } from 'react';
import { manageApprovalProcessCall } from 'shared/contract/petition';
import type { TCaseDetails } from 'shared/contract';
import { useApi } from 'shared/session';
import { errorMessage } from 'shared/ui/errors';
import { FormField, StyledSelect, StyledTextArea } from 'shared/ui/form';
import { useCaseAction } from '../api/caseQueries';
import { ActionDialog } from './ActionDialog';

/** Admin approval of a case (SPEC §4): approve or decline, with an optional note for the staff. */
export function ApprovalDialog({ c, onClose }: { c: TCaseDetails; onClose: () => void }) {
  const api = useApi();
  const [decision, setDecision] = useState<'approve' | 'reject'>('approve');
  const [note, setNote] = useState('');
  const action = useCaseAction(
    c.id,
    () => api.call(manageApprovalProcessCall, { petitionId: c.id, decision, ...(note.trim() ? { note: note.trim() } : {}) }),
    { success: decision === 'approve' ? 'Case approved.' : 'Case approval declined.' },
  );
  return (
    <ActionDialog
      title="Admin approval"
      submitLabel={decision === 'approve' ? 'Approve case' : 'Decline'}
      busy={action.isPending}
      error={action.error ? errorMessage(action.error) : null}
      onClose={onClose}
      onSubmit={() => action.mutate(undefined, { onSuccess: onClose })}
    >
      <FormField label="Decision" required>
        <StyledSelect value={decision} onChange={(e) => setDecision(e.target.value === 'reject' ? 'reject' : 'approve')} data-autofocus>
          <option value="approve">Approve</option>
          <option value="reject">Decline</option>
        </StyledSelect>
      </FormField>
      <FormField label="Note (optional)" hint="The attorney and paralegal are notified.">
        <StyledTextArea rows={3} value={note} onChange={(e) => setNote(e.target.value)} maxLength={2000} />
      </FormField>
    </ActionDialog>
  );
}
