import { useCallback, useMemo, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { TCaseListItem } from 'shared/contract';
import { isCaseWorkerRole, toPayloadDate } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { buildPath, caseDetailsPath, routeById } from 'shared/routes';
import { useSession } from 'shared/session';
import {
  CardList,
  DataTable,
  EmptyState,
  ErrorPanel,
  errorCode,
  errorMessage,
  Loading,
  mobile,
  PageFrame,
  StyledButton,
  StyledCard,
  StyledLinkButton,
  useIsMobile,
} from 'shared/ui';
import { useDeadlines } from '../features/deadlines/api/deadlinesQueries';
import { DeadlineFilters } from '../features/deadlines/components/DeadlineFilters';
import { deadlineColumns } from '../features/deadlines/components/deadlineColumns';
import { useDeadlineUrl } from '../features/deadlines/hooks/useDeadlineUrl';
import { DEADLINE_PAGE_SIZE } from '../features/deadlines/utils/deadlineUrl';

const StyledSummary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  strong[data-overdue='true'] {
    color: ${({ theme }) => theme.color.danger};
  }
`;

const StyledCardBox = styled(StyledCard)`
  padding: ${({ theme }) => theme.space(3)};
  ${mobile} {
    padding: 0;
    border: 0;
    background: transparent;
  }
`;

const StyledPager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(3)};
  font-size: 13px;
  ${mobile} {
    justify-content: center;
  }
`;

/** /deadlines: open cases by deadline date, earliest first, with 'Overdue by N day(s)'. */
export default function DeadlinesPage({ routeId }: PageProps) {
  const route = routeById(routeId);
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const roleId = useSession((s) => s.user?.roleId ?? null);
  const url = useDeadlineUrl();
  const { state } = url;
  const today = toPayloadDate(new Date());
  const columns = useMemo(() => deadlineColumns(today), [today]);
  const result = useDeadlines(state);
  const onOpen = useCallback(
    (row: TCaseListItem, event: MouseEvent | KeyboardEvent) => {
      if (event.metaKey || event.ctrlKey) window.open(caseDetailsPath(row), '_blank', 'noopener');
      else navigate(caseDetailsPath(row));
    },
    [navigate],
  );

  const data = result.data;
  const filtered = !!(state.from || state.to || state.typeId || state.assigneeId || state.includeClosed);
  let body: ReactNode;
  if (result.isError && !data) {
    body = (
      <ErrorPanel
        title="Couldn’t load the deadlines"
        message={errorMessage(result.error)}
        code={errorCode(result.error)}
        onRetry={() => void result.refetch()}
      />
    );
  } else if (!data) {
    body = <Loading label="Loading deadlines…" />;
  } else if (data.data.length === 0) {
    body = (
      <EmptyState
        title={filtered ? 'No deadlines match' : 'No upcoming deadlines'}
        description={
          filtered
            ? 'Try another range, type or assignee.'
            : 'Open cases with a deadline in the next 90 days, and overdue ones, show here.'
        }
        actions={
          filtered ? (
            <StyledButton
              type="button"
              onClick={() =>
                url.setFilters({ from: null, to: null, typeId: null, assigneeId: null, includeClosed: false })
              }
            >
              Clear filters
            </StyledButton>
          ) : (
            <StyledLinkButton to={buildPath('cases.list')}>Go to cases</StyledLinkButton>
          )
        }
      />
    );
  } else {
    const common = {
      columns,
      rows: data.data,
      rowKey: (r: TCaseListItem) => r.id,
      onOpen,
      busy: result.isFetching && result.isPlaceholderData,
      label: 'Deadlines',
    };
    const first = (url.pageNumber - 1) * DEADLINE_PAGE_SIZE + 1;
    body = (
      <>
        {isMobile ? <CardList {...common} /> : <DataTable {...common} sort={null} />}
        <StyledPager aria-label="Pagination">
          <span aria-live="polite">
            {first}–{first + data.data.length - 1} of {data.count}
          </span>
          <StyledButton type="button" disabled={!state.after} onClick={url.previousPage} aria-label="Previous page">
            ‹ Prev
          </StyledButton>
          <span>Page {url.pageNumber}</span>
          <StyledButton
            type="button"
            disabled={!data.nextCursor}
            onClick={() => data.nextCursor && url.nextPage(data.nextCursor)}
            aria-label="Next page"
          >
            Next ›
          </StyledButton>
        </StyledPager>
      </>
    );
  }

  return (
    <PageFrame title={route?.title ?? 'Deadlines'} description={route?.description} remote="mf-reports">
      <DeadlineFilters
        key={`${state.from ?? ''}|${state.to ?? ''}`}
        state={state}
        canChooseAssignee={isCaseWorkerRole(roleId)}
        onChange={url.setFilters}
      />
      {data ? (
        <StyledSummary role="status">
          {data.count} case(s) with a deadline
          {data.overdue > 0 ? (
            <>
              , <strong data-overdue="true">{data.overdue} overdue</strong>
            </>
          ) : null}
          .
        </StyledSummary>
      ) : null}
      {result.isError && data ? (
        <ErrorPanel
          title="Couldn’t refresh the deadlines"
          message={errorMessage(result.error)}
          onRetry={() => void result.refetch()}
        />
      ) : null}
      <StyledCardBox>{body}</StyledCardBox>
    </PageFrame>
  );
}
