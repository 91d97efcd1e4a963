/** What a chart shows: category labels along one axis and one or more numeric series. */
export interface ChartSeries {
  label: string;
  data: readonly number[];
}

export type ChartKind = 'bar' | 'line' | 'doughnut';

export interface ChartSpec {
  kind: ChartKind;
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** Shown after each value in the tooltip and the data table, e.g. '%' or ' days'. */
  valueSuffix?: string;
  /** Bars stacked (one bar per label, a segment per series). */
  stacked?: boolean;
  /** Horizontal bars (long labels such as workflow steps or staff names). */
  horizontal?: boolean;
  /** Heading of the label column in the data table (default 'Category'). */
  labelHeading?: string;
}

/** Colour-blind-safe palette (Okabe–Ito), the series colours of every chart. */
export const CHART_COLOURS = ['#0072B2', '#E69F00', '#009E73', '#D55E00', '#CC79A7', '#56B4E9', '#F0E442', '#000000'];

export const chartColour = (i: number): string => CHART_COLOURS[i % CHART_COLOURS.length] ?? '#0072B2';

/** A one-sentence summary of a chart for its aria-label (the data table has the details). */
export function chartSummary(title: string, spec: ChartSpec): string {
  const series = spec.series.map((s) => s.label).join(', ');
  const kind = spec.kind === 'doughnut' ? 'Doughnut chart' : spec.kind === 'line' ? 'Line chart' : 'Bar chart';
  return `${kind}: ${title}. ${spec.labels.length} categor${spec.labels.length === 1 ? 'y' : 'ies'}${
    series ? `; series ${series}` : ''
  }.`;
}
