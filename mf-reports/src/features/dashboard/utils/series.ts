import type { TWidgetSeries } from 'shared/contract';
import type { ChartSpec } from '../components/chartTypes';

export interface CountGroup {
  key: string;
  label: string;
  path: string | null;
  /** One count per series, in series order. */
  counts: number[];
}

/** The groups of a counts answer (union of the series' point keys, in first-seen order). */
export function countGroups(series: readonly TWidgetSeries[]): CountGroup[] {
  const groups = new Map<string, CountGroup>();
  series.forEach((s, i) => {
    for (const p of s.points) {
      let g = groups.get(p.key);
      if (!g) {
        g = { key: p.key, label: p.label, path: p.path, counts: series.map(() => 0) };
        groups.set(p.key, g);
      }
      g.counts[i] = p.count;
    }
  });
  return [...groups.values()];
}

/** A counts answer as a chart: one bar per group; several series are stacked. */
export function countsChart(series: readonly TWidgetSeries[], labelHeading: string): ChartSpec {
  const groups = countGroups(series);
  return {
    kind: 'bar',
    labels: groups.map((g) => g.label),
    series: series.map((s, i) => ({ label: s.label, data: groups.map((g) => g.counts[i] ?? 0) })),
    stacked: series.length > 1,
    horizontal: groups.length > 6,
    labelHeading,
  };
}
