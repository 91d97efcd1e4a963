import { useState, type DragEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LEAD_STATUS_LABELS, listLeadsCall, type TLeadStatus } from 'shared/contract';
import { formatDate } from 'shared/domain';
import { buildPath } from 'shared/routes';
import { useCallQuery } from 'shared/query';
import { errorMessage, ErrorPanel, Loading } from 'shared/ui';
import { BOARD_COLUMN_SIZE } from '../api/leadsQueries';
import { MoveLeadSelect } from './MoveLeadSelect';

const StyledColumn = styled.section<{ $over: boolean }>`
  display: flex;
  flex-direction: column;
  min-width: 240px;
  background: ${({ theme }) => theme.color.surfaceAlt};
  border: 1px solid ${({ theme, $over }) => ($over ? theme.color.brand : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(2)};
  h2 {
    display: flex;
    justify-content: space-between;
    margin: 0 0 ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(1)};
    font-size: 13px;
    font-weight: 600;
  }
`;

const StyledCards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledCard = styled.li`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(2)};
  font-size: 13px;
  cursor: grab;
  a {
    font-weight: 600;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
  select {
    margin-top: ${({ theme }) => theme.space(2)};
    width: 100%;
  }
`;

const StyledMore = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: 12px;
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface LeadBoardColumnProps {
  status: TLeadStatus;
  search: string;
  onDropLead: (leadId: string, from: TLeadStatus, to: TLeadStatus) => void;
}

/** One pipeline stage: its newest leads as cards (drag to another stage, or use "Move to"). */
export function LeadBoardColumn({ status, search, onDropLead }: LeadBoardColumnProps) {
  const [over, setOver] = useState(false);
  const query = useCallQuery(listLeadsCall, {
    page: 1,
    perpage: BOARD_COLUMN_SIZE,
    matcher: { statuses: [status] },
    sort: { field: 'updatedAt', order: -1 },
    ...(search ? { search } : {}),
  });
  const total = query.data?.count;
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const [leadId, from] = e.dataTransfer.getData('text/plain').split('|');
    if (leadId && from && from !== status) onDropLead(leadId, from as TLeadStatus, status);
  };
  return (
    <StyledColumn
      aria-label={LEAD_STATUS_LABELS[status]}
      $over={over}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <h2>
        <span>{LEAD_STATUS_LABELS[status]}</span>
        <span>{total ?? ''}</span>
      </h2>
      {query.isError ? (
        <ErrorPanel title="Couldn’t load" message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Loading label="Loading…" />
      ) : (
        <StyledCards>
          {query.data.data.map((l) => (
            <StyledCard
              key={l.id}
              draggable
              onDragStart={(e) => e.dataTransfer.setData('text/plain', `${l.id}|${l.status}`)}
            >
              <Link to={buildPath('people.leadDetails', { itemId: l.id })}>{l.name}</Link>
              {l.companyName ? <small>{l.companyName}</small> : null}
              <small>
                {[l.interest, l.followUpDate ? `follow up ${formatDate(l.followUpDate)}` : null]
                  .filter(Boolean)
                  .join(' · ')}
              </small>
              <MoveLeadSelect lead={l} />
            </StyledCard>
          ))}
          {query.data.data.length === 0 ? <StyledMore>No leads here.</StyledMore> : null}
        </StyledCards>
      )}
      {query.data && query.data.count > query.data.data.length ? (
        <StyledMore>Showing the {query.data.data.length} most recent; use the list for the rest.</StyledMore>
      ) : null}
    </StyledColumn>
  );
}
