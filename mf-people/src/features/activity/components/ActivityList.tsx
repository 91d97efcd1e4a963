import styled from 'styled-components';
import type { TPeopleEntity } from 'shared/contract';
import { formatDateTime } from 'shared/domain';
import { EmptyState, errorMessage, ErrorPanel, Loading, StyledButton } from 'shared/ui';
import { useActivity } from '../api/activityQueries';
import { activityActionLabel, fieldLabel, valueText } from '../utils/activityText';

const StyledTimeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledEntry = styled.li`
  padding: ${({ theme }) => `${theme.space(3)} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  &:last-child {
    border-bottom: 0;
  }
`;

const StyledEntryHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: baseline;
  strong {
    font-weight: 600;
  }
  time {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 12px;
  }
`;

const StyledChanges = styled.ul`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding-left: ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 13px;
  del {
    text-decoration: line-through;
  }
`;

/** Who changed what and when on one record (SPEC issue 6 "data quality"), newest first. */
export function ActivityList({ entity, id }: { entity: TPeopleEntity; id: string }) {
  const query = useActivity(entity, id);
  if (query.isError)
    return (
      <ErrorPanel
        title="Couldn’t load the activity"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.isLoading || !query.data) return <Loading label="Loading activity…" />;
  const entries = query.data.pages.flatMap((p) => p.data);
  if (entries.length === 0)
    return <EmptyState level={3} title="No activity yet" description="Changes to this record will show here." />;
  return (
    <>
      <StyledTimeline aria-label="Activity">
        {entries.map((a) => (
          <StyledEntry key={a.id}>
            <StyledEntryHead>
              <strong>{activityActionLabel(a.action)}</strong>
              <span>by {a.userName ?? 'System'}</span>
              <time dateTime={a.at}>{formatDateTime(a.at)}</time>
            </StyledEntryHead>
            {a.changes.length > 0 ? (
              <StyledChanges>
                {a.changes.slice(0, 8).map((c) => (
                  <li key={c.field}>
                    {fieldLabel(c.field)}: <del>{valueText(c.before)}</del> → {valueText(c.after)}
                  </li>
                ))}
                {a.changes.length > 8 ? <li>and {a.changes.length - 8} more</li> : null}
              </StyledChanges>
            ) : null}
          </StyledEntry>
        ))}
      </StyledTimeline>
      {query.hasNextPage ? (
        <StyledButton type="button" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? 'Loading…' : 'Show older'}
        </StyledButton>
      ) : null}
    </>
  );
}
