import { useCallback, useEffect, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorPanel, Loading, mobile, StyledButton, StyledCard } from 'shared/ui-core';
import { EmptyState, useIsMobile } from 'shared/ui/widgets';
import { errorCode, errorMessage } from 'shared/ui/errors';
import { useListQuery, type FetchListPage } from './useListQuery';
import type { CallTarget } from 'shared/query';
import { useListState } from './useListState';
import type { ListColumn, ListFilterDef, ListQuery, ListSort } from './listTypes';
import { CardList } from './CardList';
import { ColumnChooser } from './ColumnChooser';
import { useColumnChoice } from './useColumnChoice';
import { DataTable } from './DataTable';
import { ExportCsvButton, type CsvFile } from './ExportCsvButton';
import { FilterSelect } from './FilterSelect';
import { Pagination } from './Pagination';
import { SearchBox } from './SearchBox';

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  ${mobile} {
    align-items: stretch;
    flex-direction: column;
  }
`;

const StyledSearchArea = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  ${mobile} {
    align-items: stretch;
    flex-direction: column;
  }
`;

const StyledToolbarEnd = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;
  ${mobile} {
    margin-left: 0;
  }
`;

const StyledListCard = styled(StyledCard)`
  padding: ${({ theme }) => theme.space(3)};
  ${mobile} {
    padding: 0;
    border: 0;
    background: transparent;
  }
`;

export interface ListPageProps<T> {
  /**
   * The list call's declaration (the cache key derives from it, see shared/query) or, for lists
   * not yet on the query layer, a key prefix such as `['people', 'petitioners']`.
   */
  queryKey: CallTarget;
  /** Plural noun for labels: 'Petitioners'. */
  label: string;
  columns: readonly ListColumn<T>[];
  fetchPage: FetchListPage<T>;
  rowKey: (row: T) => string;
  /** Where a row opens (click, Enter); ctrl/cmd-click opens a new tab. */
  rowHref?: (row: T) => string;
  filters?: readonly ListFilterDef[];
  /** Prefix of the URL query keys, when two lists share a route. */
  urlPrefix?: string;
  defaultSort?: ListSort | null;
  searchPlaceholder?: string;
  /** False when the call has no search (the box is hidden). */
  searchable?: boolean;
  exportCsv?: (query: ListQuery) => Promise<CsvFile>;
  /** Buttons at the end of the toolbar (New…, Import…). */
  actions?: ReactNode;
  /** When set, a column chooser lets the user hide columns, remembered in localStorage under this key. */
  columnsKey?: string;
  emptyTitle: string;
  emptyDescription?: ReactNode;
  emptyActions?: ReactNode;
}

/** The list's name inside a sentence: words lower-cased, except abbreviations ('LCAs', 'PWDs', 'RFE cases'). */
export function nounInSentence(label: string): string {
  return label
    .split(' ')
    .map((word) => ((word.match(/[A-Z]/g)?.length ?? 0) >= 2 ? word : word.toLowerCase()))
    .join(' ');
}

/**
 * The list pattern of Passage: server-side paging, debounced search, filters, sortable columns,
 * CSV export, loading/empty/error states, row open by click or keyboard, cards on mobile.
 */
export function ListPage<T>(props: ListPageProps<T>) {
  const { queryKey, label, columns, fetchPage, rowKey, rowHref, filters = [], exportCsv, actions } = props;
  const state = useListState({
    prefix: props.urlPrefix,
    filterKeys: filters.map((f) => f.key),
    defaultSort: props.defaultSort ?? null,
  });
  const { query } = state;
  const result = useListQuery(queryKey, query, fetchPage);
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const choice = useColumnChoice(props.columnsKey ?? '', columns);
  const shownColumns = props.columnsKey ? choice.visibleColumns : columns;

  const onOpen = useCallback(
    (row: T, event: MouseEvent | KeyboardEvent) => {
      if (!rowHref) return;
      const href = rowHref(row);
      if (event.metaKey || event.ctrlKey) window.open(href, '_blank', 'noopener');
      else navigate(href);
    },
    [navigate, rowHref],
  );

  const total = result.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / query.perpage));
  const { setPage } = state;
  const pastTheEnd =
    !!result.data && !result.isPlaceholderData && result.data.rows.length === 0 && query.page > lastPage;
  useEffect(() => {
    // Records went away (deleted, merged) while we sat on a late page: step back to the last one.
    if (pastTheEnd) setPage(lastPage);
  }, [pastTheEnd, lastPage, setPage]);

  const filtered = query.search.trim() !== '' || Object.values(query.filters).some((v) => v !== '');
  const data = result.data;
  const rows = data?.rows ?? [];
  const lower = nounInSentence(label);

  let body: ReactNode;
  if (result.isError && !data) {
    body = (
      <ErrorPanel
        title={`Couldn’t load ${lower}`}
        message={errorMessage(result.error)}
        code={errorCode(result.error)}
        onRetry={() => void result.refetch()}
      />
    );
  } else if (!data) {
    body = <Loading label={`Loading ${lower}…`} />;
  } else if (rows.length === 0) {
    body = filtered ? (
      <EmptyState
        title={`No ${lower} match`}
        description="Try another search or clear the filters."
        actions={
          <StyledButton type="button" onClick={state.clearFilters}>
            Clear filters
          </StyledButton>
        }
      />
    ) : (
      <EmptyState title={props.emptyTitle} description={props.emptyDescription} actions={props.emptyActions} />
    );
  } else {
    const busy = result.isFetching && result.isPlaceholderData;
    const common = { columns: shownColumns, rows, rowKey, onOpen: rowHref ? onOpen : undefined, busy, label };
    body = (
      <>
        {isMobile ? <CardList {...common} /> : <DataTable {...common} sort={query.sort} onSort={state.setSort} />}
        <Pagination
          page={query.page}
          perpage={query.perpage}
          total={data.total}
          onPage={state.setPage}
          onPerpage={state.setPerpage}
        />
      </>
    );
  }

  return (
    <section aria-label={label}>
      <StyledToolbar>
        <StyledSearchArea role="search">
          {props.searchable === false ? null : (
            <SearchBox
              value={query.search}
              onSearch={state.setSearch}
              label={`Search ${lower}`}
              placeholder={props.searchPlaceholder}
            />
          )}
          {filters.map((f) => (
            <FilterSelect
              key={f.key}
              filter={f}
              value={query.filters[f.key] ?? ''}
              onChange={(v) => state.setFilter(f.key, v)}
            />
          ))}
        </StyledSearchArea>
        <StyledToolbarEnd>
          {props.columnsKey ? (
            <ColumnChooser
              columns={columns}
              hidden={choice.hidden}
              onChange={choice.setVisible}
              onReset={choice.reset}
            />
          ) : null}
          {exportCsv ? <ExportCsvButton query={query} exportCsv={exportCsv} /> : null}
          {actions}
        </StyledToolbarEnd>
      </StyledToolbar>
      {result.isError && data ? (
        <ErrorPanel
          title={`Couldn’t refresh ${lower}`}
          message={errorMessage(result.error)}
          onRetry={() => void result.refetch()}
        />
      ) : null}
      <StyledListCard>{body}</StyledListCard>
    </section>
  );
}
