import { useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ReportDef, ReportEntity } from 'shared/domain';
import { useToast } from 'shared/session';
import {
  EmptyState,
  ErrorPanel,
  errorCode,
  errorMessage,
  Loading,
  mobile,
  PageFrame,
  StyledButton,
  StyledCard,
} from 'shared/ui';
import { useReportExport, useReportRun } from '../api/reportsQueries';
import { useReportUrl } from '../hooks/useReportUrl';
import { countActive } from '../utils/filterDraft';
import { activeFilters } from '../utils/reportUrl';
import { saveFile } from '../utils/saveFile';
import { ExportMenu } from './ExportMenu';
import { ProcessingTimesDialog } from './ProcessingTimesDialog';
import { ReportChart } from './ReportChart';
import { ReportFilterBar } from './ReportFilterBar';
import { ReportPager } from './ReportPager';
import { ReportSummary } from './ReportSummary';
import { ReportTable, type ReportRow } from './ReportTable';

const StyledCardBox = styled(StyledCard)`
  padding: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  ${mobile} {
    padding: ${({ theme }) => theme.space(2)};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledNotice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.warning};
`;

export const ROW_LABELS: Readonly<Record<ReportEntity, string>> = {
  cases: 'Cases',
  caseActivity: 'Activities',
  branches: 'Branches',
  petitioners: 'Petitioners',
  individuals: 'Clients',
  caseTypes: 'Case types',
  expiries: 'At-risk expiries',
};

const rowLink = (row: ReportRow): string | null =>
  typeof row.link === 'string' && row.link.startsWith('/') ? row.link : null;

/**
 * One registry report: the filter bar, the totals, the chart, the sortable paged table and the
 * export menu. Everything shown comes from `reports/run` for the URL's view.
 */
export function ReportView({ def }: { def: ReportDef }) {
  const url = useReportUrl(def);
  const { state } = url;
  const toast = useToast();
  const [showTimes, setShowTimes] = useState(false);
  const filters = useMemo(() => activeFilters(state.filters), [state.filters]);
  // The bar's draft restarts when the applied filters change (Apply, Back, a link), not on a page turn.
  const filterKey = useMemo(() => JSON.stringify(filters), [filters]);
  const result = useReportRun({
    reportId: def.id,
    filters,
    sort: state.sort,
    page: state.page,
    pageSize: state.pageSize,
  });
  const exporter = useReportExport();
  const pending = exporter.isPending ? (exporter.variables?.format ?? null) : null;
  const data = result.data;
  const filtered = countActive(state.filters) > 0;
  const rowLabel = ROW_LABELS[def.entity];

  const onExport = (format: 'csv' | 'xlsx' | 'pdf') =>
    exporter.mutate(
      { reportId: def.id, filters, sort: state.sort, format },
      {
        onSuccess: (file) => {
          saveFile(file);
          if (file.truncated)
            toast.show({
              title: 'Export cut',
              message: `The file holds the first ${file.rowCount.toLocaleString('en-US')} rows; narrow the filters for the rest.`,
            });
        },
      },
    );

  let body: ReactNode;
  if (result.isError && !data) {
    body = (
      <ErrorPanel
        title={`Couldn’t run ${def.title}`}
        message={errorMessage(result.error)}
        code={errorCode(result.error)}
        onRetry={() => void result.refetch()}
      />
    );
  } else if (!data) {
    body = <Loading label={`Running ${def.title}…`} />;
  } else if (data.rows.length === 0) {
    body = (
      <EmptyState
        title={filtered ? 'Nothing matches these filters' : 'Nothing to report yet'}
        description={
          filtered
            ? 'Try a wider date range or fewer filters.'
            : `${rowLabel} you may see will show here as the firm’s work is recorded.`
        }
      />
    );
  } else {
    body = (
      <>
        <ReportTable
          label={def.title}
          columns={def.columns}
          rows={data.rows}
          totals={data.totals}
          sort={state.sort}
          onSort={url.setSort}
          rowLink={rowLink}
          busy={result.isFetching && result.isPlaceholderData}
        />
        <ReportPager
          page={state.page}
          pageSize={state.pageSize}
          total={data.total}
          onPage={url.setPage}
          onPageSize={url.setPageSize}
        />
      </>
    );
  }

  return (
    <PageFrame
      title={def.title}
      description={def.description}
      remote="mf-reports"
      actions={
        <StyledActions>
          {def.id === 'expiry-risk' ? (
            <StyledButton type="button" onClick={() => setShowTimes(true)}>
              Processing times
            </StyledButton>
          ) : null}
          <ExportMenu pending={pending} onExport={onExport} disabled={!data || data.total === 0} />
        </StyledActions>
      }
    >
      <ReportFilterBar
        key={filterKey}
        label={`${def.title} filters`}
        filters={def.filters}
        values={state.filters}
        onApply={url.setFilters}
      />
      {state.ignored.length ? (
        <StyledNotice role="status">
          Left out of this link’s filters (not valid here): {state.ignored.join(', ')}.
        </StyledNotice>
      ) : null}
      {result.isError && data ? (
        <ErrorPanel
          title={`Couldn’t refresh ${def.title}`}
          message={errorMessage(result.error)}
          onRetry={() => void result.refetch()}
        />
      ) : null}
      {data ? <ReportSummary total={data.total} rowLabel={rowLabel} totals={def.totals} values={data.totals} /> : null}
      {def.chart && data?.chart ? (
        <StyledCardBox aria-label="Chart">
          <ReportChart def={def.chart} data={data.chart} />
        </StyledCardBox>
      ) : null}
      <StyledCardBox>{body}</StyledCardBox>
      {showTimes ? <ProcessingTimesDialog onClose={() => setShowTimes(false)} /> : null}
    </PageFrame>
  );
}
