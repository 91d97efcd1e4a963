import type { TTrendsResult } from 'shared/contract';
import type { ChartSpec } from '../components/chartTypes';

/** 'YYYY-MM' → 'Jan 2026'. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number);
  if (!y || !m) return month;
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** 'MM/YYYY' (as typed, like the US dates of SPEC §5) → 'YYYY-MM'; null when it is not a month. */
export function usMonthToIso(text: string): string | null {
  const m = /^(0?[1-9]|1[0-2])\/(\d{4})$/.exec(text.trim());
  return m ? `${m[2]}-${m[1]!.padStart(2, '0')}` : null;
}

const percent = (rate: number) => Math.round(rate * 1000) / 10;

export const monthsChart = (t: TTrendsResult): ChartSpec => ({
  kind: 'line',
  labels: t.months.map((m) => monthLabel(m.month)),
  series: [
    { label: 'Opened', data: t.months.map((m) => m.opened) },
    { label: 'Closed', data: t.months.map((m) => m.closed) },
    { label: 'Approved', data: t.months.map((m) => m.approved) },
  ],
  labelHeading: 'Month',
});

export const outcomesChart = (t: TTrendsResult): ChartSpec => ({
  kind: 'bar',
  labels: t.outcomesByType.map((o) => `${o.typeName} (${o.decided} decided)`),
  series: [
    { label: 'Approval rate', data: t.outcomesByType.map((o) => percent(o.approvalRate)) },
    { label: 'RFE rate', data: t.outcomesByType.map((o) => percent(o.rfeRate)) },
    { label: 'Denial rate', data: t.outcomesByType.map((o) => percent(o.denialRate)) },
  ],
  valueSuffix: '%',
  labelHeading: 'Case type',
});

export const stepsChart = (t: TTrendsResult): ChartSpec => ({
  kind: 'bar',
  horizontal: true,
  labels: t.stepDurations.map((s) => `${s.label} (${s.completed} completed)`),
  series: [{ label: 'Average days', data: t.stepDurations.map((s) => Math.round(s.avgDays * 10) / 10) }],
  valueSuffix: ' days',
  labelHeading: 'Workflow step',
});

export const workloadChart = (t: TTrendsResult): ChartSpec => ({
  kind: 'bar',
  horizontal: true,
  labels: t.workload.map((w) => `${w.name} (${w.role === 'attorney' ? 'Attorney' : 'Paralegal'})`),
  series: [
    { label: 'Open cases', data: t.workload.map((w) => w.open) },
    { label: 'Overdue', data: t.workload.map((w) => w.overdue) },
    { label: 'Due within 7 days', data: t.workload.map((w) => w.dueSoon) },
  ],
  labelHeading: 'Staff member',
});
