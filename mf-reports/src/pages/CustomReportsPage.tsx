import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { TCustomReport } from 'shared/contract';
import type { PageProps } from 'shared/federation';
import { routeById } from 'shared/routes';
import { EmptyState, Loading, mobile, PageFrame, SearchBox, StyledButton, StyledCard } from 'shared/ui';
import { useCustomReports } from '../features/reports/api/reportsQueries';
import { CustomReportBuilder } from '../features/reports/components/custom/CustomReportBuilder';
import { CustomReportList } from '../features/reports/components/custom/CustomReportList';
import { CustomRunPanel } from '../features/reports/components/custom/CustomRunPanel';
import { ScheduleDialog } from '../features/reports/components/custom/ScheduleDialog';
import { runColumns } from '../features/reports/utils/customSpec';

const StyledCardBox = styled(StyledCard)`
  padding: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  ${mobile} {
    padding: ${({ theme }) => theme.space(3)};
  }
`;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: 16px;
  }
`;

/**
 * /custom-reports: the saved reports (mine and shared with the firm), the builder (`?new=1`,
 * `?edit=<id>`) and a saved report's run (`?run=<id>`); each view is a history entry.
 */
export default function CustomReportsPage({ routeId }: PageProps) {
  const route = routeById(routeId);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = params.get('q') ?? '';
  const list = useCustomReports(search);
  const [scheduling, setScheduling] = useState<TCustomReport | null>(null);
  const reports = list.data?.data;
  const editId = params.get('edit');
  const runId = params.get('run');
  const creating = params.get('new') === '1';

  const go = (next: Record<string, string>) => {
    const p = new URLSearchParams(next);
    navigate({ search: p.toString() ? `?${p.toString()}` : '' });
  };
  const back = () => go(search ? { q: search } : {});
  const find = (id: string | null) => (id ? reports?.find((r) => r.id === id) : undefined);

  let body;
  if (creating || editId) {
    const report = find(editId);
    body =
      editId && !report ? (
        list.isLoading ? (
          <Loading label="Loading the report…" />
        ) : (
          <EmptyState title="Report not found" description="It was deleted, or it is not shared with you." />
        )
      ) : (
        <CustomReportBuilder key={editId ?? 'new'} report={report ?? null} onDone={back} />
      );
  } else if (runId) {
    const report = find(runId);
    body = !report ? (
      list.isLoading ? (
        <Loading label="Loading the report…" />
      ) : (
        <EmptyState title="Report not found" description="It was deleted, or it is not shared with you." />
      )
    ) : (
      <StyledCardBox>
        <CustomRunPanel
          title={report.name}
          source={{ id: report.id }}
          columns={runColumns(report.entity, report.columns, report.groupBy)}
        />
      </StyledCardBox>
    );
  } else {
    body = (
      <StyledCardBox>
        <StyledToolbar>
          <h2>Saved reports</h2>
          <div role="search">
            <SearchBox
              value={search}
              onSearch={(q) => navigate({ search: q ? `?q=${encodeURIComponent(q)}` : '' }, { replace: true })}
              label="Search saved reports"
              placeholder="Report name"
            />
          </div>
        </StyledToolbar>
        <CustomReportList
          reports={reports}
          isError={list.isError}
          error={list.error}
          onRetry={() => void list.refetch()}
          searching={search.trim() !== ''}
          onRun={(r) => go({ run: r.id })}
          onEdit={(r) => go({ edit: r.id })}
          onSchedule={setScheduling}
          onNew={() => go({ new: '1' })}
        />
      </StyledCardBox>
    );
  }

  return (
    <PageFrame
      title={route?.title ?? 'Custom Reports'}
      description={route?.description}
      remote="mf-reports"
      actions={
        creating || editId || runId ? (
          <StyledButton type="button" onClick={back}>
            ‹ Saved reports
          </StyledButton>
        ) : (
          <StyledButton type="button" $variant="primary" onClick={() => go({ new: '1' })}>
            New report
          </StyledButton>
        )
      }
    >
      {body}
      {scheduling ? <ScheduleDialog report={scheduling} onClose={() => setScheduling(null)} /> : null}
    </PageFrame>
  );
}
