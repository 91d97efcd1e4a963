import { z } from 'zod';
import {
  CASE_TYPE_STAT_CHOICES,
  DASHBOARD_WIDGET_KEYS,
  DASHBOARD_WIDGETS,
  DEFAULT_WIDGET_VIEW,
  WIDGET_PAGE_SIZE_MESSAGE,
  WIDGET_SIZES,
  WIDGET_VIEWS,
  widgetFilterIssues,
} from '../../domain/dashboard';
import { PAGE_SIZE } from '../../domain/limits';
import { ZIsoDate } from '../people/iso-date';

/*
 * Shapes shared by the dashboard calls (issue 17 points 1–3; docs/dashboard.md). The widget
 * registry (shared/domain/dashboard) says which filters and sort options each widget has; these
 * schemas check a payload against it, so a layout the registry does not allow is refused (422)
 * and nothing is stored.
 */

export const ZWidgetKey = z.enum(DASHBOARD_WIDGET_KEYS, { error: 'Unknown dashboard widget.' });
const ZIntIds = z.array(z.number().int().min(1).max(100_000)).max(50);
const ZUuids = z.array(z.uuid()).max(50);

/** SPEC §3 widget filter definition: ids, created and due date ranges, sorting path and order, page size. */
export const ZWidgetFilters = z.strictObject({
  typeIds: ZIntIds.optional(),
  subTypeIds: ZIntIds.optional(),
  petitionerIds: ZUuids.optional(),
  branchIds: ZUuids.optional(),
  statusIds: ZIntIds.optional(),
  createdFrom: ZIsoDate.optional(),
  createdTo: ZIsoDate.optional(),
  dueFrom: ZIsoDate.optional(),
  dueTo: ZIsoDate.optional(),
  /** SPEC §9 case type statistics choices (Pending Cases Stats). */
  caseTypes: z.array(z.enum(CASE_TYPE_STAT_CHOICES)).max(CASE_TYPE_STAT_CHOICES.length).optional(),
  /** A path among the widget's sort options. */
  sortPath: z.string().trim().min(1).max(40).optional(),
  /** SPEC §3: 1 ascending, -1 descending. */
  sortOrder: z.union([z.literal(1), z.literal(-1)], { error: 'The sort order must be 1 or -1.' }).optional(),
  /** SPEC §9: 100 or 25. */
  pageSize: z
    .union([z.literal(PAGE_SIZE.WIDGET_LARGE), z.literal(PAGE_SIZE.WIDGET_SMALL)], { error: WIDGET_PAGE_SIZE_MESSAGE })
    .default(PAGE_SIZE.WIDGET_SMALL),
});
export type TWidgetFilters = z.infer<typeof ZWidgetFilters>;
export type TWidgetFiltersInput = z.input<typeof ZWidgetFilters>;

/** Adds the registry's issues (filters the widget lacks, unknown sort path, reversed ranges) to `ctx`. */
const checkAgainstRegistry = (
  key: z.infer<typeof ZWidgetKey>,
  filters: TWidgetFilters,
  ctx: z.RefinementCtx,
  at: (string | number)[],
) => {
  for (const issue of widgetFilterIssues(key, filters))
    ctx.addIssue({ code: 'custom', path: [...at, issue.path], message: issue.message });
};

/** One widget of a user's dashboard: which, how big, LIST or CHART, its filters. Order is the array order. */
export const ZLayoutItem = z
  .strictObject({
    key: ZWidgetKey,
    size: z.enum(WIDGET_SIZES, { error: 'The widget size must be S, M, L or XL.' }),
    view: z.enum(WIDGET_VIEWS, { error: 'The widget view must be LIST or CHART.' }).default(DEFAULT_WIDGET_VIEW),
    filters: ZWidgetFilters.default({ pageSize: PAGE_SIZE.WIDGET_SMALL }),
  })
  .superRefine((item, ctx) => {
    if (item.view === 'CHART' && DASHBOARD_WIDGETS[item.key].kind !== 'counts') {
      ctx.addIssue({
        code: 'custom',
        path: ['view'],
        message: `The ${DASHBOARD_WIDGETS[item.key].title} widget is a list and has no chart.`,
      });
    }
    checkAgainstRegistry(item.key, item.filters, ctx, ['filters']);
  });
export type TLayoutItem = z.infer<typeof ZLayoutItem>;
export type TLayoutItemInput = z.input<typeof ZLayoutItem>;

/** The widgets of a layout, each at most once. */
export const ZLayoutItems = z
  .array(ZLayoutItem)
  .max(DASHBOARD_WIDGET_KEYS.length)
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (seen.has(item.key))
        ctx.addIssue({
          code: 'custom',
          path: [i, 'key'],
          message: `The ${DASHBOARD_WIDGETS[item.key].title} widget is on the dashboard twice.`,
        });
      seen.add(item.key);
    });
  });

/** A widget the api offers this user (its module is installed and his role may have it). */
export const ZOfferedWidget = z.object({
  key: ZWidgetKey,
  title: z.string(),
  kind: z.enum(['list', 'counts']),
});

/** The most petitioners the filter choices list (by name); a firm with more filters by the first ones. */
export const MAX_PETITIONER_CHOICES = 500;
export const ZFilterChoice = z.object({ id: z.string(), name: z.string() });

/** The user's dashboard: what may be added, and the arrangement (his own, or his role's default). */
export const ZDashboard = z.object({
  offered: z.array(ZOfferedWidget),
  layout: z.array(ZLayoutItem),
  /** False while the user has the default layout of his role. */
  custom: z.boolean(),
  /**
   * The branch and petitioner choices of the widgets' filter panels: only what the user may see
   * (staff: the branches and petitioners of their view; clients: none, their widgets count their own cases).
   */
  choices: z.object({ branches: z.array(ZFilterChoice), petitioners: z.array(ZFilterChoice) }),
});
export type TDashboard = z.infer<typeof ZDashboard>;

/** One row of a list widget: enough for the UI to render any widget's rows and open the record. */
export const ZWidgetRow = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  /** Where the row opens in the app (a catalogue path), or null. */
  path: z.string().nullable(),
  /** YYYY-MM-DD (or an ISO timestamp) the row is about, labelled by `dateLabel`. */
  date: z.string().nullable(),
  dateLabel: z.string().nullable(),
  /** A status chip (case status id for its colour, or null for another domain's status). */
  status: z.object({ id: z.number().int().nullable(), label: z.string() }).nullable(),
  /** A short note: the next step, 'Overdue by N day(s)', the sender… */
  meta: z.string().nullable(),
  tone: z.enum(['default', 'success', 'warning', 'danger']),
});
export type TWidgetRow = z.infer<typeof ZWidgetRow>;

/** A list widget counts its rows up to this many; past it the answer says `capped` ("1,000+"). */
export const WIDGET_LIST_COUNT_CAP = 1000;

export const ZWidgetListData = z.object({
  kind: z.literal('list'),
  rows: z.array(ZWidgetRow),
  /** Rows matching the filters (every page), at most WIDGET_LIST_COUNT_CAP. */
  total: z.number().int(),
  /** True when more rows match than `total` (the count stopped at WIDGET_LIST_COUNT_CAP). */
  capped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TWidgetListData = z.infer<typeof ZWidgetListData>;

export const ZWidgetPoint = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number().int(),
  /** Where the group opens (e.g. the case list filtered to it), or null. */
  path: z.string().nullable(),
});
export const ZWidgetSeries = z.object({ key: z.string(), label: z.string(), points: z.array(ZWidgetPoint) });
export type TWidgetSeries = z.infer<typeof ZWidgetSeries>;

export const ZWidgetCountsData = z.object({
  kind: z.literal('counts'),
  /** One series for a plain count; several (same point keys) for a grouped chart. */
  series: z.array(ZWidgetSeries),
  /** Sum of the counts over every group (every page). */
  total: z.number().int(),
  /** Number of groups (every page); the points of a page are at most pageSize. */
  groups: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TWidgetCountsData = z.infer<typeof ZWidgetCountsData>;

export const ZWidgetData = z.discriminatedUnion('kind', [ZWidgetListData, ZWidgetCountsData]);
export type TWidgetData = z.infer<typeof ZWidgetData>;

/** A month, YYYY-MM. */
export const ZMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Expected YYYY-MM');
