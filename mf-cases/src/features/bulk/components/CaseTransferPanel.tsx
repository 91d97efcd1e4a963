import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { transferPetitionCall } from 'shared/contract';
import { invalidateCalls } from 'shared/query';
import { useApi, useToast } from 'shared/session';
import {
  ConfirmDialog,
  errorMessage,
  FormField,
  StyledButton,
  StyledCard,
  StyledCheckboxLabel,
  StyledFormGrid,
  StyledInput,
  StyledSelect,
  StyledTextArea,
} from 'shared/ui';
import { useBranchOptions } from '../../lists/api/branchOptions';
import { caseListKeys } from '../../lists/api/listsQueries';
import { useStaffOptions } from '../api/bulkQueries';
import { staffFor } from '../utils/bulkSlots';

const StyledPanel = styled(StyledCard)`
  padding: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 15px;
  }
  fieldset {
    border: 0;
    margin: 0 0 ${({ theme }) => theme.space(3)};
    padding: 0;
  }
  legend {
    font-weight: 500;
    font-size: 13px;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.color.danger};
`;

type Target = 'branch' | 'attorney' | 'external';
const TARGET_LABEL: Record<Target, string> = {
  branch: 'Another branch',
  attorney: 'Another attorney',
  external: 'An external firm',
};

export interface CaseTransferPanelProps {
  petitionIds: readonly string[];
  onDone: () => void;
}

/** Transfer the ticked cases to another branch, another attorney or an external firm (asks first). */
export function CaseTransferPanel({ petitionIds, onDone }: CaseTransferPanelProps) {
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<Target>('branch');
  const [branchId, setBranchId] = useState('');
  const [attorneyId, setAttorneyId] = useState('');
  const [externalFirm, setExternalFirm] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const branches = useBranchOptions();
  const staff = useStaffOptions();
  const attorneys = staffFor('attorney', staff.data ?? []);

  const destination =
    target === 'branch'
      ? branches.data?.find((b) => b.value === branchId)?.label
      : target === 'attorney'
        ? attorneys.find((a) => a.id === attorneyId)?.name
        : externalFirm.trim() || undefined;

  const transfer = useMutation({
    mutationFn: () =>
      api.call(transferPetitionCall, {
        petitionIds: [...petitionIds],
        ...(target === 'branch' ? { branchId } : {}),
        ...(target === 'attorney' ? { attorneyId } : {}),
        ...(target === 'external' ? { externalFirm: externalFirm.trim() } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
      }),
    onSuccess: async (result) => {
      setConfirming(false);
      setNote('');
      await invalidateCalls(queryClient, ...caseListKeys.all);
      toast.success(`${result.transferred} case(s) transferred to ${destination ?? 'the new owner'}`);
      onDone();
    },
    onError: (e) => {
      setConfirming(false);
      setError(errorMessage(e));
    },
  });

  const review = () => {
    setError(null);
    if (petitionIds.length === 0) setError('Select the cases to transfer in the list below.');
    else if (target === 'branch' && !branchId) setError('Choose the branch.');
    else if (target === 'attorney' && !attorneyId) setError('Choose the attorney.');
    else if (target === 'external' && externalFirm.trim().length < 2) setError('Enter the external firm’s name.');
    else setConfirming(true);
  };

  return (
    <StyledPanel aria-labelledby="case-transfer-title">
      <h2 id="case-transfer-title">Transfer to</h2>
      <fieldset>
        <legend>Where the cases go</legend>
        {(Object.keys(TARGET_LABEL) as Target[]).map((t) => (
          <StyledCheckboxLabel key={t}>
            <input type="radio" name="transfer-target" checked={target === t} onChange={() => setTarget(t)} />
            {TARGET_LABEL[t]}
          </StyledCheckboxLabel>
        ))}
      </fieldset>
      <StyledFormGrid>
        {target === 'branch' ? (
          <FormField label="Branch" required span={3}>
            <StyledSelect value={branchId} onChange={(e) => setBranchId(e.target.value)}>
              <option value="">{branches.isLoading ? 'Loading…' : 'Choose a branch'}</option>
              {(branches.data ?? []).map((b) => (
                <option key={b.value} value={b.value}>
                  {b.label}
                </option>
              ))}
            </StyledSelect>
          </FormField>
        ) : null}
        {target === 'attorney' ? (
          <FormField label="Attorney" required span={3}>
            <StyledSelect value={attorneyId} onChange={(e) => setAttorneyId(e.target.value)}>
              <option value="">{staff.isLoading ? 'Loading…' : 'Choose an attorney'}</option>
              {attorneys.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </StyledSelect>
          </FormField>
        ) : null}
        {target === 'external' ? (
          <FormField label="External firm" required span={3}>
            <StyledInput value={externalFirm} maxLength={200} onChange={(e) => setExternalFirm(e.target.value)} />
          </FormField>
        ) : null}
        <FormField label="Note" span={6} hint="Kept in each case's activity log.">
          <StyledTextArea value={note} maxLength={2000} rows={2} onChange={(e) => setNote(e.target.value)} />
        </FormField>
      </StyledFormGrid>
      {error ? <StyledError role="alert">{error}</StyledError> : null}
      <StyledButton type="button" $variant="primary" onClick={review} disabled={transfer.isPending}>
        Transfer {petitionIds.length} case(s)
      </StyledButton>
      {confirming ? (
        <ConfirmDialog
          title="Transfer these cases?"
          message={`${petitionIds.length} case(s) will be transferred to ${destination ?? ''}. The change is logged on each case${
            target === 'attorney' ? ' and the attorney is notified' : ''
          }.`}
          confirmLabel="Transfer"
          danger={false}
          busy={transfer.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => transfer.mutate()}
        />
      ) : null}
    </StyledPanel>
  );
}
