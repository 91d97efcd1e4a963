import { useState } from 'react';
import { Link } from 'react-router-dom';
import { manageRfeEditOptionCall } from 'shared/contract/rfe';
import type { TRfeDetails } from 'shared/contract';
import { formatDate, overdueLabel } from 'shared/domain/format';
import type { PageProps } from 'shared/federation';
import { buildPath, caseDetailsPath } from 'shared/routes';
import { useApi } from 'shared/session';
import { StyledButton, StyledCard } from 'shared/ui-core';
import { DetailGrid, QueryState, StyledSectionHeader } from 'shared/ui/widgets';
import { useCaseAction, CaseDetailsView, useViewer } from 'case-kit/details';
import { useRfeDetails, RfeEditDialog } from 'case-kit/details/rfe';

/** Roles of update-rfe-petition and manage-edit-option. */
const RFE_EDIT_ROLES: readonly number[] = [3, 4, 5, 6, 7, 8, 9, 10];
const EDIT_OPTION_ROLES: readonly number[] = [3, 4, 6, 8];

function RfeCard({ rfe, onEdit }: { rfe: TRfeDetails; onEdit: () => void }) {
  const api = useApi();
  const viewer = useViewer();
  const toggle = useCaseAction(rfe.id, (editOption: boolean) => api.call(manageRfeEditOptionCall, { petitionId: rfe.id, editOption }), {
    success: (r) => (r.editOption ? 'The petitioner and beneficiary may now edit the response.' : 'Editing by the petitioner and beneficiary is stopped.'),
    pick: () => null,
    toastErrors: true,
  });
  return (
    <StyledCard aria-labelledby="rfe-card-title">
      <StyledSectionHeader>
        <h2 id="rfe-card-title">Request for Evidence</h2>
        {RFE_EDIT_ROLES.includes(viewer.roleId) ? (
          <StyledButton type="button" onClick={onEdit}>
            Edit RFE
          </StyledButton>
        ) : null}
      </StyledSectionHeader>
      <DetailGrid
        items={[
          { label: 'Original case', value: rfe.parent ? <Link to={caseDetailsPath(rfe.parent)}>{rfe.parent.caseNumber}</Link> : null },
          {
            label: 'Response Due Date',
            value: rfe.responseDueDate ? (
              <>
                {formatDate(rfe.responseDueDate)}
                {rfe.overdueDays ? ` — ${overdueLabel(rfe.overdueDays)}` : ''}
              </>
            ) : null,
          },
          { label: 'Notice Date', value: formatDate(rfe.noticeDate) },
          {
            label: 'Petitioner and beneficiary may edit the response',
            value: (
              <>
                {rfe.editOption ? 'Yes' : 'No'}{' '}
                {EDIT_OPTION_ROLES.includes(viewer.roleId) ? (
                  <StyledButton type="button" disabled={toggle.isPending} onClick={() => toggle.mutate(!rfe.editOption)}>
                    {rfe.editOption ? 'Stop editing' : 'Allow editing'}
                  </StyledButton>
                ) : null}
              </>
            ),
          },
        ]}
      />
    </StyledCard>
  );
}

/** /rfe-petition-details/:itemId — an RFE case: its parent, response due date and edit option, then the common details. */
export default function RfePetitionDetailsPage({ params }: PageProps) {
  const query = useRfeDetails(params.itemId);
  const [editing, setEditing] = useState(false);
  return (
    <QueryState
      query={query}
      noun="RFE case"
      remote="mf-cases"
      frameTitle="RFE Case Details"
      backTo={{ href: buildPath('cases.rfeList'), label: 'Back to RFE cases' }}
    >
      {(rfe) => (
        <>
          <CaseDetailsView
            key={rfe.id}
            c={rfe}
            variant="rfe"
            extraFacts={[{ label: 'Response Due Date', value: formatDate(rfe.responseDueDate) }]}
            banner={<RfeCard rfe={rfe} onEdit={() => setEditing(true)} />}
          />
          {editing ? <RfeEditDialog rfe={rfe} onClose={() => setEditing(false)} /> : null}
        </>
      )}
    </QueryState>
  );
}
