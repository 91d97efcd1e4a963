import { useState } from 'react';
import { assignARoleCall } from 'shared/contract/petition';
import type { TCaseAssignmentField, TCaseDetails } from 'shared/contract';
import { useApi } from 'shared/session';
import { errorMessage } from 'shared/ui/errors';
import { FormField, StyledSelect } from 'shared/ui/form';
import { useCaseAction } from '../api/caseQueries';
import { usePreparers } from '../api/casePanelQueries';
import { ASSIGNMENT_SLOTS } from '../utils/caseRules';
import { ActionDialog } from './ActionDialog';

export const ASSIGN_REQUIRED = (label: string) => `Please select the ${label.toLowerCase()}.`;

/** Assign (or change) the attorney, paralegal, supervisor or documentation staff of a case. */
export function AssignDialog({ c, field, onClose }: { c: TCaseDetails; field: TCaseAssignmentField; onClose: () => void }) {
  const api = useApi();
  const slot = ASSIGNMENT_SLOTS.find((s) => s.field === field) ?? ASSIGNMENT_SLOTS[0]!;
  const users = usePreparers(slot.roleId);
  const [userId, setUserId] = useState(c[field]?.id ?? '');
  const [touched, setTouched] = useState(false);
  const action = useCaseAction(c.id, (id: string) => api.call(assignARoleCall, { petitionId: c.id, field, userId: id }), {
    success: `${slot.label} assigned.`,
  });
  const missing = touched && !userId ? ASSIGN_REQUIRED(slot.label) : undefined;
  const options = users.data?.data ?? [];
  return (
    <ActionDialog
      title={`Assign ${slot.label.toLowerCase()}`}
      submitLabel="Assign"
      busy={action.isPending}
      error={action.error ? errorMessage(action.error) : null}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true);
        if (userId) action.mutate(userId, { onSuccess: onClose });
      }}
    >
      <FormField
        label={slot.label}
        required
        error={missing}
        hint={users.isLoading ? 'Loading staff…' : users.isError ? 'Couldn’t load the staff list.' : options.length === 0 ? `No active ${slot.label.toLowerCase()} in this account.` : undefined}
      >
        <StyledSelect value={userId} onChange={(e) => setUserId(e.target.value)} data-autofocus>
          <option value="">Select…</option>
          {options.map((u) => (
            <option key={u.id} value={u.id}>
              {u.name} ({u.email})
            </option>
          ))}
        </StyledSelect>
      </FormField>
    </ActionDialog>
  );
}
