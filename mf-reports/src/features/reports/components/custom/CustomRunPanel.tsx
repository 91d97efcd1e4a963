import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { TCustomReportSpec } from 'shared/contract';
import type { ReportColumn, ReportSort } from 'shared/domain';
import { EmptyState, ErrorPanel, errorCode, errorMessage, Loading } from 'shared/ui';
import { useCustomExport, useCustomRun } from '../../api/reportsQueries';
import { DEFAULT_REPORT_PAGE_SIZE, type ReportPageSize } from '../../utils/reportUrl';
import { saveFile } from '../../utils/saveFile';
import { ExportMenu } from '../ExportMenu';
import { ReportPager } from '../ReportPager';
import { ReportTable } from '../ReportTable';

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  h2,
  h3 {
    margin: 0;
    font-size: 16px;
  }
`;

export type CustomRunSource = { id: string } | { spec: TCustomReportSpec };

export interface CustomRunPanelProps {
  title: string;
  heading?: 'h2' | 'h3';
  source: CustomRunSource;
  columns: readonly ReportColumn[];
  /** Given: the headers sort (the builder keeps the sort in the spec). */
  sort?: ReportSort | null;
  onSort?: (sort: ReportSort) => void;
}

/** One page of a custom report (saved or the builder's preview), paged on the server, with its exports. */
export function CustomRunPanel({ title, heading = 'h2', source, columns, sort = null, onSort }: CustomRunPanelProps) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<ReportPageSize>(DEFAULT_REPORT_PAGE_SIZE);
  const run = useCustomRun({ ...source, page, pageSize });
  const exporter = useCustomExport();
  const pending = exporter.isPending ? (exporter.variables?.format ?? null) : null;
  const data = run.data?.run ?? null;
  const Heading = heading;

  let body: ReactNode;
  if (run.isError && !run.data) {
    body = (
      <ErrorPanel
        title={`Couldn’t run ${title}`}
        message={errorMessage(run.error)}
        code={errorCode(run.error)}
        onRetry={() => void run.refetch()}
      />
    );
  } else if (!data) {
    body = <Loading label={`Running ${title}…`} />;
  } else if (data.rows.length === 0) {
    body = <EmptyState level={3} title="No rows" description="Nothing you may see matches this report’s filters." />;
  } else {
    body = (
      <>
        <ReportTable
          label={title}
          columns={columns}
          rows={data.rows}
          totals={data.totals}
          sort={sort ?? data.sort}
          {...(onSort ? { onSort } : {})}
          rowLink={(r) => (typeof r.link === 'string' && r.link.startsWith('/') ? r.link : null)}
          busy={run.isFetching && run.isPlaceholderData}
        />
        <ReportPager
          page={page}
          pageSize={pageSize}
          total={data.total}
          onPage={setPage}
          onPageSize={(n) => {
            setPageSize(n);
            setPage(1);
          }}
        />
      </>
    );
  }

  return (
    <section aria-label={title}>
      <StyledHead>
        <Heading>{title}</Heading>
        <ExportMenu
          pending={pending}
          disabled={!data || data.total === 0}
          onExport={(format) =>
            exporter.mutate({ ...source, format }, { onSuccess: (r) => (r.file ? saveFile(r.file) : undefined) })
          }
        />
      </StyledHead>
      {run.isError && run.data ? (
        <ErrorPanel
          title={`Couldn’t refresh ${title}`}
          message={errorMessage(run.error)}
          onRetry={() => void run.refetch()}
        />
      ) : null}
      {body}
    </section>
  );
}
