import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import {
  BULK_UNDO_WINDOW_MINUTES,
  entityBulkReplaceCall,
  entityBulkUndoCall,
  type TEntityBulkReplaceResult,
} from 'shared/contract';
import { formatDateTime } from 'shared/domain';
import { invalidateCalls, useCallMutation } from 'shared/query';
import { useApi, useToast } from 'shared/session';
import { ErrorPanel, errorMessage, FormField, StyledButton, StyledCard, StyledFormGrid, StyledSelect } from 'shared/ui';
import { caseListKeys } from '../../lists/api/listsQueries';
import { useStaffOptions } from '../api/bulkQueries';
import { useUndoWindow } from '../hooks/useUndoWindow';
import {
  assignmentsOf,
  BULK_SLOTS,
  CLEAR_SLOT,
  hasChoice,
  NO_CHOICE,
  staffFor,
  type BulkChoice,
} from '../utils/bulkSlots';
import { BulkChangesTable } from './BulkChangesTable';

const StyledPanel = styled(StyledCard)`
  padding: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 15px;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

const StyledNote = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

export interface BulkAssignmentPanelProps {
  petitionIds: readonly string[];
  /** After apply or undo (clear the selection, refresh the list). */
  onDone: () => void;
}

/** Choose staff per role → preview the changes → apply → undo within the window. */
export function BulkAssignmentPanel({ petitionIds, onDone }: BulkAssignmentPanelProps) {
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const staff = useStaffOptions();
  const [choice, setChoice] = useState<BulkChoice>(NO_CHOICE);
  const [preview, setPreview] = useState<TEntityBulkReplaceResult | null>(null);
  const [applied, setApplied] = useState<TEntityBulkReplaceResult | null>(null);
  const undoOpen = useUndoWindow(applied?.undoUntil ?? null);

  const run = useMutation({
    mutationFn: (mode: 'preview' | 'apply') =>
      api.call(entityBulkReplaceCall, { petitionIds: [...petitionIds], assignments: assignmentsOf(choice), mode }),
    onSuccess: async (result) => {
      if (result.mode === 'preview') {
        setPreview(result);
        return;
      }
      setPreview(null);
      setApplied(result);
      setChoice(NO_CHOICE);
      await invalidateCalls(queryClient, ...caseListKeys.all);
      toast.success(`${result.changes.length} assignment(s) changed`);
      onDone();
    },
  });
  const undo = useCallMutation(entityBulkUndoCall, {
    onSuccess: async (result) => {
      setApplied(null);
      await invalidateCalls(queryClient, ...caseListKeys.all);
      toast.success(
        result.skipped > 0
          ? `${result.restored} assignment(s) restored; ${result.skipped} changed since and left as they are`
          : `${result.restored} assignment(s) restored`,
      );
    },
    onError: (e) => toast.error(errorMessage(e)),
  });

  const change = (field: keyof BulkChoice, value: string) => {
    setChoice((c) => ({ ...c, [field]: value }));
    setPreview(null);
  };
  const ready = petitionIds.length > 0 && hasChoice(choice);

  return (
    <StyledPanel aria-labelledby="bulk-assign-title">
      <h2 id="bulk-assign-title">Assign staff</h2>
      {staff.isError ? (
        <ErrorPanel
          title="Couldn’t load the staff"
          message={errorMessage(staff.error)}
          onRetry={() => void staff.refetch()}
        />
      ) : null}
      <StyledFormGrid>
        {BULK_SLOTS.map((slot) => {
          const people = staffFor(slot.field, staff.data ?? []);
          return (
            <FormField key={slot.field} label={slot.label} span={2}>
              <StyledSelect value={choice[slot.field]} onChange={(e) => change(slot.field, e.target.value)}>
                <option value="">{staff.isLoading ? 'Loading…' : 'Leave as is'}</option>
                <option value={CLEAR_SLOT}>Remove the {slot.label.toLowerCase()}</option>
                {people.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </StyledSelect>
            </FormField>
          );
        })}
      </StyledFormGrid>
      {run.isError ? <StyledNote role="alert">{errorMessage(run.error)}</StyledNote> : null}
      <StyledActions>
        <StyledButton type="button" disabled={!ready || run.isPending} onClick={() => run.mutate('preview')}>
          {run.isPending && run.variables === 'preview' ? 'Preparing preview…' : 'Preview changes'}
        </StyledButton>
        {preview ? (
          <StyledButton
            type="button"
            $variant="primary"
            disabled={run.isPending || preview.changes.length === 0}
            onClick={() => run.mutate('apply')}
          >
            {run.isPending && run.variables === 'apply' ? 'Applying…' : `Apply ${preview.changes.length} change(s)`}
          </StyledButton>
        ) : null}
      </StyledActions>
      {!ready && petitionIds.length === 0 ? <StyledNote>Select cases in the list below.</StyledNote> : null}
      {preview ? (
        <section aria-label="Preview">
          <StyledNote role="status">
            {preview.changes.length} change(s) on {new Set(preview.changes.map((c) => c.petitionId)).size} case(s);{' '}
            {preview.unchanged} already as asked. Nothing is saved until you apply.
          </StyledNote>
          {preview.changes.length > 0 ? (
            <BulkChangesTable changes={preview.changes} caption="Changes to apply" />
          ) : null}
        </section>
      ) : null}
      {applied && undoOpen && applied.batchId ? (
        <StyledNote role="status">
          Applied {applied.changes.length} change(s). You can undo them until {formatDateTime(applied.undoUntil)} (
          {BULK_UNDO_WINDOW_MINUTES} minutes).{' '}
          <StyledButton
            type="button"
            disabled={undo.isPending}
            onClick={() => applied.batchId && undo.mutate({ batchId: applied.batchId })}
          >
            {undo.isPending ? 'Undoing…' : 'Undo'}
          </StyledButton>
        </StyledNote>
      ) : null}
    </StyledPanel>
  );
}
