import { memo, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { MAX_TREND_MONTHS, type TTrendsPayload, type TTrendsResult } from 'shared/contract';
import { formatDateTime, isPlatformRole } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { routeById } from 'shared/routes';
import { useSession } from 'shared/session';
import {
  EmptyState,
  ErrorPanel,
  errorCode,
  errorMessage,
  FormField,
  Loading,
  mobile,
  PageFrame,
  StyledButton,
  StyledCard,
  StyledInput,
} from 'shared/ui';
import { useTrends } from '../features/dashboard/api/trendsQueries';
import { ChartFigure } from '../features/dashboard/components/Chart';
import type { ChartSpec } from '../features/dashboard/components/chartTypes';
import {
  monthLabel,
  monthsChart,
  outcomesChart,
  stepsChart,
  usMonthToIso,
  workloadChart,
} from '../features/dashboard/utils/trends';

const StyledFilters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  > div {
    width: 180px;
  }
  ${mobile} {
    > div {
      width: 100%;
    }
  }
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledPanel = styled(StyledCard)`
  min-width: 0;
  ${mobile} {
    padding: ${({ theme }) => theme.space(3)};
  }
`;

const StyledSummary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.textMuted};
`;

type RangeErrors = { from?: string; to?: string };

const MONTH_MESSAGE = 'Enter a month as MM/YYYY.';
const MONTH_INPUT = { inputMode: 'numeric', placeholder: 'MM/YYYY', maxLength: 7, autoComplete: 'off' } as const;

function TrendPanel({ title, spec, empty }: { title: string; spec: ChartSpec; empty: string }) {
  return (
    <StyledPanel>
      {spec.labels.length ? (
        <ChartFigure title={title} spec={spec} height={Math.max(240, spec.horizontal ? spec.labels.length * 28 : 0)} />
      ) : (
        <EmptyState level={3} title={title} description={empty} />
      )}
    </StyledPanel>
  );
}

/** Memoised: typing a range re-renders the page, not the charts. */
const TrendCharts = memo(function TrendCharts({ trends }: { trends: TTrendsResult }) {
  return (
    <StyledGrid>
      <TrendPanel
        title="Cases opened, closed and approved per month"
        spec={monthsChart(trends)}
        empty="No months in this range."
      />
      <TrendPanel
        title="Approval, RFE and denial rates by case type"
        spec={outcomesChart(trends)}
        empty="No case was decided in this range."
      />
      <TrendPanel
        title="Average days in each workflow step"
        spec={stepsChart(trends)}
        empty="No workflow step was completed in this range."
      />
      <TrendPanel
        title="Workload by attorney and paralegal"
        spec={workloadChart(trends)}
        empty="No open case is assigned to an attorney or paralegal."
      />
    </StyledGrid>
  );
});

/**
 * /dashboard-v2 and /dashboard-V2: the firm's trends over a range of months (the last twelve by
 * default), each a chart.js chart with its data as a table on request.
 */
export default function DashboardTrendsPage({ routeId }: PageProps) {
  const route = routeById(routeId);
  const [range, setRange] = useState<TTrendsPayload>({});
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<RangeErrors>({});
  // Platform staff have no firm (the trends call is the firm's).
  const platform = isPlatformRole(useSession((s) => s.user?.roleId));
  const trends = useTrends(range, !platform);
  const data = trends.data;

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const next: RangeErrors = {};
    const f = from.trim() ? usMonthToIso(from) : null;
    const t = to.trim() ? usMonthToIso(to) : null;
    if (from.trim() && !f) next.from = MONTH_MESSAGE;
    if (to.trim() && !t) next.to = MONTH_MESSAGE;
    if (f && t) {
      const months = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7));
      if (f > t) next.to = 'The last month is before the first month.';
      else if (months(t) - months(f) + 1 > MAX_TREND_MONTHS)
        next.to = `Trends cover at most ${MAX_TREND_MONTHS} months.`;
    }
    setErrors(next);
    if (!next.from && !next.to) setRange({ ...(f ? { from: f } : {}), ...(t ? { to: t } : {}) });
  };

  let body: ReactNode;
  if (platform) {
    body = (
      <EmptyState
        title="No firm trends for platform users"
        description="The trends count a firm's cases; platform users manage the firms from the platform pages in the sidebar."
      />
    );
  } else if (trends.isError) {
    body = (
      <ErrorPanel
        title="Couldn’t load the trends"
        message={errorMessage(trends.error)}
        code={errorCode(trends.error)}
        onRetry={() => void trends.refetch()}
      />
    );
  } else if (!data) {
    body = <Loading label="Loading the trends…" />;
  } else {
    body = (
      <>
        <StyledSummary role="status">
          {monthLabel(data.from)} – {monthLabel(data.to)}: {data.months.reduce((s, m) => s + m.opened, 0)} case(s)
          opened, {data.months.reduce((s, m) => s + m.closed, 0)} closed. Counted {formatDateTime(data.computedAt)}.
        </StyledSummary>
        <TrendCharts trends={data} />
      </>
    );
  }

  return (
    <PageFrame title={route?.title ?? 'Dashboard'} description={route?.description} remote="mf-reports">
      <StyledFilters aria-label="Trend range" onSubmit={apply} noValidate>
        <FormField label="From month" error={errors.from} hint="MM/YYYY; blank: twelve months ago">
          <StyledInput {...MONTH_INPUT} value={from} onChange={(e) => setFrom(e.target.value)} />
        </FormField>
        <FormField label="To month" error={errors.to} hint="MM/YYYY; blank: this month">
          <StyledInput {...MONTH_INPUT} value={to} onChange={(e) => setTo(e.target.value)} />
        </FormField>
        <StyledButton type="submit">Apply range</StyledButton>
        {range.from || range.to ? (
          <StyledButton
            type="button"
            onClick={() => {
              setFrom('');
              setTo('');
              setErrors({});
              setRange({});
            }}
          >
            Last 12 months
          </StyledButton>
        ) : null}
      </StyledFilters>
      {body}
    </PageFrame>
  );
}
