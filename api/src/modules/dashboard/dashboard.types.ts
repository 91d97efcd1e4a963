import type { DashboardWidgetKey } from 'shared/domain';
import type { TWidgetData, TWidgetFilters } from 'shared/contract';
import type { CallContext } from '../../platform/http';
import type { CaseAccess } from '../petitions';

/**
 * What a widget provider gets for one `/dashboard/get-stats` call: the call's context (its
 * transaction is bound to the tenant by RLS), the caller's case access from the case kernel
 * (worked out once), the caller's today, the widget's filters (already checked against the
 * registry) and the page asked for.
 */
export interface DashboardWidgetRequest {
  ctx: CallContext<unknown>;
  access: CaseAccess;
  /** The caller's date, YYYY-MM-DD. */
  today: string;
  filters: TWidgetFilters;
  /** The sort to apply: the filters' sortPath/sortOrder, else the registry's default; null for a fixed order. */
  sort: { path: string; order: 1 | -1 } | null;
  /** 1-based page; `limit` rows (or groups) from `offset`. */
  page: number;
  limit: number;
  offset: number;
}

/**
 * A module's supply of one dashboard widget (`dashboardWidgets` in its definition). The module
 * must be the one the registry names for the key (shared/domain/dashboard); `load` applies the
 * caller's visibility itself and computes counts in SQL. docs/dashboard.md has an example.
 */
export interface DashboardWidgetProvider {
  key: DashboardWidgetKey;
  load(req: DashboardWidgetRequest): Promise<TWidgetData>;
}
