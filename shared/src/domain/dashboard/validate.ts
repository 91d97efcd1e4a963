import { DASHBOARD_WIDGETS, type DashboardWidgetKey, type WidgetFilterField } from './widgets';

/** The filters of one widget as the contract carries them (see `ZWidgetFilters`). */
export interface WidgetFilterValues {
  typeIds?: readonly number[] | undefined;
  subTypeIds?: readonly number[] | undefined;
  petitionerIds?: readonly string[] | undefined;
  branchIds?: readonly string[] | undefined;
  statusIds?: readonly number[] | undefined;
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
  dueFrom?: string | undefined;
  dueTo?: string | undefined;
  caseTypes?: readonly string[] | undefined;
  sortPath?: string | undefined;
  sortOrder?: 1 | -1 | undefined;
  pageSize?: number | undefined;
}

const FIELD_OF: Readonly<Record<Exclude<keyof WidgetFilterValues, 'sortPath' | 'sortOrder' | 'pageSize'>, WidgetFilterField>> = {
  typeIds: 'typeIds',
  subTypeIds: 'subTypeIds',
  petitionerIds: 'petitionerIds',
  branchIds: 'branchIds',
  statusIds: 'statusIds',
  createdFrom: 'createdRange',
  createdTo: 'createdRange',
  dueFrom: 'dueRange',
  dueTo: 'dueRange',
  caseTypes: 'caseTypes',
};

export interface WidgetFilterIssue {
  path: string;
  message: string;
}

/**
 * What is wrong with `filters` for widget `key` according to the registry: a filter the widget
 * does not have, a sorting path not among its sort options, a range that ends before it starts.
 * Empty when they are fine. Used by the contract (payload validation) and the UI (filter panel).
 */
export function widgetFilterIssues(key: DashboardWidgetKey, filters: WidgetFilterValues): WidgetFilterIssue[] {
  const def = DASHBOARD_WIDGETS[key];
  const issues: WidgetFilterIssue[] = [];
  for (const [name, field] of Object.entries(FIELD_OF) as [keyof typeof FIELD_OF, WidgetFilterField][]) {
    const v = filters[name];
    const given = Array.isArray(v) ? v.length > 0 : v !== undefined;
    if (given && !def.filters.includes(field)) issues.push({ path: name, message: `The ${def.title} widget has no ${name} filter.` });
  }
  if (filters.sortPath !== undefined && !def.sortOptions.some((o) => o.path === filters.sortPath)) {
    issues.push({ path: 'sortPath', message: `The ${def.title} widget cannot be sorted by ${filters.sortPath}.` });
  }
  if (filters.createdFrom && filters.createdTo && filters.createdFrom > filters.createdTo) {
    issues.push({ path: 'createdTo', message: 'The end of the created date range is before its start.' });
  }
  if (filters.dueFrom && filters.dueTo && filters.dueFrom > filters.dueTo) {
    issues.push({ path: 'dueTo', message: 'The end of the due date range is before its start.' });
  }
  return issues;
}
