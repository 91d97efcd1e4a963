import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useMemo,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { TCaseList, TCaseListItem, TCaseView } from 'shared/contract';
import { decodeCaseFilter } from 'shared/domain/cases/case-filter';
import { useApi } from 'shared/session';
import { ErrorPanel, Loading, mobile, StyledButton, StyledCard } from 'shared/ui-core';
import { errorCode, errorMessage } from 'shared/ui/errors';
import { StyledCheckboxLabel } from 'shared/ui/form';
import type * as DataTableModule from 'shared/ui/data-table';
import { CardList, ColumnChooser, SearchBox, useColumnChoice } from 'shared/ui/list-core';
import { EmptyState, mediaMatches, MOBILE_QUERY, useIsMobile } from 'shared/ui/widgets';
import type { ListColumn, ListSort } from 'shared/ui';
import { caseListKeys, exportCases, fetchCasePage } from '../api/listsQueries';
import { useCaseListUrl } from '../hooks/useCaseListUrl';
import { useCasePermissions } from '../hooks/useCasePermissions';
import { countFilterFields, DEFAULT_CASE_SORT, parseCaseSort } from '../utils/caseListUrl';
import { caseColumns, exportColumnsFor } from './caseColumns';
import { CursorPager } from './CursorPager';
import { ExportButtons } from './ExportButtons';
import { SavedViews } from './SavedViews';
import { caseDetailsPath } from 'shared/routes';

/** The filter dialog (pickers with downshift, the people schemas) loads when it is opened (issue 21 point 4). */
const CaseFilterDialog = lazy(() => import('./CaseFilterDialog').then((m) => ({ default: m.CaseFilterDialog })));

/*
 * The table (TanStack Table) is not part of the list's first code (issue 21 point 4): a phone shows
 * cards and never loads it; a wider screen starts loading it when this module runs, long before the
 * first rows answer, and renders it at once when it is there (else behind a Suspense boundary).
 */
type TableModule = typeof DataTableModule;
let table: Promise<TableModule> | undefined;
let loadedTable: TableModule['DataTable'] | undefined;
const loadTable = () =>
  (table ??= import('shared/ui/data-table').then(
    (m) => {
      loadedTable = m.DataTable;
      return m;
    },
    (error: unknown) => {
      table = undefined;
      throw error;
    },
  ));
// Preload only: a failure is reported by the lazy table when it renders.
if (!mediaMatches(MOBILE_QUERY)) void loadTable().catch(() => undefined);
const LazyDataTable = lazy(() => loadTable().then((m) => ({ default: m.DataTable })));

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

const StyledToolbarEnd = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;
  ${mobile} {
    margin-left: 0;
  }
`;

const StyledNotice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.dangerBg};
  color: ${({ theme }) => theme.color.danger};
`;

const StyledListCard = styled(StyledCard)`
  padding: ${({ theme }) => theme.space(3)};
  ${mobile} {
    padding: 0;
    border: 0;
    background: transparent;
  }
`;

export interface CaseListViewProps {
  list: TCaseList;
  /** Plural noun: 'Cases', 'RFE cases'. */
  label: string;
  emptyTitle: string;
  emptyDescription?: ReactNode;
  /** Columns added after the standard ones (e.g. the parent case of an RFE). */
  extraColumns?: ListColumn<TCaseListItem>[];
  /** Buttons at the end of the toolbar (New case, Import…). */
  actions?: ReactNode;
  /** Rows can be ticked (bulk screens): a checkbox column and "Select all on this page". */
  selection?: CaseSelection;
  /** Hide saved views and export (the bulk screens keep the toolbar short). */
  compact?: boolean;
  /** Where the column choice is remembered; `cases.<list>` by default. */
  columnsKey?: string;
  /** Optional columns this screen shows by default (the bulk screen shows Paralegal). */
  shownColumns?: readonly string[];
}

export interface CaseSelection {
  selected: ReadonlyMap<string, TCaseListItem>;
  onChange: (rows: readonly TCaseListItem[], selected: boolean) => void;
}

/**
 * A case list: the SPEC §3 filter in the URL (shareable), search, sort, keyset paging, column
 * choice, saved views and CSV/XLSX export. What the user may see is decided by the server.
 */
export function CaseListView({
  list,
  label,
  emptyTitle,
  emptyDescription,
  extraColumns = [],
  actions,
  selection,
  compact = false,
  columnsKey,
  shownColumns,
}: CaseListViewProps) {
  const api = useApi();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const perms = useCasePermissions();
  const url = useCaseListUrl();
  const { state } = url;
  const [filterOpen, setFilterOpen] = useState(false);
  const selected = selection?.selected;
  const onSelect = selection?.onChange;
  const columns = useMemo(() => {
    const lead: ListColumn<TCaseListItem>[] =
      selected && onSelect
        ? [
            {
              id: 'select',
              header: 'Select',
              alwaysVisible: true,
              width: '56px',
              cell: (r) => (
                <input
                  type="checkbox"
                  aria-label={`Select ${r.caseNumber}`}
                  checked={selected.has(r.id)}
                  onChange={(e) => onSelect([r], e.target.checked)}
                />
              ),
            },
          ]
        : [];
    const standard = caseColumns().map((c) => (shownColumns?.includes(c.id) ? { ...c, optional: false } : c));
    return [...lead, ...standard, ...extraColumns];
  }, [extraColumns, selected, onSelect, shownColumns]);
  const choice = useColumnChoice(columnsKey ?? `cases.${list}`, columns);
  // The table itself when its code is already there, else the lazy one: chosen once per list shown.
  const [DataTable] = useState(() => (loadedTable ?? LazyDataTable) as unknown as TableModule['DataTable']);

  const { filterError: _ignored, ...queryState } = state;
  const listQuery = {
    queryKey: caseListKeys.list(list, queryState),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchCasePage(api, list, state, signal),
  };
  // The page is asked for during the first render, not after it has committed (issue 21 point 4):
  // the query below takes over the request in flight (same key, same function).
  const queryClient = useQueryClient();
  if (!queryClient.getQueryState(listQuery.queryKey)) void queryClient.prefetchQuery(listQuery);
  const result = useQuery({ ...listQuery, placeholderData: keepPreviousData });

  const onOpen = useCallback(
    (row: TCaseListItem, event: MouseEvent | KeyboardEvent) => {
      const href = caseDetailsPath(row);
      if (event.metaKey || event.ctrlKey) window.open(href, '_blank', 'noopener');
      else navigate(href);
    },
    [navigate],
  );

  const applyView = (view: TCaseView) => {
    url.applyView({
      filter: decodeCaseFilter(view.filter).filter,
      search: view.search ?? '',
      sort: view.sort ? parseCaseSort(`${view.sort.order === -1 ? '-' : ''}${view.sort.field}`) : DEFAULT_CASE_SORT,
    });
    if (view.columns.length > 0) {
      choice.reset();
      for (const c of columns) {
        const shownInView =
          view.columns.includes(c.id as never) || (c.id === 'typeName' && view.columns.includes('subTypeName'));
        if (!shownInView || c.optional) choice.setVisible(c.id, shownInView);
      }
    }
  };

  const shownIds = choice.visibleColumns.filter((c) => caseColumns().some((k) => k.id === c.id));
  const exportColumns = exportColumnsFor(shownIds);
  const filterCount = countFilterFields(state.filter);
  const filtered = filterCount > 0 || state.search.trim() !== '';
  const tableSort: ListSort | null = { key: state.sort.field, order: state.sort.order };
  // The rows render in a deferred pass (issue 21 point 4): the answer arrives through the query's
  // store, whose updates React renders in one blocking task; a deferred value's render yields to
  // the browser every few milliseconds, so the page's longest task is not the rows' first render.
  const data = useDeferredValue(result.data);
  const rows = data?.data ?? [];

  let body: ReactNode;
  if (result.isError && !data) {
    body = (
      <ErrorPanel
        title={`Couldn’t load ${label.toLowerCase()}`}
        message={errorMessage(result.error)}
        code={errorCode(result.error)}
        onRetry={() => void result.refetch()}
      />
    );
  } else if (!data) {
    body = <Loading label={`Loading ${label.toLowerCase()}…`} />;
  } else if (rows.length === 0) {
    body = filtered ? (
      <EmptyState
        title={`No ${label.toLowerCase()} match`}
        description="Try another search or clear the filters."
        actions={
          <StyledButton type="button" onClick={() => url.applyView({ filter: {}, search: '', sort: state.sort })}>
            Clear filters
          </StyledButton>
        }
      />
    ) : (
      <EmptyState title={emptyTitle} description={emptyDescription} />
    );
  } else {
    const busy = result.isFetching && result.isPlaceholderData;
    const common = { columns: choice.visibleColumns, rows, rowKey: (r: TCaseListItem) => r.id, onOpen, busy, label };
    const allOnPage = selected ? rows.every((r) => selected.has(r.id)) : false;
    body = (
      <>
        {selected && onSelect ? (
          <StyledCheckboxLabel>
            <input type="checkbox" checked={allOnPage} onChange={(e) => onSelect(rows, e.target.checked)} />
            Select all on this page
          </StyledCheckboxLabel>
        ) : null}
        {isMobile ? (
          <CardList {...common} />
        ) : (
          <Suspense fallback={<Loading label={`Loading ${label.toLowerCase()}…`} />}>
            <DataTable
              {...common}
              sort={tableSort}
              onSort={(s) =>
                // The table cycles to "no sort"; a case list always has one, so that click flips the order.
                url.setSort(
                  s
                    ? parseCaseSort(`${s.order === -1 ? '-' : ''}${s.key}`)
                    : { field: state.sort.field, order: state.sort.order === 1 ? -1 : 1 },
                )
              }
            />
          </Suspense>
        )}
        <CursorPager
          pageNumber={url.pageNumber}
          perpage={state.perpage}
          shown={rows.length}
          total={data.count}
          hasPrevious={url.hasPrevious}
          hasNext={data.nextCursor !== null}
          onPrevious={url.previousPage}
          onNext={() => data.nextCursor && url.nextPage(data.nextCursor)}
          onFirst={url.firstPage}
          onPerpage={url.setPerpage}
        />
      </>
    );
  }

  return (
    <section aria-label={label}>
      <StyledToolbar>
        <div role="search">
          <SearchBox
            value={state.search}
            onSearch={url.setSearch}
            label={`Search ${label.toLowerCase()}`}
            placeholder="Case, receipt no. or name…"
          />
        </div>
        <StyledButton type="button" onClick={() => setFilterOpen(true)} aria-haspopup="dialog">
          {filterCount > 0 ? `Filters (${filterCount})` : 'Filters'}
        </StyledButton>
        {filterCount > 0 ? (
          <StyledButton type="button" onClick={() => url.setFilter({})}>
            Clear filters
          </StyledButton>
        ) : null}
        {compact ? null : (
          <SavedViews
            list={list}
            current={{ filter: state.filter, search: state.search, sort: state.sort, columns: exportColumns }}
            onApply={applyView}
          />
        )}
        <StyledToolbarEnd>
          <ColumnChooser columns={columns} hidden={choice.hidden} onChange={choice.setVisible} onReset={choice.reset} />
          {perms.canExport && !compact ? (
            <ExportButtons exportFile={(format) => exportCases(api, list, state, format, exportColumns)} />
          ) : null}
          {actions}
        </StyledToolbarEnd>
      </StyledToolbar>
      {state.filterError ? <StyledNotice role="alert">{state.filterError}</StyledNotice> : null}
      {result.isError && data ? (
        <ErrorPanel
          title={`Couldn’t refresh ${label.toLowerCase()}`}
          message={errorMessage(result.error)}
          onRetry={() => void result.refetch()}
        />
      ) : null}
      <StyledListCard>{body}</StyledListCard>
      {filterOpen ? (
        <Suspense fallback={<Loading label="Loading filters…" />}>
          <CaseFilterDialog
            filter={state.filter}
            onClose={() => setFilterOpen(false)}
            onApply={(filter) => {
              url.setFilter(filter);
              setFilterOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
