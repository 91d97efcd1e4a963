import type {
  TDashboard,
  TGetStatsResult,
  TLayoutItem,
  TWidgetCountsData,
  TWidgetListData,
  TWidgetRow,
} from 'shared/contract';
import { DASHBOARD_WIDGETS, type DashboardWidgetKey } from 'shared/domain';

export const caseId = (i: number) => `70000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

export const item = (key: DashboardWidgetKey, over: Partial<TLayoutItem> = {}): TLayoutItem => ({
  key,
  size: 'M',
  view: 'LIST',
  filters: { pageSize: 25 },
  ...over,
});

export const offered = (...keys: DashboardWidgetKey[]) =>
  keys.map((key) => ({ key, title: DASHBOARD_WIDGETS[key].title, kind: DASHBOARD_WIDGETS[key].kind }));

export const dashboard = (
  layout: TLayoutItem[],
  keys: DashboardWidgetKey[],
  custom = false,
  choices: TDashboard['choices'] = { branches: [], petitioners: [] },
): TDashboard => ({
  offered: offered(...keys),
  layout,
  custom,
  choices,
});

export const row = (i: number, over: Partial<TWidgetRow> = {}): TWidgetRow => ({
  id: caseId(i),
  title: `H1B-2026-0000${i}`,
  subtitle: `Person ${i} · Northwind Analytics Inc.`,
  path: `/petition-details/${caseId(i)}`,
  date: '2026-03-05',
  dateLabel: 'Deadline',
  status: { id: 6, label: 'Attorney Review' },
  meta: null,
  tone: 'default',
  ...over,
});

export const listData = (rows: TWidgetRow[], over: Partial<TWidgetListData> = {}): TWidgetListData => ({
  kind: 'list',
  rows,
  total: rows.length,
  capped: false,
  page: 1,
  pageSize: 25,
  ...over,
});

export const countsData = (
  points: { key: string; label: string; count: number; path?: string | null }[],
  over: Partial<TWidgetCountsData> = {},
): TWidgetCountsData => ({
  kind: 'counts',
  series: [
    {
      key: 'cases',
      label: 'Cases',
      points: points.map((p) => ({ key: p.key, label: p.label, count: p.count, path: p.path ?? null })),
    },
  ],
  total: points.reduce((s, p) => s + p.count, 0),
  groups: points.length,
  page: 1,
  pageSize: 25,
  ...over,
});

export const stats = (widget: DashboardWidgetKey, data: TGetStatsResult['data']): TGetStatsResult => ({
  widget,
  asOf: '2026-03-01',
  computedAt: '2026-03-01T14:00:00.000Z',
  data,
});
