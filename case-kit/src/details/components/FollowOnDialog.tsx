import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createFollowOnCall } from 'shared/contract/petition';
import type { TCaseDetails } from 'shared/contract';
import type { FollowOnAction } from 'shared/domain';
import { useCaseTypeNames } from 'shared/query';
import { buildPath } from 'shared/routes';
import { useApi } from 'shared/session';
import { errorMessage } from 'shared/ui/errors';
import { FormField, StyledSelect } from 'shared/ui/form';
import { useCaseAction } from '../api/caseQueries';
import { DETAIL_MESSAGES } from '../utils/messages';
import { ActionDialog } from './ActionDialog';

const CARRY_LABEL: Record<string, string> = {
  petitioner: 'petitioner',
  beneficiary: 'beneficiary',
  branch: 'branch',
  assignedStaff: 'assigned staff',
  jobDetails: 'job details',
  wageDetails: 'wage details',
  worksites: 'worksites',
  validityDates: 'validity dates',
  receiptNumber: 'receipt number',
  lca: 'LCA',
  pwd: 'PWD',
  priorityDate: 'priority date',
  dependents: 'dependents',
  documents: 'documents',
};

/** SPEC §4 follow-on creation: pick one of the actions this case offers; the new case opens. */
export function FollowOnDialog({ c, actions, onClose }: { c: TCaseDetails; actions: readonly FollowOnAction[]; onClose: () => void }) {
  const api = useApi();
  const navigate = useNavigate();
  const names = useCaseTypeNames();
  const [id, setId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const chosen = actions.find((a) => a.id === id);
  const action = useCaseAction(c.id, (actionId: string) => api.call(createFollowOnCall, { petitionId: c.id, action: actionId }), {
    success: (r) => `Case ${r.caseNumber} created.`,
    pick: () => null,
  });
  return (
    <ActionDialog
      title="Create follow-on case"
      submitLabel="Create case"
      busy={action.isPending}
      error={action.error ? errorMessage(action.error) : null}
      onClose={onClose}
      onSubmit={() => {
        if (!id) return setError(DETAIL_MESSAGES.followOnRequired);
        setError(undefined);
        action.mutate(id, { onSuccess: (r) => navigate(buildPath('cases.petitionDetails', { itemId: r.id })) });
      }}
    >
      <FormField label="New case" required error={error}>
        <StyledSelect value={id} onChange={(e) => setId(e.target.value)} data-autofocus>
          <option value="">Select…</option>
          {actions.map((a) => (
            <option key={a.id} value={a.id}>
              {a.label}
            </option>
          ))}
        </StyledSelect>
      </FormField>
      {chosen ? (
        <p style={{ margin: 0 }}>
          Creates a {names.typeName(chosen.target.typeId) || 'new'} case
          {chosen.target.subTypeId ? ` (${names.subTypeName(chosen.target.subTypeId)})` : ''}
          {chosen.beneficiary !== 'same' ? ` for the beneficiary’s ${chosen.beneficiary}` : ''}, linked to {c.caseNumber}, copying:{' '}
          {chosen.carryOver.map((k) => CARRY_LABEL[k] ?? k).join(', ')}.
        </p>
      ) : null}
    </ActionDialog>
  );
}
