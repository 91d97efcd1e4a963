import { useState } from 'react';
import styled from 'styled-components';
import { canMoveLead, LEAD_STATUS_LABELS, LEAD_STATUSES, type TLeadStatus } from 'shared/contract';
import { useToast } from 'shared/session';
import { SearchBox } from 'shared/ui';
import { useLeadMutations } from '../hooks/useLeadMutations';
import { LeadBoardColumn } from './LeadBoardColumn';
import { LostReasonDialog } from './LostReasonDialog';

const StyledBoard = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(240px, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  overflow-x: auto;
  padding-bottom: ${({ theme }) => theme.space(2)};
  align-items: start;
`;

const StyledToolbar = styled.div`
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/** The pipeline as a board: new → contacted → consultation booked → retained | lost. */
export function LeadBoard() {
  const toast = useToast();
  const { move } = useLeadMutations();
  const [search, setSearch] = useState('');
  const [losing, setLosing] = useState<{ id: string } | null>(null);
  const onDropLead = (leadId: string, from: TLeadStatus, to: TLeadStatus) => {
    if (!canMoveLead(from, to)) {
      toast.error(`A lead cannot move from ${LEAD_STATUS_LABELS[from]} to ${LEAD_STATUS_LABELS[to]}.`);
      return;
    }
    if (to === 'lost') setLosing({ id: leadId });
    else move.mutate({ leadId, status: to });
  };
  return (
    <>
      <StyledToolbar role="search">
        <SearchBox value={search} onSearch={setSearch} label="Search leads" />
      </StyledToolbar>
      <StyledBoard aria-label="Lead pipeline">
        {LEAD_STATUSES.map((s) => (
          <LeadBoardColumn key={s} status={s} search={search} onDropLead={onDropLead} />
        ))}
      </StyledBoard>
      {losing ? (
        <LostReasonDialog
          name="this lead"
          busy={move.isPending}
          onCancel={() => setLosing(null)}
          onConfirm={(lostReason) =>
            move.mutate({ leadId: losing.id, status: 'lost', lostReason }, { onSuccess: () => setLosing(null) })
          }
        />
      ) : null}
    </>
  );
}
