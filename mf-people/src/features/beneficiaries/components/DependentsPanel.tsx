import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { TBeneficiary } from 'shared/contract';
import { formatDate } from 'shared/domain';
import { buildPath } from 'shared/routes';
import {
  ConfirmDialog,
  EmptyState,
  StyledActionBar,
  StyledButton,
  StyledCard,
  StyledScrollX,
  StyledSectionHeader,
} from 'shared/ui';
import type { PeopleWords } from '../../people/utils/peopleTerm';
import { emptyDependentForm, type DependentFormValues } from '../utils/dependentForm';
import type { useBeneficiaryMutations } from '../hooks/useBeneficiaryMutations';
import { DependentDialog } from './DependentDialog';
import { StyledCompactTable as StyledTable } from '../../common/components/CompactTable';

export interface DependentsPanelProps {
  beneficiary: TBeneficiary;
  words: PeopleWords;
  saveDependents: ReturnType<typeof useBeneficiaryMutations>['saveDependents'];
  canEdit: boolean;
}

/** Spouse and children of a principal (each a beneficiary of his own), or the principal of a dependent. */
export function DependentsPanel({ beneficiary: b, words, saveDependents, canEdit }: DependentsPanelProps) {
  const [adding, setAdding] = useState<DependentFormValues | null>(null);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);

  if (b.relation !== 'principal') {
    return (
      <StyledCard>
        <EmptyState
          level={3}
          title={`${b.name} is a ${b.relation}`}
          description={b.principalName ? `Dependents are managed on the principal’s record.` : undefined}
          actions={
            b.principalId ? (
              <Link to={buildPath(words.routes.details, { itemId: b.principalId })}>
                Open {b.principalName ?? 'the principal'}
              </Link>
            ) : null
          }
        />
      </StyledCard>
    );
  }

  const citizenship = b.citizenshipCountryId ? String(b.citizenshipCountryId) : '';
  const addButtons = canEdit ? (
    <StyledActionBar>
      <StyledButton type="button" onClick={() => setAdding(emptyDependentForm('spouse', b.lastName, citizenship))}>
        Add spouse
      </StyledButton>
      <StyledButton type="button" onClick={() => setAdding(emptyDependentForm('child', b.lastName, citizenship))}>
        Add child
      </StyledButton>
    </StyledActionBar>
  ) : null;

  return (
    <StyledCard aria-label="Dependents">
      <StyledSectionHeader>
        <h2>Spouse and children</h2>
        {b.dependents.length > 0 ? addButtons : null}
      </StyledSectionHeader>
      {b.dependents.length === 0 ? (
        <EmptyState
          level={3}
          title="No dependents yet"
          description="A spouse or child added here becomes a beneficiary of their own, ready for H-4 or L-2 cases."
          actions={addButtons}
        />
      ) : (
        <StyledScrollX>
          <StyledTable>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Relation</th>
                <th scope="col">Date of birth</th>
                <th scope="col">Status</th>
                {canEdit ? (
                  <th scope="col">
                    <span hidden>Actions</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {b.dependents.map((d) => (
                <tr key={d.id}>
                  <td>
                    <Link to={buildPath(words.routes.details, { itemId: d.id })}>{d.name}</Link>
                  </td>
                  <td>{d.relation === 'spouse' ? 'Spouse' : 'Child'}</td>
                  <td>{formatDate(d.dateOfBirth)}</td>
                  <td>{d.currentStatusCode ?? ''}</td>
                  {canEdit ? (
                    <td>
                      <StyledButton
                        type="button"
                        onClick={() => setRemoving({ id: d.id, name: d.name })}
                        aria-label={`Remove ${d.name}`}
                      >
                        Remove
                      </StyledButton>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </StyledTable>
        </StyledScrollX>
      )}
      {adding ? (
        <DependentDialog
          principalName={b.name}
          initial={adding}
          onClose={() => setAdding(null)}
          onSave={(dep) => saveDependents.mutateAsync({ dependents: [dep] })}
        />
      ) : null}
      {removing ? (
        <ConfirmDialog
          title={`Remove ${removing.name}?`}
          message={
            <p>
              {removing.name} will no longer be a dependent of {b.name} and is removed from the lists. The activity
              keeps the record.
            </p>
          }
          confirmLabel="Remove dependent"
          busy={saveDependents.isPending}
          onCancel={() => setRemoving(null)}
          onConfirm={() => saveDependents.mutate({ removeIds: [removing.id] }, { onSuccess: () => setRemoving(null) })}
        />
      ) : null}
    </StyledCard>
  );
}
