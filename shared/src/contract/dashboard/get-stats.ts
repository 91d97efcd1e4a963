import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { DASHBOARD_WIDGETS, widgetFilterIssues } from '../../domain/dashboard';
import { PAGE_SIZE } from '../../domain/limits';
import { STAFF_AND_CLIENT_ROLES } from '../../domain/roles';
import { ZWidgetData, ZWidgetFilters, ZWidgetKey } from './dashboard-schemas';

export const ZGetStatsPayload = callPayload({
  widget: ZWidgetKey,
  filters: ZWidgetFilters.default({ pageSize: PAGE_SIZE.WIDGET_SMALL }),
  /** 1-based page of the rows (list) or groups (counts). */
  page: z.number().int().min(1).max(10_000).default(1),
}).superRefine((p, ctx) => {
  for (const issue of widgetFilterIssues(p.widget, p.filters)) ctx.addIssue({ code: 'custom', path: ['filters', issue.path], message: issue.message });
});
export type TGetStatsPayload = z.input<typeof ZGetStatsPayload>;

export const ZGetStatsResult = z.object({
  widget: ZWidgetKey,
  /** The day the numbers are for (the caller's today). */
  asOf: z.string(),
  /** When they were counted (ISO): a large firm's numbers may be a snapshot up to a minute old. */
  computedAt: z.string(),
  data: ZWidgetData,
});
export type TGetStatsResult = z.infer<typeof ZGetStatsResult>;

export const getStatsCall = defineCall({
  path: '/dashboard/get-stats',
  readOnly: true,
  summary: `One widget's data for its filters (${Object.keys(DASHBOARD_WIDGETS).length} widgets): rows with links, or counts; only what the caller may see.`,
  payload: ZGetStatsPayload,
  result: ZGetStatsResult,
  auth: { kind: 'session', roles: STAFF_AND_CLIENT_ROLES },
  scope: 'tenant',
  ids: { 'filters.petitionerIds': 'company', 'filters.branchIds': 'branch' },
  example: { widget: 'cases-by-status', filters: { pageSize: 25 } },
});
