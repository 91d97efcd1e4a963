import type { TReportChartData } from 'shared/contract';
import type { ReportChart as ReportChartDef } from 'shared/domain';
import { ChartFigure } from '../../dashboard/components/Chart';
import type { ChartSpec } from '../../dashboard/components/chartTypes';

/** The registry's chart kind on the dashboard's chart component (chart.js, loaded with the first chart). */
export function toChartSpec(def: ReportChartDef, data: TReportChartData): ChartSpec {
  return {
    kind: def.kind === 'pie' ? 'doughnut' : 'bar',
    labels: data.labels,
    series: data.series.map((s) => ({ label: s.label, data: s.data })),
    ...(def.kind === 'stackedBar' ? { stacked: true } : {}),
    ...(def.source === 'groups' ? { labelHeading: def.label } : {}),
  };
}

export const chartTitle = (def: ReportChartDef, data: TReportChartData): string =>
  def.source === 'groups' ? def.label : data.series.map((s) => s.label).join(', ') + ' (this page)';

export interface ReportChartProps {
  def: ReportChartDef;
  data: TReportChartData;
}

/** The report's chart with its data-table alternative; nothing when the data are empty. */
export function ReportChart({ def, data }: ReportChartProps) {
  if (data.labels.length === 0 || data.series.length === 0) return null;
  return <ChartFigure spec={toChartSpec(def, data)} title={chartTitle(def, data)} height={240} />;
}
