import styled from 'styled-components';
import { formatDateTime } from 'shared/domain';
import { EmptyState, errorMessage, ErrorPanel, Loading, StyledCard, StyledSectionHeader } from 'shared/ui';
import { useMyNotifications } from '../api/caseQueries';

const StyledList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** The signed-in user's notifications about this case (assignments, completed steps, RFEs…). */
export function CaseNotifications({ petitionId }: { petitionId: string }) {
  const q = useMyNotifications();
  const rows = (q.data?.data ?? []).filter((n) => n.petitionId === petitionId);
  return (
    <StyledCard aria-labelledby="case-notifications-title">
      <StyledSectionHeader>
        <h3 id="case-notifications-title">Your notifications about this case</h3>
      </StyledSectionHeader>
      {q.isLoading ? <Loading label="Loading notifications…" /> : null}
      {q.isError ? <ErrorPanel title="Couldn’t load the notifications" message={errorMessage(q.error)} onRetry={() => void q.refetch()} /> : null}
      {q.data && rows.length === 0 ? <EmptyState level={3} title="No notifications" description="Updates on this case sent to you show here." /> : null}
      {rows.length > 0 ? (
        <StyledList>
          {rows.map((n) => (
            <li key={n.id}>
              {n.read ? n.message : <strong>{n.message}</strong>}{' '}
              <small>
                — {n.createdByName ?? 'System'}, {formatDateTime(n.createdAt)}
              </small>
            </li>
          ))}
        </StyledList>
      ) : null}
    </StyledCard>
  );
}
