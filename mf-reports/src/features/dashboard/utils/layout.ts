import type { TLayoutItem, TLayoutItemInput, TWidgetFilters } from 'shared/contract';
import {
  DASHBOARD_WIDGETS,
  DEFAULT_WIDGET_VIEW,
  PAGE_SIZE,
  type DashboardWidgetKey,
  type WidgetSize,
  type WidgetView,
} from 'shared/domain';
import type { GridSpan } from '../components/SortableGrid';

/** Columns of the 4-column grid each width step takes. */
export const SIZE_SPAN: Readonly<Record<WidgetSize, GridSpan>> = { S: 1, M: 2, L: 3, XL: 4 };

/** The width steps as the arrange mode names them. */
export const SIZE_LABEL: Readonly<Record<WidgetSize, string>> = {
  S: 'Small',
  M: 'Medium',
  L: 'Large',
  XL: 'Full width',
};

/** A layout item as save-layout takes it (the answer's item is already complete). */
export const toInput = (item: TLayoutItem): TLayoutItemInput => ({
  key: item.key,
  size: item.size,
  view: item.view,
  filters: item.filters,
});

/** The layout after dropping widgets in the order `keys` (keys not in the layout are ignored). */
export function reorder(items: readonly TLayoutItem[], keys: readonly string[]): TLayoutItem[] {
  const byKey = new Map(items.map((i) => [i.key as string, i]));
  const ordered = keys.map((k) => byKey.get(k)).filter((i): i is TLayoutItem => !!i);
  return [...ordered, ...items.filter((i) => !keys.includes(i.key))];
}

export const resize = (items: readonly TLayoutItem[], key: DashboardWidgetKey, size: WidgetSize): TLayoutItem[] =>
  items.map((i) => (i.key === key ? { ...i, size } : i));

export const setView = (items: readonly TLayoutItem[], key: DashboardWidgetKey, view: WidgetView): TLayoutItem[] =>
  items.map((i) => (i.key === key ? { ...i, view } : i));

export const setFilters = (
  items: readonly TLayoutItem[],
  key: DashboardWidgetKey,
  filters: TWidgetFilters,
): TLayoutItem[] => items.map((i) => (i.key === key ? { ...i, filters } : i));

export const remove = (items: readonly TLayoutItem[], key: DashboardWidgetKey): TLayoutItem[] =>
  items.filter((i) => i.key !== key);

/** Adds a widget at the top, in its registry size, LIST view and default filters. */
export function add(items: readonly TLayoutItem[], key: DashboardWidgetKey): TLayoutItem[] {
  if (items.some((i) => i.key === key)) return [...items];
  const def = DASHBOARD_WIDGETS[key];
  const filters: TWidgetFilters = { pageSize: PAGE_SIZE.WIDGET_SMALL };
  if (def.defaultSort) {
    filters.sortPath = def.defaultSort.path;
    filters.sortOrder = def.defaultSort.order;
  }
  return [{ key, size: def.defaultSize, view: DEFAULT_WIDGET_VIEW, filters }, ...items];
}
